import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import type { Nodes as MdastNodes, Root as MdastRoot } from "mdast";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * An article's Markdown as HTML, made at build time by the content read
 * (app/content/content.server.ts), so no Markdown parser or sanitiser reaches the browser and
 * the content check renders exactly what the build publishes. What an article can hold is what
 * Markdown and GitHub's extensions write (headings, lists, links, emphasis, quotes, code,
 * tables, footnotes): HTML typed into the Markdown is dropped, not rendered, and
 * `rehype-sanitize` (GitHub's schema) keeps only safe elements, attributes and link protocols,
 * so an article can carry no script and no `javascript:` link whatever its text
 * (docs/decisions/059-articles.md). Within {@link articleLimits} any text renders in well under
 * a second (docs/decisions/065-article-limits.md).
 */

/**
 * What an article's text may hold, measured on this project's 2-core build machine
 * (docs/decisions/065-article-limits.md): beyond them remark and rehype crash (deep nesting
 * overflows the call stack) or take seconds to minutes, past React Router's prerender timeout.
 */
export const articleLimits = {
  /** The text after the front matter, in UTF-8 bytes: about 3,000 words. */
  bodyBytes: 20_000,
  /** Lines of the text, empty ones included. */
  lines: 1_000,
  /** Characters of one line (the editor writes a paragraph as one line): about 400 words. */
  lineCharacters: 3_000,
  /**
   * Columns of quote marks, list markers, footnote labels and indentation before a line's
   * text (a tab counts 4), checked before parsing: deeper nesting makes the parser itself
   * slow, then overflow the stack.
   */
  indentColumns: 40,
  /** `*`, `_` and `~` in one paragraph, list or table (lines without an empty line between). */
  emphasisMarksPerPassage: 500,
  /** Block quotes, lists and footnotes inside one another. */
  nestingDepth: 8,
  /** Cells of all the text's tables together (each table's rows × columns). */
  tableCells: 1_000,
  /** The HTML the text renders to, in UTF-8 bytes. */
  htmlBytes: 150_000,
} as const;

/** What the rendering needs from the page's language. */
export interface MarkdownOptions {
  /** The language's "(opens in a new tab)", appended for screen readers to external links. */
  newTabNote: string;
  /** The accessible name of a heading's anchor link: `Link to this section`. */
  anchorLabel: string;
  /** The heading of the footnotes (read by screen readers only): `Footnotes`. */
  footnotesLabel: string;
  /**
   * The accessible name of a footnote's link back to where it is cited, given the citation's
   * number: `1`, or `1-2` for the second citation of the first footnote.
   */
  footnoteBackLabel: (reference: string) => string;
  /** The site's origin: links to it are internal and stay in the tab. */
  siteUrl: string;
}

/** An article rendered: its HTML and how long it takes to read. */
export interface RenderedMarkdown {
  html: string;
  /** Words in the text, counted with `Intl.Segmenter` in the article's language. */
  wordCount: number;
}

/** Something in an article's text that the site cannot publish, in the owner's words. */
export interface BodyProblem {
  /** The line of the text (1 for the first line after the front matter), when one is to blame. */
  line?: number;
  message: string;
}

/** The outcome of reading or rendering an article's text: the result, or what stops it. */
export type BodyResult<T> = ({ ok: true } & T) | { ok: false; problems: BodyProblem[] };

/** Words a minute an adult reads non-fiction at (Brysbaert, 2019: 238 in English). */
const wordsPerMinute = 238;

/** Minutes to read `wordCount` words, at least one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / wordsPerMinute));
}

/** The number of words of `text` in `lang` (a BCP 47 tag), by the platform's word segmenter. */
export function countWords(text: string, lang: string): number {
  let count = 0;
  for (const segment of new Intl.Segmenter(lang, { granularity: "word" }).segment(text)) {
    if (segment.isWordLike) count += 1;
  }
  return count;
}

/**
 * Characters a web page or a feed cannot carry: control characters other than tab and line
 * breaks (HTML's "control-character-in-input-stream" parse error; XML 1.0 § 2.2 `Char`
 * excludes the C0 ones), unpaired surrogates and noncharacters.
 */
export const unshowableCharacter = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;

/** `U+000B`: a character as the messages name it. */
export function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

const numberFormat = new Intl.NumberFormat("en");
const count = (value: number) => numberFormat.format(value);

/**
 * The quote marks, list markers, footnote labels and indentation a line starts with: the
 * containers it opens or continues (CommonMark's container blocks, GFM's footnotes).
 */
const containerPrefix = /^(?:[ \t]|>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)|\[\^[^\]\s]*\]:)*/;

