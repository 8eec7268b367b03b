import { readdirSync, statSync, type Dirent } from "node:fs";
import path from "node:path";
import { data } from "react-router";
import type { z } from "zod";
import { localeIds, locales, type Locale } from "../i18n/locales.ts";
import {
  pages,
  writtenPagesOf,
  type BuildOptions,
  type notFoundPage,
  type PageKey,
} from "../pages/registry.ts";
import {
  publishedArticles,
  readArticles,
  renderArticles,
  type Article,
  type ArticleSource,
} from "./articles.ts";
import { readCaseStudies, type CaseStudy } from "./case-studies.ts";
import { commonCopy, type commonFileSchema, type CommonCopy } from "./common-words.ts";
import { figuresFileSchema, wordsFilesOf } from "./content-files.ts";
import { labelledProblem } from "./field-labels.ts";
import {
  articleReferences,
  duplicateFigureIds,
  homeWordsAgainstFigures,
  homeWordsAgainstTeamAndClients,
  testimonialCaseStudies,
} from "./cross-check.ts";
import { figuresSchema, type Figures } from "./figure-schemas.ts";
import { confirmedShape } from "./launch-readiness.ts";
import { fillPlaceholders } from "./placeholders.ts";
import { invalidContentStatusText, type ContentProblemsData } from "../lib/content-problems.ts";
import { formatMessage, type MessageValues } from "../lib/message.ts";
import {
  contentFolder,
  contentRoot,
  fieldName,
  readContentFile,
  shown,
  type NamedImage,
  type ReadContext,
} from "./read-file.ts";
import { filledMetaSchema, type AnalyticsContent, type SiteContent } from "./schema.ts";
import { quotableFacts, siteFacts, siteFileSchema } from "./site-facts.ts";
import { readTeamAndClients, type TeamAndClients } from "./team-and-clients.ts";

export { contentFolder, contentRoot } from "./read-file.ts";
export { placeholderOrigin } from "./site-facts.ts";
export type { Article } from "./articles.ts";
export type { CaseStudy } from "./case-studies.ts";
export type { TeamAndClients } from "./team-and-clients.ts";

/**
 * Reads the site's content from the YAML files of `app/content/` (the files the owner edits)
 * and gives it checked and ready: in four steps, each in its own module: read and check each
 * file against its schema (read-file.ts, case-studies.ts), check the files against each other
 * (cross-check.ts), fill the facts into the texts (placeholders.ts, site-facts.ts), and derive
 * the navigation's links (common-words.ts). Runs at build time only: in the loaders at
 * prerender, in the content check before every build (tooling/build-steps/check-content.ts)
 * and in the tests. The YAML parser, the phone-number library and zod never reach the browser.
 */

/** A locale's words: on every page, on the Not-found page, and each page's of the registry. */
export type Copy = { common: CommonCopy; notFound: z.output<typeof notFoundPage.words> } & {
  [Key in PageKey]: z.output<(typeof pages)[Key]["words"]>;
};

/** Everything the pages show, checked and ready. */
export interface Content {
  site: SiteContent;
  figures: Figures;
  caseStudies: CaseStudy[];
  /** The team, testimonials and client logos of the home page (each list may be empty). */
  teamAndClients: TeamAndClients;
  /** Each locale's articles, drafts included, newest first (app/content/articles.ts). */
  articles: Record<Locale, Article[]>;
  copies: Record<Locale, Copy>;
  /** The site's analytics settings, before the build's `ANALYTICS_*` overrides. */
  analytics: AnalyticsContent;
  /**
   * Each raster image the content names (drafts' covers too), with the field that names it,
   * once per field: what the content check decodes (app/content/image-decoding.ts).
   */
  rasterImages: NamedImage[];
  /**
   * What the content check warns about without refusing the content: each reference to a case
   * study or a person the content does not have, which the content above leaves out
   * (app/content/cross-check.ts), labelled as problems are (`labelledProblem`).
   */
  warnings: string[];
}

/**
 * Thrown when content is invalid: `problems` lists every one, each naming its file and field,
 * and before them the field's labels in the editor (`labelledProblem`,
 * app/content/field-labels.ts); `rasterImages`, the raster images read before it stopped, so
 * that the content check can decode them too and list all problems at once. Both are
 * non-enumerable, so a command that prints the error (React Router's, Node's) shows the
 * message, which lists the problems, once.
 */
export class ContentError extends Error {
  declare readonly problems: string[];
  declare readonly rasterImages: NamedImage[];
  constructor(found: string[], rasterImages: NamedImage[] = []) {
    const problems = found.map(labelledProblem);
    super(`Invalid content:\n${problems.join("\n")}`);
    this.name = "ContentError";
    Object.defineProperties(this, {
      problems: { value: problems },
      rasterImages: { value: rasterImages },
    });
  }
}

