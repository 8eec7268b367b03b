import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Root as MdastRoot } from "mdast";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { z } from "zod";
import { defaultLocale, localeIds, locales, type Locale } from "../i18n/locales.ts";
import { slugPattern } from "../lib/slug.ts";
import type { ResponsiveImage } from "./content-images.ts";
import {
  codePointName,
  parseMarkdown,
  renderTree,
  unshowableCharacter,
  type BodyProblem,
  type MarkdownOptions,
} from "./markdown.ts";
import { imageSlots } from "./image-slots.ts";
import { contentImageSrcSchema, readImage } from "./read-image.ts";
import { contentFolder, fieldName, shown, type ReadContext } from "./read-file.ts";
import { text } from "./schema.ts";

/**
 * The articles collection: one Markdown file per article per locale, in
 * `app/content/<locale>/articles/<slug>.md`, its head in YAML front matter and its text after
 * it. The file name is the article's slug in that locale's URL (`/insights/<slug>`,
 * `/es/articulos/<slug>`), so each language has slugs of its own; `translationKey` ties the
 * versions of one article together (docs/decisions/059-articles.md).
 */

/** A calendar date as the editor writes it: `2026-11-20` (ISO 8601). */
const isoDate = z.iso.date({
  error: (issue) =>
    issue.input === undefined
      ? "is missing"
      : "must be a date written YYYY-MM-DD, such as 2026-11-20",
});

/**
 * A tag: lowercase letters (accents too) or digits, words joined by single hyphens, at most
 * 32 characters: `retail`, `pronóstico-de-demanda`.
 */
const tagSchema = z
  .string()
  .max(32, "must be at most 32 characters")
  .regex(
    /^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u,
    "must be lowercase words joined by hyphens, such as demand-forecasting",
  );

/** A tag as a reader sees it: its words, without the hyphens (`demand forecasting`). */
export function tagName(tag: string): string {
  return tag.replaceAll("-", " ");
}

/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): an
 * invisible one can show a title's letters in another order than they are stored and read
 * (CVE-2021-42574, "Trojan Source").
 */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * A text of the front matter that names or describes the article: a {@link text} without
 * direction controls or characters a page or a feed cannot carry.
 */
const plainText = text
  .refine((value) => !bidiControl.test(value), {
    error: (issue) =>
      `holds an invisible character that changes the direction of the text (${codePointName(bidiControl.exec(String(issue.input))?.[0] ?? "")}), which can make it read differently from how it looks: delete it`,
  })
  .refine((value) => !unshowableCharacter.test(value), {
    error: (issue) =>
      `holds an invisible control character (${codePointName(unshowableCharacter.exec(String(issue.input))?.[0] ?? "")}) that a web page cannot show: delete it`,
  });