/** A prefix's width in columns, a tab to the next multiple of 4 as CommonMark counts it. */
function columnsOf(prefix: string): number {
  let columns = 0;
  for (const character of prefix)
    columns = character === "\t" ? columns + 4 - (columns % 4) : columns + 1;
  return columns;
}

/** The start of a line, as a message quotes it so it can be found in the editor. */
function quoted(line: string): string {
  const shown = line.replace(new RegExp(unshowableCharacter, "gu"), "").trim();
  return shown.length > 40 ? `“${shown.slice(0, 40)}…”` : `“${shown}”`;
}

/**
 * The limits that can be checked on the text before parsing it, so that no text reaches the
 * parser that would make it crash or stall: size, lines, line length, unshowable characters,
 * nesting by indentation and emphasis marks per passage.
 */
function sourceProblems(markdown: string): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const bytes = new TextEncoder().encode(markdown).length;
  if (bytes > articleLimits.bodyBytes) {
    problems.push({
      message: `is ${count(bytes)} bytes long; an article's text may have at most ${count(articleLimits.bodyBytes)} (about 3,000 words): split it into two articles`,
    });
  }
  const lines = markdown.split(/\r\n|\r|\n/);
  if (lines.length > articleLimits.lines) {
    problems.push({
      message: `has ${count(lines.length)} lines; an article's text may have at most ${count(articleLimits.lines)}: split it into two articles`,
    });
  }
  // Each kind of line problem once, at its first line, with how many other lines have it.
  const firstOfKind = new Map<string, BodyProblem & { others: number }>();
  const lineProblem = (kind: string, line: number, message: () => string) => {
    const first = firstOfKind.get(kind);
    if (first) first.others += 1;
    else firstOfKind.set(kind, { line, message: message(), others: 0 });
  };
  let passageStart = 0;
  let passageMarks = 0;
  lines.forEach((line, index) => {
    const number = index + 1;
    const unshowable = unshowableCharacter.exec(line)?.[0];
    if (unshowable !== undefined) {
      lineProblem(
        "unshowable",
        number,
        () =>
          `${quoted(line)} holds an invisible control character (${codePointName(unshowable)}) that a web page cannot show: delete it (it often comes with text pasted from another program)`,
      );
    }
    if (line.length > articleLimits.lineCharacters) {
      lineProblem(
        "long",
        number,
        () =>
          `${quoted(line)} is ${count(line.length)} characters long; a paragraph may have at most ${count(articleLimits.lineCharacters)}: split it in two`,
      );
    }
    const columns = columnsOf(containerPrefix.exec(line)?.[0] ?? "");
    if (columns > articleLimits.indentColumns && line.trim() !== "") {
      lineProblem(
        "indented",
        number,
        () =>
          `${quoted(line)} starts with ${count(columns)} columns of quote marks (>), list markers and indentation; at most ${articleLimits.indentColumns} fit, and quotes and lists may be nested at most ${articleLimits.nestingDepth} deep`,
      );
    }
    if (line.trim() === "") {
      passageStart = index + 1;
      passageMarks = 0;
      return;
    }
    const before = passageMarks;
    for (const character of line)
      if (character === "*" || character === "_" || character === "~") passageMarks += 1;
    const limit = articleLimits.emphasisMarksPerPassage;
    if (passageMarks > limit && before <= limit) {
      lineProblem(
        "marks",
        passageStart + 1,
        () =>
          `the passage starting ${quoted(lines[passageStart] ?? "")} has more than ${count(limit)} emphasis marks (*, _ or ~) without an empty line between its lines: put empty lines between its paragraphs, or use fewer marks`,
      );
    }
  });
  for (const { line, message, others } of firstOfKind.values()) {
    const more = others === 1 ? "1 more line" : `${count(others)} more lines`;
    problems.push({ line, message: others > 0 ? `${message} (and ${more} like it)` : message });
  }
  return problems;
}

