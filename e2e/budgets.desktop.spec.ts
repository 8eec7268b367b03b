import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "parse5";
import { elements } from "../tooling/lib/html-elements.ts";
import type { Page, Request } from "@playwright/test";
import { builtPages } from "~/content/testing";
import { firstLoadBudgets, type BudgetedType } from "../tooling/audit/checks/budgets.ts";
import { expect, test } from "./fixtures";

/**
 * First-load byte budgets (docs/measuring.md), in gzip bytes (1 KB = 1,000 bytes) of
 * the built files a page loads before any interaction: deterministic, no timing. The audit of
 * the built site holds the numbers and applies them to every page of any build.
 */
const budgets = firstLoadBudgets;

/**
 * Each English page's JavaScript budget: its size as a one-language site plus the 2 KB a
 * second language may add (docs/decisions/014-english-and-argentine-spanish.md). The
 * Spanish pages stay within 2 KB of their English twins (the twin test below).
 */
const englishScriptBudgets: Record<string, number> = {
  "/": 152_529 + 2_000,
  "/no-such-page": 128_282 + 2_000,
};

const clientDir = path.resolve(import.meta.dirname, "../build/client");
/**
 * The pages measured: every page of the build, from the registry (app/content/testing.ts);
 * `hydrates: false` for a page that ships no script.
 */
const pages = builtPages.map(({ path, file, hydrates, key, locale }) => ({
  url: path,
  file,
  hydrates,
  key,
  locale,
}));

/** gzip size (zlib's default level, as `npm start` and most hosts send) of a built file. */
async function gzipBytes(file: string): Promise<number> {
  return gzipSync(await readFile(path.join(clientDir, file))).length;
}

/** `<link rel>` values whose `href` the browser fetches (a canonical link is only an address). */
const fetchedLinkRels = new Set([
  "stylesheet",
  "preload",
  "modulepreload",
  "prefetch",
  "icon",
  "apple-touch-icon",
  "manifest",
]);

/**
 * Every URL `html` makes the browser fetch: script, image, media and frame sources (with each
 * `srcset` candidate), SVG `<use>` references and the `href` of fetched `<link>`s.
 */
function fetchedUrls(html: string): string[] {
  return [...elements(parse(html))].flatMap((element) => {
    const value = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
    if (element.tagName === "link") {
      const rels = (value("rel") ?? "").toLowerCase().split(/\s+/);
      return rels.some((rel) => fetchedLinkRels.has(rel)) ? [value("href") ?? ""] : [];
    }
    if (element.tagName === "use") return [value("href") ?? ""];
    const sources = [value("src"), value("poster"), value("data")].filter(
      (source): source is string => source !== undefined,
    );
    const candidates = (value("srcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean);
    return [...sources, ...candidates];
  });
}

/**
 * Loads `url` (hydrated, every script arrived: e2e/fixtures.ts) and sums the gzip size of each
 * built file it requested, by kind; fails on any request to another origin.
 */
async function firstLoadBytes(page: Page, url: string, file: string, origin: string) {
  const requested: { url: string; type: string }[] = [];
  const record = (request: Request) =>
    requested.push({ url: request.url(), type: request.resourceType() });
  page.on("request", record);
  await page.goto(url);
  page.off("request", record);

  const offOrigin = requested
    .filter((request) => request.url.startsWith("http"))
    .filter((request) => new URL(request.url).origin !== origin);
  expect(offOrigin, "requests to another origin").toEqual([]);

  const totals: Record<BudgetedType, number> = { script: 0, stylesheet: 0, document: 0 };
  const seen = new Set<string>();
  for (const request of requested) {
    const type = request.type as BudgetedType;
    if (!(type in budgets)) continue;
    const pathname = new URL(request.url).pathname;
    const builtFile = type === "document" ? file : pathname.slice(1);
    if (seen.has(builtFile)) continue;
    seen.add(builtFile);
    totals[type] += await gzipBytes(builtFile);
  }
  return totals;
}

/** Lets the Not-found pages' expected 404 status and React Router's log of it through. */
function allowNotFound(guard: {
  allowResponse: (p: RegExp, s: number) => void;
  allowConsoleError: (p: RegExp) => void;
}) {
  guard.allowResponse(/\/no-such-page$/, 404);
  guard.allowConsoleError(/status of 404|non-existent route: \/(es\/)?no-such-page/);
}

test.describe("first-load byte budgets", () => {
  for (const { url, file, hydrates } of pages) {
    test(`${url}: ${hydrates ? "JS within budget" : "no JS"}, CSS ≤ 15 KB, HTML ≤ 30 KB gzip, nothing from another origin`, async ({
      page,
      guard,
      baseURL,
    }) => {
      if (file.endsWith("404.html")) allowNotFound(guard);
      const totals = await firstLoadBytes(page, url, file, new URL(baseURL ?? "").origin);
      const figures = `${url}: JS ${totals.script} B, CSS ${totals.stylesheet} B, HTML ${totals.document} B (gzip)`;
      console.warn(figures);
      test.info().annotations.push({ type: "first-load bytes", description: figures });

      if (hydrates) {
        expect(totals.script, "some JavaScript loads (the page hydrates)").toBeGreaterThan(0);
        expect(totals.script).toBeLessThanOrEqual(englishScriptBudgets[url] ?? budgets.script);
      } else {
        expect(totals.script, "a page that is only read ships no script").toBe(0);
      }
      expect(totals.stylesheet).toBeLessThanOrEqual(budgets.stylesheet);
      expect(totals.document).toBeLessThanOrEqual(budgets.document);
    });
  }

  test("each Spanish page loads within 2 KB of JavaScript of its English twin", async ({
    page,
    guard,
    baseURL,
  }) => {
    allowNotFound(guard);
    const origin = new URL(baseURL ?? "").origin;
    // Each English page of the registry that has a Spanish version.
    const twins = pages
      .filter(({ locale, key }) => locale === "en" && key !== "article")
      .map((english) => [
        english,
        pages.find(({ locale, key }) => locale === "es" && key === english.key),
      ]);
    for (const [english, spanish] of twins) {
      if (!english || !spanish) continue;
      const englishJs = (await firstLoadBytes(page, english.url, english.file, origin)).script;
      const spanishJs = (await firstLoadBytes(page, spanish.url, spanish.file, origin)).script;
      expect(
        Math.abs(spanishJs - englishJs),
        `${spanish.url} vs ${english.url}`,
      ).toBeLessThanOrEqual(2_000);
    }
  });
  test("no built page points a fetched resource at another origin", async () => {
    for (const { file } of pages) {
      const urls = fetchedUrls(await readFile(path.join(clientDir, file), "utf8"));
      expect(urls.length, `${file} has resources`).toBeGreaterThan(0);
      const external = urls.filter((value) => /^(https?:)?\/\//i.test(value));
      expect(external, `${file} fetches from another origin`).toEqual([]);
    }
  });
});
