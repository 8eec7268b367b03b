import { expect, test } from "./fixtures";
import { site } from "~/content/testing";

const newTabLinks = [
  [/Start Your Transformation/, site.consultation.url],
  [/Discuss Your Project/, site.consultation.url],
  [/Learn More About Us/, site.linkedInUrl],
] as const;

test.describe("outbound links", () => {
  for (const [name, href] of newTabLinks) {
    test(`${name.source} opens ${href} in a new tab`, async ({ page }) => {
      await page.goto("/");
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    });
  }

  test("Chat on WhatsApp opens wa.me with the company number and the spec's text, in a new tab", async ({
    page,
  }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: /Chat on WhatsApp/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const url = new URL((await link.getAttribute("href")) ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://wa.me/${site.whatsApp.number.replace(/\D/g, "")}`,
    );
    expect(url.searchParams.get("text")).toBe("Hello, I would like to get in touch.");
  });

  test("the phone number is a tel: link in E.164", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
  });

  test("a new-tab link really opens a new tab (blocked before it leaves the machine)", async ({
    page,
    context,
  }) => {
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ status: 200, body: "external page" }),
    );
    await page.goto("/");
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: /Learn More About Us/ }).click(),
    ]);
    await expect(popup).toHaveURL(site.linkedInUrl);
    expect(page.url()).toMatch(/\/$/);
  });
});
