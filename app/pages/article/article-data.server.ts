import type { Article } from "../../content/articles.ts";
import { readingMinutes, renderMarkdown } from "../../content/markdown.ts";
import type { SiteContent } from "../../content/schema.ts";
import { locales, type Locale } from "../../i18n/locales.ts";
import { formatMessage } from "../../lib/message.ts";
import type { ArticlesWords } from "../articles/words.ts";
import type { CommonCopy } from "../../content/common-words.ts";
import { articlePath } from "../registry.ts";

/** A calendar day as the page shows it: the machine-readable date and its words in the locale. */
export interface ShownDate {
  /** `YYYY-MM-DD`, for `<time datetime>`. */
  iso: string;
  /** "November 18, 2026", "18 de noviembre de 2026". */
  text: string;
}

/** A `YYYY-MM-DD` day in the locale's long date style (`Intl.DateTimeFormat`, read in UTC). */
export function shownDate(iso: string, locale: Locale): ShownDate {
  const text = new Intl.DateTimeFormat(locales[locale].lang, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
  return { iso, text };
}

/** An article as the articles page lists it. */
export interface ArticleSummary {
  path: string;
  title: string;
  description: string;
  date: ShownDate;
  /** "4 min read". */
  readingTime: string;
  tags: string[];
}

/** What rendering needs besides the article: the site's origin and the page's words. */
export interface ArticleContext {
  site: Pick<SiteContent, "url">;
  common: Pick<CommonCopy, "navigation">;
  words: ArticlesWords;
}

/**
 * An article rendered for its page at build time: its Markdown as sanitised HTML
 * (app/content/markdown.ts), its dates and reading time in the locale's words.
 *
 * @param article - a published article of the content.
 * @param context - the site's origin and the locale's words.
 */
export function renderedArticle(article: Article, { site, common, words }: ArticleContext) {
  const { html, wordCount } = renderMarkdown(article.markdown, locales[article.locale].lang, {
    newTabNote: common.navigation.opensInNewTab,
    anchorLabel: words.article.anchorLabel,
    siteUrl: site.url,
  });
  const minutes = readingMinutes(wordCount);
  const updated = article.updated ? shownDate(article.updated, article.locale) : undefined;
  return {
    path: articlePath(article.locale, article.slug),
    title: article.title,
    description: article.description,
    date: shownDate(article.date, article.locale),
    updated: updated && {
      ...updated,
      text: formatMessage(words.article.updated, { date: updated.text }),
    },
    readingTime: formatMessage(words.article.readingTime, {
      minutes: new Intl.NumberFormat(locales[article.locale].lang).format(minutes),
    }),
    byline: formatMessage(words.article.byline, { author: article.author }),
    tags: article.tags,
    cover: article.cover,
    html,
  };
}

/** An article rendered for its page ({@link renderedArticle}). */
export type RenderedArticle = ReturnType<typeof renderedArticle>;

/** An article as the articles page lists it: without its text. */
export function articleSummary(article: Article, context: ArticleContext): ArticleSummary {
  const { path, title, description, date, readingTime, tags } = renderedArticle(article, context);
  return { path, title, description, date, readingTime, tags };
}
