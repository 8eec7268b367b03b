import { expect, openMobileMenu, test } from "./fixtures";

test.describe("mobile menu (phone)", () => {
  test("is closed at first, with the desktop links hidden", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.locator("header nav").first()).toBeHidden();
  });

  test("opens with the same items and covers the page", async ({ page }) => {
    await page.goto("/");
    const menu = await openMobileMenu(page);
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(menu.getByRole("link")).toHaveText([
      "Services",
      "About",
      "Contact",
      "Get Started",
    ]);
    const box = await menu.boundingBox();
    expect(box?.height).toBeGreaterThan(700);
  });

  test("closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const menu = await openMobileMenu(page);
    await menu.getByRole("link", { name: "About" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#about$/);
  });

  test("closes on Escape and returns focus to the toggle", async ({ page }) => {
    await page.goto("/");
    const menu = await openMobileMenu(page);
    await menu.getByRole("link", { name: "Services" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("keeps the page behind from scrolling while open", async ({ page }) => {
    await page.goto("/");
    await openMobileMenu(page);
    await expect(page.locator("html")).toHaveCSS("overflow-y", "hidden");
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(page.locator("html")).not.toHaveCSS("overflow-y", "hidden");
  });
});
