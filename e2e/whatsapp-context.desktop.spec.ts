import type { Page } from "@playwright/test";
import { publishedArticles } from "~/content/articles";
import { articles, copies } from "~/content/testing";
import { homePath, localeIds, locales } from "~/i18n/locales";
import { formatMessage } from "~/lib/message";
import { articlePath, pagePath, pages } from "~/pages/registry";
import { expect, test } from "./fixtures";

/**
 * A WhatsApp chat carries the page's context (docs/requirements.md R10, R25): every WhatsApp
 * link of a page (the phone action bar's, the menu's, the closing band's, the hero's and the
 * contact section's) opens the chat with the same first message, in the page's language: the
 * specified sentence on the home page, one naming the article on an article, one naming the
 * case studies on their page, whose closing band offers WhatsApp at every width.
 */

/** The first message of every WhatsApp link of the page shown, in document order. */
async function whatsAppTexts(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="https://wa.me/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => new URL(href).searchParams.get("text") ?? "");
}

for (const locale of localeIds) {
  const { common, articles: articlesWords, caseStudies } = copies[locale];

  test(`on the home page every WhatsApp link opens with the specified sentence (${locale})`, async ({
    page,
  }) => {
    await page.goto(homePath(locale));
    const texts = await whatsAppTexts(page);
    // The hero's, the contact section's, the menu's and the action bar's.
    expect(texts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(texts)).toEqual(new Set([common.site.whatsAppText]));
  });

  const [article] = publishedArticles(articles, locale);
  test(`on an article every WhatsApp link names the article (${locale})`, async ({ page }) => {
    if (!article) throw new Error(`The default content has no ${locale} article`);
    await page.goto(articlePath(locale, article.slug));
    const texts = await whatsAppTexts(page);
    // The menu's, the closing band's and the action bar's.
    expect(texts).toHaveLength(3);
    expect(new Set(texts)).toEqual(
      new Set([
        formatMessage(articlesWords.whatsAppText, { title: article.title }, locales[locale].lang),
      ]),
    );
    expect(texts[0]).toContain(article.title);
  });

  test(`on the case studies page every WhatsApp link names it, and the closing band offers one at every width (${locale})`, async ({
    page,
  }) => {
    await page.goto(pagePath(pages.caseStudies, locale));
    const texts = await whatsAppTexts(page);
    expect(texts).toHaveLength(3);
    expect(new Set(texts)).toEqual(new Set([caseStudies.whatsAppText]));
    const band = page.getByRole("region", { name: caseStudies.cta.heading });
    const getStarted = band.getByRole("link", { name: caseStudies.cta.label });
    const whatsApp = band.getByRole("link", { name: new RegExp(caseStudies.cta.whatsAppLabel) });
    for (const width of [320, 375, 768, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await whatsApp.scrollIntoViewIfNeeded();
      await expect(getStarted, `${width} px`).toBeVisible();
      await expect(whatsApp, `${width} px`).toBeVisible();
      await expect(whatsApp, `${width} px`).toBeInViewport({ ratio: 1 });
    }
  });
}
