import { homePath, localeIds, type Locale } from "../i18n/locales.ts";
import { notFoundPage, pagePath, pages, type PageRegistry } from "../pages/registry.ts";

/**
 * The editor's preview templates, from the page registry: one for each page's words file
 * (app/pages/registry.ts, `pages` and `notFoundPage`) and one for the case studies collection.
 * Computed when the preview's script is built (tooling/build-steps/editor/editor-preview.ts hands the
 * list to app/editor-preview/main.ts as `__EDITOR_PREVIEW_TEMPLATES__`), since the registry
 * holds the pages' zod schemas, which stay out of the browser: a page added to the registry
 * gets its template with no other file changed.
 */

/**
 * What a template draws besides a page of the registry: the Not-found page (`notFoundPage`, not
 * in `pages` since it has no path of its own), or one entry of the case studies collection, as
 * the case studies page shows it.
 */
export type OtherDrawing = "notFound" | "caseStudy";

/**
 * The editor's name of the case studies collection (`caseStudiesCollection` in
 * app/content/editor-config.ts).
 */
const caseStudiesCollectionName = "caseStudies";

/** One preview template, as the editor registers it. */
export interface PreviewTemplate {
  /**
   * The editor's name of what it previews (`CMS.registerPreviewTemplate(name, …)`): a words
   * file's name without `.yaml`, as the editor's "Page words" names its files
   * (`localeWordsFiles` in app/content/content-files.ts), or the case studies collection's name.
   */
  name: string;
  /**
   * What it draws: the page's key in the registry (`home`, `articles`), or an
   * {@link OtherDrawing}. app/editor-preview/drawings.tsx draws a page it has no drawing of its
   * own for as the page's words.
   */
  drawing: string;
  /** The URL path the preview's router stands at, per locale: the page's own. */
  paths: Record<Locale, string>;
}

/** A path in each locale. */
const pathsOf = (path: (locale: Locale) => string) =>
  Object.fromEntries(localeIds.map((locale) => [locale, path(locale)])) as Record<Locale, string>;

/**
 * The preview templates of a page registry, in the editor's order of its words files, then the
 * case studies collection.
 *
 * @param registry - the pages (app/pages/registry.ts, or a test's copy with a page added).
 * @returns a template per page of the registry, the Not-found page and the case studies
 *   collection; the Not-found page is drawn at the home page's path, a case study at the case
 *   studies page's.
 * @throws Error when a page has no slug for the default locale (`pagePath`).
 */
export function previewTemplates(registry: PageRegistry = pages): PreviewTemplate[] {
  const wordsFileName = (file: string) => file.slice(0, -".yaml".length);
  return [
    {
      name: wordsFileName(notFoundPage.file),
      drawing: "notFound" satisfies OtherDrawing,
      paths: pathsOf(homePath),
    },
    ...Object.entries(registry).map(([key, page]) => ({
      name: wordsFileName(page.file),
      drawing: key,
      paths: pathsOf((locale) => pagePath(page, locale)),
    })),
    {
      name: caseStudiesCollectionName,
      drawing: "caseStudy" satisfies OtherDrawing,
      paths: pathsOf((locale) => pagePath(pages.caseStudies, locale)),
    },
  ];
}
