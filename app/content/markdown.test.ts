// @vitest-environment jsdom
import type { Root as MdastRoot } from "mdast";
import { describe, expect, it } from "vitest";
import {
  articleIdPrefix,
  articleLimits,
  countWords,
  readingMinutes,
  renderMarkdown,
  renderTree,
  type BodyProblem,
} from "./markdown";

const options = {
  newTabNote: "(opens in a new tab)",
  anchorLabel: "Link to this section",
  footnotesLabel: "Footnotes",
  footnoteBackLabel: (reference: string) => `Back to reference ${reference}`,
  siteUrl: "https://www.example.com",
};

/** The HTML of `markdown`; fails the test when the text is refused. */
function render(markdown: string, lang = "en", words = options): string {
  const rendered = renderMarkdown(markdown, lang, words);
  if (!rendered.ok) throw new Error(JSON.stringify(rendered.problems));
  return rendered.html;
}

/** The rendered HTML as a document fragment, to read elements and attributes in any order. */
function fragment(markdown: string, lang?: string, words?: typeof options): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = render(markdown, lang, words);
  return container;
}

/** What stops `markdown`, [] when it renders. */
function problemsOf(markdown: string): BodyProblem[] {
  const rendered = renderMarkdown(markdown, "en", options);
  return rendered.ok ? [] : rendered.problems;
}

