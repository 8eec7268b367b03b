import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { contentImagesUrl, planImage, type ImageOutput } from "../../app/content/content-images.ts";
import { readContent } from "../../app/content/content.server.ts";

/**
 * Where encoded images are kept between builds, by output name (which holds the source's hash,
 * width and format), so an unchanged image is never encoded twice. Bump the version when the
 * encoder settings below change.
 */
const cacheFolder = "node_modules/.cache/content-images/v1";

/**
 * Encoder settings: AVIF and WebP at qualities that look like the JPEG fallback at a third to
 * half its bytes; JPEG through mozjpeg; PNG at the highest zlib level. sharp's defaults
 * otherwise.
 */
function encode(source: Uint8Array, { format, widthPx }: ImageOutput): Promise<Buffer> {
  const resized = sharp(source).rotate().resize({ width: widthPx, withoutEnlargement: true });
  switch (format) {
    case "avif":
      return resized.avif({ quality: 50, effort: 4 }).toBuffer();
    case "webp":
      return resized.webp({ quality: 75 }).toBuffer();
    case "jpeg":
      return resized.jpeg({ quality: 75, mozjpeg: true }).toBuffer();
    case "png":
      return resized.png({ compressionLevel: 9 }).toBuffer();
    case "copy":
      return Promise.resolve(Buffer.from(source));
  }
}

/**
 * Writes the files of every image the content names into `<clientDir>/assets/images/`
 * (app/content/content-images.ts plans them): each encoded once with sharp and kept in
 * `node_modules/.cache/content-images/`, then copied from there on every later build.
 *
 * @param clientDir - the build output, e.g. `build/client`.
 * @param root - the repository whose content is read (the current directory, as for the
 *   loaders).
 * @returns how many files were encoded now and how many came from the cache.
 * @throws ContentError when the content does not read (the build's check has passed by then).
 */
export async function writeContentImages(
  clientDir: string,
  root = process.cwd(),
): Promise<{ encoded: number; cached: number }> {
  const sources = [...new Set(readContent(root).caseStudies.map(({ imageFile }) => imageFile))];
  const outputDir = path.join(clientDir, contentImagesUrl);
  const cacheDir = path.join(root, cacheFolder);
  await mkdir(outputDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  let encoded = 0;
  let cached = 0;
  for (const source of sources) {
    const bytes = await readFile(path.join(root, source));
    const { outputs } = planImage(source, bytes);
    await Promise.all(
      outputs.map(async (output) => {
        const kept = path.join(cacheDir, output.file);
        if (existsSync(kept)) {
          cached += 1;
        } else {
          // Written under another name first, so an interrupted build leaves no half file.
          await writeFile(`${kept}.part`, await encode(bytes, output));
          await rename(`${kept}.part`, kept);
          encoded += 1;
        }
        await copyFile(kept, path.join(outputDir, output.file));
      }),
    );
  }
  return { encoded, cached };
}
