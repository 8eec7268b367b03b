import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { planImage } from "~/content/content-images";
import type { Article } from "~/content/articles";
import { articlePreviewImagePath } from "../registry";
import { articlePreview } from "./article-preview";

/** An article of the test's own, without a cover. */
const article: Article = {
  locale: "es",
  slug: "pronosticos-semanales",
  translationKey: "weekly-forecasts",
  title: "Pronósticos semanales",
  description: "Cómo un pronóstico semanal por sucursal ayuda a pedir menos y vender más.",
  date: "2026-11-20",
  tags: [],
  related: [],
  isDraft: false,
  markdown: "Unas palabras.",
  html: "<p>Unas palabras.</p>",
  wordCount: 2,
  file: "app/content/es/articles/pronosticos-semanales.md",
};

describe("articlePreview", () => {
  it("is the card drawn with the title for an article without a cover", () => {
    expect(articlePreview(article)).toEqual({
      path: articlePreviewImagePath(article.locale, article.slug),
      alt: article.title,
    });
  });

  it("is the cover's largest JPEG, with the cover's alt text, for an article with one", async () => {
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: "#0f766e" },
    })
      .jpeg()
      .toBuffer();
    const { image } = planImage("cover.jpg", photo);
    const cover = { image, alt: "A warehouse aisle with full shelves" };
    expect(articlePreview({ ...article, cover })).toEqual({
      path: image.src,
      alt: cover.alt,
      type: "image/jpeg",
      widthPx: 1280,
      heightPx: 720,
    });
  });
});
