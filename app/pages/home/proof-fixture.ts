import type { ResponsiveImage } from "~/content/content-images";

/**
 * What the tests of the proof sections show: an image as the build plans it, in the shape a
 * loader hands it over (no file behind it; the build-level test brings real ones).
 */
export function plannedImage(stem: string, widthPx = 480, heightPx = 480): ResponsiveImage {
  const srcSetOf = (extension: string) =>
    [320, 480]
      .map((width) => `/assets/images/${stem}-0123456789-${width}.${extension} ${width}w`)
      .join(", ");
  return {
    src: `/assets/images/${stem}-0123456789-480.jpg`,
    widthPx,
    heightPx,
    srcSet: srcSetOf("jpg"),
    sources: [
      { type: "image/avif", srcSet: srcSetOf("avif") },
      { type: "image/webp", srcSet: srcSetOf("webp") },
    ],
  };
}
