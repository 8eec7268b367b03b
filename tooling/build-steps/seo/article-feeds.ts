import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Feed } from "feed";
import { publishedArticles, tagName } from "../../../app/content/articles.ts";
import type { Content } from "../../../app/content/content.server.ts";
import { locales, localeIds, type Locale } from "../../../app/i18n/locales.ts";
import { absoluteUrl } from "../../../app/lib/meta.ts";
import { articleAuthor } from "../../../app/pages/article/article-data.server.ts";
import { articleFeedPath, articlePath, pagePath, pages } from "../../../app/pages/registry.ts";

/** Characters XML 1.0 cannot carry in any form, not even as a character reference (§ 2.2 `Char`). */
const notXmlCharacter = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * A text made safe for the `feed` package's XML writer, which puts titles, descriptions and
 * the article's HTML in CDATA sections but splits only the first `]]>` of each (xml-js's
 * `js2xml`), so a second one would end the section early and break the feed. Every `]]>` is
 * written `]]&gt;`: the same text to a reader that reads the field as HTML (the article's
 * text, its description), and an XML parser never sees a section end too early. Characters
 * XML cannot carry are left out.
 */
export function feedText(text: string): string {
  return text.replace(notXmlCharacter, "").replaceAll("]]>", "]]&gt;");
}

/**
 * A plain text for a feed field that readers show as HTML (RSS 2.0's `description`): its
 * `&`, `<` and `>` written as character references, so `<` is read as a letter, not a tag.
 */
function htmlText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * A locale's article feed, RSS 2.0 (rssboard.org's specification) made with the `feed`
 * package: the articles page's title and description, and each published article of the
 * locale, newest first, with its title, link, description, publication day, author (the team
 * member who wrote it, else the company), tags and
 * its whole text as HTML (`content:encoded`), each text through {@link feedText} so the feed
 * parses as XML whatever the articles say. The feed's own date is the newest article's, so a
 * rebuild with no new article writes the same file.
 *
 * @param content - the content read (app/content/content.server.ts).
 * @param locale - the feed's locale.
 * @returns the feed's XML, or `null` when the locale has no published article.
 */
export function articleFeed(
  content: Pick<Content, "site" | "copies" | "articles" | "teamAndClients">,
  locale: Locale,
): string | null {
  const { site, copies, articles } = content;
  const published = publishedArticles(articles, locale);
  const [newest] = published;
  if (!newest) return null;
  const { articles: words } = copies[locale];
  const link = absoluteUrl(site.url, pagePath(pages.articles, locale));
  const feed = new Feed({
    title: feedText(words.meta.title),
    description: feedText(words.meta.description),
    id: link,
    link,
    language: locales[locale].lang,
    copyright: feedText(`© ${site.copyrightYear} ${site.name}`),
    updated: new Date(`${newest.updated ?? newest.date}T00:00:00Z`),
    generator: feedText(site.name),
    feedLinks: { rss: absoluteUrl(site.url, articleFeedPath(locale)) },
  });
  for (const article of published) {
    const url = absoluteUrl(site.url, articlePath(locale, article.slug));
    feed.addItem({
      title: feedText(article.title),
      id: url,
      link: url,
      description: feedText(htmlText(article.description)),
      content: feedText(article.html),
      author: [{ name: feedText(articleAuthor(article, content)?.name ?? site.name) }],
      date: new Date(`${article.date}T00:00:00Z`),
      category: article.tags.map((tag) => ({ name: feedText(tagName(tag)) })),
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
  content: Pick<Content, "site" | "copies" | "articles" | "teamAndClients">,
): Promise<void> {
  for (const locale of localeIds) {
    const xml = articleFeed(content, locale);
    if (xml === null) continue;
    const file = path.join(clientDir, articleFeedPath(locale));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, xml);
  }
}
