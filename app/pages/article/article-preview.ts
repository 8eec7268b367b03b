import type { Article } from "../../content/articles.ts";
import { previewOfImage } from "../../content/content-images.ts";
import type { PreviewImage } from "../../lib/meta.ts";
import { articlePreviewImagePath } from "../registry.ts";

/**
 * An article's link preview (`og:image`, `twitter:image` and the `BlogPosting` image): its
 * cover's largest JPEG or PNG, described by the cover's alt text; without a cover (or with
 * an SVG one, which link previews do not show) the card the build draws with its title at
 * {@link articlePreviewImagePath} (tooling/build-steps/seo/seo-assets.ts).
 */
export function articlePreview(article: Article): PreviewImage {
  const cover = article.cover && previewOfImage(article.cover.image);
  if (cover && article.cover) return { ...cover, alt: article.cover.alt };
  return { path: articlePreviewImagePath(article.locale, article.slug), alt: article.title };
}
