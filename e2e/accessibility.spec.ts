import type { Page } from "@playwright/test";
import { builtPages, copies } from "~/content/testing";
import { homePath, localeIds, locales, type Locale } from "~/i18n/locales";
import {
  axeResults,
  colourRules,
  switchColorScheme,
} from "../tooling/audit/checks/browser-checks.ts";
import { expect, isPhone, openMobileMenu, test } from "./fixtures";

/**
 * Opens `path` and, on a home page, waits for the contact section's copy buttons: they are
 * lazy components that render once their chunk has arrived, after hydration.
 */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  const locale = (Object.keys(locales) as Locale[]).find((id) => homePath(id) === path);
  if (!locale) return;
  const { contact } = copies[locale].home;
  for (const name of [contact.copyPhoneLabel, contact.copyAddressLabel])
    await expect(page.getByRole("button", { name })).toBeVisible();
}

/**
 * axe's violations on the page as it is now, one line per rule with the elements it found:
 * every WCAG 2.0–2.2 A and AA rule, or only `rules`.
 */
async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const results = await axeResults(page, rules);
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/**
 * The pages whose every control is tabbed through, by language: the registry's (not the
 * articles, which are only read) and the Not-found page.
 */
const keyboardPagesIn = (locale: Locale) =>
  builtPages.filter((built) => built.locale === locale && built.key !== "article");

