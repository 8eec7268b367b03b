import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { copies, site } from "~/content/testing";
import { homePath, localeIds, localePrefix, type Locale } from "~/i18n/locales";
import { whatsAppUrl } from "~/lib/links";
import { pagePath, pages } from "~/pages/registry";
import { expect, test } from "./fixtures";

/**
 * The phone action bar (docs/requirements.md R20) at 375 px, in every language, on the home
 * page (after the hero's buttons), the case studies and the Not-found page, with and without
 * JavaScript: both ways to get in touch are on screen half-way down, the bar hides neither
 * content nor a focused control (WCAG 2.4.11), and axe finds nothing.
 */

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The pages checked in `locale`; `hasHero`: the bar steps aside for the hero's buttons;
 * `whatsAppText`: the chat's first message there (the case studies page has its own).
 */
function pagesIn(locale: Locale) {
  const { common, caseStudies } = copies[locale];
  return [
    {
      name: "home",
      path: homePath(locale),
      hasHero: true,
      hydrates: pages.home.needsHydration,
      whatsAppText: common.site.whatsAppText,
    },
    {
      name: "case studies",
      path: pagePath(pages.caseStudies, locale),
      hasHero: false,
      hydrates: pages.caseStudies.needsHydration,
      whatsAppText: caseStudies.whatsAppText,
    },
    {
      name: "not found",
      path: `${localePrefix(locale)}/no-such-page`,
      hasHero: false,
      hydrates: true,
      whatsAppText: common.site.whatsAppText,
    },
  ];
}

/** The bar of the page's language and its two links, found by their destinations. */
function barOf(page: Page, locale: Locale, whatsAppText = copies[locale].common.site.whatsAppText) {
  const { contactActions } = copies[locale].common;
  const bar = page.getByRole("complementary", { name: contactActions.label });
  return {
    bar,
    booking: bar.locator(`a[href="${site.consultation.url}"]`),
    whatsApp: bar.locator(`a[href="${whatsAppUrl(site.whatsApp.number, whatsAppText)}"]`),
  };
}

/** Fails with the ids of the WCAG 2.x A and AA rules axe finds broken on the page as it is. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** Scrolls to `fraction` of the page's scrollable height at once. */
async function scrollToFraction(page: Page, fraction: number) {
  await page.evaluate((share) => {
    const top = (document.documentElement.scrollHeight - window.innerHeight) * share;
    window.scrollTo({ top, behavior: "instant" });
  }, fraction);
}

/** The top of the bar on screen, or the viewport's height while it is hidden. */
async function barTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector("aside.reveal-after-hero-actions");
    if (!bar || getComputedStyle(bar).visibility === "hidden") return window.innerHeight;
    return Math.min(bar.getBoundingClientRect().top, window.innerHeight);
  });
}

/** Whether the hero's buttons are wholly on screen above the bar's place. */
async function heroButtonsClearOfBar(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const buttons = document.querySelector(".hero-actions-timeline")?.getBoundingClientRect();
    const bar = document.querySelector("aside.reveal-after-hero-actions");
    if (!buttons || !bar) return false;
    return buttons.top >= 0 && buttons.bottom <= innerHeight - bar.getBoundingClientRect().height;
  });
}

