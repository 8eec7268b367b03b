import type { Page } from "@playwright/test";
import { expect, isPhone, isSameDocument, markDocument, openMobileMenu, test } from "./fixtures";

/**
 * Waits until scrolling has settled with the anchored section starting at or below the fixed
 * bar (not under it) and its heading in the upper half of the viewport. "Settled" means the
 * section stands at the same place in two consecutive rendered frames (a smooth scroll moves
 * it every frame), so a position passed through mid-scroll does not count.
 */
async function expectHeadingBelowBar(page: Page, sectionId: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (id) => {
          const measure = () => ({
            bar: document.querySelector("header")?.getBoundingClientRect().bottom ?? 0,
            section: document.getElementById(id)?.getBoundingClientRect().top ?? -1,
            heading: document.querySelector(`#${id} h2`)?.getBoundingClientRect().top ?? -1,
          });
          const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          await nextFrame();
          const first = measure();
          await nextFrame();
          const second = measure();
          return {
            isSettled: first.section === second.section,
            isBelowBar: second.section >= second.bar - 1,
            isHeadingInView: second.heading >= 0 && second.heading < window.innerHeight / 2,
          };
        }, sectionId),
      { message: `#${sectionId} should settle below the fixed bar`, timeout: 8_000 },
    )
    .toEqual({ isSettled: true, isBelowBar: true, isHeadingInView: true });
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
