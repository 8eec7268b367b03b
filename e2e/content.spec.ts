import type { Locator } from "@playwright/test";
import { copies, teamAndClients } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { pagePath, pages } from "~/pages/registry";
import { caseStudiesPageData } from "~/pages/case-studies/data.server";
import { expect, isPhone, test } from "./fixtures";

/**
 * Where the layout puts the pages' content, which only a browser shows. What each section
 * says, in which order, is asserted by the unit tests beside the sections and routes
 * (app/pages/<page>/*.test.tsx), reading the content; the
 * specified wording by `npm run test:spec`.
 */
const caseStudiesPage = caseStudiesPageData("es");

test.describe("page layout", () => {
  test("the top bar stays fixed at the top of the screen @phone", async ({ page }) => {
    await page.goto(`/#${copies.en.common.navigation.sectionIds.contact}`);
    const header = page.locator("header");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toBeInViewport();
  });

  test("the home page: the hero dashboard is drawn on wide screens and never fetched on phones, and the figures of a row share one line however long a label is", async ({
    page,
  }) => {
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
    await expectFiguresShareOneLine(page.locator("main dl").first());
  });

  test("the case studies page: the images alternate sides on wide screens and stack on phones, and the figures of a row share one line however long a label is", async ({
    page,
  }) => {
    // The Spanish page: its labels are the longer ones.
    await page.goto(pagePath(pages.caseStudies, "es"));
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
    await expectFiguresShareOneLine(page.locator("article dl").first());
  });
});

/**
 * Makes the first label of a row of figures (`dl`) three times its length, so it wraps and its
 * tile is taller than the others, and expects the values of each row to stay on one line.
 * Changes the page.
 */
async function expectFiguresShareOneLine(list: Locator) {
  const labels = list.locator("dt");
  await labels.first().evaluate((label) => {
    label.textContent = `${label.textContent} `.repeat(3);
  });
  const heights = await labels.evaluateAll((all) =>
    all.map((label) => label.getBoundingClientRect().height),
  );
  expect(heights[0]).toBeGreaterThan(Math.min(...heights.slice(1)));
  const rows = await list.locator("dd").evaluateAll((values) => {
    const byRow = new Map<number, number[]>();
    for (const value of values) {
      const tile = value.parentElement?.getBoundingClientRect();
      if (!tile) continue;
      byRow.set(tile.top, [...(byRow.get(tile.top) ?? []), value.getBoundingClientRect().top]);
    }
    return [...byRow.values()].filter((tops) => tops.length > 1);
  });
  expect(rows.length).toBeGreaterThan(0);
  for (const tops of rows) expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
}

/**
 * The team, testimonials and client logos: the default content has none, and the page then
 * carries no trace of them (no heading, nothing in its data); a copy with a
 * team, testimonials and logos (e2e/launch-edits.desktop.spec.ts) shows each, its photos and
 * logos served from the build's images in modern formats.
 */
test.describe("proof sections", () => {
  const kinds = [
    {
      id: "team-heading",
      entries: teamAndClients.team.length,
      pictures: teamAndClients.team.length,
    },
    { id: "testimonials-heading", entries: teamAndClients.testimonials.length, pictures: 0 },
    {
      id: "client-logos-heading",
      entries: teamAndClients.clientLogos.length,
      pictures: teamAndClients.clientLogos.length,
    },
  ];
  // Whether a section is there is the page's HTML and data, and an image's format (AVIF, the
  // first source of its <picture>) is chosen by type: both the same at either width.
  test(`are on ${localeIds.map((locale) => pagePath(pages.home, locale)).join(" and ")} exactly when the content has entries, with their images built @desktop`, async ({
    page,
    request,
  }) => {
    for (const locale of localeIds) {
      const path = pagePath(pages.home, locale);
      const html = await (await request.get(path)).text();
      if (kinds.every(({ entries }) => entries === 0)) {
        // Not even their words, in the markup or in the page's data.
        const { team, testimonials, clientLogos } = copies[locale].home;
        for (const heading of [team.heading, testimonials.heading, clientLogos.heading])
          expect(html, path).not.toContain(JSON.stringify(heading).slice(1, -1));
      }
      await page.goto(path);
      for (const { id, entries, pictures } of kinds) {
        const section = page.locator(`section[aria-labelledby="${id}"]`);
        if (entries === 0) {
          expect(html, path).not.toContain(id);
          await expect(section, path).toHaveCount(0);
          continue;
        }
        await expect(section, path).toHaveCount(1);
        const images = section.locator("picture img");
        await expect(images, path).toHaveCount(pictures);
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded();
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
            .toMatch(/\/assets\/images\/[\w-]+-[0-9a-f]{10}-\d+\.avif$/);
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
        }
      }
    }
  });
});
