import { createHash } from "node:crypto";
import path from "node:path";
import { imageSize } from "image-size";
import { rasterImageTypes } from "../lib/image-files.ts";

/**
 * Images the content names (a case study's `image.src`), as the pages serve them: each source
 * file in `app/content/images/` becomes a set of content-hashed files under
 * `/assets/images/`, which every host that sends our headers (npm start, nginx, Netlify,
 * Cloudflare Pages) caches for a year as immutable, at a few widths in AVIF,
 * WebP and a JPEG or PNG fallback; an SVG illustration is served as it is, under a hashed name.
 * This module plans that set from the file alone (its bytes, read at build time; nothing is
 * encoded here): the loaders hand components the plan's {@link ResponsiveImage}, and the build
 * step tooling/build-steps/assets/content-images.ts writes its {@link ImageOutput}s with sharp
 * (docs/decisions/052-content-images-at-build.md).
 */

/** The URL folder of the generated image files. */
export const contentImagesUrl = "/assets/images/";

/**
 * The widths (px) a raster image is written at, those not wider than its source: from a small
 * phone's single-density slot (320) to a wide screen's double-density one (1920).
 */
export const imageWidthsPx = [320, 480, 640, 960, 1280, 1920] as const;

/** The largest source file the content check takes (bytes): 15 MB, a camera's full-size JPEG. */
export const maxImageBytes = 15_000_000;

/**
 * The most pixels (width × height) a raster source may have: 40 megapixels, more than a
 * 12-megapixel phone photo or a 24-megapixel camera's and less than a compressed file can claim
 * in its header (a 49 KB PNG can say 20,000 × 20,000). The build decodes the source once per
 * file it writes (18 for a source 1920 px wide or more); at this limit the image step took, on
 * a 2-core machine, 16 s of CPU and 0.56 GB for a JPEG and 67 s of CPU and 3.2 GB for an AVIF
 * (docs/decisions/063-content-images-decoded-before-the-build.md).
 */
export const maxImagePixels = 40_000_000;

/** What a component renders: the fallback file, the intrinsic size, and the modern formats. */
export interface ResponsiveImage {
  /** The fallback (JPEG or PNG, or the SVG itself) at its widest written width. */
  src: string;
  /** The source's intrinsic width and height (px), read from the file, for `width`/`height`. */
  widthPx: number;
  heightPx: number;
  /** `srcset` of the fallback (`…-320.jpg 320w, …`); empty for an SVG. */
  srcSet: string;
  /** AVIF then WebP, each a `type` and a `srcset`, for `<source>`; none for an SVG. */
  sources: { type: string; srcSet: string }[];
}

/** One file the build writes for an image. */
export interface ImageOutput {
  /** Its name under `assets/images/`: `retail-3f9c2a1b7e-640.avif`. */
  file: string;
  /** Its format: an encoding, or `copy` for an SVG served as it is. */
  format: "avif" | "webp" | "jpeg" | "png" | "copy";
  /** Its width (px); the source's for a copy. */
  widthPx: number;
}

/** An image of the content: what the page shows and what the build writes. */
export interface ImagePlan {
  image: ResponsiveImage;
  outputs: ImageOutput[];
}

/**
 * The widths (px) a raster image is written at: each of {@link imageWidthsPx} not wider than
 * the source, or the source's own width when it is narrower than all of them.
 */
function writtenWidthsPx(sourceWidthPx: number): number[] {
  const widths = imageWidthsPx.filter((candidate) => candidate <= sourceWidthPx);
  return widths.length > 0 ? widths : [sourceWidthPx];
}

/**
 * A raster content image's largest fallback file (JPEG, or PNG for a PNG source) as a link
 * preview: Open Graph's `og:image` with its media type and size: the widest width
 * {@link planImage} writes, the height in the source's proportions.
 *
 * @returns `undefined` for an SVG, which link previews do not show.
 */
