import { expect, test } from "./fixtures";
import { site } from "~/content/testing";
import { homePageData } from "~/pages/home/data.server";

/**
 * Where each outside link goes, and that it is marked as opening a new tab, is asserted by
 * the unit tests of the sections that hold them and of `ExternalLink`; here, what only a
 * browser shows: such a link really opens a new tab and leaves the page where it was.
 */
test.describe("outbound links @desktop", () => {
  test("a new-tab link really opens a new tab (answered before it leaves the machine)", async ({
    page,
    context,
  }) => {
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ status: 200, body: "external page" }),
    );
    await page.goto("/");
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: homePageData("en").words.about.ctaLabel }).click(),
    ]);
    await expect(popup).toHaveURL(site.linkedInUrl);
    expect(page.url()).toMatch(/\/$/);
  });
});
