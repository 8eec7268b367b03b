import type { Page } from "@playwright/test";
import { copies, site } from "~/content/testing";
import { defaultLocale, localeIds, locales } from "~/i18n/locales";
import { expect, openMobileMenu, test } from "./fixtures";

const { common, home } = copies.en;
const { navigation } = common;
const { sectionIds } = navigation;
/** The label of the menu's `index`-th section link (the content has exactly three). */
function sectionLabel(index: number): string {
  const link = navigation.links[index];
  if (!link) throw new Error(`The content's menu has no link ${index + 1}`);
  return link.label;
}

/**
 * Turns the mouse wheel by 800 px and returns the page's scroll position once the browser has
 * handled the turn: two rendered frames after the wheel event reached the page, when a page
 * that can scroll has started to (the test checks this control itself).
 */
async function wheelAndRead(page: Page): Promise<number> {
  await page.evaluate(() => {
    const target = window as unknown as { wheelHandled?: Promise<void> };
    target.wheelHandled = new Promise((resolve) => {
      const afterTwoFrames = () =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      window.addEventListener("wheel", afterTwoFrames, {
        once: true,
        passive: true,
        capture: true,
      });
    });
  });
  await page.mouse.wheel(0, 800);
  return page.evaluate(async () => {
    await (window as unknown as { wheelHandled?: Promise<void> }).wheelHandled;
    return window.scrollY;
  });
}

/** The other languages' names, as the switcher shows them. */
const otherLanguages = localeIds
  .filter((locale) => locale !== defaultLocale)
  .map((locale) => locales[locale].name);

/**
 * The menu's links in order: home, the sections, the pages in the navigation, the call to
 * action, the WhatsApp chat (its label and the new-tab note), the other languages.
 */
const menuItems = [
  site.name,
  ...navigation.links.map((link) => link.label),
  ...navigation.pages.map((link) => link.label),
  navigation.getStarted.label,
  `${common.contactActions.whatsApp} ${navigation.opensInNewTab}`,
  ...otherLanguages,
];

/**
 * The mobile menu is a modal `<dialog>` opened by invoker commands: it must work the same
 * without JavaScript, before hydration and after it.
 */