/** Where a node of the tree starts, for its message. */
const lineOf = (node: MdastNodes) => node.position?.start.line;

/** Nodes that hold blocks and count towards {@link articleLimits.nestingDepth}. */
const containers = new Set(["blockquote", "list", "footnoteDefinition"]);

/**
 * Why a link's address cannot be published, or `undefined` when it can: links lead to another
 * site over https (`https://…`), to a page or a section of this site (`/case-studies`,
 * `#why-it-fails`), or to an e-mail address (`mailto:`, what a typed address becomes).
 */
function linkProblem(url: string): string | undefined {
  if (/^https:\/\/[^/\\\s]/i.test(url) || /^\/(?![/\\])/.test(url) || url.startsWith("#")) return;
  if (/^mailto:[^@\s]+@/i.test(url)) return;
  if (/^http:/i.test(url)) {
    return `links to ${url}, an address that is not secure (http:): write it with https:// (check that the site opens with it)`;
  }
  if (url === "")
    return "has a link without an address: write one between the parentheses, or remove the brackets";
  return `links to “${url.slice(0, 60)}”, which is neither another site's address (https://…) nor a page of this site (a path such as /case-studies): write the full address`;
}

/**
 * GFM turns a typed `www.example.com` into a link to `http://www.example.com`; every site the
 * owner would name answers on https, so such links are made https instead of refused.
 */
