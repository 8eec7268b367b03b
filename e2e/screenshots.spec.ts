import type { Page } from "@playwright/test";
import { builtPages, copies } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
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

  for (const locale of localeIds) {
    const pagesIn = builtPages.filter((built) => built.locale === locale);
    /** A screenshot's name: the page's locale and registry key, and the article's slug. */
    const nameOf = ({ key, path }: (typeof builtPages)[number]) =>
      [locale, key, ...(key === "article" ? [path.split("/").at(-1)] : [])].join("-");

    /** Opens the page and saves it whole, once its heading is drawn. */
    const openAndShoot = async (page: Page, builtPage: (typeof builtPages)[number]) => {
      await page.goto(builtPage.path);
      await expect(page.locator("h1"), `${builtPage.path} draws its heading`).toBeVisible();
      await shoot(page, nameOf(builtPage), true);
    };

    // One test per language and project, each page loaded once in it.
    test(`every ${locale} page: a screenshot of the whole page as it loads @desktop`, async ({
      page,
      guard,
    }) => {
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route/);
      for (const builtPage of pagesIn) await openAndShoot(page, builtPage);
    });

    test(`every ${locale} page: a screenshot of the whole page, and no sideways scrolling half-way down or, on the home page, with the menu open @phone`, async ({
      page,
      guard,
    }) => {
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route/);
      for (const builtPage of pagesIn) {
        const { path, key } = builtPage;
        await openAndShoot(page, builtPage);

        await page.evaluate(() =>
          window.scrollTo({
            top: (document.documentElement.scrollHeight - window.innerHeight) / 2,
            behavior: "instant",
          }),
        );
        expect.soft(await overflowPx(page), `${path} half-way down`).toBeLessThanOrEqual(0);
        await shoot(page, `${nameOf(builtPage)}-halfway`);

        if (key === "home") {
          await openMobileMenu(page, copies[locale].common.navigation.openMenuLabel);
          expect.soft(await overflowPx(page), `${path} with the menu open`).toBeLessThanOrEqual(0);
          await shoot(page, `${nameOf(builtPage)}-menu`);
        }
      }
    });
  }
});
