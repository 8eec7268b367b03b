import type { Page } from "@playwright/test";
import {
  expect,
  isPhone,
  isSameDocument,
  markDocument,
  openMobileMenu,
  test,
  waitForScrollEnd,
} from "./fixtures";

/** The heading's top edge is below the fixed bar and inside the viewport. */
async function expectHeadingBelowBar(page: Page, sectionId: string) {
  await waitForScrollEnd(page);
  const barBottom = await page
    .locator("header")
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const headingTop = await page
    .locator(`#${sectionId} h2`)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top);
  const viewportHeight = page.viewportSize()?.height ?? 0;
  expect(headingTop, `#${sectionId} heading hidden under the bar`).toBeGreaterThanOrEqual(
    barBottom,
  );
  expect(headingTop, `#${sectionId} heading not scrolled into view`).toBeLessThan(
    viewportHeight / 2,
  );
}

test.describe("anchors and navigation", () => {
  for (const [label, sectionId] of [
    ["Services", "services"],
    ["About", "about"],
    ["Contact", "contact"],
    ["Get Started", "contact"],
  ] as const) {
    test(`${label} scrolls #${sectionId} into view with its heading below the fixed bar`, async ({
      page,
    }) => {
      await page.goto("/");
      const nav = isPhone() ? await openMobileMenu(page) : page.locator("header nav");
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${sectionId}$`));
      await expectHeadingBelowBar(page, sectionId);
    });
  }

  test("a direct load of /#about lands on the about section below the bar", async ({ page }) => {
    await page.goto("/#about");
    await expectHeadingBelowBar(page, "about");
  });

  test("View Case Studies navigates client-side, without a full page load", async ({ page }) => {
    await page.goto("/");
    await markDocument(page);
    await page.getByRole("link", { name: "View Case Studies" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Real problems, measurable results",
    );
    expect(await isSameDocument(page)).toBe(true);
  });

  test("Back to Home navigates client-side, without a full page load", async ({ page }) => {
    await page.goto("/case-studies");
    await markDocument(page);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#services")).toBeAttached();
    expect(await isSameDocument(page)).toBe(true);
  });

  test("Get Started Today lands on the contact section of the home page", async ({ page }) => {
    await page.goto("/case-studies");
    await page.getByRole("link", { name: /Get Started Today/ }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectHeadingBelowBar(page, "contact");
  });
});
