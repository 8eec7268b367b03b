import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { builtPages, copies } from "~/content/testing";
import { defaultLocale, homePath, locales, type Locale } from "~/i18n/locales";
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

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** axe's violations on the page as it is now, one line per rule with the elements it found. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/** The registry's pages (not the articles, which are only read, nor the Not-found pages). */
const registryPages = builtPages.filter(({ key }) => key !== "article" && key !== "notFound");

// Every page of both languages, the articles and the Not-found pages included, goes through axe
// in the audit of the built site (e2e/audit.desktop.spec.ts): at 375 and 1280 px, in the light
// and the dark scheme. Here, what only a journey reaches: the open menu, in
// both schemes.
test.describe("accessibility (axe, WCAG 2.0/2.1/2.2 A and AA) @phone", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const locale of Object.keys(locales) as Locale[]) {
      const path = homePath(locale);
      test(`with the mobile menu open on ${path} in the ${colorScheme} scheme`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await openMobileMenu(page, copies[locale].common.navigation.openMenuLabel);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

test.describe("keyboard", () => {
  test("the skip link comes first and moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: copies.en.common.navigation.skipLinkLabel });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  for (const { path } of registryPages) {
    test(`every control on ${path} is reachable in document order, visibly focused and not hidden by the bar`, async ({
      page,
    }) => {
      // Instant scrolling, so positions are final when measured.
      await page.emulateMedia({ reducedMotion: "reduce" });
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
      const reached: string[] = [];
      for (let i = 0; i < expected.length; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const style = getComputedStyle(el);
          const rect = el.getBoundingClientRect();
          const barBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
          const isInBar = Boolean(el.closest("header"));
          return {
            // WCAG 2.2 SC 2.4.11: the focused control is not hidden under the fixed bar.
            isObscured:
              !isInBar && !el.classList.contains("focus:not-sr-only") && rect.bottom <= barBottom,
            html: el.outerHTML.slice(0, 120),
            hasIndicator:
              (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1) ||
              style.boxShadow !== "none" ||
              el.classList.contains("focus:not-sr-only"),
            isInViewport: rect.bottom > 0 && rect.top < window.innerHeight,
          };
        });
        expect(focus.hasIndicator, `no visible focus on ${focus.html}`).toBe(true);
        expect(focus.isInViewport, `focused element off screen: ${focus.html}`).toBe(true);
        expect(focus.isObscured, `focused element under the fixed bar: ${focus.html}`).toBe(false);
        reached.push(focus.html);
      }
      expect(reached).toEqual(expected);
      expect(
        await page.locator("[tabindex]:not([tabindex='-1']):not([tabindex='0'])").count(),
      ).toBe(0);
    });
  }

  test("the menu and copy buttons are operable from the keyboard", async ({ page }) => {
    const { common, home } = copies.en;
    await page.goto("/");
    if (isPhone()) {
      await page.getByRole("button", { name: common.navigation.openMenuLabel }).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#mobile-menu")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.locator("#mobile-menu")).toBeHidden();
    }
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: home.contact.copyAddressLabel }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(home.contact.addressCopied)).toBeVisible();
  });
});

test.describe("touch targets (WCAG 2.2 SC 2.5.8)", () => {
  for (const { path } of registryPages.filter(({ locale }) => locale === defaultLocale)) {
    test(`every link and button on ${path} is at least 24×24 px`, async ({ page }) => {
      await page.goto(path);
      if (isPhone()) await openMobileMenu(page);
      const small = await page.locator("a[href], button").evaluateAll((elements) =>
        elements
          .filter((el) => el.getClientRects().length > 0 && !el.classList.contains("sr-only"))
          .map((el) => ({ html: el.outerHTML.slice(0, 80), rect: el.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width < 24 || rect.height < 24)
          .map(({ html, rect }) => `${Math.round(rect.width)}×${Math.round(rect.height)} ${html}`),
      );
      expect(small).toEqual([]);
    });
  }
});

test.describe("prefers-reduced-motion", () => {
  test("reduce turns off smooth scrolling and animations", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: copies.en.home.contact.copyPhoneLabel }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
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

  test("no preference keeps smooth scrolling", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
  });
});