/** An article's front matter, as its file holds it. */
export const articleFrontMatterSchema = z
  .strictObject({
    title: plainText
      .max(90, "must be at most 90 characters (a search result cuts a longer title)")
      .meta({
        title: "Title",
        description:
          "The article's heading and its title in search results. In each language it also names the article's address, the first time it is saved.",
      }),
    description: plainText
      .min(50, "must be at least 50 characters (search engines show it under the title)")
      .max(160, "must be at most 160 characters (search snippets cut longer ones)")
      .meta({
        title: "Description",
        description:
          "One or two sentences, 50 to 160 characters: under the title in the list and in search results.",
        widget: "text",
      }),
    /** The day it was published. */
    date: isoDate.meta({
      title: "Published on",
      description: "The day the article is published. The list shows the newest first.",
      widget: "date",
    }),
    /** The day it was last changed, when it was. */
    updated: isoDate
      .meta({
        title: "Updated on",
        description: "Only when the article changed in substance after it was published.",
        widget: "date",
      })
      .optional(),
    /**
     * Who wrote it: the id of a person of the team (app/content/team-and-clients.yaml), whose
     * photo, name, role and LinkedIn page the byline shows. Without one, the company signs it.
     */
    author: plainText
      .meta({
        title: "Author (optional)",
        description:
          "The person of the team who wrote it (Site facts and figures → Team and clients → Team): the article then shows their photo, role and LinkedIn page. Leave it empty and the company signs it.",
        relation: {
          collection: "settings",
          file: "teamAndClients",
          valueField: "team.*.id",
          displayField: "team.*.name",
        },
      })
      .optional(),
    tags: z
      .array(tagSchema.meta({ title: "Tag" }))
      .max(8, "must list at most 8 tags")
      .refine((tags) => new Set(tags).size === tags.length, { error: "lists a tag twice" })
      .meta({
        title: "Tags",
        description:
          "One per line, lowercase words joined by hyphens, such as demand-forecasting. At most 8.",
        simpleList: true,
      })
      .optional(),
    /**
     * The case studies it leads to, by file name without `.yaml` (`retail-chain-optimization`),
     * linked at its end in this order.
     */
    related: z
      .array(
        z
          .string()
          .regex(
            slugPattern,
            "must be the file name of a case study without .yaml, such as retail-chain-optimization",
          )
          .meta({ title: "Case study" }),
      )
      .max(3, "must name at most 3 case studies")
      .refine((ids) => new Set(ids).size === ids.length, { error: "names a case study twice" })
      .meta({
        title: "Related case studies (optional)",
        description: "Up to 3 case studies the article leads to: linked at its end, in this order.",
        relation: { collection: "caseStudies", displayField: "title" },
      })
      .optional(),
    /**
     * Its picture, shown above the text and as its link preview: one file for every language.
     * A top-level field of its own, not an object holding it with its description, because
     * the editor saves an object translated per language with a field shared inside it as
     * `null` in the other languages (docs/decisions/074-cover-fields-of-their-own.md).
     */
    cover: contentImageSrcSchema
      .meta({
        title: "Cover picture",
        description: `Optional: shown above the text and in link previews, the same picture in every language. A PNG, JPEG, WebP or AVIF picture at least ${imageSlots.articleCover.widestPx} pixels wide (kept as WebP, at most 2400 pixels); the site makes the smaller copies phones get. SVG files are refused (an SVG can carry script). Without one, link previews show a card with the title.`,
        widget: "image",
      })
      .optional(),
    /** What the cover shows, in the file's language: required with a cover, refused without. */
    coverAlt: plainText
      .meta({
        title: "Cover picture description (alt text)",
        description:
          "Required with a cover picture: what the picture shows, for people who cannot see it, written in each language.",
      })
      .optional(),
    /** A draft is never built. */
    draft: z
      .boolean()
      .meta({
        title: "Draft",
        description: "A draft is saved but never published. Switch it off to publish the article.",
      })
      .optional(),
    /**
     * What ties its versions together: the same key in each language's file (the editor writes
     * the default language's slug). Without one, its own slug is its key.
     */
    translationKey: z
      .string()
      .regex(slugPattern, "must be lowercase words joined by hyphens, such as stock-outs")
      .optional(),
  })
  .meta({ title: "Articles" });

/**
 * The editor's words for an article's text, the Markdown after its front matter (checked by
 * app/content/markdown.ts, not by a schema).
 */
export const articleBodyWords = {
  title: "Text",
  description:
    "Type as in any editor, or in Markdown: `## ` starts a heading, `- ` a list item, and `[words](https://…)` makes a link (to another site with https://, to a page of this site with its path, such as /case-studies). HTML is not shown, and a picture goes in the cover, not in the text. At most about 3,000 words.",
};

/** An article in one locale, checked and rendered. */
export interface Article {
  locale: Locale;
  /** The file name without `.md`: the last segment of its URL. */
  slug: string;
  /** What its versions in other locales share. */
  translationKey: string;
  title: string;
  description: string;
  /** The publication day, `YYYY-MM-DD`. */
  date: string;
  /** The day of its last change, `YYYY-MM-DD`, when there was one. */
  updated?: string;
  /** The id of the team member who wrote it; without one, the company signs it. */
  author?: string;
  tags: string[];
  /** The ids of the case studies it leads to, in the order its end lists them. */
  related: string[];
  cover?: { image: ResponsiveImage; alt: string };
  /** The cover's source file, relative to the repository, for the build's image step. */
  coverFile?: string;
  isDraft: boolean;
  /** The text after the front matter, in Markdown. */
  markdown: string;
  /** The text as HTML, sanitised (app/content/markdown.ts). */
  html: string;
  /** The words of the text, for its reading time. */
  wordCount: number;
  /** The file, as messages name it: `app/content/es/articles/<slug>.md`. */
  file: string;
}

/** An article as its file is read: checked, its text parsed but not yet rendered. */
export interface ArticleSource extends Omit<Article, "html" | "wordCount"> {
  /** The text's syntax tree (mdast), checked against the limits of app/content/markdown.ts. */
  tree: MdastRoot;
}

/** At most this many problems of one article's text are listed; then how many more. */
const shownBodyProblems = 10;

/** Whether a field of the front matter may be left out (an empty optional line can go). */
function isOptionalField(key: PropertyKey | undefined): boolean {
  const shape: Record<PropertyKey, z.ZodType | undefined> = articleFrontMatterSchema.shape;
  return key !== undefined && shape[key]?.safeParse(undefined).success === true;
}

/**
 * The problems of an article's text as the content check lists them:
 * `app/content/en/articles/<slug>.md → body: line 14: …`, the line counted in the file.
 *
 * @param firstLine - the file's line where the text starts, after the front matter.
 */
