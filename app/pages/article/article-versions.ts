import { publishedArticles, translationOf, type Article } from "../../content/articles.ts";
import { localeIds, type Locale } from "../../i18n/locales.ts";
import { articlePath, pagePath, pages } from "../registry.ts";

/** Each locale's articles, drafts included (the content's `articles`). */
type Articles = Readonly<Record<Locale, readonly Article[]>>;

/**
 * The published versions of an article, by locale: the article itself and each translation
 * (the article of another locale with the same translation key), as its hreflang links and
 * sitemap alternates list them.
 */
export function articleVersions(
  articles: Articles,
  article: Pick<Article, "translationKey">,
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    localeIds.flatMap((locale) => {
      const version = translationOf(articles, article, locale);
      return version ? [[locale, articlePath(locale, version.slug)]] : [];
    }),
  );
}

/**
 * Where the language switcher leads from each published article, keyed `article:<key>` beside
 * the pages' paths in the root route's data: in each other locale, the article's translation;
 * without one, that locale's articles page; a locale with no article at all is left out (the
 * switcher then leads to its home page).
 */
export function articleSwitcherPaths(
  articles: Articles,
): Record<string, Partial<Record<Locale, string>>> {
  const withArticles = localeIds.filter((locale) => publishedArticles(articles, locale).length > 0);
  const keys = new Set(
    localeIds.flatMap((locale) =>
      publishedArticles(articles, locale).map((article) => article.translationKey),
    ),
  );
  return Object.fromEntries(
    [...keys].map((translationKey) => {
      const versions = articleVersions(articles, { translationKey });
      const paths = Object.fromEntries(
        withArticles.map((locale) => [
          locale,
          versions[locale] ?? pagePath(pages.articles, locale),
        ]),
      );
      return [`article:${translationKey}`, paths];
    }),
  );
}
