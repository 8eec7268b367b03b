import type { Page } from "@playwright/test";
import { publishedArticles, type Article } from "~/content/articles";
import { articles, caseStudies, copies, site, teamAndClients } from "~/content/testing";
import { defaultLocale, homePath, localeIds, locales, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/lib/message";
import { articlePreview } from "~/pages/article/article-preview";
import { articleVersions } from "~/pages/article/article-versions";
import { articleAuthor, relatedCaseStudies, shownDate } from "~/pages/article/article-data.server";
import { articleFeedPath, articlePath, pagePath, pages } from "~/pages/registry";
import { expect, test } from "./fixtures";

/**
 * The articles as a visitor and a search engine meet them, in every locale with a published
 * article: the articles page lists them newest first with their dates in the locale's words,
 * each article's page shows its text, its reading time and its call to action, leads the
 * language switcher to its translation (or the other language's articles page), links the
 * case studies it names to their cards, and carries its canonical, hreflang and `BlogPosting`
 * data; the feeds and the sitemap list them. Everything expected is read from the content
 * files. All but the layout is the built HTML, the same at both widths, so the tests run on the
 * desktop (`@desktop`), each page loaded once for all it shows; what the layout decides (the size
 * of the heading links, the case study card a link scrolls to) is checked on the phone as well.
 */

/** Who signs an article: the team member who wrote it, else the company. */
const authorName = (article: Article) =>
  articleAuthor(article, { teamAndClients, copies })?.name ?? site.name;

const withArticles = localeIds.filter((locale) => publishedArticles(articles, locale).length > 0);

/** The date line's words of an article, as the locale writes it. */
const dateText = (article: Article) => shownDate(article.date, article.locale).text;

async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const block = blocks.find((each) => each["@type"] === type);
  if (!block) throw new Error(`No ${type} block`);
  return block;
}

/**
 * The article's heading links (`.heading-anchor`, app/app.css) are at least 24×24 CSS px
 * (WCAG 2.2 SC 2.5.8, target size minimum).
 */
async function expectHeadingLinksOfAtLeast24px(page: Page, path: string) {
  const anchors = page.locator(".article-body .heading-anchor");
  await expect(anchors.first(), path).toBeVisible();
  const sizes = await anchors.evaluateAll((links) =>
    links.map((link) => {
      const { width, height } = link.getBoundingClientRect();
      return { heading: link.parentElement?.tagName, width, height };
    }),
  );
  for (const size of sizes) {
    expect(size.width, `${path}: ${JSON.stringify(size)}`).toBeGreaterThanOrEqual(24);
    expect(size.height, `${path}: ${JSON.stringify(size)}`).toBeGreaterThanOrEqual(24);
  }
}

/**
 * Clicks each link of the article at `path` to a case study it names: each answers 200 and
 * shows that case study's card on screen. Leaves the page on the last card.
 */
async function expectCaseStudyLinksLandOnCards(page: Page, path: string, article: Article) {
  const related = relatedCaseStudies(article, caseStudies);
  const links = page
    .getByRole("region", { name: copies[article.locale].articles.article.relatedHeading })
    .getByRole("link");
  for (const [index, study] of related.entries()) {
    if (index > 0) await page.goto(path);
    const [response] = await Promise.all([
      page.waitForEvent("response", (each) => each.request().isNavigationRequest()),
      links.nth(index).click(),
    ]);
    expect(response.status(), study.href).toBe(200);
    await expect(page).toHaveURL(study.href);
    await expect(page.locator(`[id="${study.id}"]`)).toBeInViewport();
    await expect(page.locator(`[id="${study.id}"]`)).toContainText(study.title);
  }
}

test("a language without published articles has no articles link @desktop", async ({ page }) => {
  for (const locale of localeIds) {
    // The footer is the layout's, the same on every page: read on one that ships no React.
    await page.goto(pagePath(pages.privacy, locale));
    const links = page.locator(`footer a[href="${pagePath(pages.articles, locale)}"]`);
    await expect(links, locale).toHaveCount(withArticles.includes(locale) ? 1 : 0);
  }
});

