import { z } from "zod";
import { metaWordsSchema, template, text } from "../../content/schema.ts";

/**
 * The words of the articles page and of each article's page
 * (`app/content/<locale>/articles.yaml`); each article's own words are its Markdown file
 * (app/content/articles.ts).
 */
export const articlesWordsSchema = z.object({
  meta: metaWordsSchema,
  eyebrow: text,
  heading: text,
  intro: text,
  /** The link to the language's feed, and the feed's title in feed readers. */
  feedLabel: text,
  /** What an article's page says around its text. */
  article: z.object({
    /** The link back to the articles page. */
    backToArticles: text,
    /** "By {author}". */
    byline: template("author"),
    /** "Updated {date}", after the publication date when the article was changed since. */
    updated: template("date"),
    /** "{minutes} min read". */
    readingTime: template("minutes"),
    tagsLabel: text,
    /** The accessible name of the `#` link beside each heading of the text. */
    anchorLabel: text,
    /** The heading of an article's footnotes, read by screen readers only. */
    footnotesLabel: text,
    /** "Back to reference {reference}": the name of a footnote's link back to its citation. */
    footnoteBackLabel: template("reference"),
    /** The heading of the case studies an article leads to, after its text. */
    relatedHeading: text,
  }),
  /** The call to action at the end of each article: book a consultation, or write on WhatsApp. */
  cta: z.object({ heading: text, text, bookLabel: text, whatsAppLabel: text }),
  /**
   * The WhatsApp chat's first message on an article's page, naming it: "Hello, I read
   * “{title}” and would like to talk." (the bar, the menu and the closing call to action).
   */
  whatsAppText: template("title"),
});

/** The articles pages' words in one locale, placeholders filled in. */
export type ArticlesWords = z.output<typeof articlesWordsSchema>;
