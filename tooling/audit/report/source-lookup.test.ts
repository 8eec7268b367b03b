import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { notFoundPath } from "../../../app/i18n/locales.ts";
import { articlePath, notFoundPage, pagePath, pages } from "../../../app/pages/registry.ts";
import { findSource, pageContentFile, readContentIndex } from "./source-lookup.ts";

/** A repository root of its own, with a few content files. */
const root = mkdtempSync(path.join(tmpdir(), "audit-content-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  [`en/${pages.home.file}`]: [
    "hero:",
    "  title: Numbers you can trust",
    "  cta:",
    "    href: https://cal.example/book",
    "services:",
    "  items:",
    "    - title: Dashboards, as on /pricing",
    "    - title: Forecasts with Supercalifragilisticexpialidocious models",
  ].join("\n"),
  [`es/${pages.home.file}`]: ["hero:", "  title: Numbers you can trust"].join("\n"),
  "site.yaml": ["links:", "  - https://cal.example/book"].join("\n"),
  [`en/${notFoundPage.file}`]: "title: Not here",
  "en/case-studies/retail.yaml": ["image:", "  src: /images/case-studies/retail.svg"].join("\n"),
  "en/articles/first-post.md": [
    "---",
    "title: First post",
    "cover: /images/articles/cover.jpg",
    "---",
    "",
    "Read [the guide](/guides/setup) first.",
  ].join("\n"),
};
for (const [file, text] of Object.entries(files)) {
  const full = path.join(root, "app/content", file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, `${text}\n`);
}
const index = readContentIndex(root);
const home = pagePath(pages.home, "en");
const spanishHome = pagePath(pages.home, "es");

describe("findSource", () => {
  it("names the file and field holding the value, the page's locale first", () => {
    expect(findSource(index, "Numbers you can trust", home, "text")).toBe(
      `app/content/en/${pages.home.file} → hero.title`,
    );
    expect(findSource(index, "Numbers you can trust", spanishHome, "text")).toBe(
      `app/content/es/${pages.home.file} → hero.title`,
    );
  });

  it("prefers the page's locale, then the files every locale shares", () => {
    expect(findSource(index, "https://cal.example/book", spanishHome, "url")).toBe(
      "app/content/site.yaml → links[1]",
    );
  });

  it("finds a word inside a text, with list items counted from 1", () => {
    expect(findSource(index, "Supercalifragilisticexpialidocious", home, "text")).toBe(
      `app/content/en/${pages.home.file} → services.items[2].title`,
    );
  });

  it("reads an article's front matter by field and its text as its body", () => {
    expect(findSource(index, "/images/articles/cover.jpg", home, "url")).toBe(
      "app/content/en/articles/first-post.md → cover",
    );
    expect(findSource(index, "/guides/setup", home, "url")).toBe(
      "app/content/en/articles/first-post.md → body",
    );
  });

  it("finds the content image behind a content-hashed URL", () => {
    expect(findSource(index, "/assets/images/retail-8f48334dc9-640.webp", home, "url")).toBe(
      "app/content/en/case-studies/retail.yaml → image.src",
    );
  });

  it("takes no field for a value found only inside a longer path or word", () => {
    // `/images/case-studies/retail.svg` holds the text "/case-studies", not the link.
    expect(findSource(index, "/case-studies", home, "url")).toBeUndefined();
    expect(findSource(index, "Supercalifragilistic", home, "text")).toBeUndefined();
  });

  it("takes no field for a URL a sentence merely quotes, and finds a word there", () => {
    // The privacy text mentions the path /pricing; a link to it on a page comes from elsewhere.
    expect(findSource(index, "/pricing", home, "url")).toBeUndefined();
    expect(findSource(index, "/pricing", home, "text")).toBe(
      `app/content/en/${pages.home.file} → services.items[1].title`,
    );
  });

  it("names nothing for a value no field holds", () => {
    expect(findSource(index, "/no-such-link", home, "url")).toBeUndefined();
  });
});

describe("pageContentFile", () => {
  it("names a page's words file, an article's Markdown file and the Not-found page's file", () => {
    expect(pageContentFile(index, home, "page")).toBe(`app/content/en/${pages.home.file}`);
    expect(pageContentFile(index, articlePath("en", "first-post"), "page")).toBe(
      "app/content/en/articles/first-post.md",
    );
    expect(
      pageContentFile(
        index,
        path.posix.join(path.posix.dirname(notFoundPath("en")), "x"),
        "not-found",
      ),
    ).toBe(`app/content/en/${notFoundPage.file}`);
    expect(pageContentFile(index, "/no-such-page", "page")).toBeUndefined();
  });
});
