import type { Locator, Page } from "@playwright/test";
import { copies, site } from "~/content/testing";
import { homePath, localeIds, localePrefix, type Locale } from "~/i18n/locales";
import { whatsAppUrl } from "~/lib/links";
import { pagePath, pages } from "~/pages/registry";
import { axeResults } from "../tooling/audit/checks/browser-checks.ts";
import { expect, test } from "./fixtures";

/**
 * The phone action bar (docs/requirements.md R20) at 375 px, in every language, on the home
 * page (after the hero's buttons), the case studies and the Not-found page, each loaded once
 * with JavaScript (its HTML alone first, scripts held back, then hydrated) and once without:
 * at the top the bar steps aside only for the hero's buttons, half-way down both ways to get in
 * touch are on screen and tappable, and at the end the bar covers no content.
 *
 * axe runs half-way down in the HTML alone. The bar lives in the prerendered HTML only
 * (app/components/layout/prerendered-only.tsx), which hydration leaves as it is; what hydration
 * adds to a page, the copy buttons, goes through axe in the audit of the built site, on every
 * page at 375 and 1280 px (tooling/audit/checks/browser-checks.ts). That the bar hides no
 * focused control (WCAG 2.4.11) is checked here without JavaScript, and with it by the keyboard
 * pass of e2e/accessibility.spec.ts, on every page.
 */

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

/** The ids of the WCAG 2.x A and AA rules axe finds broken on the page as it is. */
async function axeViolationIds(page: Page): Promise<string[]> {
  const results = await axeResults(page);
  return results.violations.map((violation) => violation.id);
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

/** At the top, the bar steps aside only while the hero's buttons are wholly above it. */
async function expectBarAtTop(page: Page, bar: Locator, hasHero: boolean) {
  await scrollToFraction(page, 0);
  if (hasHero && (await heroButtonsClearOfBar(page)))
    await expect(bar, "at the top, beside the hero's buttons").toBeHidden();
  else await expect(bar, "at the top").toBeVisible();
}

/** Half-way down, booking and WhatsApp are wholly on screen, 48 px tall and tappable. */
async function expectContactHalfWay(page: Page, links: Locator[]) {
  await scrollToFraction(page, 0.5);
  for (const link of links) {
    await expect(link).toBeVisible();
    await expect(link).toBeInViewport({ ratio: 1 });
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  }
  expect(await isTappable(page, `aside a[href="${site.consultation.url}"]`)).toBe(true);
  expect(await isTappable(page, 'aside a[href^="https://wa.me/"]')).toBe(true);
}

/** At the end, the bar covers no content: the page's last element ends above it. */
async function expectNothingCoveredAtEnd(page: Page, bar: Locator) {
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
}

test.describe("phone action bar with JavaScript, in the HTML alone, then hydrated", () => {
  // The page is first its HTML alone: every script is held back, as a slow network would.
  test.use({ waitForHydration: false });

  for (const locale of localeIds) {
    for (const { name, path, hasHero, hydrates, whatsAppText } of pagesIn(locale)) {
      test(`${name} (${path}): no axe violation half-way down in the HTML alone; hydrated, the bar at the top, booking and WhatsApp on screen half-way down, no content covered at the end`, async ({
        page,
        guard,
      }) => {
        guard.allowResponse(/\/no-such-page$/, 404);
        guard.allowConsoleError(/status of 404|non-existent route/);
        const { bar, booking, whatsApp } = barOf(page, locale, whatsAppText);
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/*.js", async (route) => {
          await released;
          await route.continue();
        });
        await page.goto(path, { waitUntil: "commit" });
        await page.locator("footer, main").last().waitFor({ state: "attached" });
        await scrollToFraction(page, 0.5);
        await expect(whatsApp, "in the HTML alone").toBeInViewport({ ratio: 1 });
        expect(await page.locator("html[data-hydrated]").count()).toBe(0);
        expect(await axeViolationIds(page), "in the HTML alone").toEqual([]);

        release();
        // A page that ships no React holds no script to release: it stays the HTML checked
        // above. The others hydrate; the home page then draws its copy buttons.
        if (hydrates) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        if (name === "home") {
          const { contact } = copies[locale].home;
          for (const label of [contact.copyPhoneLabel, contact.copyAddressLabel])
            await expect(page.getByRole("button", { name: label })).toBeVisible();
        }
        await expectBarAtTop(page, bar, hasHero);
        await expectContactHalfWay(page, [booking, whatsApp]);
        await expectNothingCoveredAtEnd(page, bar);
      });
    }
  }
});

test.describe("phone action bar without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of localeIds) {
    for (const { name, path, hasHero, whatsAppText } of pagesIn(locale)) {
      test(`${name} (${path}): the bar at the top, booking and WhatsApp on screen half-way down, no content covered at the end, and no focused control under the bar`, async ({
        page,
        guard,
      }) => {
        guard.allowResponse(/\/no-such-page$/, 404);
        guard.allowConsoleError(/status of 404|non-existent route/);
        const { bar, booking, whatsApp } = barOf(page, locale, whatsAppText);
        await page.goto(path);
        // axe is run on the same HTML, with its scripts held back, in the test above.
        await expectBarAtTop(page, bar, hasHero);
        await expectContactHalfWay(page, [booking, whatsApp]);
        await expectNothingCoveredAtEnd(page, bar);

        // Each control Tab reaches is above the bar. Instant scrolling, so positions are final
        // when measured; from the top, where nothing has been focused yet.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await scrollToFraction(page, 0);
        const count = await page.locator("a[href]:visible, button:not([disabled]):visible").count();
        const hidden: string[] = [];
        for (let step = 0; step < count + 2; step += 1) {
          await page.keyboard.press("Tab");
          const focus = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement;
            const bar = document.querySelector("aside.reveal-after-hero-actions");
            const isBarShown = bar !== null && getComputedStyle(bar).visibility !== "hidden";
            return {
              // Past the last control, Tab leaves the page for the browser's own interface.
              isOnPage: element !== document.body,
              html: element.outerHTML.slice(0, 100),
              isInBar: Boolean(bar?.contains(element)),
              bottom: element.getBoundingClientRect().bottom,
              // As barTop(): the bar's top on screen, or the viewport's height while hidden.
              barTop: isBarShown
                ? Math.min(bar.getBoundingClientRect().top, window.innerHeight)
                : window.innerHeight,
            };
          });
          if (focus.isOnPage && !focus.isInBar && focus.bottom > focus.barTop)
            hidden.push(focus.html);
        }
        expect(hidden, "focused controls under the bar").toEqual([]);
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