function bodyMessages(where: string, problems: BodyProblem[], firstLine = 1): string[] {
  const messages = problems
    .slice(0, shownBodyProblems)
    .map(
      ({ line, message }) =>
        `${where} → body: ${line === undefined ? "" : `line ${firstLine + line - 1}: `}${message}`,
    );
  if (problems.length > shownBodyProblems) {
    messages.push(
      `${where} → body: and ${problems.length - shownBodyProblems} more problems like these`,
    );
  }
  return messages;
}

/** The `.md` files of a locale's `articles/` folder; none when it has no such folder. */
function articleFiles(locale: Locale, root: string): string[] {
  try {
    return readdirSync(path.join(root, contentFolder, locale, "articles"))
      .filter((file) => file.endsWith(".md"))
      .sort();
  } catch {
    return [];
  }
}

/** Reads and checks one article file ({@link checkArticleFile}). */
function readArticle(
  locale: Locale,
  file: string,
  context: ReadContext,
): ArticleSource | undefined {
  const where = shown(`${locale}/articles/${file}`);
  if (!slugPattern.test(file.slice(0, -".md".length))) {
    context.problems.push(
      `${where}: the file name is the article's address, so it must be lowercase letters a to z, digits and hyphens, such as reducing-stock-outs.md`,
    );
    return undefined;
  }
  const source = readFileSync(
    path.join(context.root, contentFolder, locale, "articles", file),
    "utf8",
  );
  return checkArticleFile(locale, file, source, context);
}

/**
 * Checks an article file's text: its front matter against {@link articleFrontMatterSchema}
 * and its Markdown against the limits and rules of app/content/markdown.ts (parsed, not yet
 * rendered: {@link renderArticles} does that).
 *
 * @param locale - the locale whose folder holds the file.
 * @param file - the file's name, `<slug>.md`.
 * @param source - the file's text.
 * @param context - the repository root (for the cover's image) and the problem list, which
 *   this appends to: `app/content/<locale>/articles/<file> → <field>: …`, the text's problems
 *   as `→ body: line <line of the file>: …`.
 * @returns the article, or `undefined` when it has a problem.
 */
export function checkArticleFile(
  locale: Locale,
  file: string,
  source: string,
  context: ReadContext,
): ArticleSource | undefined {
  const where = shown(`${locale}/articles/${file}`);
  const slug = file.slice(0, -".md".length);
  const vfile = new VFile({ path: where, value: source });
  try {
    matter(vfile, { strip: true });
  } catch (error) {
    context.problems.push(
      `${where}: the front matter between the --- lines is not valid YAML (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`,
    );
    return undefined;
  }
  const result = articleFrontMatterSchema.safeParse(vfile.data.matter, {
    error: (issue) =>
      issue.code !== "invalid_type"
        ? undefined
        : issue.input === undefined
          ? "is missing"
          : issue.input === null
            ? isOptionalField(issue.path?.[0])
              ? "is empty: fill it in, or delete the line"
              : "is empty: fill it in"
            : undefined,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field =
        issue.code === "unrecognized_keys"
          ? issue.keys.map((key) => fieldName([...issue.path, key])).join(", ")
          : fieldName(issue.path) || "(front matter)";
      context.problems.push(
        `${where} → ${field}: ${issue.code === "unrecognized_keys" ? `is not a field of an article (${Object.keys(articleFrontMatterSchema.shape).join(", ")}): check its spelling, or delete it` : issue.message}`,
      );
    }
  }
  const markdown = String(vfile.value);
  // The text is what is left after the front matter: the file's lines before it are the head's.
  const firstLine = source.slice(0, source.length - markdown.length).split(/\r\n|\r|\n/).length;
  const body = markdown.trim() === "" ? undefined : parseMarkdown(markdown);
  if (!body)
    context.problems.push(`${where} → body: the article has no text after its front matter`);
  else if (!body.ok) context.problems.push(...bodyMessages(where, body.problems, firstLine));
  if (!result.success || !body?.ok) return undefined;
  const head = result.data;
  if (head.updated && head.updated < head.date) {
    context.problems.push(`${where} → updated: must not be before the date it was published`);
  }
  if (head.cover && !head.coverAlt) {
    context.problems.push(
      `${where} → coverAlt: is missing: describe the cover picture in this file's language, for people who cannot see it`,
    );
    return undefined;
  }
  if (head.coverAlt && !head.cover) {
    context.problems.push(
      `${where} → coverAlt: describes a cover picture the article does not have: choose the picture, or delete the description`,
    );
    return undefined;
  }
  let cover: Article["cover"];
  if (head.cover && head.coverAlt) {
    const image = readImage(head.cover, `${where} → cover`, context, "articleCover");
    if (!image) return undefined;
    cover = { image, alt: head.coverAlt };
  }
  return {
    locale,
    slug,
    translationKey: head.translationKey ?? slug,
    title: head.title,
    description: head.description,
    date: head.date,
    ...(head.updated && { updated: head.updated }),
    ...(head.author && { author: head.author }),
    tags: head.tags ?? [],
    related: head.related ?? [],
    ...(cover && { cover, coverFile: `${contentFolder}${head.cover}` }),
    isDraft: head.draft ?? false,
    markdown,
    tree: body.tree,
    file: where,
  };
}

