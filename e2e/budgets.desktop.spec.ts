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
 * the built site holds the numbers and applies them to every page of any build (its `budget`
 * check, run on the tests' build by e2e/audit.desktop.spec.ts). Here, the pages that hydrate,
 * whose JavaScript has budgets of its own; a page that ships no React loads no script at all
 * (e2e/no-script-pages.desktop.spec.ts), and its CSS and HTML are the audit's to measure.
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
/** The pages measured: every page of the build that hydrates (app/content/testing.ts). */
const pages = builtPages
  .filter(({ hydrates }) => hydrates)
  .map(({ path, file, key, locale }) => ({ url: path, file, key, locale }));

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
  test(`${pages.map(({ url }) => url).join(", ")}: JS within budget and within 2 KB of the English twin's, CSS ≤ 15 KB, HTML ≤ 30 KB gzip, nothing from another origin`, async ({
    page,
    guard,
    baseURL,
  }) => {
    allowNotFound(guard);
    const origin = new URL(baseURL ?? "").origin;
    const scriptBytes = new Map<string, number>();
    for (const { url, file, key, locale } of pages) {
      const totals = await firstLoadBytes(page, url, file, origin);
      const figures = `${url}: JS ${totals.script} B, CSS ${totals.stylesheet} B, HTML ${totals.document} B (gzip)`;
      console.warn(figures);
      test.info().annotations.push({ type: "first-load bytes", description: figures });
      expect(totals.script, `${url}: some JavaScript loads (the page hydrates)`).toBeGreaterThan(0);
      expect(totals.script, `${url}: JS`).toBeLessThanOrEqual(
        englishScriptBudgets[url] ?? budgets.script,
      );
      expect(totals.stylesheet, `${url}: CSS`).toBeLessThanOrEqual(budgets.stylesheet);
      expect(totals.document, `${url}: HTML`).toBeLessThanOrEqual(budgets.document);
      scriptBytes.set(`${key} ${locale}`, totals.script);
    }
    // Each Spanish page loads within 2 KB of JavaScript of its English twin.
    for (const spanish of pages.filter(({ locale, key }) => locale === "es" && key !== "article")) {
      const englishJs = scriptBytes.get(`${spanish.key} en`);
      if (englishJs === undefined) continue;
      expect(
        Math.abs((scriptBytes.get(`${spanish.key} es`) ?? 0) - englishJs),
        `${spanish.url} vs its English twin`,
      ).toBeLessThanOrEqual(2_000);
    }
  });

  test("no built page points a fetched resource at another origin", async () => {
    for (const { file } of builtPages) {
      const urls = fetchedUrls(await readFile(path.join(clientDir, file), "utf8"));
      expect(urls.length, `${file} has resources`).toBeGreaterThan(0);
      const external = urls.filter((value) => /^(https?:)?\/\//i.test(value));
      expect(external, `${file} fetches from another origin`).toEqual([]);
    }
  });
});
