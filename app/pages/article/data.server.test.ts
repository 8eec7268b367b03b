import { describe, expect, it } from "vitest";
import { publishedArticles } from "~/content/articles";
import { articles, copies } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { articlePageData } from "./data.server";

describe("articlePageData", () => {
  for (const locale of localeIds) {
    const [article] = publishedArticles(articles, locale);

    it(`names the article in the WhatsApp chat's first message, in its language (${locale})`, () => {
      if (!article) throw new Error(`The default content has no ${locale} article`);
      const { whatsAppText } = articlePageData(locale, article.slug);
      expect(whatsAppText).toContain(`“${article.title}”`);
      expect(whatsAppText).toBe(
        copies[locale].articles.whatsAppText.replace("{title}", article.title),
      );
      expect(whatsAppText).not.toBe(copies[locale].common.site.whatsAppText);
    });
  }
});