// Every page of both languages, the articles and the Not-found pages included, goes through axe
// in the audit of the built site (e2e/audit.desktop.spec.ts): at 375 and 1280 px, in the light
// scheme and, for its colour rules, the dark one. Here, what only a journey reaches: the open
// menu, in both schemes, the same way. The dark scheme is a media query of the stylesheet that
// swaps colours (docs/decisions/070-dark-scheme-without-script.md), so one page load is
// switched from one scheme to the other, and only the rules that read colours run again.
test.describe("accessibility (axe, WCAG 2.0/2.1/2.2 A and AA) @phone", () => {
  for (const locale of Object.keys(locales) as Locale[]) {
    const path = homePath(locale);
    test(`with the mobile menu open on ${path}, in the light and the dark scheme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(path);
      const menu = await openMobileMenu(page, copies[locale].common.navigation.openMenuLabel);
      expect.soft(await axeViolations(page), "in the light scheme").toEqual([]);
      const lightBackground = await menu.evaluate(
        (dialog) => getComputedStyle(dialog).backgroundColor,
      );
      await switchColorScheme(page, "dark");
      await expect(menu, "the menu is drawn in the dark scheme").not.toHaveCSS(
        "background-color",
        lightBackground,
      );
      expect.soft(await axeViolations(page, colourRules), "in the dark scheme").toEqual([]);
    });
  }
});

/** The control a Tab focused, as it is drawn once focused. */
interface FocusedControl {
  /** The start of its HTML, to name it. */
  html: string;
  /** An outline of at least 1 px, or a shadow, shows the focus (WCAG 2.4.7). */
  hasIndicator: boolean;
  isInViewport: boolean;
  /** Under the fixed header (WCAG 2.2 SC 2.4.11). */
  isObscured: boolean;
  /** Under the phone action bar, where it is drawn (docs/requirements.md R20). */
  isUnderActionBar: boolean;
}

/**
 * Runs in the page: from now on, each Tab records the control it focused, as
 * {@link FocusedControl}, in `window.tabRecords`, when the key is released. The browser moves
 * the focus and scrolls the control into view as the key goes down, so the record is the
 * focused control in place, and the test reads every record in one round trip.
 */
function recordEachTab() {
  const records: FocusedControl[] = [];
  (window as unknown as { tabRecords: FocusedControl[] }).tabRecords = records;
  document.addEventListener(
    "keyup",
    (event) => {
      if (event.key !== "Tab") return;
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const barBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      const isInBar = Boolean(el.closest("header"));
      // The phone action bar, where it is drawn (the phone layout) and not stepped aside.
      const actionBar = document.querySelector("aside.reveal-after-hero-actions");
      const isActionBarShown =
        actionBar !== null &&
        actionBar.getClientRects().length > 0 &&
        getComputedStyle(actionBar).visibility !== "hidden";
      const actionBarTop = isActionBarShown
        ? Math.min(actionBar.getBoundingClientRect().top, window.innerHeight)
        : window.innerHeight;
      records.push({
        html: el.outerHTML.slice(0, 120),
        hasIndicator:
          (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1) ||
          style.boxShadow !== "none" ||
          el.classList.contains("focus:not-sr-only"),
        isInViewport: rect.bottom > 0 && rect.top < window.innerHeight,
        isObscured:
          !isInBar && !el.classList.contains("focus:not-sr-only") && rect.bottom <= barBottom,
        isUnderActionBar: !actionBar?.contains(el) && rect.bottom > actionBarTop,
      });
    },
    { capture: true },
  );
}

test.describe("the home page from the keyboard, and reduced motion", () => {
  test("no preference keeps smooth scrolling; the skip link comes first and moves focus to the main content; the menu and copy buttons are operable; reduce turns off smooth scrolling and animations", async ({
    page,
  }) => {
    const { common, home } = copies.en;
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await test.step("no preference keeps smooth scrolling", async () => {
      await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
    });

    await test.step("the skip link comes first and moves focus to the main content", async () => {
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: common.navigation.skipLinkLabel });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();
    });

    if (isPhone()) {
      await test.step("the menu is operable from the keyboard", async () => {
        await page.getByRole("button", { name: common.navigation.openMenuLabel }).focus();
        await page.keyboard.press("Enter");
        await expect(page.locator("#mobile-menu")).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.locator("#mobile-menu")).toBeHidden();
      });
    }

    await test.step("reduce turns off smooth scrolling", async () => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto");
    });

    await test.step("a copy button is operable from the keyboard, and its toast is not animated", async () => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: home.contact.copyAddressLabel }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(home.contact.addressCopied)).toBeVisible();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
      const durations = await page.evaluate(() =>
        [...document.querySelectorAll("*")]
          .map((el) => getComputedStyle(el))
          .flatMap((style) => [style.animationDuration, style.transitionDuration])
          .flatMap((value) =>
            value
              .split(",")
              .map((part) => parseFloat(part) * (part.trim().endsWith("ms") ? 1 : 1000)),
          ),
      );
      expect(Math.max(...durations)).toBeLessThanOrEqual(1);
    });
  });
});

test.describe("keyboard", () => {
  // One test per language and project, each page loaded once, its checks in a step named by it.
  for (const locale of localeIds) {
    test(`every ${locale} page: each control is reachable in document order, visibly focused, hidden by neither fixed bar, and at least 24×24 px`, async ({
      page,
      guard,
    }) => {
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route/);
      // Instant scrolling, so positions are final when measured.
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const { path, key } of keyboardPagesIn(locale)) {
        // The Not-found page on the phone, where the action bar is drawn over it.
        if (key === "notFound" && !isPhone()) continue;
        await test.step(`every control on ${path}`, async () => {
          await openSettled(page, path);
          const expected = await page
            .locator("a[href], button:not([disabled])")
            .evaluateAll((elements) =>
              elements
                .filter(
                  (el) =>
                    el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden",
                )
                .map((el) => el.outerHTML.slice(0, 120)),
            );
          await page.evaluate(recordEachTab);
          for (let i = 0; i < expected.length; i++) await page.keyboard.press("Tab");
          const focused = await page.evaluate(
            () => (window as unknown as { tabRecords: FocusedControl[] }).tabRecords,
          );
          for (const focus of focused) {
            expect(focus.hasIndicator, `${path}: no visible focus on ${focus.html}`).toBe(true);
            expect(focus.isInViewport, `${path}: focused element off screen: ${focus.html}`).toBe(
              true,
            );
            expect(
              focus.isObscured,
              `${path}: focused element under the fixed bar: ${focus.html}`,
            ).toBe(false);
            expect(
              focus.isUnderActionBar,
              `${path}: focused element under the phone action bar: ${focus.html}`,
            ).toBe(false);
          }
          expect(
            focused.map((focus) => focus.html),
            `${path}: the controls Tab reaches, in order`,
          ).toEqual(expected);
          expect(
            await page.locator("[tabindex]:not([tabindex='-1']):not([tabindex='0'])").count(),
            `${path}: controls with a positive tabindex`,
          ).toBe(0);

          // Touch targets (WCAG 2.2 SC 2.5.8), the menu's included.
          if (isPhone() && key !== "notFound")
            await openMobileMenu(page, copies[locale].common.navigation.openMenuLabel);
          const small = await page.locator("a[href], button").evaluateAll((elements) =>
            elements
              .filter((el) => el.getClientRects().length > 0 && !el.classList.contains("sr-only"))
              .map((el) => ({ html: el.outerHTML.slice(0, 80), rect: el.getBoundingClientRect() }))
              .filter(({ rect }) => rect.width < 24 || rect.height < 24)
              .map(
                ({ html, rect }) => `${Math.round(rect.width)}×${Math.round(rect.height)} ${html}`,
              ),
          );
          expect(small, `${path}: links and buttons smaller than 24×24 px`).toEqual([]);
        });
      }
    });
  }
});
