// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { publishedArticles } from "../../../app/content/articles.ts";
import { localeIds, locales } from "../../../app/i18n/locales.ts";
import { articlePath } from "../../../app/pages/registry.ts";
import { articles, copies, site, teamAndClients } from "../../../app/content/testing.ts";
import { plannedImage } from "../../../app/pages/home/proof-fixture.ts";
import { articleFeed, feedText } from "./article-feeds.ts";

describe("the article feeds", () => {
  it("are RSS 2.0 that parses as XML, listing the published articles of their language only", () => {
    for (const locale of localeIds) {
      const xml = articleFeed({ site, copies, articles, teamAndClients }, locale);
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
    const xml = articleFeed({ site, copies, articles: withDraft, teamAndClients }, "en") ?? "";
    expect(xml).not.toContain(articlePath("en", first.slug));
  });

  it("parse as XML whatever the text: every ]]>, control characters, markup in a description", () => {
    const [first] = articles.en;
    if (!first) throw new Error("The content has no English article");
    const hostile = {
      ...first,
      isDraft: false,
      title: "Arrays a[b[0]]> and c[d[1]]> compared \u0007",
      description: "Closing ]]> twice ]]> and a <b>tag</b> & an ampersand, in a plain text.",
      author: "anaPerez",
      tags: ["data-quality"],
      html: "<p>One ]]> two ]]> three ]]&gt;</p><pre><code>x[y[0]]&gt;1 ]]>\u0001</code></pre>",
    };
    const team = [{ id: "anaPerez", name: "Ana ]]> Pérez", photo: plannedImage("ana") }];
    const xml =
      articleFeed(
        {
          site,
          copies,
          articles: { ...articles, en: [hostile] },
          teamAndClients: { ...teamAndClients, team },
        },
        "en",
      ) ?? "";
    const feed = new DOMParser().parseFromString(xml, "application/xml");
    expect(feed.querySelector("parsererror")).toBeNull();
    const item = feed.querySelector("item");
    // Read as HTML, the text is the article's, every ]]> in place.
    const asHtml = (field: string) => {
      const element = document.createElement("div");
      element.innerHTML = item?.getElementsByTagName(field)[0]?.textContent ?? "";
      return element.textContent;
    };
    expect(asHtml("content:encoded")).toBe("One ]]> two ]]> three ]]>x[y[0]]>1 ]]>");
    expect(asHtml("description")).toBe(hostile.description);
    expect(item?.querySelector("category")?.textContent).toBe("data quality");
  });

  it("name the team member who wrote an article as its author, else the company", () => {
    const [first] = articles.en;
    if (!first) throw new Error("The content has no English article");
    const team = [{ id: "tomasPaz", name: "Tomás Paz", photo: plannedImage("tomas") }];
    const authors = (article: typeof first) => {
      const xml = articleFeed(
        {
          site,
          copies,
          articles: { ...articles, en: [article] },
          teamAndClients: { ...teamAndClients, team },
        },
        "en",
      );
      const feed = new DOMParser().parseFromString(xml ?? "", "application/xml");
      return [...feed.querySelectorAll("item > author")].map((author) => author.textContent);
    };
    expect(authors({ ...first, isDraft: false, author: "tomasPaz" })).toEqual(["Tomás Paz"]);
    expect(authors({ ...first, isDraft: false, author: undefined })).toEqual([site.name]);
  });

  it("write every ]]> of a text so an XML parser reads it as text", () => {
    expect(feedText("a ]]> b ]]> c\u0000")).toBe("a ]]&gt; b ]]&gt; c");
  });
});
