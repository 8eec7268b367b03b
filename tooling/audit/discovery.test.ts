import { withEngagementModels } from "../../app/test/registry-fixture.ts";
import { describe, expect, it } from "vitest";
import { localeIds, localePrefix } from "../../app/i18n/locales.ts";
import {
  discoverPages,
  feedPaths,
  notFoundFolders,
  registryPaths,
  sitemapPaths,
} from "./discovery.ts";

/** A sitemap (sitemaps.org 0.9) of `paths` on a production origin, with hreflang alternates. */
const sitemapOf = (paths: readonly string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map(
      (path) =>
        `<url><loc>https://www.example.com${path}</loc><xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/other"/></url>`,
    ),
    "</urlset>",
  ].join("\n");

describe("sitemapPaths", () => {
  it("reads each <loc> as a path on the target, once, in the sitemap's order", () => {
    expect(sitemapPaths(sitemapOf(["/b", "/", "/a/c", "/b"]))).toEqual(["/b", "/", "/a/c"]);
  });

  it("refuses a sitemap that is not well-formed XML, or not a urlset", () => {
    expect(() => sitemapPaths("<urlset><url></urlset>")).toThrow(/not well-formed XML/);
    expect(() => sitemapPaths("<html></html>")).toThrow(/<html>, not <urlset>/);
  });
});

describe("discoverPages", () => {
  const registry = registryPaths();
  const [listed, ...unlisted] = registry;
  const article = "/an-article-the-registry-does-not-name";
  const pages = discoverPages(
    sitemapPaths(sitemapOf([listed ?? "/", article])),
    registry,
    notFoundFolders(),
    "missing-1234",
  );

  it("takes the sitemap's pages first, then the registry's pages the sitemap lacks", () => {
    expect(pages.filter((page) => page.foundIn === "sitemap").map((page) => page.path)).toEqual([
      listed,
      article,
    ]);
    expect(pages.filter((page) => page.foundIn === "registry").map((page) => page.path)).toEqual(
      unlisted,
    );
    expect(pages.filter((page) => page.expects === "page")).toHaveLength(registry.length + 1);
  });

  it("adds a missing path under each locale's prefix, answered by its Not-found page", () => {
    expect(pages.filter((page) => page.expects === "not-found").map((page) => page.path)).toEqual(
      localeIds.map((locale) => `${localePrefix(locale)}/missing-1234`),
    );
  });
});

describe("feedPaths", () => {
  it("finds the feeds a page links on its own origin", () => {
    const html = `<!doctype html><html><head>
      <link rel="alternate" type="application/rss+xml" href="/news/feed.xml">
      <link rel="alternate" type="application/atom+xml" href="atom.xml">
      <link rel="alternate" type="application/rss+xml" href="https://elsewhere.example/feed.xml">
      <link rel="alternate" hreflang="es" href="/es">
      </head><body></body></html>`;
    expect(feedPaths(html, "http://127.0.0.1:8080/news")).toEqual(["/news/feed.xml", "/atom.xml"]);
  });
});

describe("a page that only the registry names", () => {
  it("is audited in every locale, with no other file changed", () => {
    const paths = registryPaths(withEngagementModels);
    expect(paths).toEqual(expect.arrayContaining(["/engagement-models", "/es/modelos-de-trabajo"]));
    const audited = discoverPages([], paths, notFoundFolders(), "missing-1234");
    expect(audited.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/engagement-models", "/es/modelos-de-trabajo"]),
    );
  });
});
