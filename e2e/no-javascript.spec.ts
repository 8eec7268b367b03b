import { caseStudies, site } from "~/content/testing";
import { homePageData } from "~/pages/home/data.server";
import { rootData } from "~/root-data.server";
import { wordsFor } from "~/lib/words-for";
import type { Locale } from "~/i18n/locales";
import { expect, test } from "./fixtures";

/**
 * The texts a page of each locale must have without JavaScript, read from the content. The
 * English home page stands for both languages: that every page's HTML reads exactly as the
 * hydrated page is e2e/client-navigation.desktop.spec.ts ("figures are written once").
 */
function expectedFor(locale: Locale) {
  const { common } = rootData(locale);
  const home = homePageData(locale);
  const [firstService] = home.services;
  const [firstStat] = home.heroStats;
  const lastService = home.services.at(-1);
  const services = home.words.services.items;
  return {
    texts: [
      home.words.hero.badge,
      firstStat ? wordsFor(home.words.heroStats, firstStat.id) : "",
      firstService ? wordsFor(services, firstService.id).title : "",
      lastService ? (wordsFor(services, lastService.id).features.at(-1) ?? "") : "",
      home.words.trackRecord.heading,
      common.figures.notYet,
      home.contact.phoneHours,
      home.words.contact.messageTitle,
      `© ${site.copyrightYear} ${site.name}. ${common.footer.rights}`,
    ],
    caseStudiesLink: home.words.hero.secondaryCta,
    lastCaseStudy: caseStudies.at(-1)?.words[locale].title ?? "",
    links: common.navigation.links,
    footerLabel: common.footer.navigationLabel,
  };
}
const expected = { en: expectedFor("en") };

test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  test("the home page has all its text and working links @desktop", async ({ page }) => {
    await page.goto("/");
    for (const text of expected.en.texts) {
      await expect(page.getByText(text, { exact: true }).first()).toBeAttached();
    }
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining([...expected.en.links.map((link) => link.to), "/case-studies"]),
    );
    expect(hrefs.some((href) => href?.startsWith("https://wa.me/"))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith("tel:"))).toBe(true);

    await page.getByRole("link", { name: expected.en.caseStudiesLink }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(expected.en.lastCaseStudy)).toBeVisible();
  });

  test("the menu's links are reachable on a phone (in the footer) and work @phone", async ({
    page,
  }) => {
    await page.goto("/");
    const footerNav = page.getByRole("navigation", { name: expected.en.footerLabel });
    for (const { label } of expected.en.links) {
      await expect(footerNav.getByRole("link", { name: label })).toBeVisible();
    }
    const contact = expected.en.links.at(-1);
    await footerNav.getByRole("link", { name: contact?.label }).click();
    const section = contact?.to.split("#")[1] ?? "";
    await expect(page).toHaveURL(new RegExp(`#${section}$`));
    await expect(page.locator(`#${section} h2`)).toBeInViewport();
    await expect(page.locator("header nav").first()).toBeHidden();
  });
});
