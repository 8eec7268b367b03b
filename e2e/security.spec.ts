import { expect, isPhone, openMobileMenu, recordViolations, test } from "./fixtures";

test.describe("Content-Security-Policy", () => {
  test("the home page works with zero violations: menu, tooltip, toasts, copy, client navigation", async ({
    page,
    context,
  }) => {
    const violations = await recordViolations(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    if (isPhone()) {
      const menu = await openMobileMenu(page);
      await menu.getByRole("link", { name: "Contact" }).click();
    } else {
      await page.getByRole("button", { name: "Copy phone number" }).hover();
      await expect(page.locator("[data-slot='tooltip']")).toBeVisible();
    }
    await page.getByRole("button", { name: "Copy phone number" }).click();
    await expect(page.getByText("Phone number copied")).toBeVisible();
    await page.getByRole("link", { name: "View Case Studies" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole("article")).toHaveCount(3);
    expect(await violations()).toEqual([]);
  });

  test("the case studies page loads and navigates home with zero violations", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto("/case-studies");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page.locator("#services")).toBeAttached();
    expect(await violations()).toEqual([]);
  });

  test("the Not-found page loads with zero violations", async ({ page, guard }) => {
    guard.allowResponse(/\/missing$/, 404);
    guard.allowConsoleError(/status of 404|non-existent route/);
    const violations = await recordViolations(page);
    await page.goto("/missing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    expect(await violations()).toEqual([]);
  });

  test("an injected inline script is refused", async ({ page, guard }) => {
    guard.allowConsoleError(/Content Security Policy/);
    const violations = await recordViolations(page);
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
    });
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    expect((await violations()).some((v) => v.startsWith("script-src"))).toBe(true);
  });
});
