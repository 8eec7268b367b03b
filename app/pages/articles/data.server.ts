import { publishedArticles } from "~/content/articles";
import { buildOptionsOf, readContent } from "~/content/content.server";
import { homePath, type Locale } from "~/i18n/locales";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { articleSummary } from "../article/article-data.server";
import { pageHead } from "../page-head";
import { articleFeedPath, builtPaths, pagePath, pages } from "../registry";

/**
 * The articles page's data (`/insights`, `/es/articulos`; built in a locale only while it has a
 * published article), built by its loader at prerender: its words, head (hreflang to the
 * locales that have the page), the locale's published articles, newest first, and its feed.
 */
export function articlesPageData(locale: Locale) {
  const content = readContent();
  const { site, copies, articles } = content;
  const { common, articles: words } = copies[locale];
  const path = pagePath(pages.articles, locale);
  return {
    head: pageHead(
      site,
      locale,
      pages.articles,
      words.meta,
      [
        breadcrumbJsonLd(site.url, [
          [common.navigation.homeLabel, homePath(locale)],
          [common.navigation.articles, path],
        ]),
      ],
      builtPaths(pages.articles, buildOptionsOf(content)),
    ),
    words: {
      eyebrow: words.eyebrow,
      heading: words.heading,
      intro: words.intro,
      feedLabel: words.feedLabel,
      backToHome: common.navigation.homeLabel,
    },
    articles: publishedArticles(articles, locale).map((article) => articleSummary(article, words)),
    feedPath: articleFeedPath(locale),
    homePath: homePath(locale),
  };
}

/** The articles page's data, as its route component gets it. */
export type ArticlesPageData = ReturnType<typeof articlesPageData>;
