// @vitest-environment node
import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-assets.ts";

describe("sitemapXml", () => {
  it("lists each URL with its lastmod in the sitemaps.org 0.9 format", () => {
    const xml = sitemapXml(["https://a.example/", "https://a.example/b"], "2026-11-22");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://a.example/b</loc>\n    <lastmod>2026-11-22</lastmod>");
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and names the sitemap", () => {
    expect(robotsTxt("https://a.example/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n",
    );
  });
});
