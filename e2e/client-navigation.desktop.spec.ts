import type { Page } from "@playwright/test";
import { buildOptionsOf, readContent } from "../app/content/content.server.ts";
import { homePath, localeIds } from "../app/i18n/locales.ts";
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
 * What a page shows that follows its address, its language and its data, read at once: its
 * path, title, words (as {@link pageText} reads them), `lang` and skip link.
 */
async function shownOn(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector("main")?.cloneNode(true) as HTMLElement | undefined;
    main?.querySelector('[data-testid="office-status"]')?.replaceChildren();
    return {
      path: location.pathname,
      title: document.title,
      text: main?.innerText,
      lang: document.documentElement.getAttribute("lang"),
      skipLink: document.querySelector('a[href="#main"]')?.textContent,
    };
  });
}

/**
 * Navigates client-side with the app's router, as history traversal within one document can,
 * and waits for the page's title, which the app sets as it shows the page.
 */
async function navigate(page: Page, path: string, title: string, step: string) {
  await page.evaluate((to) => {
    const router = (
      window as unknown as {
        __reactRouterDataRouter: { navigate(to: string): Promise<void> };
      }
    ).__reactRouterDataRouter;
    return router.navigate(to);
  }, path);
  await expect(page, step).toHaveTitle(title);
}

/**
 * Each page of each locale, loaded once for all this file proves of it:
 *
 * - **Figures are written once, at build time**: its prerendered HTML (loaded without
 *   JavaScript) shows exactly what the hydrated page shows.
 * - **A page that ships no React is left by a page load**: it has no router (no React Router
 *   context, and no script but the menu's: e2e/no-script-pages.desktop.spec.ts), so its links
 *   load a new document; its logo leads home, and followed from one such page per language,
 *   that home page hydrates in a document of its own.
 * - **Client-side navigation**: from every page that hydrates, in either language, the router's
 *   `navigate` reaches it showing its words and title as its direct load does: the words come
 *   from its loader's data (the `.data` file the build wrote for it), the common words follow
 *   the language of the URL, and nothing is formatted again in the browser. The site's own
 *   links go between pages of one language (the language switcher loads a new document);
 *   `navigate` reaches every pair, across languages too, as history traversal within one
 *   document can, and pages that ship no React included (the hydrated app renders them
 *   itself). In one document the app goes from the starting page to each page and back; the
 *   starting page is loaded first, and each return shows it as that load did, so every
 *   navigation starts from the page as a visitor sees it.
 */
for (const locale of localeIds) {
  const ofLocale = Object.values(registry)
    .filter((entry) => isBuilt(entry, locale, options))
    .map((entry) => pagePath(entry, locale));
  const readOnly = ofLocale.filter((path) => !hydratedPages.has(path));
  const hydrating = ofLocale.filter((path) => hydratedPages.has(path));
  const starts = pages.filter((path) => hydratedPages.has(path));

  test(`${ofLocale.join(", ")}: each page's prerendered HTML shows exactly what the hydrated page shows; one that ships no React is left by a page load; from ${starts.join(" and ")}, a client-side navigation to each shows its words and title, as a direct load does`, async ({
    page,
    browser,
  }) => {
    const expected = new Map<string, Awaited<ReturnType<typeof shownOn>>>();
    const shownPath = () => new URL(page.url()).pathname;
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      /** Records what the page now shown shows; its prerendered HTML shows the same words. */
      const expectPrerenderedAsShown = async (path: string) => {
        expected.set(path, await shownOn(page));
        await plain.goto(new URL(path, test.info().project.use.baseURL).href);
        expect(await pageText(plain), `${path}: the prerendered HTML`).toBe(
          expected.get(path)?.text,
        );
      };
      for (const path of readOnly) {
        await page.goto(path);
        await expectPrerenderedAsShown(path);
        expect(await pageShipsReact(page), path).toBe(false);
        await expect(
          page.getByRole("banner").getByRole("link").first(),
          `${path}: the logo's link`,
        ).toHaveAttribute("href", homePath(locale));
      }
      if (readOnly.length > 0) {
        // The last one's logo, followed: the home page arrives as a new document and hydrates.
        const from = readOnly.at(-1);
        await markDocument(page);
        await page.getByRole("banner").getByRole("link").first().click();
        await expect(page, `${from}: the logo's link`).toHaveURL(
          new RegExp(`${homePath(locale) === "/" ? "/" : homePath(locale)}$`),
        );
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        expect(await isSameDocument(page), `${from}: the logo's link loads a new document`).toBe(
          false,
        );
      }
      for (const path of hydrating) {
        // Loaded directly: `goto` also waits for the scripts hydration asks for (e2e/fixtures.ts).
        await page.goto(path);
        await expectPrerenderedAsShown(path);
      }
    } finally {
      await context.close();
    }

    for (const from of starts) {
      if (shownPath() !== from) {
        await page.goto(from);
        expected.set(from, await shownOn(page));
      }
      await markDocument(page);
      for (const to of ofLocale.filter((path) => path !== from)) {
        for (const [at, leftFrom] of [
          [to, from],
          [from, to],
        ] as const) {
          const step = `${leftFrom} → ${at}`;
          await navigate(page, at, expected.get(at)?.title ?? "", step);
          expect(await shownOn(page), step).toEqual(expected.get(at));
        }
      }
      expect(await isSameDocument(page), `from ${from}, one document`).toBe(true);
    }
  });
}
