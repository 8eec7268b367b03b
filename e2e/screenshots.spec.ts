import { expect, isPhone, openMobileMenu, test } from "./fixtures";

/**
 * Full-page screenshots for people to look at, written on every run to
 * `test-results/screenshots/<project>-<page>.png` (not committed).
 */
test.describe("screenshots", () => {
  const shot = (name: string) => `test-results/screenshots/${test.info().project.name}-${name}.png`;

  test("of every page", async ({ page, guard }) => {
    guard.allowResponse(/\/missing$/, 404);
    guard.allowConsoleError(/status of 404|non-existent route/);
    for (const [name, path] of [
      ["home", "/"],
      ["case-studies", "/case-studies"],
      ["not-found", "/missing"],
    ] as const) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator("h1")).toBeVisible();
      await page.screenshot({ path: shot(name), fullPage: true });
    }
  });

  test("of the open menu", async ({ page }) => {
    await page.goto("/");
    if (isPhone()) await openMobileMenu(page);
    await page.screenshot({ path: shot("menu") });
  });
});
