import type { Page } from "@playwright/test";
import { builtPages, copies } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { expect, openMobileMenu, test } from "./fixtures";
import { saveScreenshot, saveWholePage, screenshotName } from "./support/screenshots";

/**
 * The phone's screenshots of every page (e2e/support/screenshots.ts), each page loaded once:
 * `phone-<page>.png`, the whole page as it loads; `-halfway`, scrolled half-way down, the
 * phone action bar in view; and, on the home pages, `-menu`, the menu open. The pages are the
 * build's, from the registry (app/content/testing.ts). The desktop's are written as
 * e2e/header-fit.desktop.spec.ts loads each page at 1280 px.
 *
 * No sideways scrolling (WCAG 1.4.10) of the page as it loads is the audit's to check, at 360,
 * 768 and 1280 px on every page (tooling/audit/checks/browser-checks.ts, run by
 * e2e/audit.desktop.spec.ts). Here, the states the audit does not reach, on the phone, where
 * the action bar is drawn and the menu opens: half-way down and with the menu open. On the
 * desktop, half-way down is the layout of the top (the bar is hidden from the width at which
 * the header shows its full navigation) and there is no menu to open.
 */
test.describe("screenshots, and no sideways scrolling half-way down or with the menu open", () => {
  const overflowPx = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  // One test per language, each page loaded once in it.
  for (const locale of localeIds) {
    test(`every ${locale} page: a screenshot of the whole page, and no sideways scrolling half-way down or, on the home page, with the menu open`, async ({
      page,
      guard,
    }) => {
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route/);
      for (const builtPage of builtPages.filter((built) => built.locale === locale)) {
        const { path, key } = builtPage;
        const name = screenshotName(builtPage);
        await page.goto(path);
        await saveWholePage(page, builtPage);

        await page.evaluate(() =>
          window.scrollTo({
            top: (document.documentElement.scrollHeight - window.innerHeight) / 2,
            behavior: "instant",
          }),
        );
        expect.soft(await overflowPx(page), `${path} half-way down`).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `${name}-halfway`);

        if (key === "home") {
          await openMobileMenu(page, copies[locale].common.navigation.openMenuLabel);
          expect.soft(await overflowPx(page), `${path} with the menu open`).toBeLessThanOrEqual(0);
          await saveScreenshot(page, `${name}-menu`);
        }
      }
    });
  }
});
