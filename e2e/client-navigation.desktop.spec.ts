import type { Page } from "@playwright/test";
import { buildOptionsOf, readContent } from "../app/content/content.server.ts";
import { localeIds } from "../app/i18n/locales.ts";
import { isBuilt, pagePath, pages as registry, sitePaths } from "../app/pages/registry.ts";
import { expect, isSameDocument, markDocument, pageShipsReact, test } from "./fixtures";

/** Every page of every locale (app/pages/registry.ts). */
const options = buildOptionsOf(readContent());
const pages = sitePaths(registry, options);

/** The paths of the pages that hydrate; the others ship no React and are left by page loads. */
const hydratedPages = new Set(
  localeIds.flatMap((locale) =>
    Object.values(registry)
      .filter((page) => page.needsHydration && isBuilt(page, locale, options))
      .map((page) => pagePath(page, locale)),
  ),
);

/** What a person reads on the page: the main region's text, without the live open-now line. */
async function pageText(page: Page) {
  return page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelector('[data-testid="office-status"]')?.replaceChildren();
    return copy.innerText;
  });
}

/** What a page shows that follows its language and its data: title, words, `lang`, skip link. */
async function shownOn(page: Page) {
  return {
    title: await page.title(),
    text: await pageText(page),
    lang: await page.locator("html").getAttribute("lang"),
    skipLink: await page.locator('a[href="#main"]').textContent(),
  };
}

/** Navigates client-side with the app's router, as history traversal within one document can. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    const router = (
      window as unknown as {
        __reactRouterDataRouter: { navigate(to: string): Promise<void> };
      }
    ).__reactRouterDataRouter;
    return router.navigate(to);
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
}

/**
 * Client-side navigation: the words of the page navigated to come from its loader's data
 * (the `.data` file the build wrote for it), the common words follow the language of the
 * URL, and nothing is formatted again in the browser. The site's own links go between pages
 * of one language (the language switcher loads a new document); the router's `navigate` is
 * used to reach every pair, across languages too. It starts from every page that hydrates, to
 * every other page, those that ship no React included (the hydrated app renders them itself);
 * a page that ships no React has no router, and its links load a new document (below).
 *
 * Each page is loaded directly once, for what it shows; then, in one document, the app goes
 * from the starting page to each other page and back: each arrival at another page is a
 * `from → to` navigation, and each return shows the starting page as its direct load does, so
 * every navigation starts from the page as a visitor sees it.
 */
test.describe("client-side navigation between every pair of pages", () => {
  for (const from of pages.filter((path) => hydratedPages.has(path))) {
    const others = pages.filter((other) => other !== from);
    test(`${from} → each other page (${others.join(", ")}) shows that page's words and title, as a direct load does`, async ({
      page,
    }) => {
      const expected = new Map<string, Awaited<ReturnType<typeof shownOn>>>();
      // The starting page last: the navigations start from its direct load.
      for (const path of [...others, from]) {
        await page.goto(path);
        expected.set(path, await shownOn(page));
      }
      await markDocument(page);
      for (const to of others) {
        for (const [at, leftFrom] of [
          [to, from],
          [from, to],
        ] as const) {
          await navigate(page, at);
          const { title, text, lang, skipLink } = expected.get(at) ?? {};
          const step = `${leftFrom} → ${at}`;
          await expect(page, step).toHaveTitle(title ?? "");
          expect(await pageText(page), step).toBe(text);
          await expect(page.locator("html"), step).toHaveAttribute("lang", lang ?? "");
          await expect(page.locator('a[href="#main"]'), step).toHaveText(skipLink ?? "");
        }
      }
      expect(await isSameDocument(page)).toBe(true);
    });
  }
});

test.describe("a page that ships no React is left by a page load", () => {
  for (const locale of localeIds) {
    const ofLocale = Object.values(registry)
      .filter((entry) => !entry.needsHydration && isBuilt(entry, locale, options))
      .map((entry) => pagePath(entry, locale));
    if (ofLocale.length === 0) continue;
    test(`${ofLocale.join(", ")}: the logo's link loads the home page as a new document, which hydrates`, async ({
      page,
    }) => {
      for (const from of ofLocale) {
        await page.goto(from);
        expect(await pageShipsReact(page), from).toBe(false);
        const logo = page.getByRole("banner").getByRole("link").first();
        const home = (await logo.getAttribute("href")) ?? "";
        await markDocument(page);
        await logo.click();
        await expect(page, from).toHaveURL(new RegExp(`${home === "/" ? "/" : home}$`));
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        expect(await isSameDocument(page), `${from}: a new document`).toBe(false);
      }
    });
  }
});

test("figures are written once, at build time: every page's prerendered HTML shows exactly what the hydrated page shows", async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    for (const path of pages) {
      await page.goto(path);
      const hydrated = await pageText(page);
      await plain.goto(new URL(path, test.info().project.use.baseURL).href);
      expect(await pageText(plain), path).toBe(hydrated);
    }
  } finally {
    await context.close();
  }
});
