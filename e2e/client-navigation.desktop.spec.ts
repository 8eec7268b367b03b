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

/**
 * Client-side navigation: the words of the page navigated to come from its loader's data
 * (the `.data` file the build wrote for it), the common words follow the language of the
 * URL, and nothing is formatted again in the browser. The site's own links go between pages
 * of one language (the language switcher loads a new document); the router's `navigate` is
 * used to reach every pair, across languages too, as history traversal within one document can.
 * It starts from every page that hydrates, to every other page, those that ship no React
 * included (the hydrated app renders them itself); a page that ships no React has no router,
 * and its links load a new document (below).
 */
test.describe("client-side navigation between every pair of pages", () => {
  for (const from of pages.filter((path) => hydratedPages.has(path))) {
    for (const to of pages.filter((other) => other !== from)) {
      test(`${from} → ${to} shows ${to}'s words and title, as a direct load does`, async ({
        page,
      }) => {
        await page.goto(to);
        const expected = { title: await page.title(), text: await pageText(page) };
        const lang = await page.locator("html").getAttribute("lang");
        const skipLink = await page.locator('a[href="#main"]').textContent();

        await page.goto(from);
        await markDocument(page);
        await page.evaluate((path) => {
          const router = (
            window as unknown as {
              __reactRouterDataRouter: { navigate(to: string): Promise<void> };
            }
          ).__reactRouterDataRouter;
          return router.navigate(path);
        }, to);
        await expect(page).toHaveURL(new RegExp(`${to === "/" ? "/" : to}$`));
        await expect(page).toHaveTitle(expected.title);
        expect(await pageText(page)).toBe(expected.text);
        await expect(page.locator("html")).toHaveAttribute("lang", lang ?? "");
        await expect(page.locator('a[href="#main"]')).toHaveText(skipLink ?? "");
        expect(await isSameDocument(page)).toBe(true);
      });
    }
  }
});

test.describe("a page that ships no React is left by a page load", () => {
  for (const from of pages.filter((path) => !hydratedPages.has(path))) {
    test(`${from}: the logo's link loads the home page as a new document, which hydrates`, async ({
      page,
    }) => {
      await page.goto(from);
      expect(await pageShipsReact(page)).toBe(false);
      const home =
        (await page.getByRole("banner").getByRole("link").first().getAttribute("href")) ?? "";
      await markDocument(page);
      await page.getByRole("banner").getByRole("link").first().click();
      await expect(page).toHaveURL(new RegExp(`${home === "/" ? "/" : home}$`));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await isSameDocument(page)).toBe(false);
    });
  }
});

test.describe("figures are written once, at build time", () => {
  for (const path of pages) {
    test(`${path}: the prerendered HTML shows exactly what the hydrated page shows`, async ({
      page,
      browser,
    }) => {
      await page.goto(path);
      const hydrated = await pageText(page);
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const plain = await context.newPage();
        await plain.goto(new URL(path, test.info().project.use.baseURL).href);
        expect(await pageText(plain)).toBe(hydrated);
      } finally {
        await context.close();
      }
    });
  }
});