function secureTypedAddresses(tree: MdastRoot, markdown: string): void {
  const visit = (node: MdastNodes) => {
    if (node.type === "link" && /^http:\/\//i.test(node.url)) {
      const start = node.position?.start.offset;
      if (start !== undefined && /^www\./i.test(markdown.slice(start, start + 4))) {
        node.url = `https://${node.url.slice("http://".length)}`;
      }
    }
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(tree);
}

/**
 * The limits and rules checked on the parsed text: nesting, table cells, pictures and links.
 * Images are refused because the build's image step does not see them (only the cover goes
 * through it, docs/decisions/052-content-images-at-build.md).
 */
function treeProblems(tree: MdastRoot): BodyProblem[] {
  const problems: BodyProblem[] = [];
  let cells = 0;
  let isCellsReported = false;
  const visit = (node: MdastNodes, depth: number) => {
    const line = lineOf(node);
    let inner = depth;
    if (containers.has(node.type)) {
      inner = depth + 1;
      if (inner === articleLimits.nestingDepth + 1) {
        problems.push({
          line,
          message: `nests quotes, lists and footnotes ${inner} deep; at most ${articleLimits.nestingDepth} deep can be shown`,
        });
      }
    }
    if (node.type === "table") {
      const columns = node.align?.length ?? 0;
      cells += node.children.length * columns;
      if (cells > articleLimits.tableCells && !isCellsReported) {
        isCellsReported = true;
        problems.push({
          line,
          message: `the tables up to this one have ${count(cells)} cells (rows × columns); an article's tables may have at most ${count(articleLimits.tableCells)} together`,
        });
      }
    }
    if (node.type === "image" || node.type === "imageReference") {
      problems.push({
        line,
        message: `has a picture in the text (![…](…)), which the site cannot show: pictures go in the cover; delete it, or make it a link by removing the !`,
      });
    }
    if (node.type === "link" || node.type === "definition") {
      const message = linkProblem(node.url);
      if (message) problems.push({ line, message });
    }
    if ("children" in node) for (const child of node.children) visit(child, inner);
  };
  visit(tree, 0);
  return problems;
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Checks an article's text against {@link articleLimits} and the link and picture rules, and
 * parses it (remark-parse with GitHub's extensions), without rendering it: the first half of
 * {@link renderMarkdown}, which the content check runs on each article file.
 *
 * @param markdown - the article's text after its front matter.
 * @returns the syntax tree (mdast), typed `www.` addresses made https; or the problems, each
 *   with its line when one line is to blame. Never throws: a parser error is a problem.
 */
export function parseMarkdown(markdown: string): BodyResult<{ tree: MdastRoot }> {
  const before = sourceProblems(markdown);
  if (before.length > 0) return { ok: false, problems: before };
  let tree: MdastRoot;
  try {
    tree = parser.parse(markdown);
  } catch (error) {
    return {
      ok: false,
      problems: [{ message: `cannot be read as Markdown (${errorText(error)})` }],
    };
  }
  secureTypedAddresses(tree, markdown);
  const problems = treeProblems(tree);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, tree };
}

/** An error's first line, for a message. */
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/** A visually hidden span, for words only a screen reader needs. */
const srOnly = (words: string): ElementContent => ({
  type: "element",
  tagName: "span",
  properties: { className: ["sr-only"] },
  children: [{ type: "text", value: ` ${words}` }],
});

/**
 * The prefix `rehype-sanitize` (GitHub's schema) puts before every id of the text, so no
 * heading or footnote of an article can take an id of the page around it (`#mobile-menu`) or
 * clobber a global of the browser (DOM clobbering).
 */
export const articleIdPrefix = "user-content-";

/**
 * Renders a parsed article (from {@link parseMarkdown}) to HTML: raw HTML dropped and the
 * result sanitised; headings given ids (the slug of their text, after {@link articleIdPrefix})
 * and a `#` link to themselves; footnotes labelled in the page's language, their links and
 * any `#section` link of the text pointed at the prefixed ids; a link left without an address
 * by the sanitiser unwrapped to its text; links to other sites opened in a new tab, with
 * `rel="noopener noreferrer"` and the new-tab note for screen readers (as the site's other
 * external links, app/components/ui/external-link.tsx). The article's title is the page's
 * `<h1>`, so the text's own headings start at `<h2>`.
 *
 * @param tree - the article's syntax tree; not changed.
 * @param lang - the article's language (BCP 47), for counting words.
 * @param options - the page language's words and the site's origin.
 * @returns the HTML and word count; or a problem when rendering throws, or when the HTML is
 *   larger than {@link articleLimits.htmlBytes}.
 */
export function renderTree(
  tree: MdastRoot,
  lang: string,
  options: MarkdownOptions,
): BodyResult<RenderedMarkdown> {
  const isExternal = (element: Element) => {
    const href = String(element.properties.href ?? "");
    return /^https?:\/\//.test(href) && !href.startsWith(`${options.siteUrl}/`);
  };
  let wordCount = 0;
  const processor = unified()
    // Without `allowDangerousHtml`, HTML in the Markdown is left out of the tree. Footnote ids
    // unprefixed here: the sanitiser prefixes every id once, and the links follow below.
    .use(remarkRehype, {
      clobberPrefix: "",
      footnoteLabel: options.footnotesLabel,
      footnoteBackLabel: (referenceIndex, rereferenceIndex) =>
        options.footnoteBackLabel(
          `${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ""}`,
        ),
    })
    .use(() => (hast: Root) => {
      demoteHeadings(hast);
      wordCount = countWords(toString(hast), lang);
    })
    // Before sanitising, so heading ids get the same prefix as every other id.
    .use(rehypeSlug)
    .use(rehypeSanitize)
    .use(() => (hast: Root) => {
      unwrapLinksWithoutAddress(hast);
      pointFragmentsAtPrefixedIds(hast);
    })
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      // The footnotes' heading is read by screen readers only: no link to focus unseen.
      test: (element) => element.properties.id !== `${articleIdPrefix}footnote-label`,
      properties: { className: ["heading-anchor"] },
      content: [{ type: "text", value: "#" }, srOnly(options.anchorLabel)] as ElementContent[],
    })
    .use(rehypeExternalLinks, {
      test: isExternal,
      target: "_blank",
      rel: ["noopener", "noreferrer"],
      content: { type: "text", value: ` ${options.newTabNote}` },
      contentProperties: { className: ["sr-only"] },
    })
    .use(rehypeStringify);
  let html: string;
  try {
    html = processor.stringify(processor.runSync(tree));
  } catch (error) {
    return {
      ok: false,
      problems: [{ message: `could not be made into a page (${errorText(error)})` }],
    };
  }
  const bytes = new TextEncoder().encode(html).length;
  if (bytes > articleLimits.htmlBytes) {
    return {
      ok: false,
      problems: [
        {
          message: `makes a page of ${count(bytes)} bytes, more than the ${count(articleLimits.htmlBytes)} an article may have: is a link or a footnote repeated hundreds of times?`,
        },
      ],
    };
  }
  return { ok: true, html, wordCount };
}

