import { buildOptionsOf, readContent } from "./content/content.server.ts";
import { localeOf, type Locale } from "./i18n/locales.ts";
import { pageHead } from "./pages/page-head.ts";
import { articleSwitcherPaths } from "./pages/article/article-versions.ts";
import { articleFeedPath, needsHydrationAt, pagePaths, pages } from "./pages/registry.ts";

/**
 * The root route's data, on every page, built by its loader at prerender: the locale's common
 * words (header, menu, footer, skip link, notifications), the site's facts, the path of every
 * page in every locale it is built in and of every article's versions (for the language
 * switcher and the footer's legal links), the locale's article feed while it has published articles (linked from every page's
 * head), and the locale's Not-found page, kept here because an unknown path has no `.data`
 * file to load on a client-side navigation (Back to a 404 page's history entry).
 */
export function rootData(locale: Locale) {
  const content = readContent();
  const { site, copies } = content;
  const { common, notFound, articles } = copies[locale];
  const options = buildOptionsOf(content);
  return {
    locale,
    common,
    site,
    pagePaths: { ...pagePaths(pages, options), ...articleSwitcherPaths(content.articles) },
    feed: options.localesWithArticles.includes(locale)
      ? { title: `${articles.meta.title} (${articles.feedLabel})`, path: articleFeedPath(locale) }
      : null,
    notFound: { words: notFound, head: pageHead(site, locale, null, notFound.meta) },
  };
}

/** The root route's data, as every page gets it. */
export type RootData = ReturnType<typeof rootData>;

/**
 * The root route's loader data for the page at a URL path: {@link rootData} in the path's
 * locale, and whether the page hydrates (the registry's `needsHydration`): the root layout
 * prerenders a page that does not without React's scripts.
 */
export function rootPageData(pathname: string) {
  return { ...rootData(localeOf(pathname)), hydrates: needsHydrationAt(pathname) };
}