/** Whether the link's centre is the link itself to a tap (nothing drawn over it). */
async function isTappable(page: Page, selector: string) {
  return page.locator(selector).evaluate((link) => {
    const rect = link.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return Boolean(hit && link.contains(hit));
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`phone action bar ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const locale of localeIds) {
      for (const { name, path, hasHero, whatsAppText } of pagesIn(locale)) {
        test.describe(`${name} (${path})`, () => {
          test.beforeEach(async ({ page, guard }) => {
            guard.allowResponse(/\/no-such-page$/, 404);
            guard.allowConsoleError(/status of 404|non-existent route/);
            await page.goto(path);
          });

          test("half-way down, booking and WhatsApp are on screen, tappable, with no axe violation; at the end the bar covers no content", async ({
            page,
          }) => {
            test.slow();
            const { bar, booking, whatsApp } = barOf(page, locale, whatsAppText);
            // At the top, the bar steps aside only while the hero's buttons are wholly above it.
            if (hasHero && (await heroButtonsClearOfBar(page))) await expect(bar).toBeHidden();
            else await expect(bar).toBeVisible();
            await scrollToFraction(page, 0.5);
            for (const link of [booking, whatsApp]) {
              await expect(link).toBeVisible();
              await expect(link).toBeInViewport({ ratio: 1 });
              expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(48);
            }
            expect(await isTappable(page, `aside a[href="${site.consultation.url}"]`)).toBe(true);
            expect(await isTappable(page, 'aside a[href^="https://wa.me/"]')).toBe(true);
            // axe runs in the page: without JavaScript, the test below checks the same HTML.
            if (javaScriptEnabled) await expectNoAxeViolations(page);

            // At the end, the bar covers no content: the page's last element ends above it.
            await scrollToFraction(page, 1);
            await expect(bar).toBeVisible();
            const lastBottom = await page.evaluate(() => {
              const bar = document.querySelector("aside.reveal-after-hero-actions");
              const shown = [...document.body.querySelectorAll("*")].filter(
                (element) =>
                  !bar?.contains(element) &&
                  !["SCRIPT", "STYLE"].includes(element.tagName) &&
                  !element.closest("dialog:not([open]), [aria-hidden='true'], .sr-only") &&
                  element.getClientRects().length > 0 &&
                  getComputedStyle(element).visibility !== "hidden",
              );
              return Math.max(...shown.map((element) => element.getBoundingClientRect().bottom));
            });
            // Within a pixel: the scroll position can be fractional.
            expect(lastBottom).toBeLessThanOrEqual((await barTop(page)) + 1);
          });

          test("hides no focused control: each one Tab reaches is above the bar", async ({
            page,
          }) => {
            test.slow();
            // Instant scrolling, so positions are final when measured.
            await page.emulateMedia({ reducedMotion: "reduce" });
            const count = await page
              .locator("a[href]:visible, button:not([disabled]):visible")
              .count();
            const hidden: string[] = [];
            for (let step = 0; step < count + 2; step += 1) {
              await page.keyboard.press("Tab");
              const focus = await page.evaluate(() => {
                const element = document.activeElement as HTMLElement;
                const bar = document.querySelector("aside.reveal-after-hero-actions");
                return {
                  // Past the last control, Tab leaves the page for the browser's own interface.
                  isOnPage: element !== document.body,
                  html: element.outerHTML.slice(0, 100),
                  isInBar: Boolean(bar?.contains(element)),
                  bottom: element.getBoundingClientRect().bottom,
                };
              });
              if (focus.isOnPage && !focus.isInBar && focus.bottom > (await barTop(page)))
                hidden.push(focus.html);
            }
            expect(hidden).toEqual([]);
          });
        });
      }
    }
  });
}

test.describe("phone action bar in the HTML alone (scripts held back, as without JavaScript)", () => {
  test.use({ waitForHydration: false });

  for (const locale of localeIds) {
    for (const { name, path, hydrates, whatsAppText } of pagesIn(locale)) {
      test(`${name} (${path}): no axe violation half-way down, the bar on screen`, async ({
        page,
        guard,
      }) => {
        test.slow();
        guard.allowResponse(/\/no-such-page$/, 404);
        guard.allowConsoleError(/status of 404|non-existent route/);
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/*.js", async (route) => {
          await released;
          await route.continue();
        });
        await page.goto(path, { waitUntil: "commit" });
        await page.locator("footer, main").last().waitFor({ state: "attached" });
        await scrollToFraction(page, 0.5);
        await expect(barOf(page, locale, whatsAppText).whatsApp).toBeInViewport({ ratio: 1 });
        expect(await page.locator("html[data-hydrated]").count()).toBe(0);
        await expectNoAxeViolations(page);
        release();
        // A page that ships no React holds no script to release; the others then hydrate.
        if (hydrates) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      });
    }
  }
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("there is no bar: the header's links are there", async ({ page }) => {
    await page.goto("/case-studies");
    await expect(barOf(page, "en").bar).toBeHidden();
    await expect(
      page.getByRole("navigation", { name: copies.en.common.navigation.primaryLabel }),
    ).toBeVisible();
  });
});