/**
 * Runs a loader's data function; invalid content becomes a route error response (React
 * Router's `data()`, status 500, {@link invalidContentStatusText}) that carries the content
 * check's problems, so the root `ErrorBoundary` lists them by file and field instead of showing
 * an error with its stack. Only the dev server gets there: every build checks the content first.
 *
 * @param read - the loader's data function, e.g. `() => homePageData(locale)`.
 * @returns what `read` returns.
 * @throws the route error response for a {@link ContentError}; any other error as it is.
 */
export function withContentProblems<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const body: ContentProblemsData = { contentProblems: error.problems };
    throw data(body, { status: 500, statusText: invalidContentStatusText });
  }
}

const wordsFiles = wordsFilesOf(pages);

/** A locale's words files as read and checked: by key, the file's path and its data. */
type WordsFiles = [key: string, path: string, data: Record<string, unknown> | undefined][];

/** Reads and checks a locale's words files. */
function readWordsFiles(locale: Locale, context: ReadContext): WordsFiles {
  return Object.entries(wordsFiles).map(([key, { file, words }]) => {
    const path = `${locale}/${file}`;
    const name = file.slice(0, -".yaml".length);
    const data = readContentFile(path, words.extend(confirmedShape(name)), context);
    return [key, path, data];
  });
}

/**
 * A locale's words with the facts filled in and the navigation's links derived; each page's
 * head checked for length once filled (search engines cut longer titles).
 */
function fillCopy(
  locale: Locale,
  files: WordsFiles,
  facts: MessageValues,
  problems: string[],
  options: BuildOptions,
): Copy {
  const filled = files.map(([key, path, data]) => {
    const before = problems.length;
    const words = fillPlaceholders(path, data ?? {}, facts, locales[locale].lang, problems);
    if (key === "common") return [key, commonCopy(locale, words as never, options)];
    const refused = problems.slice(before).join("\n");
    const head = filledMetaSchema.safeParse(words.meta);
    for (const issue of head.error?.issues ?? []) {
      // A text whose placeholders were refused is left unfilled: its length says nothing.
      if (refused.includes(`${shown(path)} → meta.${fieldName(issue.path)}:`)) continue;
      problems.push(
        `${shown(path)} → meta.${fieldName(issue.path)}: ${issue.message} (with its placeholders filled in)`,
      );
    }
    return [key, words];
  });
  return Object.fromEntries(filled) as Copy;
}

const contentReads = Symbol.for("austral.contentReads");

/**
 * The last content read from each root, with the state of its files and `SITE_URL` then. Kept
 * on `globalThis`: a build loads this module more than once (the config, each Vite environment
 * that prerenders or bundles), and all of them share the one read.
 */
const reads: Map<string, { state: string; content: Content }> = ((
  globalThis as { [contentReads]?: Map<string, { state: string; content: Content }> }
)[contentReads] ??= new Map());

/**
 * The state of a root's content files, as a string that changes when any file is added,
 * removed or written: each file's path, size and modification time (about a millisecond for
 * the site's few dozen files), and `SITE_URL`, which the facts read.
 */
function contentState(root: string): string {
  const folder = path.join(root, contentFolder);
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch {
    return "missing";
  }
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file);
      return `${file}:${size}:${mtimeMs}`;
    })
    .sort();
  return [process.env.SITE_URL ?? "", ...files].join("\n");
}

/**
 * Reads and checks the content files, and gives the pages' content: read once per process and
 * root, and again only when a file of the content changed (an edit in the dev server, a test
 * that edits a copy). Every loader, the content check and the build's steps call it; each call
 * after the first costs a listing of the files instead of about 350 ms of parsing and checking.
 * Callers must not change what it returns.
 *
 * @param root - the repository root the files are under; {@link contentRoot} by default.
 * @returns as {@link readContentFiles}.
 * @throws ContentError as {@link readContentFiles}; a failed read is not kept.
 */
export function readContent(root = contentRoot()): Content {
  const state = contentState(root);
  const kept = reads.get(root);
  if (kept?.state === state) return kept.content;
  const content = readContentFiles(root);
  reads.set(root, { state, content });
  return content;
}

/**
 * Reads and checks the content files, and gives the pages' content.
 *
 * @param root - the repository root the files are under (`app/content/`, the case
 *   studies' images in its `images/`); {@link contentRoot} by default.
 * @returns the site's facts (with `url` from `SITE_URL` and the displayed phone number),
 *   the figures, the case studies in display order with their words filled in, the team,
 *   testimonials and client logos with their images planned, each locale's articles with
 *   their text rendered to HTML (app/content/articles.ts), each locale's words with
 *   placeholders filled in and links derived; each reference to a case study or a person the
 *   content does not have left out, and a warning for it.
 * @throws ContentError listing every problem, each as `app/content/<file> → <field>: <rule>`.
 */
