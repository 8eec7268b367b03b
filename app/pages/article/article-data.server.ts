import { tagName, type Article } from "../../content/articles.ts";
import type { Content } from "../../content/content.server.ts";
import { teamMemberShown, type TeamMemberShown } from "../../content/team-and-clients.ts";
import { readingMinutes } from "../../content/markdown.ts";
import { locales, type Locale } from "../../i18n/locales.ts";
import { formatMessage } from "../../lib/message.ts";
import type { ArticlesWords } from "../articles/words.ts";
import { articlePath, caseStudyCardPath } from "../registry.ts";

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

/** The team member who wrote an article, as its byline shows them in its language. */
export type ArticleAuthor = Pick<TeamMemberShown, "name" | "role" | "photo" | "linkedIn">;

/**
 * The team member who wrote `article`, in its language: the person of
 * app/content/team-and-clients.yaml its `author` names, with the role and LinkedIn link's
 * words of the locale's home.yaml. The content check has refused a person without words in a
 * locale, and left out an author who is no person of the team (app/content/cross-check.ts).
 *
 * @returns the author, or `undefined` when the article names none: the company signs it.
 */
export function articleAuthor(
  article: Pick<Article, "author" | "locale">,
  { teamAndClients, copies }: Pick<Content, "teamAndClients" | "copies">,
): ArticleAuthor | undefined {
  const person = teamAndClients.team.find((member) => member.id === article.author);
  if (!person) return undefined;
  const { name, role, photo, linkedIn } = teamMemberShown(
    person,
    copies[article.locale].home.team,
    locales[article.locale].lang,
  );
  return { name, role, photo, ...(linkedIn && { linkedIn }) };
}

/** A case study an article leads to, as its end links it. */
export interface RelatedCaseStudy {
  id: string;
  /** Its card on the case studies page of the article's language: `/es/casos-de-exito#<id>`. */
  href: string;
  title: string;
  industry: string;
  description: string;
}

/**
 * The case studies `article` names in `related`, in that order, each with its words in the
 * article's language and a link to its card on the case studies page (the fragment is the
 * card's id, as the home page's testimonials link it). The content check has left out an id no
 * case study has (app/content/cross-check.ts).
 */
export function relatedCaseStudies(
  article: Pick<Article, "related" | "locale">,
  caseStudies: Content["caseStudies"],
): RelatedCaseStudy[] {
  return article.related.flatMap((id) => {
    const study = caseStudies.find((each) => each.id === id);
    if (!study) return [];
    const { title, industry, description } = study.words[article.locale];
    return [{ id, href: caseStudyCardPath(article.locale, id), title, industry, description }];
  });
}

/** An article as the articles page lists it: without its text. */
export function articleSummary(article: Article, words: ArticlesWords): ArticleSummary {
  return {
    path: articlePath(article.locale, article.slug),
    title: article.title,
    description: article.description,
    date: shownDate(article.date, article.locale),
    readingTime: formatMessage(
      words.article.readingTime,
      { minutes: readingMinutes(article.wordCount) },
      locales[article.locale].lang,
    ),
    tags: article.tags.map(tagName),
  };
}

/**
 * An article as its page shows it: its text as the content read rendered it (sanitised HTML,
 * app/content/markdown.ts), its dates, reading time, byline and tags in the locale's words,
 * its author when a team member wrote it ({@link articleAuthor}; else the byline names the
 * company), and the case studies it leads to ({@link relatedCaseStudies}). Nothing is rendered
 * here: every page, list and feed reads the one rendering.
 *
 * @param article - a published article of the content.
 * @param words - the articles pages' words in the article's locale.
 * @param content - the content as read: the site's name, the team and its words, the case
 *   studies.
 */
export function renderedArticle(
  article: Article,
  words: ArticlesWords,
  content: Pick<Content, "site" | "teamAndClients" | "copies" | "caseStudies">,
) {
  const { lang } = locales[article.locale];
  const updated = article.updated ? shownDate(article.updated, article.locale) : undefined;
  const author = articleAuthor(article, content);
  return {
    ...articleSummary(article, words),
    updated: updated && {
      ...updated,
      text: formatMessage(words.article.updated, { date: updated.text }, lang),
    },
    byline: formatMessage(
      words.article.byline,
      { author: author?.name ?? content.site.name },
      lang,
    ),
    ...(author && { author }),
    related: relatedCaseStudies(article, content.caseStudies),
    cover: article.cover,
    html: article.html,
  };
}

/** An article as its page shows it ({@link renderedArticle}). */
export type RenderedArticle = ReturnType<typeof renderedArticle>;
