import { mkdirSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultLocale, localeIds } from "~/i18n/locales";
import { pagePath, pages } from "~/pages/registry";
import { publishedArticles, translationOf } from "./articles";
import { contentCopy } from "~/test/content-copy";
import { contentRoot, localesWithArticles, readContent } from "./content.server";
import { articles, copies, fileOf } from "./testing";

/** A copy of the content whose articles are only those the test writes (none at first). */
function withoutArticles(): string {
  const root = contentCopy();
  for (const locale of localeIds) {
    const folder = fileOf(root, `${locale}/articles`);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder);
  }
  return root;
}

/** Writes an article file with `head` as its front matter (YAML lines) and a short text. */
function write(root: string, file: string, head: string, text = "Some words of the text.\n") {
  writeFileSync(fileOf(root, file), `---\n${head}\n---\n\n${text}`);
}

/** A complete front matter, with any line replaced or added by `changes` (`key: value` lines). */
function head(changes: Record<string, string | null> = {}): string {
  const fields: Record<string, string | null> = {
    title: "Forecasting demand week by week",
    description:
      "What a weekly forecast changes for a retailer, and how to start one with two years of sales.",
    date: "2026-09-01",
    author: "Ana Pérez",
    tags: "[retail, forecasting]",
    ...changes,
  };
  return Object.entries(fields)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
}

/** The content check's problems for `root`, [] when it passes. */
function problemsOf(root: string): string[] {
  try {
    readContent(root);
    return [];
  } catch (error) {
    return (error as { problems?: string[] }).problems ?? [String(error)];
  }
}

describe("the articles collection", () => {
  it("reads every article file of the content, newest first, each locale its own", () => {
    for (const locale of localeIds) {
      const files = readdirSync(fileOf(contentRoot(), `${locale}/articles`)).filter((file) =>
        file.endsWith(".md"),
      );
      expect(articles[locale].map((article) => `${article.slug}.md`).sort()).toEqual(files.sort());
      const dates = articles[locale].map((article) => article.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it("ties an article to its translation by its translation key", () => {
    for (const article of publishedArticles(articles, defaultLocale)) {
      for (const locale of localeIds) {
        const version = translationOf(articles, article, locale);
        if (version) expect(version.translationKey).toBe(article.translationKey);
      }
    }
  });

  it("refuses an article without title, description or date, naming the file and field", () => {
    const root = withoutArticles();
    write(root, "en/articles/no-title.md", head({ title: null }));
    write(root, "en/articles/no-description.md", head({ description: null }));
    write(root, "en/articles/no-date.md", head({ date: null }));
    write(root, "en/articles/bad-date.md", head({ date: "18/11/2026" }));
    expect(problemsOf(root)).toEqual(
      expect.arrayContaining([
        "app/content/en/articles/no-title.md → title: is missing",
        "app/content/en/articles/no-description.md → description: is missing",
        "app/content/en/articles/no-date.md → date: is missing",
        expect.stringMatching(/^app\/content\/en\/articles\/bad-date\.md → date: must be a date/),
      ]),
    );
  });

  it("refuses an unknown tag format, a file name that is no slug and an unknown field", () => {
    const root = withoutArticles();
    write(root, "en/articles/tagged.md", head({ tags: "[Retail Analytics]" }));
    write(root, "en/articles/Mixed_Case.md", head());
    write(root, "en/articles/typo.md", head({ autor: "Ana" }));
    const problems = problemsOf(root);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^app\/content\/en\/articles\/tagged\.md → tags\[1\]: must be lowercase words joined by hyphens/,
        ),
        expect.stringMatching(/^app\/content\/en\/articles\/Mixed_Case\.md: the file name/),
        expect.stringMatching(/^app\/content\/en\/articles\/typo\.md → autor: is not a field/),
      ]),
    );
  });

  it("refuses a duplicate key in one language and a translation key pointing nowhere", () => {
    const root = withoutArticles();
    write(root, "en/articles/weekly-forecasts.md", head());
    write(root, "es/articles/pronosticos.md", head({ translationKey: "weekly-forecasts" }));
    write(root, "es/articles/pronosticos-2.md", head({ translationKey: "weekly-forecasts" }));
    write(root, "es/articles/huerfano.md", head({ translationKey: "no-such-article" }));
    const problems = problemsOf(root);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^app\/content\/es\/articles\/pronosticos(-2)?\.md → translationKey: "weekly-forecasts" is also the key of/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^app\/content\/es\/articles\/huerfano\.md → translationKey: no English article/,
      ),
    );
  });

  it("publishes no draft, and links the articles page only in a language with a published article", () => {
    const root = withoutArticles();
    write(root, "en/articles/weekly-forecasts.md", head());
    write(root, "es/articles/borrador.md", head({ draft: "true" }));
    const content = readContent(root);
    expect(publishedArticles(content.articles, "es")).toEqual([]);
    expect(content.articles.es.map((article) => article.isDraft)).toEqual([true]);
    expect(localesWithArticles(content.articles)).toEqual([defaultLocale]);
    const linksTo = (locale: "en" | "es") =>
      content.copies[locale].common.navigation.pages.map((link) => link.to);
    expect(linksTo("en")).toContain(pagePath(pages.articles, "en"));
    expect(linksTo("es")).not.toContain(pagePath(pages.articles, "es"));
    // With no article at all, no language links it.
    unlinkSync(fileOf(root, "en/articles/weekly-forecasts.md"));
    expect(readContent(root).copies.en.common.navigation.pages.map((link) => link.to)).toEqual(
      copies.en.common.navigation.pages
        .map((link) => link.to)
        .filter((to) => to !== pagePath(pages.articles, "en")),
    );
  });
});
