import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
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
 * An article's Markdown as HTML, made at build time by the article's loader with unified
 * (remark and rehype), so no Markdown parser or sanitiser reaches the browser. What an article
 * can hold is what Markdown and GitHub's extensions write (headings, lists, links, emphasis,
 * quotes, code, tables): HTML typed into the Markdown is dropped, not rendered, and
 * `rehype-sanitize` (GitHub's schema) keeps only safe elements, attributes and link protocols
 * (`http`, `https`, `mailto`, `tel`, relative), so an article can carry no script and no
 * `javascript:` link whatever its text (docs/decisions/059-articles.md).
 */

/** What the rendering needs from the page's language. */
export interface MarkdownOptions {
  /** The language's "(opens in a new tab)", appended for screen readers to external links. */
  newTabNote: string;
  /** The accessible name of a heading's anchor link: `Link to this section`. */
  anchorLabel: string;
  /** The site's origin: links to it are internal and stay in the tab. */
  siteUrl: string;
}

/** An article rendered: its HTML and how long it takes to read. */
export interface RenderedMarkdown {
  html: string;
  /** Words in the text, counted with `Intl.Segmenter` in the article's language. */
  wordCount: number;
}

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

/** A visually hidden span, for words only a screen reader needs. */
const srOnly = (words: string): ElementContent => ({
  type: "element",
  tagName: "span",
  properties: { className: ["sr-only"] },
  children: [{ type: "text", value: ` ${words}` }],
});

/**
 * Renders an article's Markdown to HTML: raw HTML dropped and the result sanitised; headings
 * given ids (the slug of their text) and a `#` link to themselves; links to other sites opened
 * in a new tab, with `rel="noopener noreferrer"` and the new-tab note for screen readers (as
 * the site's other external links, app/components/ui/external-link.tsx). The article's title
 * is the page's `<h1>`, so the text's own headings start at `<h2>`.
 *
 * @param markdown - the article's text after its front matter.
 * @param lang - the article's language (BCP 47), for counting words.
 * @param options - the page language's words and the site's origin.
 */
export function renderMarkdown(
  markdown: string,
  lang: string,
  options: MarkdownOptions,
): RenderedMarkdown {
  const isExternal = (element: Element) => {
    const href = String(element.properties.href ?? "");
    return /^https?:\/\//.test(href) && !href.startsWith(`${options.siteUrl}/`);
  };
  let wordCount = 0;
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    // Without `allowDangerousHtml`, HTML in the Markdown is left out of the tree.
    .use(remarkRehype)
    .use(() => (tree: Root) => {
      demoteHeadings(tree);
      wordCount = countWords(toString(tree), lang);
    })
    .use(rehypeSanitize)
    // After sanitising, which would prefix ids with `user-content-`.
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
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
    .use(rehypeStringify)
    .processSync(markdown)
    .toString();
  return { html, wordCount };
}

/**
 * Moves the headings down so the highest is an `h2` (`#` → `h2`, `##` → `h3`; `##` stays `h2`
 * in a text without `#`): the page's title is its only `h1` (WCAG 1.3.1, headings in order).
 */
function demoteHeadings(tree: Root): void {
  const headings: Element[] = [];
  const collect = (node: Root | Root["children"][number]) => {
    if (node.type !== "root" && node.type !== "element") return;
    if (node.type === "element" && /^h[1-6]$/.test(node.tagName)) headings.push(node);
    for (const child of node.children) collect(child);
  };
  collect(tree);
  const levelOf = (heading: Element) => Number(heading.tagName.slice(1));
  const shift = Math.max(0, 2 - Math.min(...headings.map(levelOf)));
  for (const heading of headings) heading.tagName = `h${Math.min(6, levelOf(heading) + shift)}`;
}
