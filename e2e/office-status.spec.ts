import { expect, test } from "./fixtures";

// The visitor is in Tokyo: the status must follow the Buenos Aires clock anyway.
test.use({ timezoneId: "Asia/Tokyo" });

const cases = [
  ["2026-11-20T17:59:00-03:00", "Open now · closes 6:00 PM"],
  ["2026-11-20T18:00:00-03:00", "Closed · opens tomorrow 10:00 AM"],
  ["2026-11-21T14:00:00-03:00", "Closed · opens Monday 9:00 AM"],
  ["2026-11-23T08:59:00-03:00", "Closed · opens today 9:00 AM"],
] as const;

test.describe("open-now status", () => {
  for (const [instant, expected] of cases) {
    test(`at ${instant} Buenos Aires time it says "${expected}"`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(instant));
      await page.goto("/");
      await expect(page.getByTestId("office-status")).toHaveText(expected);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the prerendered page shows the plain hours and no status", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("#contact dl")).toContainText("9:00 AM-6:00 PM");
      await expect(page.getByTestId("office-status")).toHaveText("");
    });
  });
});
