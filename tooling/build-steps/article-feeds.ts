import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Feed } from "feed";
import { publishedArticles } from "../../app/content/articles.ts";
import type { Content } from "../../app/content/content.server.ts";
import { locales, localeIds, type Locale } from "../../app/i18n/locales.ts";
import { absoluteUrl } from "../../app/lib/meta.ts";
import { renderedArticle } from "../../app/pages/article/article-data.server.ts";
import { articleFeedPath, pagePath, pages } from "../../app/pages/registry.ts";

/**
 * A locale's article feed, RSS 2.0 (rssboard.org's specification) made with the `feed`
 * package: the articles page's title and description, and each published article of the
 * locale, newest first, with its title, link, description, publication day, author, tags and
 * its whole text as HTML (`content:encoded`). The feed's own date is the newest article's, so
 * a rebuild with no new article writes the same file.
 *
 * @param content - the content read (app/content/content.server.ts).
 * @param locale - the feed's locale.
 * @returns the feed's XML, or `null` when the locale has no published article.
 */
export function articleFeed(
  content: Pick<Content, "site" | "copies" | "articles">,
  locale: Locale,
): string | null {
  const { site, copies, articles } = content;
  const published = publishedArticles(articles, locale);
  const [newest] = published;
  if (!newest) return null;
  const { common, articles: words } = copies[locale];
  const link = absoluteUrl(site.url, pagePath(pages.articles, locale));
  const feed = new Feed({
    title: words.meta.title,
    description: words.meta.description,
    id: link,
    link,
    language: locales[locale].lang,
    copyright: `© ${site.copyrightYear} ${site.name}`,
    updated: new Date(`${newest.updated ?? newest.date}T00:00:00Z`),
    generator: site.name,
    feedLinks: { rss: absoluteUrl(site.url, articleFeedPath(locale)) },
  });
  for (const article of published) {
    const shown = renderedArticle(article, { site, common, words });
    const url = absoluteUrl(site.url, shown.path);
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.description,
      content: shown.html,
      author: [{ name: article.author }],
      date: new Date(`${article.date}T00:00:00Z`),
      category: article.tags.map((tag) => ({ name: tag })),
    });
  }
  return feed.rss2();
}

/**
 * Writes each locale's feed at its path (`/insights/feed.xml`, `/es/articulos/feed.xml`) in
 * `clientDir`; a locale with no published article gets none.
 */
export async function writeArticleFeeds(
  clientDir: string,
  content: Pick<Content, "site" | "copies" | "articles">,
): Promise<void> {
  for (const locale of localeIds) {
    const xml = articleFeed(content, locale);
    if (xml === null) continue;
    const file = path.join(clientDir, articleFeedPath(locale));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, xml);
  }
}
