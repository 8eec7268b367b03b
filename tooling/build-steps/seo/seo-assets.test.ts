import { describe, expect, it } from "vitest";
import { buildDateOf, robotsTxt, sitemapXml } from "./seo-assets.ts";

describe("sitemapXml", () => {
  it("lists each URL with its language versions and lastmod in the sitemaps.org 0.9 format", () => {
    const alternates = [
      { hreflang: "en", url: "https://a.example/b" },
      { hreflang: "es", url: "https://a.example/es/b" },
    ];
    const xml = sitemapXml(
      [
        { url: "https://a.example/b", alternates },
        { url: "https://a.example/es/b", alternates },
      ],
      "2026-11-22",
    );
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain(
      '<loc>https://a.example/es/b</loc>\n    <xhtml:link rel="alternate" hreflang="en" href="https://a.example/b"/>\n    <xhtml:link rel="alternate" hreflang="es" href="https://a.example/es/b"/>\n    <lastmod>2026-11-22</lastmod>',
    );
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and names the sitemap", () => {
    expect(robotsTxt("https://a.example/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n",
    );
  });
});

describe("buildDateOf", () => {
  it("reads SOURCE_DATE_EPOCH as whole seconds since 1970, UTC", () => {
    expect(buildDateOf({ SOURCE_DATE_EPOCH: "1795737599" }).toISOString()).toBe(
      "2026-11-26T23:59:59.000Z",
    );
  });

  it("is now without it", () => {
    const before = Date.now();
    const date = buildDateOf({ SOURCE_DATE_EPOCH: "" }).getTime();
    expect(date).toBeGreaterThanOrEqual(before);
    expect(date).toBeLessThanOrEqual(Date.now());
  });

  it("refuses a value that is not whole seconds", () => {
    expect(() => buildDateOf({ SOURCE_DATE_EPOCH: "2026-11-26" })).toThrow(
      'SOURCE_DATE_EPOCH must be whole seconds since 1970, not "2026-11-26"',
    );
  });
});
