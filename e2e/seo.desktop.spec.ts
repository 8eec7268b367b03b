import type { Page } from "@playwright/test";
import { defaultLocale, localeIds, locales } from "~/i18n/locales";
import { pagePath, pages as registry, type PageKey } from "~/pages/registry";
import { expect, test } from "./fixtures";
import { articlePagePaths, caseStudies, figures, site } from "~/content/testing";
import { darkThemeColor } from "~/lib/meta";

// Link-preview crawlers do not run JavaScript: read the prerendered HTML as they do.
test.use({ javaScriptEnabled: false });

const jsonLdTypesOf: Partial<Record<PageKey, string[]>> = {
  home: ["ProfessionalService"],
  caseStudies: ["ItemList", "BreadcrumbList"],
};
const pageKeys = Object.keys(jsonLdTypesOf) as PageKey[];
/** Every page of every locale, with what its head must say. */
const pages = localeIds.flatMap((locale) =>
  pageKeys.map((key) => ({
    key,
    locale,
    path: pagePath(registry[key], locale),
    canonical: `${site.url}${pagePath(registry[key], locale)}`,
    jsonLdTypes: jsonLdTypesOf[key] ?? [],
  })),
);
/** The hreflang links every language version of a page must carry (the page's own included). */
const hreflangsOf = (key: PageKey) =>
  [
    ...localeIds.map((locale) => [
      locales[locale].hreflang,
      `${site.url}${pagePath(registry[key], locale)}`,
    ]),
    ["x-default", `${site.url}${pagePath(registry[key], defaultLocale)}`],
  ].sort();

const metaContent = (page: Page, attribute: string, value: string) =>
  page.locator(`head meta[${attribute}="${value}"]`).getAttribute("content");

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The home page's ProfessionalService matches the content: telephone, address, hours. */
function expectProfessionalService(business: Record<string, unknown> | undefined) {
  expect(business).toMatchObject({
    "@context": "https://schema.org",
    name: site.name,
    telephone: site.phone.e164,
    address: {
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressCountry: site.address.countryCode,
    },
    sameAs: [site.linkedInUrl],
  });
  const hours = business?.openingHoursSpecification as {
    dayOfWeek: string[];
    opens: string;
    closes: string;
  }[];
  expect(hours.map((h) => [h.dayOfWeek.length, h.opens, h.closes])).toEqual(
    site.officeHours.map(({ days, opens, closes }) => [days.length, opens, closes]),
  );
  const catalog = business?.hasOfferCatalog as { itemListElement: unknown[] };
  expect(catalog.itemListElement).toHaveLength(figures.services.length);
}

/** The case studies ItemList names every case study, in order. */
function expectCaseStudyList(list: Record<string, unknown> | undefined) {
  const names = (list?.itemListElement as { item: { headline: string } }[]).map(
    (entry) => entry.item.headline,
  );
  expect(names).toEqual(caseStudies.map((study) => study.words.en.title));
}

