import { expect, test } from "./fixtures";
import { site } from "~/content/testing";
import { homePageData } from "~/pages/home/data.server";

const { contact } = homePageData("en").words;

/**
 * The copy buttons with the browser's own Clipboard API and the toast regions loaded on first
 * use. What is copied and what a refused or missing clipboard says are asserted in
 * app/pages/home/contact-section.test.tsx.
 */
test.describe("copy buttons @phone", () => {
  test("copy the phone number and the address, each confirmed by a toast", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await page.getByRole("button", { name: contact.copyPhoneLabel }).click();
    await expect(page.getByText(contact.phoneCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.e164);

    await page.getByRole("button", { name: contact.copyAddressLabel }).click();
    await expect(page.getByText(contact.addressCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      site.address.street,
    );
  });
});
