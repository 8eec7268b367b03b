import { describe, expect, it } from "vitest";
import type { Article } from "~/content/articles";
import { copies } from "~/content/testing";
import { formatMessage } from "~/lib/message";
import { articleSummary, renderedArticle } from "./article-data.server";

/** An article of the test's own, as the content read gives it: rendered. */
const article: Article = {
  locale: "en",
  slug: "weekly-forecasts",
  translationKey: "weekly-forecasts",
  title: "Weekly forecasts",
  description: "How a weekly forecast per store helps a retailer order less and sell more.",
  date: "2026-11-20",
  author: "Ana Pérez",
  tags: ["demand-forecasting", "retail"],
  isDraft: false,
  markdown: "Three short words.",
  html: "<p>Three short words.</p>",
  // As if the text were five minutes long: what the pages show comes from here.
  wordCount: 238 * 5,
  file: "app/content/en/articles/weekly-forecasts.md",
};
const words = copies.en.articles;

describe("an article's page data", () => {
  it("takes the reading time from the word count of the one rendering, not the Markdown", () => {
    const readingTime = formatMessage(words.article.readingTime, { minutes: 5 }, "en");
    expect(articleSummary(article, words).readingTime).toBe(readingTime);
    expect(renderedArticle(article, words)).toMatchObject({ readingTime, html: article.html });
  });

  it("shows the tags by their words", () => {
    expect(articleSummary(article, words).tags).toEqual(["demand forecasting", "retail"]);
  });
});
