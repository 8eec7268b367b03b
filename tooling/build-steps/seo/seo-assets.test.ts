import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-assets.ts";

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
