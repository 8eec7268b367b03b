import type { Page } from "@playwright/test";
import { caseStudiesPageData } from "~/pages/case-studies/data.server";
import { homePageData } from "~/pages/home/data.server";
import { expect, isPhone, isSameDocument, markDocument, openMobileMenu, test } from "./fixtures";

const home = homePageData("en");
const caseStudies = caseStudiesPageData("en");

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

  test("View Case Studies and Back to Home navigate client-side @desktop", async ({ page }) => {
    await page.goto("/");
    await markDocument(page);
    await page.getByRole("link", { name: home.words.hero.secondaryCta }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(caseStudies.words.heading);
    await page.getByRole("link", { name: caseStudies.words.backToHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#services")).toBeAttached();
    // Still the first document: no full page load on the way.
    expect(await isSameDocument(page)).toBe(true);
  });

  test("Get Started Today lands on the contact section of the home page", async ({ page }) => {
    await page.goto("/case-studies");
    await page.getByRole("link", { name: /Get Started Today/ }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectHeadingBelowBar(page, "contact");
  });
});