for (const locale of withArticles) {
  const words = copies[locale].articles;
  const published = publishedArticles(articles, locale);
  const indexPath = pagePath(pages.articles, locale);

  const paths = published.map((article) => articlePath(locale, article.slug));

  test(`${indexPath} lists the published articles, newest first, with their dates; ${articleFeedPath(locale)} is a feed of them; each article (${paths.join(", ")}) shows its text, reading time, call to action and heading links of at least 24×24 px, tells search engines and feed readers about itself and its translations, and links each case study it names to its card @desktop`, async ({
    page,
    request,
  }) => {
    await page.goto(indexPath);
    await expect(page.locator("html")).toHaveAttribute("lang", locales[locale].lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
    const cards = page.locator("main li:has(h2)");
    await expect(cards.locator("h2")).toHaveText(published.map((article) => article.title));
    await expect(cards.locator("time")).toHaveText(published.map(dateText));
    for (const [index, article] of published.entries()) {
      await expect(cards.nth(index).getByRole("link", { name: article.title })).toHaveAttribute(
        "href",
        articlePath(locale, article.slug),
      );
    }
    await expect(page.getByRole("link", { name: words.feedLabel })).toHaveAttribute(
      "href",
      articleFeedPath(locale),
    );

    // The feed the page links: the language's published articles, as the browser parses XML.
    const response = await request.get(articleFeedPath(locale));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    const feedLinks = await page.evaluate((text) => {
      const feed = new DOMParser().parseFromString(text, "application/xml");
      if (feed.querySelector("parsererror")) return null;
      return [...feed.querySelectorAll("item > link")].map((link) => link.textContent);
    }, xml);
    expect(feedLinks).toEqual(
      published.map((article) => `${site.url}${articlePath(locale, article.slug)}`),
    );

    for (const article of published) {
      const path = articlePath(locale, article.slug);
      await page.goto(path);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 }), path).toHaveText(article.title);
      await expect(main.locator("article time").first(), path).toHaveText(dateText(article));
      await expect(main.locator("article time").first(), path).toHaveAttribute(
        "datetime",
        article.date,
      );
      await expect(main, path).toContainText(
        formatMessage(words.article.byline, { author: authorName(article) }, locales[locale].lang),
      );
      const readingTime = new RegExp(
        formatMessage(words.article.readingTime, { minutes: "\\d+" }, locales[locale].lang),
      );
      await expect(main.locator("article p").first(), path).toContainText(readingTime);
      // Its first paragraph of Markdown, as text.
      const firstParagraph = article.markdown
        .trim()
        .split(/\n\s*\n/)[0]
        ?.replace(/\s+/g, " ");
      await expect(main.locator(".article-body p").first(), path).toHaveText(firstParagraph ?? "");
      // No heading of the text competes with the title.
      await expect(main.locator(".article-body h1"), path).toHaveCount(0);
      await expectHeadingLinksOfAtLeast24px(page, path);

      const cta = main.getByRole("region", { name: words.cta.heading });
      await expect(
        cta.getByRole("link", { name: new RegExp(`^${words.cta.bookLabel}`) }),
        path,
      ).toHaveAttribute("href", site.consultation.url);
      await expect(
        cta.getByRole("link", { name: new RegExp(words.cta.whatsAppLabel) }),
        path,
      ).toHaveAttribute("href", /^https:\/\/wa\.me\//);

      // The switcher leads to the translation, or to the other language's articles page.
      const versions = articleVersions(articles, article);
      for (const other of localeIds.filter((each) => each !== locale)) {
        const expected =
          versions[other] ??
          (withArticles.includes(other) ? pagePath(pages.articles, other) : homePath(other));
        await expect(
          page.locator(`header a[hreflang="${locales[other].hreflang}"]`).first(),
          path,
        ).toHaveAttribute("href", expected);
      }

      // What search engines and feed readers read in its head.
      const url = `${site.url}${path}`;
      await expect(page.locator('head link[rel="canonical"]'), path).toHaveAttribute("href", url);
      await expect(page.locator('head meta[property="og:type"]'), path).toHaveAttribute(
        "content",
        "article",
      );
      await expect(page, path).toHaveTitle(article.title);
      await expect(
        page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
        path,
      ).toHaveAttribute("href", articleFeedPath(locale));
      const posting = await jsonLdOfType(page, "BlogPosting");
      expect(posting, path).toMatchObject({
        headline: article.title,
        datePublished: article.date,
        inLanguage: locales[locale].lang,
        author: { name: authorName(article) },
        url,
      });
      // The link preview: the cover when the article has one, else the card with its title.
      const preview = articlePreview(article);
      expect(posting.image, path).toBe(`${site.url}${preview.path}`);
      await expect(page.locator('head meta[property="og:image"]'), path).toHaveAttribute(
        "content",
        `${site.url}${preview.path}`,
      );
      const image = await page.request.get(preview.path);
      expect(image.status(), preview.path).toBe(200);
      expect(image.headers()["content-type"], path).toBe(preview.type ?? "image/png");

      // Reciprocal hreflang: each version lists every version, itself included, and x-default.
      // The set is the same for every version (its translation key's), and each version is a
      // published article whose own page is read here, so no version is loaded twice.
      const expected = [
        ...Object.entries(versions).map(([other, otherPath]) => [
          locales[other as Locale].hreflang,
          `${site.url}${otherPath}`,
        ]),
        ["x-default", `${site.url}${versions[defaultLocale] ?? path}`],
      ].sort();
      const hreflangs = await page
        .locator("head link[hreflang]")
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
        );
      expect(hreflangs.sort(), path).toEqual(expected);

      // The case studies it names: listed with their descriptions, each link to its card.
      const related = relatedCaseStudies(article, caseStudies);
      const section = page.getByRole("region", { name: words.article.relatedHeading });
      if (related.length === 0) {
        await expect(section, path).toHaveCount(0);
      } else {
        const links = section.getByRole("link");
        await expect(links, path).toHaveText(related.map((study) => study.title));
        for (const [index, study] of related.entries()) {
          await expect(links.nth(index), path).toHaveAttribute("href", study.href);
          await expect(section.getByRole("listitem").nth(index), path).toContainText(
            study.description,
          );
        }
        await expectCaseStudyLinksLandOnCards(page, path, article);
      }
    }
  });
}

test("on a phone, every article's heading links are at least 24×24 px and its links to case studies land on their cards @phone", async ({
  page,
}) => {
  for (const article of withArticles.flatMap((locale) => publishedArticles(articles, locale))) {
    const path = articlePath(article.locale, article.slug);
    await page.goto(path);
    await expectHeadingLinksOfAtLeast24px(page, path);
    await expectCaseStudyLinksLandOnCards(page, path, article);
  }
});

test("the sitemap lists each published article with its language versions @desktop", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const locale of withArticles) {
    for (const article of publishedArticles(articles, locale)) {
      const entry = new RegExp(
        `<url>\\s*<loc>${site.url}${articlePath(locale, article.slug)}</loc>([\\s\\S]*?)</url>`,
      ).exec(sitemap);
      expect(entry, article.file).not.toBeNull();
      for (const [other, otherPath] of Object.entries(articleVersions(articles, article))) {
        expect(entry?.[1]).toContain(
          `hreflang="${locales[other as Locale].hreflang}" href="${site.url}${otherPath}"`,
        );
      }
      expect(entry?.[1]).toContain(`<lastmod>${article.updated ?? article.date}</lastmod>`);
    }
  }
});
