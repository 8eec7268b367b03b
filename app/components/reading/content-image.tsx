import { preload } from "react-dom";
import type { ResponsiveImage } from "~/content/content-images";

/**
 * An image of the content as the build wrote it (app/content/content-images.ts): a `<picture>`
 * offering AVIF, then WebP, then the JPEG or PNG fallback, each at several widths, so the
 * browser fetches the smallest file that fills `sizes` at the screen's density; an SVG
 * illustration is a plain `<img>`. `width` and `height` are the file's own, so the space is
 * reserved before it loads (no layout shift). The `<picture>` has no box of its own
 * (`display: contents`): the `<img>` is laid out by its parent as a bare `<img>` would be, so
 * `className` sizes it the same with or without sources (a `<picture>` in a flex row would
 * otherwise shrink to its content, and an image not yet loaded to nothing).
 *
 * @param image - what the loader handed over for the image.
 * @param alt - its text alternative in the page's language (WCAG 1.1.1).
 * @param sizes - the slot's width at each breakpoint, in CSS px (`imageSlots` in
 *   app/content/image-slots.ts).
 * @param isLargest - the page's largest image on first view: fetched at once and ahead of
 *   other requests (`fetchpriority="high"`); the others wait until scrolled near. React
 *   preloads such an image from the `<head>` when it is a bare `<img>`, but not inside a
 *   `<picture>` (the browser picks among its sources), so for a `<picture>` this preloads
 *   the first source (AVIF, which every current browser decodes; one that does not skips a
 *   preload of a `type` it cannot show). Without it, the image would wait in the body behind
 *   the page's scripts, preloaded in the `<head>` (over HTTP/1.1 they hold the browser's six
 *   connections to the host): on a slow phone that made the photo the last thing painted.
 * @param className - the `<img>`'s classes (its size and shape in the slot).
 */
export function ContentImage({
  image,
  alt,
  sizes,
  isLargest,
  className,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  isLargest: boolean;
  className?: string;
}) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={image.widthPx}
      height={image.heightPx}
      loading={isLargest ? "eager" : "lazy"}
      fetchPriority={isLargest ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
  if (image.sources.length === 0) return img;
  const [first] = image.sources;
  if (isLargest && first) {
    preload(image.src, {
      as: "image",
      type: first.type,
      imageSrcSet: first.srcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className="contents">
      {image.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
