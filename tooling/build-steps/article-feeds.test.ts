// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { publishedArticles } from "../../app/content/articles.ts";
import { localeIds, locales } from "../../app/i18n/locales.ts";
import { articlePath } from "../../app/pages/registry.ts";
import { articles, copies, site } from "../../app/content/testing.ts";
import { articleFeed } from "./article-feeds.ts";

describe("the article feeds", () => {
  it("are RSS 2.0 that parses as XML, listing the published articles of their language only", () => {
    for (const locale of localeIds) {
      const xml = articleFeed({ site, copies, articles }, locale);
      const published = publishedArticles(articles, locale);
      if (published.length === 0) {
        expect(xml).toBeNull();
        continue;
      }
      const feed = new DOMParser().parseFromString(xml ?? "", "application/xml");
      expect(feed.querySelector("parsererror")).toBeNull();
      expect(feed.documentElement.getAttribute("version")).toBe("2.0");
      expect(feed.querySelector("channel > language")?.textContent).toBe(locales[locale].lang);
      expect([...feed.querySelectorAll("item > link")].map((link) => link.textContent)).toEqual(
        published.map((article) => `${site.url}${articlePath(locale, article.slug)}`),
      );
      expect([...feed.querySelectorAll("item > title")].map((title) => title.textContent)).toEqual(
        published.map((article) => article.title),
      );
    }
  });

  it("leave drafts out", () => {
    const [first] = articles.en;
    if (!first) throw new Error("The content has no English article");
    const withDraft = { ...articles, en: [{ ...first, isDraft: true }, ...articles.en.slice(1)] };
    const xml = articleFeed({ site, copies, articles: withDraft }, "en") ?? "";
    expect(xml).not.toContain(articlePath("en", first.slug));
  });
});