/**
 * Problems between the articles of every locale: two articles of one locale with the same
 * translation key (the same key would make both the translation of a third), and an article
 * of another locale whose key names no article of the default locale's.
 */
function translationProblems(articles: Record<Locale, ArticleSource[]>): string[] {
  const problems: string[] = [];
  const defaultKeys = new Set(articles[defaultLocale].map((article) => article.translationKey));
  for (const locale of localeIds) {
    const seen = new Map<string, string>();
    for (const article of articles[locale]) {
      const other = seen.get(article.translationKey);
      if (other) {
        problems.push(
          `${article.file} → translationKey: "${article.translationKey}" is also the key of ${other}; two articles of one language cannot be versions of the same article`,
        );
      }
      seen.set(article.translationKey, article.file);
      if (
        locale !== defaultLocale &&
        article.translationKey !== article.slug &&
        !defaultKeys.has(article.translationKey)
      ) {
        problems.push(
          `${article.file} → translationKey: no ${locales[defaultLocale].name} article in ${shown(`${defaultLocale}/articles/`)} has the key "${article.translationKey}"; write the key of the article this one translates, or delete the field if it has no ${locales[defaultLocale].name} version`,
        );
      }
    }
  }
  return problems;
}

/**
 * Reads the articles collection: every locale's `articles/` folder (a locale may have none),
 * drafts included, each article checked and its text parsed.
 *
 * @param context - the repository root and the problem list, which this appends to (each
 *   problem names the file and the front-matter field, or `body` and the line).
 * @returns each locale's articles, newest first (then by slug), to render with
 *   {@link renderArticles}.
 */
export function readArticles(context: ReadContext): Record<Locale, ArticleSource[]> {
  const articles = Object.fromEntries(
    localeIds.map((locale) => [
      locale,
      articleFiles(locale, context.root)
        .map((file) => readArticle(locale, file, context))
        .filter((article) => article !== undefined)
        .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
    ]),
  ) as Record<Locale, ArticleSource[]>;
  context.problems.push(...translationProblems(articles));
  return articles;
}

/**
 * Renders each article's text once, for every page, list and feed that shows it: the build's
 * loaders and steps read the HTML from here, so the content check has rendered exactly what
 * the build publishes, and a text that cannot be rendered is a problem of its file, never a
 * failed build.
 *
 * @param sources - each locale's articles as read ({@link readArticles}).
 * @param optionsOf - the rendering's words for a locale, and the site's origin.
 * @param problems - the problem list, which this appends to (`… → body: …`).
 * @returns each locale's articles with their HTML and word count; one that could not be
 *   rendered is left out (and its problem listed).
 */
export function renderArticles(
  sources: Readonly<Record<Locale, readonly ArticleSource[]>>,
  optionsOf: (locale: Locale) => MarkdownOptions,
  problems: string[],
): Record<Locale, Article[]> {
  return Object.fromEntries(
    localeIds.map((locale) => [
      locale,
      (sources[locale] ?? []).flatMap(({ tree, ...article }) => {
        const rendered = renderTree(tree, locales[locale].lang, optionsOf(locale));
        if (!rendered.ok) {
          problems.push(...bodyMessages(article.file, rendered.problems));
          return [];
        }
        return [{ ...article, html: rendered.html, wordCount: rendered.wordCount }];
      }),
    ]),
  ) as Record<Locale, Article[]>;
}

/** The articles of a locale a build publishes: all but the drafts, newest first. */
export function publishedArticles<A extends Pick<Article, "isDraft">>(
  articles: Readonly<Record<Locale, readonly A[]>>,
  locale: Locale,
): A[] {
  return articles[locale].filter((article) => !article.isDraft);
}

/**
 * The published version of `article` in `locale`, if it has one: the article of that locale
 * with the same translation key.
 */
export function translationOf(
  articles: Readonly<Record<Locale, readonly Article[]>>,
  article: Pick<Article, "translationKey">,
  locale: Locale,
): Article | undefined {
  return publishedArticles(articles, locale).find(
    (other) => other.translationKey === article.translationKey,
  );
}
