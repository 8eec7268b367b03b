import { site } from "~/content/testing";
import { caseStudiesPageData, homePageData, rootData } from "~/i18n/page-data.server";
import { wordsFor } from "~/i18n/page-data";
import { expect, isPhone, openMobileMenu, test } from "./fixtures";

/**
 * The English pages show what their content says, where the layout puts it. The texts and
 * figures come from the content files as the loaders give them; the specified wording itself
 * is checked by `npm run test:spec`.
 */
const { common } = rootData("en");
const home = homePageData("en");
const { words } = home;
const caseStudiesPage = caseStudiesPageData("en");

test.describe("page content", () => {
  test("home page: fixed top bar with logo, anchors and Get Started", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header.getByRole("link", { name: site.name })).toBeVisible();
    const nav = isPhone()
      ? await openMobileMenu(page)
      : header.getByRole("navigation", { name: common.navigation.primaryLabel });
    const { links, getStarted } = common.navigation;
    for (const label of [...links.map((link) => link.label), getStarted.label]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });

  test("home page: sections in order hero, services, about, contact, footer", async ({ page }) => {
    await page.goto("/");
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("main > section, body footer")].map(
        (el) => el.id || el.tagName.toLowerCase(),
      ),
    );
    // The hero is the first <section> and has no id; the others are the spec's anchors.
    expect(order).toEqual(["section", "services", "about", "contact", "footer"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("hero: badge, buttons and stats", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(words.hero.badge, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: words.hero.primaryCta })).toBeVisible();
    await expect(page.getByRole("link", { name: words.hero.secondaryCta })).toBeVisible();
    for (const { id, value } of home.heroStats) {
      const stat = page.locator("dl div").filter({ hasText: wordsFor(words.heroStats, id) });
      await expect(stat.locator("dd")).toHaveText(value);
      await expect(stat).toBeVisible();
    }
    await expect(page.getByText(words.hero.lead)).toBeVisible();
  });

  test("hero dashboard: drawn on wide screens, never fetched on phones", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    const dashboard = page.locator('img[src="/images/hero-dashboard.svg"]');
    if (isPhone()) {
      await expect(dashboard).toBeHidden();
      expect(requested).not.toContain("/images/hero-dashboard.svg");
    } else {
      await expect(dashboard).toBeVisible();
      await expect(dashboard).toHaveAttribute("alt", "");
      await expect
        .poll(() => dashboard.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(480);
    }
  });

  test("services: every card with its three features, and the call to action", async ({ page }) => {
    await page.goto("/");
    const services = page.locator("#services");
    const expected = home.services.map(({ id }) => wordsFor(words.services.items, id));
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(
      expected.map(({ title }) => title),
    );
    for (const { title, features } of expected) {
      const card = services
        .locator("[data-slot=card]")
        .filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card.locator("ul li")).toHaveText(features);
      await expect(card).toBeVisible();
    }
    await expect(services.getByRole("link", { name: words.services.ctaLabel })).toBeVisible();
  });

  test("about: the values, the call to action and the Track Record panel", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#about");
    for (const { id } of home.values) {
      const { title } = wordsFor(words.values, id);
      await expect(about.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(about.getByRole("link", { name: words.about.ctaLabel })).toBeVisible();
    for (const { id, value } of home.trackRecord) {
      const label = wordsFor(words.trackRecord.labels, id);
      const item = about.locator("dl div").filter({ has: page.getByText(label, { exact: true }) });
      await expect(item.locator("dd")).toHaveText(value);
    }
  });

  test("contact: phone, Buenos Aires address, office hours and the WhatsApp card", async ({
    page,
  }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact.locator(`a[href="tel:${site.phone.e164}"]`)).toBeVisible();
    await expect(contact.getByText(site.phone.display, { exact: true })).toBeVisible();
    await expect(contact.getByText(home.contact.phoneHours, { exact: true })).toBeVisible();
    await expect(contact.locator("address")).toContainText(site.address.locality);
    await expect(contact.locator("address")).toContainText(site.address.countryName);
    for (const { days, hours } of home.contact.schedule) {
      const line = contact.locator("dl div").filter({ has: page.getByText(days, { exact: true }) });
      await expect(line.locator("dd")).toHaveText(hours);
    }
    await expect(contact.getByRole("heading", { name: words.contact.messageTitle })).toBeVisible();
    await expect(contact.getByRole("link", { name: words.contact.whatsAppCta })).toBeVisible();
  });

  test("footer: brand, tagline, copyright and placeholder legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: site.name })).toBeVisible();
    await expect(footer.getByText(common.site.tagline)).toBeVisible();
    await expect(
      footer.getByText(`© ${site.copyrightYear} ${site.name}. ${common.footer.rights}`),
    ).toBeVisible();
    for (const label of [common.footer.privacyPolicy, common.footer.termsOfService]) {
      const placeholder = footer.locator("a", { hasText: label });
      await expect(placeholder).toBeVisible();
      await expect(placeholder).not.toHaveAttribute("href");
    }
  });

  test("case studies page: back link, heading, every card and the call to action", async ({
    page,
  }) => {
    const { words: pageWords, caseStudies } = caseStudiesPage;
    await page.goto("/case-studies");
    await expect(page.getByRole("link", { name: pageWords.backToHome })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const cards = page.getByRole("article");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
      caseStudies.map(({ id }) => wordsFor(pageWords.caseStudies, id).title),
    );
    for (const [index, { id, results }] of caseStudies.entries()) {
      const card = cards.nth(index);
      const { industry } = wordsFor(pageWords.caseStudies, id);
      await expect(card.getByText(industry, { exact: true })).toBeVisible();
      await expect(card.locator("dl dd")).toHaveText(results.map(({ value }) => value));
      await expect(card.locator("img")).toBeVisible();
    }
    await expect(page.getByRole("link", { name: pageWords.cta.label })).toBeVisible();
  });

  test("case study images alternate sides on wide screens and stack on phones", async ({
    page,
  }) => {
    await page.goto("/case-studies");
    const sides = await page.getByRole("article").evaluateAll((articles) =>
      articles.map((article) => {
        const image = article.querySelector("img")?.getBoundingClientRect();
        const heading = article.querySelector("h2")?.getBoundingClientRect();
        if (!image || !heading) return "missing";
        if (image.bottom <= heading.top) return "above";
        return image.left < heading.left ? "left" : "right";
      }),
    );
    expect(sides).toEqual(
      caseStudiesPage.caseStudies.map((_, index) =>
        isPhone() ? "above" : index % 2 === 0 ? "left" : "right",
      ),
    );
  });
});
