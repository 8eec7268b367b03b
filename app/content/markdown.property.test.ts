// @vitest-environment jsdom
import fc from "fast-check";
import { parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { localeIds, locales, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/lib/message";
import { articleFeed } from "../../tooling/build-steps/seo/article-feeds.ts";
import { checkArticleFile, renderArticles, type ArticleSource } from "./articles";
import { articleLimits } from "./markdown";
import { contentRoot } from "./read-file";
import { copies, site, teamAndClients } from "./testing";

/**
 * Random articles through the content check's article rules and, when it accepts them, the
 * build's rendering and feed: whatever the owner types, the check names the file and the field
 * of what it refuses, and what it accepts is HTML that parses without an error and a feed that
 * parses as XML. fast-check prints the seed and the smallest failing article on a failure
 * (replay it with `fc.assert(…, { seed, path })`).
 */

/** Pieces of Markdown. */
const cleanPiece = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom("word", "Año", "数据", " ", "\n", "\n\n", ".", ",") },
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      "> ",
      "- ",
      "* ",
      "+ ",
      "1. ",
      "2) ",
      "  ",
      "    ",
      "\t",
      "# ",
      "## ",
      "###### ",
      "---\n",
      "===\n",
      "*",
      "**",
      "_",
      "__",
      "~",
      "~~",
      "`",
      "```\n",
      "[",
      "]",
      "(",
      ")",
      "!",
      "\\",
      "|",
      " | ",
      "|---|---|\n",
      "[^1]",
      "[^note]",
      "\n[^1]: A note.\n",
      "[x] ",
      "- [ ] ",
    ),
  },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "[a link](https://example.com/a?b=c&d)",
      "[a page](/case-studies)",
      "[a section](#intro)",
      "[plain](http://example.com)",
      "[script](javascript:alert(1))",
      "[relative](page.html)",
      "www.example.com/x",
      "<https://example.com>",
      "ana@example.org",
      "![a chart](https://example.com/a.png)",
      "[ref]",
      "\n[ref]: https://example.com/r\n",
      "]]>",
      "]]]]>",
      "<![CDATA[",
      "<",
      ">",
      "&",
      "&amp;",
      "&#0;",
      "&#x1F;",
      "<b>bold</b>",
      "<script>alert(1)</script>",
      "<!-- c -->",
      '"',
      "'",
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
);

/** Pieces of Markdown, and what a paste can bring: control, direction and any characters. */
const piece = fc.oneof(
  { weight: 8, arbitrary: cleanPiece },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "\u0000",
      "\u0007",
      "\u000B",
      "\u000C",
      "\u001B",
      "\u007F",
      "\u0085",
      "\uFFFE",
      "\uFDD0",
      "\uD800",
      "\uDC00",
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u202E",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200B",
      "\u00AD",
      "\uFEFF",
      "\r",
      "\r\n",
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 6 }) },
);

/** Structures at and beyond the limits: nesting, tables, floods of marks, long lines. */
const structure = fc.oneof(
  fc.nat({ max: 60 }).map((depth) => `${"> ".repeat(depth)}deep\n`),
  fc.nat({ max: 3000 }).map((depth) => `${">".repeat(depth)} deeper\n`),
  fc
    .nat({ max: 14 })
    .map((depth) =>
      Array.from({ length: depth }, (_, level) => `${"  ".repeat(level)}- item ${level}`).join(
        "\n",
      ),
    ),
  fc.nat({ max: 12 }).map((depth) => `${"[^n]: ".repeat(depth)}nested note\n`),
  fc
    .record({ columns: fc.integer({ min: 1, max: 80 }), rows: fc.nat({ max: 40 }) })
    .map(
      ({ columns, rows }) =>
        `\n|${" h |".repeat(columns)}\n|${" --- |".repeat(columns)}\n${"| c |\n".repeat(rows)}\n`,
    ),
  fc.nat({ max: 700 }).map((pairs) => "*_".repeat(pairs)),
  fc.nat({ max: 900 }).map((words) => "long ".repeat(words)),
  fc.nat({ max: 500 }).map((citations) => "a[^1] ".repeat(citations)),
);

