import type { Page } from "@playwright/test";
import { builtPages, copies } from "~/content/testing";
import { expect, openMobileMenu, test } from "./fixtures";

/**
 * Screenshots of every page for people to look at, in `test-results/screenshots/` (not
 * committed), each page loaded once per project: `<project>-<page>.png`, the whole page as it
 * loads; on the phone also `-halfway` (scrolled half-way down, the phone action bar in view)
 * and, on the home pages, `-menu` (the menu open). The pages are the build's, from the registry
 * (app/content/testing.ts), drawn in CSS px.
 *
 * No sideways scrolling (WCAG 1.4.10) of the page as it loads is the audit's to check, at 360,
 * 768 and 1280 px on every page (tooling/audit/checks/browser-checks.ts, run by
 * e2e/audit.desktop.spec.ts). Here, the states the audit does not reach, on the phone, where
 * the action bar is drawn and the menu opens: half-way down and with the menu open. On the
 * desktop, half-way down is the layout of the top (the bar is hidden from the width at which
 * the header shows its full navigation) and there is no menu to open.
 */
test.describe("screenshots, and no sideways scrolling half-way down or with the menu open", () => {
  /**
   * Saves what the page shows in CSS px, as it is laid out: the phone's device pixels (2.625
   * per CSS px) would be seven times the pixels to encode, for no more to see.
   */
  const shoot = (page: Page, name: string, fullPage = false) =>
    page.screenshot({
      path: `test-results/screenshots/${test.info().project.name}-${name}.png`,
      fullPage,
      scale: "css",
    });
  const overflowPx = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  for (const builtPage of builtPages) {
    const { path, key, locale } = builtPage;
    /** The screenshots' name: the page's locale and registry key, and the article's slug. */
    const name = [locale, key, ...(key === "article" ? [path.split("/").at(-1)] : [])].join("-");
    const isHome = key === "home";

    /** Opens the page and saves it whole, once its heading is drawn. */
    const openAndShoot = async (page: Page) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await shoot(page, name, true);
    };

    test(`${name}: a screenshot of the whole page as it loads @desktop`, async ({
      page,
      guard,
    }) => {
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route/);
      await openAndShoot(page);
    });

    test(`${name}: a screenshot of the whole page; no sideways scrolling half-way down${isHome ? " or with the menu open" : ""} @phone`, async ({
      page,
      guard,
    }) => {
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route/);
      await openAndShoot(page);

      await page.evaluate(() =>
        window.scrollTo({
          top: (document.documentElement.scrollHeight - window.innerHeight) / 2,
          behavior: "instant",
        }),
      );
      expect(await overflowPx(page), `${path} half-way down`).toBeLessThanOrEqual(0);
      await shoot(page, `${name}-halfway`);

      if (isHome) {
        await openMobileMenu(page, copies[locale].common.navigation.openMenuLabel);
        expect(await overflowPx(page), `${path} with the menu open`).toBeLessThanOrEqual(0);
        await shoot(page, `${name}-menu`);
      }
    });
  }
});
