import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type SharpOptions } from "sharp";
import { maxImagePixels } from "./content-images.ts";
import { ContentError, readContent, type Content } from "./content.server.ts";
import { labelledProblem } from "./field-labels.ts";
import type { NamedImage } from "./read-file.ts";

/**
 * The content check's reading of every pixel of the raster images the content names, with the
 * encoder the build uses (sharp), so that an image the check takes is one the build can encode.
 * Reading the header alone (app/content/read-image.ts) takes a JPEG cut in half or a PNG whose
 * header promises 400 megapixels; the build would then stop with the encoder's stack trace.
 * Build-time only: the content check (tooling/build-steps/check-content.ts) and the image step
 * (tooling/build-steps/assets/content-images.ts) import it, no page does.
 */

/**
 * How a raster source is opened, by the check and by the build's encoder alike
 * (sharp's constructor options, https://sharp.pixelplumbing.com/api-constructor):
 * `limitInputPixels` refuses, from the header and before decoding, a source of more than
 * {@link maxImagePixels} pixels; `failOn: "warning"` (sharp's default, written out so both
 * readers say it) refuses a file that decodes with a warning, such as a truncated JPEG
 * ("premature end of JPEG image"), instead of encoding it with a grey band.
 */
export const sourceDecodeOptions = {
  limitInputPixels: maxImagePixels,
  failOn: "warning",
} as const satisfies SharpOptions;

/**
 * Decodes a raster image whole, as the encoder will open it: every pixel at full resolution,
 * turned upright by its EXIF orientation, into raw pixels that are then dropped. Measured on
 * damaged JPEG, PNG, WebP and AVIF files: this refuses exactly what the encoder refuses, and is
 * about 4 times faster than sharp's `stats()`; resizing to a few pixels instead is cheaper but
 * lets a JPEG decode at an eighth of its scale and skip damage the encoder then meets.
 *
 * @param bytes - the file's contents.
 * @throws Error from sharp (libvips) when the bytes are not an image it reads, the image is
 *   over {@link maxImagePixels} pixels, or any part of it fails to decode.
 */
export async function decodeWhole(bytes: Uint8Array): Promise<void> {
  await sharp(bytes, sourceDecodeOptions).rotate().raw().toBuffer();
}

/**
 * Decodes each raster image the content names ({@link decodeWhole}), one file at a time (a
 * 40-megapixel AVIF takes about 0.8 GB to decode), and words each failure for the owner.
 *
 * @param images - the images and the fields that name them (`rasterImages` of readContent, or
 *   a part of it); a file named by several fields is decoded once and reported for each.
 * @param root - the repository root the files are under.
 * @returns one problem per field whose file does not decode, as
 *   `app/content/<file> → <field>: <what is wrong>`; empty when every image decodes.
 */
export async function imageDecodingProblems(
  images: readonly NamedImage[],
  root: string,
): Promise<string[]> {
  const failures = new Map<string, string>();
  for (const file of new Set(images.map((image) => image.file))) {
    try {
      await decodeWhole(await readFile(path.join(root, file)));
    } catch (error) {
      failures.set(
        file,
        (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "",
      );
    }
  }
  return images.flatMap(({ file, field }) => {
    const reason = failures.get(file);
    return reason === undefined
      ? []
      : [
          `${field}: the picture in ${file} cannot be read to its end, so the site cannot be built with it (${reason}); the file is damaged or was not copied whole: open it in a photo editor and export it again as JPEG, PNG or WebP, or upload it again`,
        ];
  });
}

/**
 * The whole content check: {@link readContent}, then every raster image it named decoded
 * ({@link imageDecodingProblems}), also when the files have other problems, so that every
 * problem is listed at once.
 *
 * @param root - the repository root whose `app/content/` is read.
 * @returns the content when nothing is wrong, and every problem, each as
 *   `app/content/<file> → <field>: <what is wrong>`.
 * @throws what readContent throws besides a ContentError (a bug, not a content problem).
 */
export async function readCheckedContent(
  root: string,
): Promise<{ content: Content | undefined; problems: string[] }> {
  let content: Content | undefined;
  let problems: string[] = [];
  let rasterImages: NamedImage[];
  try {
    content = readContent(root);
    rasterImages = content.rasterImages;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems = error.problems;
    rasterImages = error.rasterImages;
  }
  const decoding = await imageDecodingProblems(rasterImages, root);
  problems = [...problems, ...decoding.map(labelledProblem)];
  return problems.length > 0 ? { content: undefined, problems } : { content, problems };
}