describe("an article's Markdown", () => {
  it("renders the text with headings from h2, each with a prefixed id and a # link to itself", () => {
    const html = fragment("# Why it fails\n\nText.\n\n## The detail\n\nMore.");
    const headings = [...html.querySelectorAll("h1, h2, h3")];
    expect(headings.map((heading) => [heading.tagName, heading.id])).toEqual([
      ["H2", `${articleIdPrefix}why-it-fails`],
      ["H3", `${articleIdPrefix}the-detail`],
    ]);
    const anchor = headings[0]?.querySelector("a");
    expect(anchor?.getAttribute("href")).toBe(`#${articleIdPrefix}why-it-fails`);
    expect(anchor?.textContent).toBe(`# ${options.anchorLabel}`);
    expect(anchor?.querySelector(".sr-only")?.textContent).toBe(` ${options.anchorLabel}`);
    expect(fragment("## Only second level\n\nText.").querySelector("h2")?.id).toBe(
      `${articleIdPrefix}only-second-level`,
    );
  });

  it("gives no heading an id of the page around it, and points a #section link at its heading", () => {
    const html = fragment("## Mobile menu\n\nSee [the menu](#mobile-menu).\n\n## Main\n\nText.");
    const ids = [...html.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids).toEqual([`${articleIdPrefix}mobile-menu`, `${articleIdPrefix}main`]);
    expect(html.querySelector("p a")?.getAttribute("href")).toBe(`#${articleIdPrefix}mobile-menu`);
  });

  it("links each footnote to its note and back, labelled in the page's language", () => {
    const spanish = {
      ...options,
      footnotesLabel: "Notas",
      footnoteBackLabel: (reference: string) => `Volver a la cita ${reference}`,
    };
    const html = fragment(
      "Primero[^uno] y otra vez[^uno], y después[^dos].\n\n[^uno]: Una nota.\n[^dos]: Otra nota.",
      "es-AR",
      spanish,
    );
    const links = [...html.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    // Three citations, three links back (two to the first note's citations): every link lands.
    expect(links).toHaveLength(6);
    for (const link of links) {
      const id = decodeURIComponent(link.getAttribute("href")?.slice(1) ?? "");
      expect(html.querySelectorAll(`[id="${id}"]`), link.outerHTML).toHaveLength(1);
    }
    expect(html.querySelector("section[data-footnotes] h2")?.textContent).toBe("Notas");
    expect(
      [...html.querySelectorAll("[data-footnote-backref]")].map((link) =>
        link.getAttribute("aria-label"),
      ),
    ).toEqual(["Volver a la cita 1", "Volver a la cita 1-2", "Volver a la cita 2"]);
    expect(html.textContent).not.toMatch(/Footnotes|Back to reference/);
    // The footnotes' heading is for screen readers: no link in it to focus unseen.
    expect(html.querySelector("section[data-footnotes] h2 a")).toBeNull();
  });

  it("opens links to other sites in a new tab and says so, and keeps its own in the tab", () => {
    const [external, internal] = fragment(
      "[a book](https://otexts.com/fpp3/) and [our cases](/case-studies)",
    ).querySelectorAll("a");
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(external?.textContent).toBe(`a book ${options.newTabNote}`);
    expect(external?.querySelector(".sr-only")?.textContent).toBe(` ${options.newTabNote}`);
    expect(internal?.outerHTML).toBe('<a href="/case-studies">our cases</a>');
    expect(render("[home](https://www.example.com/es)")).not.toContain("_blank");
  });

  it("makes a typed www. address a https link, and keeps typed e-mail addresses", () => {
    const [site, mail] = fragment(
      "See www.example.org/report or write to ana@example.org.",
    ).querySelectorAll("a");
    expect(site?.getAttribute("href")).toBe("https://www.example.org/report");
    expect(mail?.getAttribute("href")).toBe("mailto:ana@example.org");
  });

  it("refuses links that are not https:, a site path, a #section or an e-mail, naming the line", () => {
    const problems = problemsOf(
      [
        "Fine: [a](https://otexts.com) [b](/case-studies) [c](#top) <ana@example.org>.",
        "[plain](http://example.com)",
        "[script](javascript:alert(1))",
        "[relative](page.html) and [other host](//evil.example)",
        "[ref]",
        "",
        "[ref]: http://example.com/defined",
      ].join("\n"),
    );
    expect(problems.map(({ line }) => line)).toEqual([2, 3, 4, 4, 7]);
    expect(problems[0]?.message).toMatch(
      /^links to http:\/\/example\.com, .*not secure.*https:\/\//,
    );
    expect(problems[1]?.message).toMatch(/^links to “javascript:alert\(1\)”, which is neither/);
  });

  it("unwraps to its text a link the sanitiser leaves without an address", () => {
    // A tree the content check would refuse, rendered anyway: the sanitiser's second line.
    const tree: MdastRoot = {
      type: "root",
      children: [
        {
          type: "paragraph",
          children: [
            { type: "text", value: "Do not " },
            {
              type: "link",
              url: "javascript:alert(1)",
              children: [{ type: "text", value: "click" }],
            },
            { type: "text", value: "." },
          ],
        },
      ],
    };
    const rendered = renderTree(tree, "en", options);
    expect(rendered.ok && rendered.html).toBe("<p>Do not click.</p>");
  });

  it("refuses a typed picture, which the image step never sees, naming its line", () => {
    expect(problemsOf("Text.\n\n![A chart](https://example.com/chart.png)\n")).toEqual([
      { line: 3, message: expect.stringMatching(/^has a picture in the text .*cover/) },
    ]);
    expect(problemsOf("![A chart][c]\n\n[c]: https://example.com/chart.png\n")).toHaveLength(1);
  });

  it("renders a script, an event handler or raw HTML inert", () => {
    const html = render(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(1)">',
        '<a href="javascript:alert(1)">raw</a>',
        "<iframe src='https://evil.example'></iframe>",
        "Text after.",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|<img/i);
    expect(html).toContain("Text after.");
  });

  it("counts the words and the reading time, at least a minute", () => {
    expect(countWords("Hola, ¿cómo estás? Bien.", "es-AR")).toBe(4);
    const rendered = renderMarkdown("One two three.", "en", options);
    expect(rendered.ok && rendered.wordCount).toBe(3);
    expect(readingMinutes(3)).toBe(1);
    expect(readingMinutes(238 * 4)).toBe(4);
  });
});

describe("the limits of an article's text", () => {
  it("refuses 3,000 nested quote marks before parsing them (they overflowed the stack)", () => {
    expect(problemsOf(`${">".repeat(3000)} deep\n`)).toContainEqual({
      line: 1,
      message: expect.stringMatching(
        new RegExp(`starts with 3,001 columns .*at most ${articleLimits.indentColumns}`),
      ),
    });
  });

  it("refuses quotes and lists nested deeper than the limit, on the line where it happens", () => {
    const depth = articleLimits.nestingDepth;
    const list = (levels: number) =>
      Array.from({ length: levels }, (_, level) => `${"  ".repeat(level)}- level ${level + 1}`);
    expect(problemsOf(list(depth).join("\n"))).toEqual([]);
    expect(problemsOf(["Intro.", "", ...list(depth + 1)].join("\n"))).toEqual([
      {
        line: 3 + depth,
        message: `nests quotes, lists and footnotes ${depth + 1} deep; at most ${depth} deep can be shown`,
      },
    ]);
    expect(problemsOf(`${"> ".repeat(depth)}- quoted list\n`)).toHaveLength(1);
  });

  it("refuses tables of more cells than the limit, counted as a row pads to the header", () => {
    const columns = 101;
    const table = `|${" a |".repeat(columns)}\n|${" - |".repeat(columns)}\n${"| b |\n".repeat(9)}`;
    expect(problemsOf(`Text.\n\n${table}`)).toEqual([
      {
        line: 3,
        message: `the tables up to this one have ${(columns * 10).toLocaleString("en")} cells (rows × columns); an article's tables may have at most ${articleLimits.tableCells.toLocaleString("en")} together`,
      },
    ]);
  });

  it("refuses a text over the size, line and line-length limits, saying the limit", () => {
    const [size] = problemsOf("word ".repeat(articleLimits.bodyBytes / 5 + 1));
    expect(size?.message).toContain(articleLimits.bodyBytes.toLocaleString("en"));
    expect(problemsOf("a\n".repeat(articleLimits.lines + 1)).map(({ message }) => message)).toEqual(
      [expect.stringContaining(`at most ${articleLimits.lines.toLocaleString("en")}`)],
    );
    expect(problemsOf(`Short.\n${"x".repeat(articleLimits.lineCharacters + 1)}`)).toEqual([
      {
        line: 2,
        message: expect.stringContaining(articleLimits.lineCharacters.toLocaleString("en")),
      },
    ]);
  });

  it("refuses a passage with more emphasis marks than the limit, naming its first line", () => {
    const passage = Array.from({ length: 20 }, () => "*_".repeat(13)).join("\n");
    expect(problemsOf(`Intro.\n\n${passage}\n`)).toEqual([
      { line: 3, message: expect.stringContaining("more than 500 emphasis marks") },
    ]);
    // The same marks spread over paragraphs are fine.
    expect(problemsOf(passage.split("\n").join("\n\n"))).toEqual([]);
  });

  it("refuses invisible control characters, naming the first line and how many more", () => {
    expect(problemsOf("Fine.\n\nPasted\u000Bline.\n\nAnd\u0007 again.\n")).toEqual([
      {
        line: 3,
        message: expect.stringMatching(
          /^“Pastedline\.” holds an invisible control character \(U\+000B\).* \(and 1 more line like it\)$/,
        ),
      },
    ]);
  });

  it("refuses a text whose HTML is over the limit, such as one footnote cited thousands of times", () => {
    const citations = `${"a[^1] ".repeat(100)}\n`.repeat(10);
    expect(problemsOf(`${citations}\n[^1]: The note.\n`)).toEqual([
      { message: expect.stringMatching(/^makes a page of [\d,]+ bytes, more than the 150,000/) },
    ]);
  });

  it("renders the slowest texts the limits accept in well under a second of processor time", () => {
    // The slowest kinds found on the build machine (docs/decisions/065-article-limits.md),
    // each repeated up to the size and line limits: measured at 0.2 to 0.4 s each.
    const upToLimits = (unit: string) => {
      const lines = unit.split("\n").length - 1;
      const bytes = new TextEncoder().encode(unit).length;
      return unit.repeat(
        Math.min(
          Math.floor(articleLimits.bodyBytes / bytes),
          Math.floor((articleLimits.lines - 1) / lines),
        ),
      );
    };
    const slowest = {
      quotesEightDeep: upToLimits(`${"> ".repeat(articleLimits.nestingDepth)}a\n\n`),
      emphasisFloods: upToLimits(`${`${"*_ ".repeat(25)}\n`.repeat(6)}\n`),
      linksOnLongLines: upToLimits(`${"[a](/b) ".repeat(articleLimits.lineCharacters / 8 - 1)}\n`),
      nestedLists: upToLimits("- a\n  - b\n"),
    };
    for (const [kind, markdown] of Object.entries(slowest)) {
      // Once to compile the code it runs (a build renders many articles in one process).
      expect(renderMarkdown(markdown, "en", options).ok, kind).toBe(true);
      // Processor time, not the clock: other processes of a busy machine do not count.
      const before = process.cpuUsage();
      renderMarkdown(markdown, "en", options);
      const { user, system } = process.cpuUsage(before);
      expect((user + system) / 1000, kind).toBeLessThan(1000);
    }
  });
});