async function menuJourney(page: Page) {
  const toggle = page.getByRole("button", { name: navigation.openMenuLabel });
  await expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
  const menu = await openMobileMenu(page);
  await expect(menu.getByRole("link")).toHaveText(menuItems);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await openMobileMenu(page);
  await menu.getByRole("link", { name: sectionLabel(1) }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#${sectionIds.about}$`));
  await expect(page.locator(`#${sectionIds.about}`)).toBeInViewport();
}

/**
 * Holds every script request of `page` until the returned function is called, as a slow phone
 * network would: the page is its prerendered HTML until then.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("mobile menu (phone)", () => {
  // One load of the home page for what the menu does there, step by step.
  test("on the home page: closed at first; holds WhatsApp and the case studies; is modal; opens over the whole screen and closes on Escape and on a chosen link", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: navigation.openMenuLabel });

    await test.step("is closed at first, with the desktop links hidden", async () => {
      await expect(toggle).toHaveAttribute("commandfor", "mobile-menu");
      await expect(page.locator("#mobile-menu")).toBeHidden();
      await expect(page.locator("header nav").first()).toBeHidden();
    });

    await test.step("holds WhatsApp and the case studies; the other language is in the bar, outside it", async () => {
      const header = page.getByRole("banner");
      for (const name of otherLanguages) {
        await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
      }
      const menu = await openMobileMenu(page);
      await expect(
        menu.getByRole("link", { name: navigation.caseStudies.label, exact: true }),
      ).toHaveAttribute("href", navigation.caseStudies.to);
      await expect(
        menu.getByRole("link", { name: new RegExp(`^${common.contactActions.whatsApp}`) }),
      ).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    });

    await test.step("is modal: Tab never leaves it, and the page behind does not scroll", async () => {
      const menu = await openMobileMenu(page);
      // Past the last control, Tab may leave the document for the browser's own UI (focus on
      // <body>), then comes back to the menu; it never reaches the page behind.
      const focusPlaces = new Set<string>();
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press("Tab");
        focusPlaces.add(
          await menu.evaluate((dialog) =>
            dialog.contains(document.activeElement)
              ? "menu"
              : document.activeElement === document.body
                ? "browser"
                : `behind: ${document.activeElement?.outerHTML.slice(0, 80)}`,
          ),
        );
      }
      expect([...focusPlaces].filter((place) => place.startsWith("behind"))).toEqual([]);
      expect(focusPlaces).toContain("menu");
      await expect(page.locator("html")).toHaveCSS("overflow-y", "hidden");
      expect(await wheelAndRead(page), "scrolled behind the open menu").toBe(0);
      await page.getByRole("button", { name: navigation.closeMenuLabel }).click();
      await expect(menu).toBeHidden();
      await expect(page.locator("html")).not.toHaveCSS("overflow-y", "hidden");
      // The control: the same wheel turn, read the same way, scrolls the page once it is closed.
      expect(await wheelAndRead(page), "scrolled with the menu closed").toBeGreaterThan(0);
    });

    await test.step("opens over the whole screen, closes on Escape and on a chosen link", async () => {
      const menu = await openMobileMenu(page);
      expect((await menu.boundingBox())?.height).toBeGreaterThan(800);
      await page.keyboard.press("Escape");
      await menuJourney(page);
    });
  });

  // The case studies page ships no React: the menu's own script closes it there.
  test("on the case studies page: closes when the window widens until the header shows its full navigation, and after navigating by the logo and by Back", async ({
    page,
  }) => {
    await page.goto("/case-studies");

    await test.step("closes when the window widens until the header shows its full navigation", async () => {
      const phoneSize = page.viewportSize();
      const menu = await openMobileMenu(page);
      await page.setViewportSize({ width: 1280, height: 812 });
      await expect(menu).toBeHidden();
      await expect(page.locator("html")).not.toHaveCSS("overflow-y", "hidden");
      await expect(
        page.getByRole("navigation", { name: navigation.primaryLabel }).first(),
      ).toBeVisible();
      if (phoneSize) await page.setViewportSize(phoneSize);
      await expect(page.getByRole("button", { name: navigation.openMenuLabel })).toBeVisible();
    });

    await test.step("closes after navigating by the logo and by Back", async () => {
      let menu = await openMobileMenu(page);
      await menu.getByRole("link", { name: site.name }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("#mobile-menu")).toBeHidden();
      // The home page is a new document (the case studies page ships no React): once it has
      // hydrated, its link navigates client-side, and leaving it cuts off none of its scripts.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByRole("link", { name: home.hero.secondaryCta }).click();
      await expect(page).toHaveURL(/\/case-studies$/);
      menu = await openMobileMenu(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(menu).toBeHidden();
      await expect(page.locator("html")).not.toHaveCSS("overflow-y", "hidden");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    // Without scripts nothing closes the menu when a link is chosen: the section is reached
    // behind it, and Escape (or the close button) reveals it.
    test("opens, shows every item, reaches a section, and Escape closes it", async ({ page }) => {
      await page.goto("/");
      const menu = await openMobileMenu(page);
      await expect(menu.getByRole("link")).toHaveText(menuItems);
      await menu.getByRole("link", { name: sectionLabel(1) }).click();
      await expect(page).toHaveURL(new RegExp(`#${sectionIds.about}$`));
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.locator(`#${sectionIds.about}`)).toBeInViewport();
    });
  });

  test.describe("before hydration", () => {
    test.use({ waitForHydration: false });

    test("works while the scripts are held back, offering no dead button; opened then, stays open through hydration and closes on a link; then works hydrated", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      // The document's load event waits for its module scripts, held back here. The home
      // page hydrates (the case studies page ships no React: it never hydrates).
      await page.goto("/", { waitUntil: "commit" });
      await menuJourney(page);
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      // Every button on show works without React (invoker commands); the others wait.
      const visibleButtons = page.locator("button:visible");
      await expect(visibleButtons).not.toHaveCount(0);
      for (const button of await visibleButtons.all()) {
        await expect(button).toHaveAttribute("commandfor", "mobile-menu");
      }
      await expect(page.getByRole("button", { name: home.contact.copyPhoneLabel })).toBeHidden();

      // Opened before hydration, the menu the visitor opened is still open once hydration has
      // committed and run every effect: React must not fight the menu's native state.
      const menu = await openMobileMenu(page);
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: sectionLabel(0) }).click();
      await expect(page).toHaveURL(new RegExp(`/#${sectionIds.services}$`));
      await expect(menu).toBeHidden();

      // The same page, hydrated in place.
      await expect(page.getByRole("button", { name: home.contact.copyPhoneLabel })).toBeVisible();
      await menuJourney(page);
    });
  });
});