/**
 * Checks, parses and renders an article's text: {@link parseMarkdown}, then
 * {@link renderTree}.
 *
 * @param markdown - the article's text after its front matter.
 * @param lang - the article's language (BCP 47), for counting words.
 * @param options - the page language's words and the site's origin.
 * @returns the HTML and word count, or the problems that stop the text; never throws.
 */
export function renderMarkdown(
  markdown: string,
  lang: string,
  options: MarkdownOptions,
): BodyResult<RenderedMarkdown> {
  const parsed = parseMarkdown(markdown);
  return parsed.ok ? renderTree(parsed.tree, lang, options) : parsed;
}

/** Every element of a tree, parents before children. */
function elementsOf(tree: Root): Element[] {
  const elements: Element[] = [];
  const stack: (Root | Element)[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === "element") elements.push(node);
    for (const child of [...node.children].reverse())
      if (child.type === "element") stack.push(child);
  }
  return elements;
}

/**
 * Moves the headings of the text down so the highest is an `h2` (`#` → `h2`, `##` → `h3`;
 * `##` stays `h2` in a text without `#`): the page's title is its only `h1` (WCAG 1.3.1,
 * headings in order). The footnotes' heading stays an `h2`, a section of the article.
 */
function demoteHeadings(tree: Root): void {
  const headings = elementsOf(tree).filter(
    (element) => /^h[1-6]$/.test(element.tagName) && element.properties.id !== "footnote-label",
  );
  const levelOf = (heading: Element) => Number(heading.tagName.slice(1));
  const shift = Math.max(0, 2 - Math.min(...headings.map(levelOf)));
  for (const heading of headings) heading.tagName = `h${Math.min(6, levelOf(heading) + shift)}`;
}

/**
 * Replaces each link the sanitiser left without an address (its protocol was not allowed) by
 * its content, so no `<a>` that leads nowhere is shown and announced as a link.
 */
function unwrapLinksWithoutAddress(tree: Root): void {
  // A link is phrasing content: always inside an element (a paragraph, a heading, a cell).
  for (const element of elementsOf(tree)) {
    element.children = element.children.flatMap((child) =>
      child.type === "element" && child.tagName === "a" && child.properties.href === undefined
        ? child.children
        : [child],
    );
  }
}

/**
 * Points each `#fragment` link of the text at the id the sanitiser prefixed: footnote links
 * and a typed `[see below](#why-it-fails)` reach `#user-content-why-it-fails`. A fragment that
 * names no id of the text is left as it is.
 */
function pointFragmentsAtPrefixedIds(tree: Root): void {
  const elements = elementsOf(tree);
  const ids = new Set(
    elements
      .map((element) => element.properties.id)
      .filter((id) => id !== undefined)
      .map(String),
  );
  for (const element of elements) {
    const href = element.properties.href;
    if (element.tagName !== "a" || typeof href !== "string" || !href.startsWith("#")) continue;
    let fragment: string;
    try {
      fragment = decodeURIComponent(href.slice(1));
    } catch {
      continue;
    }
    if (ids.has(fragment)) continue;
    for (const candidate of [fragment, fragment.toLowerCase()]) {
      if (ids.has(`${articleIdPrefix}${candidate}`)) {
        element.properties.href = `#${articleIdPrefix}${candidate}`;
        break;
      }
    }
  }
}
