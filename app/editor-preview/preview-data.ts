import type { CaseStudiesWords } from "~/pages/case-studies/words";
import type { CaseStudyWords } from "~/content/case-studies";
import type { CaseStudy } from "~/content/case-studies";
import type { ResponsiveImage } from "~/content/content-images";
import type { Figures } from "~/content/figure-schemas";
import type { RootData } from "~/root-data.server";
import { defaultLocale, homePath, localeIds, locales, type Locale } from "~/i18n/locales";
import { fillFactsDeep } from "~/lib/fill-facts";
import type { MessageValues } from "~/lib/message";
import type { ArticleSummary } from "~/pages/article/article-data.server";
import type { ArticlesWords } from "~/pages/articles/words";
import { caseStudyView, type CaseStudyData } from "~/pages/case-studies/case-study-view";
import { homeSectionsData, type HomeSectionsData } from "~/pages/home/sections-data";
import type { HomeWords } from "~/pages/home/words";
import type { NotFoundWords } from "~/pages/not-found/words";
import { privacyText, type TextPageWords } from "~/pages/privacy/privacy-text";
import type { PrivacyWords } from "~/pages/privacy/words";

/**
 * The editor's preview: the entry being edited (raw, as the editor holds it) mapped to the
 * props the site's own sections take, with what the build knows besides
 * ({@link PreviewContext}, app/editor-preview/preview-context.server.ts). Pure, for the browser.
 *
 * The editor's fields are generated from the content schemas (app/content/editor-config.ts),
 * so an entry has the shape of its file; the preview does not check it again (zod stays on the
 * server). What the build's content check would refuse (an empty required text, a missing
 * label) shows as it is, or, where a section cannot be drawn without it, as the preview's
 * error message (app/editor-preview/page-preview.tsx).
 */

/** A locale's part of the {@link PreviewContext}. */
export interface PreviewLocaleContext {
  /** The root route's data in this locale: common words and the site's facts. */
  root: RootData;
  /**
   * The facts a text may quote in braces, written in this locale (`{siteName}` → "Austral"),
   * the counts as numbers (app/content/site-facts.ts).
   */
  facts: MessageValues;
  /** The case studies as the case studies page shows them in this locale, in order. */
  caseStudies: CaseStudyData[];
  /** The case studies page's words in this locale (a card's labels). */
  caseStudiesPage: CaseStudiesWords;
  /** The published articles in this locale, newest first, as the articles page lists them. */
  articles: ArticleSummary[];
  /** The path of this locale's article feed (`/insights/feed.xml`). */
  articleFeedPath: string;
}

/** What the preview takes from the build: the content as the published pages show it. */
export interface PreviewContext {
  /** app/content/figures.yaml. */
  figures: Figures;
  /**
   * Each case study image as the build writes it (sizes, formats, widths), by the path the
   * content names it with (`/images/case-studies/retail.svg`).
   */
  images: Record<string, ResponsiveImage>;
  /** By locale id. */
  locales: Record<string, PreviewLocaleContext>;
  /** Whether the build counts visits: the privacy page then says what it counts. */
  countsVisits: boolean;
}

/**
 * The locale of a preview pane. The editor hands a template the entry in the pane's locale as
 * `data` and every other locale it has under `i18n`, keyed by locale code (the config's
 * `i18n.locales`: our locale ids), so the pane's locale is the one locale not among those
 * keys. Where that leaves more than one (an entry missing a language), the preview frame's
 * `<html lang>` decides among them: the editor writes the pane's locale there when it creates
 * the frame, but keeps the frame when the pane switches language, so it is only a tie-breaker.
 *
 * @param otherLocales - the keys of the entry's `i18n`.
 * @param lang - the preview frame's `<html lang>`.
 * @returns the locale, or the default locale when nothing tells.
 */
export function previewLocale(otherLocales: readonly string[], lang: string): Locale {
  const candidates = localeIds.filter((id) => !otherLocales.includes(id));
  if (candidates.length === 1 && candidates[0]) return candidates[0];
  return candidates.find((id) => id === lang) ?? defaultLocale;
}

/** The context of `locale`. @throws Error when the context has no such locale. */
function localeContext(context: PreviewContext, locale: Locale): PreviewLocaleContext {
  const part = context.locales[locale];
  if (!part) throw new Error(`The preview context has no locale "${locale}"`);
  return part;
}

/**
 * A page's words file as the page shows it: each text that quotes only facts formatted as a
 * message with them in the locale's language (as the content reader does,
 * app/content/placeholders.ts), its `confirmed:` list left out.
 *
 * @param raw - the entry's data in that locale, as the editor holds it.
 */
export function previewWords<Words>(context: PreviewContext, locale: Locale, raw: unknown): Words {
  return fillFactsDeep(raw, localeContext(context, locale).facts, locales[locale].lang) as Words;
}

