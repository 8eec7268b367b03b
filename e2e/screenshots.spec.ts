import type { Page } from "@playwright/test";
import { builtPages, copies } from "~/content/testing";
import { expect, openMobileMenu, test } from "./fixtures";

/**
 * Every page fits the viewport's width (no sideways scrolling, WCAG 1.4.10 at 375 px), and a
 * full-page screenshot of it is written to `test-results/screenshots/<project>-<page>.png`
 * (not committed) for people to look at. The pages are the build's, from the registry
 * (app/content/testing.ts); the audit of the built site checks 360, 768 and 1280 px as well.
 */
test.describe("layout fits the viewport", () => {
  const shot = (name: string) => `test-results/screenshots/${test.info().project.name}-${name}.png`;
  const overflowPx = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  /** A screenshot's name: the page's locale and registry key, and the article's slug. */
  const nameOf = ({ locale, key, path }: (typeof builtPages)[number]) =>
    [locale, key, ...(key === "article" ? [path.split("/").at(-1)] : [])].join("-");
  for (const builtPage of builtPages) {
    const { path } = builtPage;
    const name = nameOf(builtPage);
    test(`${name}: no horizontal overflow`, async ({ page, guard }) => {
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route/);
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      expect(await overflowPx(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(name), fullPage: true });
    });
  }

  for (const builtPage of builtPages.filter(({ key }) => key !== "notFound" && key !== "article")) {
    const { path } = builtPage;
    const name = `${nameOf(builtPage)}-halfway`;
    test(`${path} half-way down (the phone action bar): no horizontal overflow`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(() =>
        window.scrollTo({
          top: (document.documentElement.scrollHeight - window.innerHeight) / 2,
          behavior: "instant",
        }),
      );
      expect(await overflowPx(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(name) });
    });
  }

  for (const [name, path, openLabel] of [
    ["menu", "/", copies.en.common.navigation.openMenuLabel],
    ["es-menu", "/es", copies.es.common.navigation.openMenuLabel],
  ] as const) {
    test(`the open menu on ${path}: no horizontal overflow @phone`, async ({ page }) => {
      await page.goto(path);
      await openMobileMenu(page, openLabel);
      expect(await overflowPx(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(name) });
    });
  }
});