export function previewOfImage(
  image: ResponsiveImage,
): { path: string; type: string; widthPx: number; heightPx: number } | undefined {
  if (image.srcSet === "") return undefined;
  const widthPx = writtenWidthsPx(image.widthPx).at(-1) ?? image.widthPx;
  return {
    path: image.src,
    type: image.src.endsWith(".png") ? rasterImageTypes.png : rasterImageTypes.jpeg,
    widthPx,
    heightPx: Math.round((widthPx * image.heightPx) / image.widthPx),
  };
}

/** The source formats the content check takes, as `image-size` names them. */
const rasterFormats = new Set(["png", "jpg", "webp", "avif"]);

/**
 * Plans the files of one content image from its source file's bytes: its intrinsic size and
 * format read from the bytes (so a wrong extension or a broken file is caught), a hash of the
 * bytes in every name (a changed image gets new names, so caches never serve the old one),
 * and, for a raster image, each of {@link imageWidthsPx} not wider than the source (the
 * source's own width when it is narrower than all of them) in AVIF, WebP and JPEG (PNG when
 * the source is a PNG, which may be transparent).
 *
 * The size is the picture's as shown: a camera JPEG stored sideways with an EXIF orientation
 * of 5–8 (rotated a quarter turn) has its width and height swapped, as the encoder's
 * `rotate()` turns it upright.
 *
 * @param sourceFile - the file's path; its name gives readable output names, and its
 *   extension must agree with the bytes (`.svg` for SVG, another for a raster image).
 * @param bytes - the file's contents.
 * @returns the image a component renders and the files the build writes for it.
 * @throws Error when the bytes are not an image `image-size` can read, not PNG, JPEG, WebP,
 *   AVIF or SVG, or an SVG under another extension (or a raster image under `.svg`): the
 *   check that only the site's own SVG illustrations are served goes by the name, so the
 *   name must not hide what the bytes are.
 */
export function planImage(sourceFile: string, bytes: Uint8Array): ImagePlan {
  const { width: storedWidth, height: storedHeight, type, orientation } = imageSize(bytes);
  if (!storedWidth || !storedHeight || !type) {
    throw new Error("is not an image this site can read");
  }
  const isSvgName = path.extname(sourceFile).toLowerCase() === ".svg";
  if (isSvgName !== (type === "svg")) {
    throw new Error(`holds ${type.toUpperCase()} data under a ${path.extname(sourceFile)} name`);
  }
  const isSideways = orientation !== undefined && orientation >= 5;
  const [width, height] = isSideways ? [storedHeight, storedWidth] : [storedWidth, storedHeight];
  const stem = path.basename(sourceFile, path.extname(sourceFile)).toLowerCase();
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
  const url = (file: string) => `${contentImagesUrl}${file}`;
  if (type === "svg") {
    const file = `${stem}-${hash}.svg`;
    return {
      image: { src: url(file), widthPx: width, heightPx: height, srcSet: "", sources: [] },
      outputs: [{ file, format: "copy", widthPx: width }],
    };
  }
  if (!rasterFormats.has(type)) throw new Error(`is a ${type.toUpperCase()} image`);
  const written = writtenWidthsPx(width);
  const fallback = type === "png" ? "png" : "jpeg";
  const extension = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" } as const;
  const outputsOf = (format: keyof typeof extension) =>
    written.map((widthPx) => ({
      file: `${stem}-${hash}-${widthPx}.${extension[format]}`,
      format,
      widthPx,
    }));
  const srcSetOf = (outputs: ImageOutput[]) =>
    outputs.map(({ file, widthPx }) => `${url(file)} ${widthPx}w`).join(", ");
  const [avif, webp, fallbackOutputs] = [outputsOf("avif"), outputsOf("webp"), outputsOf(fallback)];
  return {
    image: {
      src: url(fallbackOutputs.at(-1)?.file ?? ""),
      widthPx: width,
      heightPx: height,
      srcSet: srcSetOf(fallbackOutputs),
      sources: [
        { type: rasterImageTypes.avif, srcSet: srcSetOf(avif) },
        { type: rasterImageTypes.webp, srcSet: srcSetOf(webp) },
      ],
    },
    outputs: [...avif, ...webp, ...fallbackOutputs],
  };
}
