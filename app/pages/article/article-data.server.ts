import { tagName, type Article } from "../../content/articles.ts";
import { readingMinutes } from "../../content/markdown.ts";
import { locales, type Locale } from "../../i18n/locales.ts";
import { formatMessage } from "../../lib/message.ts";
import type { ArticlesWords } from "../articles/words.ts";
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
  /** Its tags as readers see them ({@link tagName}). */
  tags: string[];
}

/**
 * An article as its page shows it: its text as the content read rendered it (sanitised HTML,
 * app/content/markdown.ts), its dates, reading time, byline and tags in the locale's words.
 * Nothing is rendered here: every page, list and feed reads the one rendering.
 *
 * @param article - a published article of the content.
 * @param words - the articles pages' words in the article's locale.
 */
export function renderedArticle(article: Article, words: ArticlesWords) {
  const minutes = readingMinutes(article.wordCount);
  const { lang } = locales[article.locale];
  const updated = article.updated ? shownDate(article.updated, article.locale) : undefined;
  return {
    path: articlePath(article.locale, article.slug),
    title: article.title,
    description: article.description,
    date: shownDate(article.date, article.locale),
    updated: updated && {
      ...updated,
      text: formatMessage(words.article.updated, { date: updated.text }, lang),
    },
    readingTime: formatMessage(words.article.readingTime, { minutes }, lang),
    byline: formatMessage(words.article.byline, { author: article.author }, lang),
    tags: article.tags.map(tagName),
    cover: article.cover,
    html: article.html,
  };
}

/** An article as its page shows it ({@link renderedArticle}). */
export type RenderedArticle = ReturnType<typeof renderedArticle>;

/** An article as the articles page lists it: without its text. */
export function articleSummary(article: Article, words: ArticlesWords): ArticleSummary {
  const { path, title, description, date, readingTime, tags } = renderedArticle(article, words);
  return { path, title, description, date, readingTime, tags };
}
