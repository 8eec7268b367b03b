import { copies, site } from "~/content/testing";
import { homePageData } from "~/pages/home/data.server";
import { getOfficeStatus, officeStatusLine } from "~/lib/office-hours";
import { expect, test } from "./fixtures";

// The visitor is in Tokyo: the line must follow the Buenos Aires clock anyway.
test.use({ timezoneId: "Asia/Tokyo" });

/**
 * The live open-now line, as the browser writes it after hydration from its own clock. The
 * rule itself (every opening, closing and "opens Monday" case, in both languages) is
 * app/lib/office-hours.test.ts; here, one instant per language shows the page wires it up.
 * Friday 18:30 in Buenos Aires is already Saturday morning in Tokyo.
 */
const instant = new Date("2026-11-20T18:30:00-03:00");

test.describe("open-now line @desktop", () => {
  for (const [locale, path] of [
    ["en", "/"],
    ["es", "/es"],
  ] as const) {
    test(`${path} says, on the Buenos Aires clock, whether the office is open`, async ({
      page,
    }) => {
      const { statusLines } = homePageData(locale).contact;
      const expected = officeStatusLine(
        getOfficeStatus(instant, site.officeHours, site.timeZone),
        statusLines,
      );
      await page.clock.setFixedTime(instant);
      await page.goto(path);
      await expect(page.getByTestId("office-status")).toHaveText(expected);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the prerendered page shows the plain hours and no status", async ({ page }) => {
      const [firstLine] = homePageData("en").contact.schedule;
      await page.goto("/");
      const contact = copies.en.common.navigation.sectionIds.contact;
      await expect(page.locator(`#${contact} dl`)).toContainText(firstLine?.hours ?? "");
      await expect(page.getByTestId("office-status")).toHaveText("");
    });
  });
});
