import { describe, expect, it } from "vitest";
import { countLine, failureLine, summaryMarkdown } from "./report.ts";

describe("failureLine", () => {
  it("names the page, width, element, message and source", () => {
    expect(
      failureLine({
        page: "/es",
        width: 360,
        element: "#main > p",
        check: "overflow",
        message: "scrolls sideways",
        source: "app/content/es/home.yaml → hero.title",
      }),
    ).toBe("/es @ 360px · #main > p: scrolls sideways (app/content/es/home.yaml → hero.title)");
  });

  it("leaves out the parts a failure does not have", () => {
    expect(failureLine({ page: "/", check: "status", message: "answers 500, not 200" })).toBe(
      "/: answers 500, not 200",
    );
    expect(
      failureLine({ page: "/a", element: 'a[href="/b"]', check: "link", message: "404" }),
    ).toBe('/a · a[href="/b"]: 404');
    expect(failureLine({ page: "/a", width: 1280, check: "axe", message: "m" })).toBe(
      "/a @ 1280px: m",
    );
  });
});

describe("countLine", () => {
  it("counts failures and audited paths, with the time in seconds", () => {
    expect(countLine(0, 15, 31_200)).toBe("No failures: 15 paths audited in 31.2 s.");
    expect(countLine(1, 1, 500)).toBe("1 failure on 1 path audited in 0.5 s.");
  });
});

describe("summaryMarkdown", () => {
  it("lists each failure with its Markdown characters shown as they are", () => {
    const markdown = summaryMarkdown({
      target: "build",
      pages: ["/"],
      failures: [{ page: "/", element: "a[href]", check: "link", message: "<b>x</b>" }],
    });
    expect(markdown).toContain("## Site audit: 1 failure");
    expect(markdown).toContain("- / · a\\[href\\]: \\<b\\>x\\</b\\>");
  });

  it("says in one line that the site passed", () => {
    expect(summaryMarkdown({ target: "build", pages: ["/", "/es"], failures: [] }).trim()).toBe(
      "**Site audit passed**: 2 paths of build, no failures.",
    );
  });
});
