import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "parse5";
import { articleSlugsOf, buildOptionsOf, readContent } from "~/content/content.server";
import { copies } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { articlePath, isBuilt, pagePath, pages as registry } from "~/pages/registry";
import { elements } from "../tooling/lib/html-elements.ts";
import { expect, isSameDocument, markDocument, pageShipsReact, test } from "./fixtures";

/**
 * Pages that are only read ship no script (docs/decisions/058-reading-pages-ship-no-script.md):
 * in the build with analytics off, every page whose registry entry says it needs no hydration
 * loads no script at all and its HTML holds no React Router or React script (each article's
 * page too); the home page
 * still hydrates, and its client-side navigation into such a page works as before. The
 * build with analytics on is e2e/analytics.spec.ts's.
 */
const clientDir = path.resolve(import.meta.dirname, "../build/client");
const content = readContent();
const options = buildOptionsOf(content);
const readingPages = localeIds.flatMap((locale) => [
  ...Object.values(registry)
    .filter((page) => !page.needsHydration && isBuilt(page, locale, options))
    .map((page) => pagePath(page, locale)),
  ...articleSlugsOf(content.articles)[locale].map((slug) => articlePath(locale, slug)),
]);

/** A built page's HTML, the attributes of its `<script>` elements and of its module preloads. */
async function scriptsOf(url: string) {
  const html = await readFile(path.join(clientDir, `${url.slice(1)}.html`), "utf8");
  const all = [...elements(parse(html))];
  const attributes = (element: (typeof all)[number]) =>
    Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value]));
  return {
    html,
    scripts: all.filter((element) => element.tagName === "script").map(attributes),
    preloads: all
      .filter((element) => element.tagName === "link")
      .map(attributes)
      .filter((attrs) => /modulepreload/.test(attrs.rel ?? "")),
  };
}

test(`${readingPages.join(", ")}: each loads no script and its HTML holds no React Router or React script`, async ({
  page,
}) => {
  // Some pages are only read (the registry says so), or this test tests nothing.
  expect(readingPages).toEqual(expect.arrayContaining(["/case-studies", "/es/casos-de-exito"]));
  let scriptRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptRequests.push(request.url());
  });
  for (const url of readingPages) {
    scriptRequests = [];
    // `goto` resolves at the page's load event: every script and module preload its HTML
    // names has been requested by then.
    await page.goto(url);
    expect(scriptRequests, url).toEqual([]);
    expect(await pageShipsReact(page), url).toBe(false);
    await expect(page.locator("html[data-hydrated]"), url).toHaveCount(0);

    const { html, scripts, preloads } = await scriptsOf(url);
    expect(preloads, url).toEqual([]);
    expect(
      scripts.filter((attrs) => attrs.src !== undefined || attrs.type === "module"),
      url,
    ).toEqual([]);
    expect(html, url).not.toContain("__reactRouter");
    // What runs: the mobile menu's few lines (app/components/layout/mobile-menu-script.ts) and
    // nothing else; JSON-LD blocks are data.
    const executable = scripts.filter((attrs) => attrs.type !== "application/ld+json");
    expect(executable, url).toHaveLength(1);
  }
});

test("/ still hydrates, with React Router's scripts, and its header's link to /case-studies navigates client-side, to the top of the page", async ({
  page,
}) => {
  const scriptRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptRequests.push(request.url());
  });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(await pageShipsReact(page)).toBe(true);
  expect(scriptRequests.length).toBeGreaterThan(0);
  const { scripts, preloads } = await scriptsOf("/index");
  expect(scripts.filter((attrs) => attrs.type === "module")).not.toEqual([]);
  expect(preloads).not.toEqual([]);

  const { caseStudies, common } = copies.en;
  await markDocument(page);
  await page.evaluate(() => window.scrollTo({ top: 1_000, behavior: "instant" }));
  await page
    .getByRole("banner")
    .getByRole("link", { name: common.navigation.caseStudies.label, exact: true })
    .click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(caseStudies.heading);
  await expect(page).toHaveTitle(caseStudies.meta.title);
  expect(await isSameDocument(page)).toBe(true);
  // React Router's scroll restoration is still at work on the client.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
