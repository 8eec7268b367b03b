// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { planImage } from "~/content/content-images";
import { articles } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { articlePreviewImagePath } from "../registry";
import { articlePreview } from "./article-preview";

const article = localeIds.flatMap((locale) => articles[locale]).at(0);

describe("articlePreview", () => {
  if (!article) throw new Error("The content has no article");

  it("is the card drawn with the title for an article without a cover", () => {
    expect(articlePreview({ ...article, cover: undefined })).toEqual({
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
