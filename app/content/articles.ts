import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { z } from "zod";
import { defaultLocale, localeIds, locales, type Locale } from "../i18n/locales.ts";
import { slugPattern } from "../lib/slug.ts";
import type { ResponsiveImage } from "./content-images.ts";
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

/** An article's front matter, as its file holds it. */
export const articleFrontMatterSchema = z.strictObject({
  title: text.max(90, "must be at most 90 characters (a search result cuts a longer title)"),
  description: text
    .min(50, "must be at least 50 characters (search engines show it under the title)")
    .max(160, "must be at most 160 characters (search snippets cut longer ones)"),
  /** The day it was published. */
  date: isoDate,
  /** The day it was last changed, when it was. */
  updated: isoDate.optional(),
  author: text,
  tags: z
    .array(tagSchema)
    .max(8, "must list at most 8 tags")
    .refine((tags) => new Set(tags).size === tags.length, { error: "lists a tag twice" })
    .optional(),
  /** Its picture, shown above the text and as its link preview. */
  cover: z.object({ src: contentImageSrcSchema, alt: text }).optional(),
  /** A draft is never built. */
  draft: z.boolean().optional(),
  /**
   * What ties its versions together: the same key in each language's file (the editor writes
   * the default language's slug). Without one, its own slug is its key.
   */
  translationKey: z
    .string()
    .regex(slugPattern, "must be lowercase words joined by hyphens, such as stock-outs")
    .optional(),
});

/** An article in one locale, checked, its Markdown not yet rendered. */
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
  author: string;
  tags: string[];
  cover?: { image: ResponsiveImage; alt: string };
  /** The cover's source file, relative to the repository, for the build's image step. */
  coverFile?: string;
  isDraft: boolean;
  /** The text after the front matter, in Markdown. */
  markdown: string;
  /** The file, as messages name it: `app/content/es/articles/<slug>.md`. */
  file: string;
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

/** Reads and checks one article file; `undefined` (with its problems listed) when it has one. */
function readArticle(locale: Locale, file: string, context: ReadContext): Article | undefined {
  const where = shown(`${locale}/articles/${file}`);
  const slug = file.slice(0, -".md".length);
  if (!slugPattern.test(slug)) {
    context.problems.push(
      `${where}: the file name is the article's address, so it must be lowercase letters a to z, digits and hyphens, such as reducing-stock-outs.md`,
    );
    return undefined;
  }
  const vfile = new VFile({
    path: where,
    value: readFileSync(path.join(context.root, contentFolder, locale, "articles", file), "utf8"),
  });
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
      issue.code === "invalid_type" && issue.input === undefined ? "is missing" : undefined,
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
    return undefined;
  }
  const head = result.data;
  const markdown = String(vfile.value);
  if (markdown.trim() === "") {
    context.problems.push(`${where} → body: the article has no text after its front matter`);
    return undefined;
  }
  if (head.updated && head.updated < head.date) {
    context.problems.push(`${where} → updated: must not be before the date it was published`);
  }
  let cover: Article["cover"];
  if (head.cover) {
    const image = readImage(head.cover.src, `${where} → cover.src`, context, "articleCover");
    if (!image) return undefined;
    cover = { image, alt: head.cover.alt };
  }
  return {
    locale,
    slug,
    translationKey: head.translationKey ?? slug,
    title: head.title,
    description: head.description,
    date: head.date,
    ...(head.updated && { updated: head.updated }),
    author: head.author,
    tags: head.tags ?? [],
    ...(cover && { cover, coverFile: `${contentFolder}${head.cover?.src}` }),
    isDraft: head.draft ?? false,
    markdown,
    file: where,
  };
}

/**
 * Problems between the articles of every locale: two articles of one locale with the same
 * translation key (the same key would make both the translation of a third), and an article
 * of another locale whose key names no article of the default locale's.
 */
function translationProblems(articles: Record<Locale, Article[]>): string[] {
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
 * drafts included, each article checked.
 *
 * @param context - the repository root and the problem list, which this appends to (each
 *   problem names the file and the front-matter field).
 * @returns each locale's articles, newest first (then by slug).
 */
export function readArticles(context: ReadContext): Record<Locale, Article[]> {
  const articles = Object.fromEntries(
    localeIds.map((locale) => [
      locale,
      articleFiles(locale, context.root)
        .map((file) => readArticle(locale, file, context))
        .filter((article) => article !== undefined)
        .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
    ]),
  ) as Record<Locale, Article[]>;
  context.problems.push(...translationProblems(articles));
  return articles;
}

/** The articles of a locale a build publishes: all but the drafts, newest first. */
export function publishedArticles(
  articles: Readonly<Record<Locale, readonly Article[]>>,
  locale: Locale,
): Article[] {
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