function readContentFiles(root: string): Content {
  const context: ReadContext = { root, problems: [], rasterImages: [] };
  const siteFile = readContentFile("site.yaml", siteFileSchema, context);
  const figuresFile = readContentFile("figures.yaml", figuresFileSchema, context);
  const caseStudies = readCaseStudies(context);
  const teamAndClients = readTeamAndClients(context);
  const articlesRead = readArticles(context);
  const files = localeIds.map((locale) => readWordsFiles(locale, context));
  if (!siteFile || !figuresFile || !teamAndClients || context.problems.length > 0)
    throw new ContentError(context.problems, context.rasterImages);

  // The figures the pages get, without the file's `confirmed:` list.
  const figures = figuresSchema.parse(figuresFile);
  const site = siteFacts(siteFile, context.problems);
  context.problems.push(...duplicateFigureIds(figures, caseStudies));
  // A reference to what the content does not have is left out, with a warning.
  const testimonials = testimonialCaseStudies(teamAndClients.testimonials, caseStudies);
  const { entries: articleSources, warnings: articleWarnings } = articleReferences(
    articlesRead,
    caseStudies,
    teamAndClients.team,
  );
  const copies = {} as Record<Locale, Copy>;
  const studyWords = caseStudies.map((study) => ({ ...study.words }));
  const wordsRead = Object.fromEntries(
    localeIds.map((locale, index) => [
      locale,
      Object.fromEntries((files[index] ?? []).map(([key, , data]) => [key, data])),
    ]),
  ) as Record<Locale, Record<string, unknown>>;
  const options = buildOptionsOf({ articles: articleSources, copies: wordsRead });
  localeIds.forEach((locale, index) => {
    const common = files[index]?.[0]?.[2] as z.output<typeof commonFileSchema>;
    const facts = quotableFacts(locale, { site, figures, caseStudies }, common.figures.notYet);
    const copy = fillCopy(locale, files[index] ?? [], facts, context.problems, options);
    context.problems.push(...homeWordsAgainstFigures(locale, copy.home, figures));
    context.problems.push(...homeWordsAgainstTeamAndClients(locale, copy.home, teamAndClients));
    copies[locale] = copy;
    caseStudies.forEach((study, studyIndex) => {
      const file = `${locale}/case-studies/${study.id}.yaml`;
      const words = studyWords[studyIndex];
      if (words) {
        const { lang } = locales[locale];
        words[locale] = fillPlaceholders(file, words[locale], facts, lang, context.problems);
      }
    });
  });
  if (context.problems.length > 0) throw new ContentError(context.problems, context.rasterImages);
  // Each article's text rendered once, in its language's words, as every page and feed shows it.
  const articles = renderArticles(
    articleSources,
    (locale) => {
      const { common, articles: words } = copies[locale];
      return {
        newTabNote: common.navigation.opensInNewTab,
        anchorLabel: words.article.anchorLabel,
        footnotesLabel: words.article.footnotesLabel,
        footnoteBackLabel: (reference) =>
          formatMessage(words.article.footnoteBackLabel, { reference }, locales[locale].lang),
        siteUrl: site.url,
      };
    },
    context.problems,
  );
  if (context.problems.length > 0) throw new ContentError(context.problems, context.rasterImages);
  return {
    site,
    figures,
    caseStudies: caseStudies.map((study, index) => ({
      ...study,
      words: studyWords[index] ?? study.words,
    })),
    teamAndClients: { ...teamAndClients, testimonials: testimonials.entries },
    articles,
    copies,
    analytics: siteFile.analytics,
    rasterImages: context.rasterImages,
    warnings: [...testimonials.warnings, ...articleWarnings].map(labelledProblem),
  };
}

/** The locales with at least one published article, in the locales' order. */
export function localesWithArticles(
  articles: Readonly<Record<Locale, readonly Pick<ArticleSource, "isDraft">[]>>,
): Locale[] {
  return localeIds.filter((locale) => publishedArticles(articles, locale).length > 0);
}

/** Each locale's published articles' slugs: the article pages a build prerenders. */
export function articleSlugsOf(articles: Content["articles"]): Record<Locale, string[]> {
  return Object.fromEntries(
    localeIds.map((locale) => [
      locale,
      publishedArticles(articles, locale).map((article) => article.slug),
    ]),
  ) as Record<Locale, string[]>;
}

/**
 * What decides which pages a build of `content` has (app/pages/registry.ts): which locales
 * have published articles, and which optional pages each locale has written.
 *
 * @param content - the content read ({@link readContent}), or its words as read from the files.
 */
export function buildOptionsOf(content: {
  articles: Parameters<typeof localesWithArticles>[0];
  copies: Readonly<Record<Locale, Readonly<Record<string, unknown>>>>;
}): BuildOptions {
  return {
    localesWithArticles: localesWithArticles(content.articles),
    writtenPages: writtenPagesOf(pages, (locale, key) => content.copies[locale]?.[key]),
  };
}
