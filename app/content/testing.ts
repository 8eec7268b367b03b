import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { localeIds, type Locale } from "~/i18n/locales";
import { articlePath, isBuilt, pagePath, pages } from "~/pages/registry";
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
  const options = buildOptionsOf({ articles }, false);
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

/** The full path of a content file under the repository root `root`. */
export const fileOf = (root: string, file: string) => path.join(root, contentFolder, file);

/** Sets `field` (a path of keys) of a content file of `root` to `value`, as the editor would. */
export function edit(root: string, file: string, field: (string | number)[], value: unknown) {
  const document = parseDocument(readFileSync(fileOf(root, file), "utf8"));
  document.setIn(field, value);
  writeFileSync(fileOf(root, file), document.toString());
}
