import type { Page } from "@playwright/test";
import { caseStudiesPageData } from "~/pages/case-studies/data.server";
import { homePageData } from "~/pages/home/data.server";
import { rootData } from "~/root-data.server";
import { expect, isPhone, isSameDocument, markDocument, openMobileMenu, test } from "./fixtures";

const home = homePageData("en");
const caseStudies = caseStudiesPageData("en");
const { navigation } = rootData("en").common;
/** The section a link of the home page's navigation leads to: `/#services` → `services`. */
const sectionOf = (to: string) => to.slice(to.indexOf("#") + 1);

/**
 * Waits until scrolling has settled with the anchored section starting at or below the fixed
 * bar (not under it) and its heading in the upper half of the viewport. "Settled" means the
 * section stands at the same place in two consecutive rendered frames (a smooth scroll moves
 * it every frame), so a position passed through mid-scroll does not count. `reason` names what
 * brought the section there, for the failure's message.
 */
async function expectHeadingBelowBar(page: Page, sectionId: string, reason: string) {
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
      { message: `${reason}: #${sectionId} should settle below the fixed bar` },
    )
    .toEqual({ isSettled: true, isBelowBar: true, isHeadingInView: true });
}

/** Scrolls the page to its top at once; resolves when the browser has ended the scroll. */
async function scrollToTop(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (window.scrollY === 0) return resolve();
        window.addEventListener("scrollend", () => resolve(), { once: true });
        window.scrollTo({ top: 0, behavior: "instant" });
      }),
  );
}

/**
 * Runs `action` (a click that scrolls the page) and resolves when the browser says the scroll
 * it started has ended (`scrollend`), so the position is first measured when it can be final.
 */
async function untilScrollEnds(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => {
    const target = window as unknown as { scrollEnded?: Promise<void> };
    target.scrollEnded = new Promise((resolve) =>
      window.addEventListener("scrollend", () => resolve(), { once: true }),
    );
  });
  await action();
  await page.evaluate(() => (window as unknown as { scrollEnded?: Promise<void> }).scrollEnded);
}

test.describe("anchors and navigation", () => {
  // One page: its sections are reached by a direct load of an address, then, from the top, by
  // each link of the navigation in turn (the same journey a fresh load of `/` would start).
  test("a direct load of the about section's address, and each navigation link from the top, bring the section into view with its heading below the fixed bar", async ({
    page,
  }) => {
    const about = navigation.sectionIds.about;
    await page.goto(`/#${about}`);
    await expectHeadingBelowBar(page, about, `a direct load of /#${about}`);

    for (const { label, to } of [...navigation.links, navigation.getStarted]) {
      const sectionId = sectionOf(to);
      await test.step(`${label} scrolls #${sectionId} into view with its heading below the fixed bar`, async () => {
        await scrollToTop(page);
        const nav = isPhone() ? await openMobileMenu(page) : page.getByRole("banner");
        await untilScrollEnds(page, () =>
          nav.getByRole("link", { name: label, exact: true }).click(),
        );
        await expect(page).toHaveURL(new RegExp(`/#${sectionId}$`));
        await expectHeadingBelowBar(page, sectionId, label);
      });
    }
  });

  test("the hero's case studies link and Back to Home navigate client-side @desktop", async ({
    page,
  }) => {
    await page.goto("/");
    await markDocument(page);
    await page.getByRole("link", { name: home.words.hero.secondaryCta }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(caseStudies.words.heading);
    await page.getByRole("link", { name: caseStudies.words.backToHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(`#${navigation.sectionIds.services}`)).toBeAttached();
    // Still the first document: no full page load on the way.
    expect(await isSameDocument(page)).toBe(true);
  });

  test("the case studies page's closing link lands on the home page's contact section", async ({
    page,
    guard,
  }) => {
    // The page ships no React: its link is a page load, which aborts the photos that scrolling
    // to the link started loading (a large one of the owner's may still be on its way).
    guard.allowAbortedRequests(/\/assets\/images\//);
    const contact = navigation.sectionIds.contact;
    await page.goto("/case-studies");
    await page.getByRole("link", { name: caseStudies.words.cta.label }).click();
    await expect(page).toHaveURL(new RegExp(`/#${contact}$`));
    await expectHeadingBelowBar(page, contact, caseStudies.words.cta.label);
  });
});
