import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { localeIds, localePrefix, notFoundPath, type Locale } from "~/i18n/locales";
import {
  articlePage,
  articlePath,
  isBuilt,
  notFoundPage,
  pagePath,
  pages,
  type PageRegistry,
} from "~/pages/registry";
import { pageFile } from "../../tooling/build-steps/hosts/url-policy.ts";
import { publishedArticles } from "./articles";
import { buildOptionsOf, contentFolder, readContent } from "./content.server";

/**
 * The content as the files of app/content/ say it now, read once, for the tests: they derive
 * what they expect from it instead of repeating the owner's words and facts, so an edit of
 * the content leaves them green.
 */
export const { site, copies, figures, caseStudies, teamAndClients, articles } = readContent();

/**
 * The pages the header, the menu and the footer link to besides the home page's sections, as
 * the registry and the content decide (the articles page only while the locale has a published
 * article): each page's navigation word and its path in `locale`.
 */
export function navigationPages(locale: Locale): [label: string, path: string][] {
  const options = buildOptionsOf({ articles, copies });
  const words: Record<string, unknown> = copies[locale].common.navigation;
  return Object.entries(pages)
    .filter(([, page]) => page.isInNavigation && isBuilt(page, locale, options))
    .map(([key, page]) => {
      const word = words[key];
      return [
        typeof word === "string" ? word : (word as { label: string }).label,
        pagePath(page, locale),
      ];
    });
}

/**
 * The articles pages and each published article's page, locale by locale: the pages a build
 * makes of the articles collection (none for a locale without a published article).
 */
export const articlePagePaths = localeIds.flatMap((locale) => {
  const published = publishedArticles(articles, locale);
  return published.length === 0
    ? []
    : [
        pagePath(pages.articles, locale),
        ...published.map((article) => articlePath(locale, article.slug)),
      ];
});

/** A page of the tests' build (analytics off), as the end-to-end tests visit it. */
export interface BuiltPage {
  /** Its key in the registry; `notFound` for a locale's Not-found page, `article` for an article. */
  key: string;
  locale: Locale;
  /** Its URL path; for a Not-found page, a path under the locale that no page has. */
  path: string;
  /** Its HTML file in `build/client/`. */
  file: string;
  /** Whether it loads React (the registry's `needsHydration`). */
  hydrates: boolean;
}

/**
 * Every page of the tests' build, locale by locale: each page of the registry built there,
 * each published article and the Not-found page. The end-to-end page lists come from here, so
 * a page added to the registry is visited with no test changed.
 *
 * @param registry - the pages (app/pages/registry.ts, or a test's copy with a page added).
 */
export function builtPagesOf(registry: PageRegistry = pages): BuiltPage[] {
  const options = buildOptionsOf({ articles, copies });
  return localeIds.flatMap((locale): BuiltPage[] => [
    ...Object.entries(registry)
      .filter(([, page]) => isBuilt(page, locale, options))
      .map(([key, page]) => {
        const path = pagePath(page, locale);
        return { key, locale, path, file: pageFile(path), hydrates: page.needsHydration };
      }),
    ...publishedArticles(articles, locale).map(({ slug }) => {
      const path = articlePath(locale, slug);
      return {
        key: "article",
        locale,
        path,
        file: pageFile(path),
        hydrates: articlePage.needsHydration,
      };
    }),
    {
      key: "notFound",
      locale,
      path: `${localePrefix(locale)}/no-such-page`,
      file: pageFile(notFoundPath(locale)),
      hydrates: notFoundPage.needsHydration,
    },
  ]);
}

/** {@link builtPagesOf} the site's registry. */
export const builtPages = builtPagesOf();

/** The full path of a content file under the repository root `root`. */
export const fileOf = (root: string, file: string) => path.join(root, contentFolder, file);

/** Sets `field` (a path of keys) of a content file of `root` to `value`, as the editor would. */
export function edit(root: string, file: string, field: (string | number)[], value: unknown) {
  const document = parseDocument(readFileSync(fileOf(root, file), "utf8"));
  document.setIn(field, value);
  writeFileSync(fileOf(root, file), document.toString());
}