test.describe("search and link-preview metadata in the built HTML", () => {
  test(`${pages.map(({ path }) => path).join(", ")}: each has a distinct title and description, canonical, Open Graph and Twitter tags, structured data that matches the content, and a preview image at the stated 1200×630`, async ({
    page,
  }) => {
    const seen: string[][] = [];
    for (const { key, locale, path, canonical, jsonLdTypes } of pages) {
      await page.goto(path);
      const title = await page.title();
      const description = (await metaContent(page, "name", "description")) ?? "";
      seen.push([title, description]);
      expect(title.length, `${path}: title`).toBeLessThanOrEqual(60);
      expect(description.length, `${path}: description`).toBeLessThanOrEqual(160);
      await expect(page.locator('head link[rel="canonical"]'), path).toHaveAttribute(
        "href",
        canonical,
      );
      expect(await metaContent(page, "property", "og:url"), path).toBe(canonical);
      expect(await metaContent(page, "property", "og:type"), path).toBe("website");
      expect(await metaContent(page, "property", "og:title"), path).toBe(title);
      expect(await metaContent(page, "property", "og:description"), path).toBeTruthy();
      await expect(page.locator("html"), path).toHaveAttribute("lang", locales[locale].lang);
      expect(await metaContent(page, "property", "og:locale"), path).toBe(locales[locale].ogLocale);
      const alternateLocales = await page
        .locator('head meta[property="og:locale:alternate"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
      expect(alternateLocales, path).toEqual(
        localeIds.filter((other) => other !== locale).map((other) => locales[other].ogLocale),
      );
      const hreflangs = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
        );
      expect(hreflangs.sort(), path).toEqual(hreflangsOf(key));
      expect(await metaContent(page, "property", "og:image:alt"), path).toBeTruthy();
      expect(await metaContent(page, "name", "twitter:card"), path).toBe("summary_large_image");
      const themeColors = await page
        .locator('head meta[name="theme-color"]')
        .evaluateAll((metas) =>
          metas.map((meta) => [meta.getAttribute("media"), meta.getAttribute("content")]),
        );
      expect(themeColors, path).toEqual([
        ["(prefers-color-scheme: dark)", darkThemeColor],
        [null, site.themeColor],
      ]);
      const blocks = await jsonLdBlocks(page);
      expect(
        blocks.map((block) => block["@type"]),
        path,
      ).toEqual(jsonLdTypes);
      if (key === "home" && locale === "en") expectProfessionalService(blocks[0]);
      if (key === "caseStudies" && locale === "en") expectCaseStudyList(blocks[0]);

      // The preview image, as the browser decodes it (the page's own policy allows /og/).
      const imageUrl = new URL((await metaContent(page, "property", "og:image")) ?? "");
      expect(imageUrl.href.startsWith(`${site.url}/og/`), `${path}: ${imageUrl.href}`).toBe(true);
      expect(await metaContent(page, "property", "og:image:width"), path).toBe("1200");
      expect(await metaContent(page, "property", "og:image:height"), path).toBe("630");
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      }, imageUrl.pathname);
      expect(size, `${path}: ${imageUrl.pathname}`).toEqual([1200, 630]);
    }
    // Titles and descriptions differ from page to page.
    expect(new Set(seen.map(([title]) => title)).size).toBe(pages.length);
    expect(new Set(seen.map(([, description]) => description)).size).toBe(pages.length);
  });

  test("the Not-found pages (/nowhere, /es/ninguna-parte) are noindex, without canonical or alternates", async ({
    page,
    guard,
  }) => {
    guard.allowResponse(/\/(nowhere|ninguna-parte)$/, 404);
    guard.allowConsoleError(/status of 404/);
    for (const path of ["/nowhere", "/es/ninguna-parte"]) {
      await page.goto(path);
      expect(await metaContent(page, "name", "robots"), path).toBe("noindex");
      await expect(page.locator('head link[rel="canonical"]'), path).toHaveCount(0);
      await expect(page.locator('head link[rel="alternate"][hreflang]'), path).toHaveCount(0);
    }
  });

  test("sitemap.xml lists exactly the prerendered routes, each answering 200", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    // The pages, then the articles pages and articles (e2e/articles.spec.ts checks theirs).
    expect([...urls].sort()).toEqual(
      [
        ...pages.map((page) => page.canonical),
        ...articlePagePaths.map((path) => `${site.url}${path}`),
      ].sort(),
    );
    // Each page's alternates are the same set as the page's own hreflang links.
    const entries = (await sitemap.text()).split("<url>").slice(1);
    for (const [index, entry] of entries.entries()) {
      const listed = pages.find((each) => each.canonical === urls[index]);
      if (!listed) continue;
      const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
        match[1],
        match[2],
      ]);
      expect(alternates.sort()).toEqual(hreflangsOf(listed.key));
    }
    expect(await sitemap.text()).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    for (const url of urls) {
      const response = await request.get(new URL(url ?? "").pathname, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
    }
  });

  test("robots.txt allows all and names the sitemap; icons and manifest exist", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *\nAllow: /");
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    for (const file of [
      "/favicon.svg",
      "/icons/icon-32.png",
      "/icons/apple-touch-icon.png",
      "/icons/icon-192.png",
      "/icons/icon-512.png",
    ]) {
      expect((await request.get(file)).status(), file).toBe(200);
    }
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest).toMatchObject({ name: site.name, theme_color: site.themeColor });
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
  });
});
