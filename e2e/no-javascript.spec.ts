import type { Page } from "@playwright/test";
import { builtPages, caseStudies, site } from "~/content/testing";
import { imagesPath } from "~/lib/image-files";
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

/**
 * The relative luminance of a computed colour, from 0 (black) to 1 (white), as WCAG 2.2
 * defines it ("relative luminance"; sRGB channels linearised).
 *
 * @param color - a computed colour as `getComputedStyle` gives it: `rgb(r, g, b)` or `rgba(…)`.
 * @throws Error for any other form.
 */
function relativeLuminance(color: string): number {
  const channels = /^rgba?\((\d+), (\d+), (\d+)/.exec(color)?.slice(1).map(Number);
  if (!channels) throw new Error(`Not an rgb() colour: ${color}`);
  const [r = 0, g = 0, b = 0] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The luminance of the page's background (`<body>`'s) and of its `h1`'s text. */
async function schemeOf(page: Page) {
  const colors = await page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    heading: getComputedStyle(document.querySelector("h1") ?? document.body).color,
  }));
  return {
    background: relativeLuminance(colors.background),
    heading: relativeLuminance(colors.heading),
  };
}

// The dark scheme comes from the stylesheet alone (docs/decisions/070-dark-scheme-without-script.md):
// a page that ships no React, each language's Not-found page and the script-free Not-found
// copy of a folder with a policy of its own are dark from the first paint with no script.
test.describe("in the dark scheme @desktop", () => {
  test.use({ colorScheme: "dark" });
  const pageOnlyRead = builtPages.find(({ hydrates, key }) => !hydrates && key !== "notFound");
  if (!pageOnlyRead) throw new Error("The build has no page that ships no React");
  const paths = [
    pageOnlyRead.path,
    ...builtPages.filter(({ key }) => key === "notFound").map(({ path }) => path),
    `${imagesPath}no-such-file`,
  ];
  test(`${paths.join(", ")}: each is dark when the system is, and light when it is not`, async ({
    page,
    guard,
  }) => {
    guard.allowResponse(/\/no-such-(page|file)$/, 404);
    guard.allowConsoleError(/status of 404/);
    for (const path of paths) {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(path);
      const dark = await schemeOf(page);
      expect(dark.background, `${path}, dark: background`).toBeLessThan(0.02);
      expect(dark.heading, `${path}, dark: heading`).toBeGreaterThan(0.8);
      await page.emulateMedia({ colorScheme: "light" });
      const light = await schemeOf(page);
      expect(light.background, `${path}, light: background`).toBe(1);
      expect(light.heading, `${path}, light: heading`).toBeLessThan(0.02);
    }
  });
});