/** An article's text: pieces and, now and then, a structure; half of them without pastes. */
const markdown = fc
  .boolean()
  .chain((isPasted) =>
    fc
      .array(
        fc.oneof(
          { weight: 8, arbitrary: isPasted ? piece : cleanPiece },
          { weight: 1, arbitrary: structure },
        ),
        { maxLength: 80 },
      )
      .map((parts) => parts.join("")),
  );

/** A front-matter text: plain words, or with what can break a title. */
const frontText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom("Weekly forecasts", "Ventas: ¿qué cambió?", "A ]]> B ]]> C"),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.oneof(fc.constantFrom("a ", "]]>", "<b>", "&", "\u202E", "\u2066", "\u0007"), piece),
        {
          minLength: 1,
          maxLength: 10,
        },
      )
      .map((parts) => `Title ${parts.join("")}`),
  },
);

/** The file an article of this title, author and text makes (the YAML strings in JSON's form). */
function articleFile(title: string, author: string, body: string): string {
  return [
    "---",
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(`${title} — a description long enough for search results.`)}`,
    "date: 2026-11-20",
    `author: ${JSON.stringify(author)}`,
    "---",
    "",
    body,
  ].join("\n");
}

/** The rendering's words for a locale, as the content read builds them. */
function optionsOf(locale: Locale) {
  const { common, articles } = copies[locale];
  return {
    newTabNote: common.navigation.opensInNewTab,
    anchorLabel: articles.article.anchorLabel,
    footnotesLabel: articles.article.footnotesLabel,
    footnoteBackLabel: (reference: string) =>
      formatMessage(articles.article.footnoteBackLabel, { reference }, locales[locale].lang),
    siteUrl: site.url,
  };
}

const file = "random-article.md";
const where = new RegExp(
  `^app/content/en/articles/${file.replace(".", "\\.")} → (title|description|author|body): \\S`,
);

describe("any article the owner can write", () => {
  it("is refused with its file and field named, or renders to HTML and a feed that parse", () => {
    fc.assert(
      fc.property(markdown, frontText, frontText, (body, title, author) => {
        const problems: string[] = [];
        const source = checkArticleFile("en", file, articleFile(title, author, body), {
          root: contentRoot(),
          problems,
          rasterImages: [],
        });
        const sources = Object.fromEntries(
          localeIds.map((locale) => [locale, locale === "en" && source ? [source] : []]),
        ) as Record<Locale, ArticleSource[]>;
        const articles = renderArticles(sources, optionsOf, problems);
        if (problems.length > 0) {
          for (const problem of problems) expect(problem).toMatch(where);
          return;
        }
        const [article] = articles.en;
        if (!article) throw new Error("An article without problems was not rendered");
        const htmlErrors: string[] = [];
        parseFragment(article.html, { onParseError: (error) => htmlErrors.push(error.code) });
        expect(htmlErrors).toEqual([]);
        const xml = articleFeed({ site, copies, articles, teamAndClients }, "en") ?? "";
        const feed = new DOMParser().parseFromString(xml, "application/xml");
        expect(feed.querySelector("parsererror")?.textContent).toBeUndefined();
        expect(feed.querySelectorAll("item")).toHaveLength(1);
      }),
      // About 3 s alone; more on a busy machine.
      { numRuns: 300 },
    );
  });

  it("reaches both outcomes and every limit's structures (the generator is not too tame)", () => {
    const samples = fc.sample(markdown, { numRuns: 250, seed: 1 });
    expect(samples.some((body) => body.includes("]]>"))).toBe(true);
    expect(samples.some((body) => body.length > articleLimits.lineCharacters)).toBe(true);
    expect(samples.some((body) => body.includes("> ".repeat(articleLimits.nestingDepth + 1)))).toBe(
      true,
    );
  });
});
