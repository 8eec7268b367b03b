import type { Page } from "@playwright/test";
import { copies } from "~/content/testing";
import { expect, isPhone, openMobileMenu, test } from "./fixtures";

/**
 * Every page fits the viewport's width (no sideways scrolling, WCAG 1.4.10 at 375 px), and a
 * full-page screenshot of it is written to `test-results/screenshots/<project>-<page>.png`
 * (not committed) for people to look at; the phone's run is a content journey, in the
 * launch-edits copy, whose results the checkout keeps in `test-results/launch-edits/`.
 */
test.describe("layout fits the viewport", () => {
  const shot = (name: string) => `test-results/screenshots/${test.info().project.name}-${name}.png`;
  const overflowPx = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  for (const [name, path] of [
    ["home", "/"],
    ["case-studies", "/case-studies"],
    ["not-found", "/missing"],
    ["es-home", "/es"],
    ["es-case-studies", "/es/casos-de-exito"],
    ["es-not-found", "/es/nada"],
  ] as const) {
    test(`${name}: no horizontal overflow`, async ({ page, guard }) => {
      guard.allowResponse(/\/(missing|nada)$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route/);
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      expect(await overflowPx(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(name), fullPage: true });
    });
  }

  for (const [name, path] of [
    ["home-halfway", "/"],
    ["case-studies-halfway", "/case-studies"],
    ["es-home-halfway", "/es"],
    ["es-case-studies-halfway", "/es/casos-de-exito"],
  ] as const) {
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
    test(`the open menu on ${path}: no horizontal overflow`, async ({ page }) => {
      await page.goto(path);
      if (isPhone()) await openMobileMenu(page, openLabel);
      expect(await overflowPx(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(name) });
    });
  }
});