/**
 * The home page's sections' props for the words being edited (app/content/<locale>/home.yaml):
 * the loader's own mapping ({@link homeSectionsData}) on the build's facts and figures.
 *
 * @throws Error naming an id of figures.yaml whose words the entry lacks.
 */
export function homePreviewData(
  context: PreviewContext,
  locale: Locale,
  raw: unknown,
): HomeSectionsData {
  const { root } = localeContext(context, locale);
  const words = previewWords<HomeWords>(context, locale, raw);
  return homeSectionsData(
    { site: root.site, common: root.common, figures: context.figures, words },
    locale,
  );
}

/** The case studies page's words being edited (app/content/<locale>/case-studies.yaml). */
export function caseStudiesPreviewData(context: PreviewContext, locale: Locale, raw: unknown) {
  const { caseStudies } = localeContext(context, locale);
  return { words: previewWords<CaseStudiesWords>(context, locale, raw), caseStudies };
}

/**
 * The articles page's props for the words being edited (app/content/<locale>/articles.yaml),
 * as its loader gives them (app/pages/articles/data.server.ts), with the locale's published
 * articles as the build lists them.
 */
export function articlesPreviewData(context: PreviewContext, locale: Locale, raw: unknown) {
  const { root, articles, articleFeedPath } = localeContext(context, locale);
  const words = previewWords<ArticlesWords>(context, locale, raw);
  return {
    words: {
      eyebrow: words.eyebrow,
      heading: words.heading,
      intro: words.intro,
      feedLabel: words.feedLabel,
      backToHome: root.common.navigation.homeLabel,
    },
    articles,
    feedPath: articleFeedPath,
    homePath: homePath(locale),
  };
}

/** The Not-found page's words being edited (app/content/<locale>/not-found.yaml). */
export function notFoundPreviewData(context: PreviewContext, locale: Locale, raw: unknown) {
  return previewWords<NotFoundWords>(context, locale, raw);
}

/**
 * The privacy page's text from its words being edited (app/content/<locale>/privacy.yaml), as
 * the build counts visits or not; a part not written yet is left out.
 */
export function privacyPreviewData(
  context: PreviewContext,
  locale: Locale,
  raw: unknown,
): TextPageWords {
  const words: Partial<PrivacyWords> =
    previewWords<Partial<PrivacyWords>>(context, locale, raw) ?? {};
  const text = privacyText(
    {
      ...(words as PrivacyWords),
      withAnalytics: words.withAnalytics ?? [],
      sections: words.sections ?? [],
    },
    context.countsVisits,
  );
  return { ...text, sections: text.sections.filter(Boolean) };
}

/**
 * The words file of a page with no drawing of its own (app/editor-preview/words-preview.tsx),
 * facts filled in ({@link previewWords}); an entry that is not an object yet (a new file) is
 * no words.
 */
export function pageWordsPreviewData(
  context: PreviewContext,
  locale: Locale,
  raw: unknown,
): Record<string, unknown> {
  const words = previewWords<unknown>(context, locale, raw);
  return words && typeof words === "object" && !Array.isArray(words)
    ? (words as Record<string, unknown>)
    : {};
}

/**
 * The box an image the build has not seen yet (an upload in this editing session) takes until
 * it loads: the card's image is as wide as its slot and as tall as its own proportions, so these
 * numbers only give the `width`/`height` attributes a ratio (4:3, the shipped illustrations').
 */
const unknownImageBox = { widthPx: 4, heightPx: 3 } as const;

/** A case study entry as the editor holds it: the words, and in the default locale the facts. */
export interface CaseStudyEntry {
  /** The entry's file name without `.yaml`, or empty for a new entry. */
  slug: string;
  /** Its data in the pane's locale: the words. */
  words: unknown;
  /** Its data in the default locale, whose file holds the image and results. */
  facts: unknown;
}

/**
 * A case study's card props for the entry being edited (app/content/<locale>/case-studies/),
 * with the loader's own mapping ({@link caseStudyView}). The image is the build's when the
 * entry names a file the build has written, else the editor's copy of it (an upload not yet
 * published: `assetUrl`, a `blob:` URL), else the path itself.
 *
 * @param assetUrl - the editor's `getAsset(path)?.url`.
 */
export function caseStudyPreviewData(
  context: PreviewContext,
  locale: Locale,
  entry: CaseStudyEntry,
  assetUrl: (path: string) => string | undefined,
): CaseStudyData {
  const { root } = localeContext(context, locale);
  const words = previewWords<CaseStudyWords>(context, locale, entry.words);
  const facts = (entry.facts ?? {}) as Partial<Pick<CaseStudy, "results">> & {
    image?: { src?: string };
  };
  const src = facts.image?.src ?? "";
  const image: ResponsiveImage = context.images[src] ?? {
    src: assetUrl(src) ?? src,
    srcSet: "",
    sources: [],
    ...unknownImageBox,
  };
  return caseStudyView(
    { id: entry.slug || "new-case-study", image, results: facts.results ?? [], words },
    locale,
    root.common.figures.notYet,
  );
}
