// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { countWords, readingMinutes, renderMarkdown } from "./markdown";

const options = {
  newTabNote: "(opens in a new tab)",
  anchorLabel: "Link to this section",
  siteUrl: "https://www.example.com",
};
const render = (markdown: string) => renderMarkdown(markdown, "en", options).html;

/** The rendered HTML as a document fragment, to read elements and attributes in any order. */
function fragment(markdown: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = render(markdown);
  return container;
}

describe("an article's Markdown", () => {
  it("renders the text with headings from h2, each with an id and a # link to itself", () => {
    const html = fragment("# Why it fails\n\nText.\n\n## The detail\n\nMore.");
    const headings = [...html.querySelectorAll("h1, h2, h3")];
    expect(headings.map((heading) => [heading.tagName, heading.id])).toEqual([
      ["H2", "why-it-fails"],
      ["H3", "the-detail"],
    ]);
    const anchor = headings[0]?.querySelector("a");
    expect(anchor?.getAttribute("href")).toBe("#why-it-fails");
    expect(anchor?.textContent).toBe(`# ${options.anchorLabel}`);
    expect(anchor?.querySelector(".sr-only")?.textContent).toBe(` ${options.anchorLabel}`);
    expect(fragment("## Only second level\n\nText.").querySelector("h2")?.id).toBe(
      "only-second-level",
    );
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

  it("renders a script, an event handler or a javascript: link inert", () => {
    const html = render(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(1)">',
        "[click](javascript:alert(1))",
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
    expect(renderMarkdown("One two three.", "en", options).wordCount).toBe(3);
    expect(readingMinutes(3)).toBe(1);
    expect(readingMinutes(238 * 4)).toBe(4);
  });
});
