import { expect, test } from "./fixtures";

test.describe("copy buttons' tooltips (mouse)", () => {
  test("a tooltip opens after the 700 ms hover delay, not before", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-20T12:00:00-03:00") });
    await page.goto("/");
    // Stop time: from here on it moves only by runFor.
    await page.clock.pauseAt(new Date("2026-11-20T12:01:00-03:00"));
    const button = page.getByRole("button", { name: "Copy phone number" });
    await button.scrollIntoViewIfNeeded();
    await button.hover();
    await page.clock.runFor(500);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(250);
    await expect(page.getByRole("tooltip")).toHaveText("Copy phone number");
  });

  test("the address button's tooltip says Copy address", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Copy address" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Copy address");
  });

  test("on the Spanish page the tooltip speaks Spanish", async ({ page }) => {
    await page.goto("/es");
    await page.getByRole("button", { name: "Copiar dirección" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Copiar dirección");
  });
});
