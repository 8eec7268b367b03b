import { z } from "zod";
import { eyebrowWords, metaWordsSchema, template, text } from "../../content/schema.ts";

/**
 * The words of the articles page and of each article's page
 * (`app/content/<locale>/articles.yaml`); each article's own words are its Markdown file
 * (app/content/articles.ts).
 */
export const articlesWordsSchema = z.object({
  meta: metaWordsSchema("articles page"),
  eyebrow: text.meta(eyebrowWords),
  heading: text.meta({ title: "Heading" }),
  intro: text.meta({ title: "Introduction", description: "Under the heading.", widget: "text" }),
  /** The link to the language's feed, and the feed's title in feed readers. */
  feedLabel: text.meta({
    title: "Feed link",
    description: "Under the introduction, to the language's RSS feed for feed readers.",
  }),
  /** What an article's page says around its text. */
  article: z
    .object({
      /** The link back to the articles page. */
      backToArticles: text.meta({
        title: "Back link",
        description: "Above the title, to the list of articles.",
      }),
      /** "By {author}". */
      byline: template("author").meta({
        title: "Author line",
        description: "{author} is the article's author.",
      }),
      /** "Updated {date}", after the publication date when the article was changed since. */
      updated: template("date").meta({
        title: "Updated line",
        description: "After the date, when the article has an updated date. {date} is that date.",
      }),
      /** "{minutes} min read". */
      readingTime: template("minutes").meta({
        title: "Reading time",
        description: "{minutes} is the number of minutes, counted from the article's words.",
      }),
      tagsLabel: text.meta({
        title: "Tags label (screen readers)",
        description: "Read for the list of tags under the title.",
      }),
      /** The accessible name of the `#` link beside each heading of the text. */
      anchorLabel: text.meta({
        title: "Section link (screen readers)",
        description: "Read for the # link beside each heading of an article.",
      }),
      /** The heading of an article's footnotes, read by screen readers only. */
      footnotesLabel: text.meta({
        title: "Footnotes heading (screen readers)",
        description: "Read before an article's footnotes, the notes a [^1] in its text points to.",
      }),
      /** "Back to reference {reference}": the name of a footnote's link back to its citation. */
      footnoteBackLabel: template("reference").meta({
        title: "Footnote back link (screen readers)",
        description:
          "Read for the ↩ link after each footnote, back to where it is cited. {reference} is the footnote's number.",
      }),
      /** The heading of the case studies an article leads to, after its text. */
      relatedHeading: text.meta({
        title: "Related case studies heading",
        description: "Above the links to the case studies an article names, after its text.",
      }),
    })
    .meta({ title: "On each article's page" }),
  /** The call to action at the end of each article: book a consultation, or write on WhatsApp. */
  cta: z
    .object({
      heading: text.meta({ title: "Heading" }),
      text: text.meta({ title: "Text", widget: "text" }),
      bookLabel: text.meta({
        title: "Booking button",
        description: "Opens the scheduling page in a new tab.",
      }),
      whatsAppLabel: text.meta({
        title: "WhatsApp button",
        description: "Opens a WhatsApp chat in a new tab.",
      }),
    })
    .meta({ title: "Closing call to action", description: "At the end of every article." }),
  /**
   * The WhatsApp chat's first message on an article's page, naming it: "Hello, I read
   * “{title}” and would like to talk." (the bar, the menu and the closing call to action).
   */
  whatsAppText: template("title").meta({
    title: "WhatsApp opening message on an article",
    description:
      "The message a WhatsApp chat opened from an article starts with; {title} is the article's title, e.g. Hello, I read “{title}” and would like to talk.",
  }),
});

/** The articles pages' words in one locale, placeholders filled in. */
export type ArticlesWords = z.output<typeof articlesWordsSchema>;
