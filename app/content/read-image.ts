import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  imagesPath,
  isInImagesFolder,
  isRasterImage,
  isShippedIllustration,
  isSvgImage,
} from "../lib/image-files.ts";
import {
  maxImageBytes,
  maxImagePixels,
  planImage,
  type ResponsiveImage,
} from "./content-images.ts";
import { imageSlots, type ImageSlot } from "./image-slots.ts";
import { contentFolder, type ReadContext } from "./read-file.ts";

/**
 * An image the content names (a case study's illustration, a team member's photo, a client's
 * logo): the path as the content writes it, and the reading of its file at build time.
 */

/** Why an image file is refused for its format. */
export const rasterOnly =
  "must be a PNG, JPEG, WebP or AVIF image (.png, .jpg, .jpeg, .webp, .avif): an SVG file can carry script, so uploads are raster images only";

/**
 * The path of a content image as a content file writes it (`/images/team/ana.jpg`): a file
 * under the images folder, raster (or a shipped SVG illustration, which the file's bytes must
 * then prove: {@link readImage}).
 */
export const contentImageSrcSchema = z
  .string()
  .refine(isInImagesFolder, {
    error: `must be a file under ${imagesPath} (${contentFolder}${imagesPath} in the repository), written as a path without . or .. segments, such as ${imagesPath}case-studies/logistics.jpg`,
    abort: true,
  })
  .refine((src) => isRasterImage(src) || isSvgImage(src), { error: rasterOnly });

/**
 * Reads a content image's file and plans what the page shows of it
 * (app/content/content-images.ts), refusing, in the owner's words: a missing file, one over
 * 15 MB, one whose bytes are not a PNG, JPEG, WebP or AVIF image (or a shipped illustration),
 * a raster image of more than {@link maxImagePixels} pixels, and one narrower than the widest
 * its slot draws it. Only the file's header is read here (synchronously); a raster image that
 * passes is added to `context.rasterImages`, whose pixels the content check then decodes
 * (app/content/image-decoding.ts).
 *
 * @param src - the content's path, already kept inside the images folder by
 *   {@link contentImageSrcSchema}, so nothing outside `app/content/images/` is looked at.
 * @param where - the file and field, for the messages.
 * @param context - the repository root and the problem list, which this appends to.
 * @param slot - where the page shows it ({@link imageSlots}), for the narrowest width taken.
 * @returns the image, or `undefined` after adding a problem.
 */
export function readImage(
  src: string,
  where: string,
  context: ReadContext,
  slot: ImageSlot,
): ResponsiveImage | undefined {
  const file = path.join(context.root, contentFolder, src);
  const problem = (message: string) => {
    context.problems.push(`${where}: ${message}`);
    return undefined;
  };
  if (!existsSync(file)) {
    return problem(`there is no file ${contentFolder}${src}; add the image there or fix the path`);
  }
  if (statSync(file).size > maxImageBytes) {
    return problem(
      `the file is over ${maxImageBytes / 1_000_000} MB; export it smaller (2400 px wide is plenty)`,
    );
  }
  const bytes = readFileSync(file);
  if (isSvgImage(src) && !isShippedIllustration(bytes.toString("utf8"))) {
    return problem(
      `${rasterOnly}; the only SVG files taken are the site's own illustrations, unchanged`,
    );
  }
  let plan;
  try {
    plan = planImage(file, bytes);
  } catch (error) {
    return problem(`${rasterOnly}; this file ${(error as Error).message}`);
  }
  if (isSvgImage(src)) return plan.image;
  const { widthPx, heightPx } = plan.image;
  if (widthPx * heightPx > maxImagePixels) {
    return problem(
      `is ${widthPx} × ${heightPx} pixels (${Math.ceil((widthPx * heightPx) / 100_000) / 10} megapixels), more than the ${maxImagePixels / 1_000_000} megapixels the build takes: export it smaller (2400 px wide is plenty)`,
    );
  }
  const { widestPx } = imageSlots[slot];
  if (widthPx < widestPx) {
    return problem(
      `is ${widthPx} px wide, narrower than the ${widestPx} px the page draws it at${slot === "caseStudy" ? " on a tablet" : ""}: use a larger original`,
    );
  }
  context.rasterImages.push({ file: `${contentFolder}${src}`, field: where });
  return plan.image;
}
