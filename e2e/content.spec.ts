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
const caseStudiesPage = caseStudiesPageData("en");

test.describe("page layout", () => {
  test("the top bar stays fixed at the top of the screen @phone", async ({ page }) => {
    await page.goto(`/#${copies.en.common.navigation.sectionIds.contact}`);
    const header = page.locator("header");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toBeInViewport();
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

  for (const [path, figures] of [
    ["/", "main dl"],
    ["/es/casos-de-exito", "article dl"],
  ] as const) {
    test(`the figures of a row share one line however long a label is (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      const list = page.locator(figures).first();
      // One label three times its length: it wraps, so its tile is taller than the others.
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
    });
  }
});

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
  for (const locale of localeIds) {
    const path = pagePath(pages.home, locale);
    test(`are on ${path} exactly when the content has entries, with their images built`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      if (kinds.every(({ entries }) => entries === 0)) {
        // Not even their words, in the markup or in the page's data.
        const { team, testimonials, clientLogos } = copies[locale].home;
        for (const heading of [team.heading, testimonials.heading, clientLogos.heading])
          expect(html).not.toContain(JSON.stringify(heading).slice(1, -1));
      }
      await page.goto(path);
      for (const { id, entries, pictures } of kinds) {
        const section = page.locator(`section[aria-labelledby="${id}"]`);
        if (entries === 0) {
          expect(html).not.toContain(id);
          await expect(section).toHaveCount(0);
          continue;
        }
        await expect(section).toHaveCount(1);
        const images = section.locator("picture img");
        await expect(images).toHaveCount(pictures);
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
    });
  }
});
