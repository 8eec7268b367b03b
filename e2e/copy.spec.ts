import { expect, test } from "./fixtures";
import { site } from "~/content/testing";

test.describe("copy buttons", () => {
  test("copy the phone number and the address, each confirmed by a toast", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await page.getByRole("button", { name: "Copy phone number" }).click();
    await expect(page.getByText("Phone number copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.e164);

    await page.getByRole("button", { name: "Copy address" }).click();
    await expect(page.getByText("Address copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      site.address.street,
    );
  });

  test("a refused clipboard gets a clear message instead", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined });
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Copy phone number" }).click();
    const toasts = page.getByRole("region", { name: /Notification/ });
    await expect(
      toasts.getByText(/did not allow copying\. Select the text and copy it instead\./),
    ).toBeVisible();
    await expect(page.getByText("Phone number copied")).toHaveCount(0);
  });
});
