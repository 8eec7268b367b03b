import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import {
  contentImagesUrl,
  planImage,
  type ImageOutput,
} from "../../../app/content/content-images.ts";
import { publishedArticles } from "../../../app/content/articles.ts";
import { ContentError, contentRoot, readContent } from "../../../app/content/content.server.ts";
import { imageDecodingProblems, sourceDecodeOptions } from "../../../app/content/image-decoding.ts";
import { localeIds } from "../../../app/i18n/locales.ts";
import { rasterImageTypes } from "../../../app/lib/image-files.ts";
import { buildCacheRoot, keepInBuildCache } from "../../lib/build-cache.ts";

/**
 * Where encoded images are kept between builds (relative to the repository's root), by output
 * name (which holds the source's hash, width and format), so an unchanged image is never
 * encoded twice. Bump the version when the encoder settings below change.
 */
export const contentImagesCacheFolder = `${buildCacheRoot}/content-images/v1`;

/**
 * Encodes one output of a source image. Encoder settings: AVIF and WebP at qualities that look
 * like the JPEG fallback at a third to half its bytes; JPEG through mozjpeg; PNG at the highest
 * zlib level; the source opened as the content check decodes it ({@link sourceDecodeOptions}).
 * sharp's defaults otherwise.
 *
 * @param source - the source file's bytes.
 * @param output - the file to make, as {@link planImage} plans it.
 * @returns the encoded file's bytes (the source's own for a `copy`).
 * @throws Error from sharp when the source does not decode; the content check refuses such a
 *   source first (app/content/image-decoding.ts).
 */
export function encodeImageOutput(
  source: Uint8Array,
  { format, widthPx }: ImageOutput,
): Promise<Buffer> {
  const resized = sharp(source, sourceDecodeOptions)
    .rotate()
    .resize({ width: widthPx, withoutEnlargement: true });
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
 * Makes sure one output of an image is in the cache, encoding it if it is not.
 *
 * @returns its path in the cache, and whether it was encoded now.
 */
async function keep(
  cacheDir: string,
  bytes: Uint8Array,
  output: ImageOutput,
): Promise<{ kept: string; isNew: boolean }> {
  const kept = path.join(cacheDir, output.file);
  return { kept, isNew: await keepInBuildCache(kept, () => encodeImageOutput(bytes, output)) };
}

/**
 * Each image the content names: the case studies' images, the team's photos and the clients'
 * logos, and the covers of the published articles (a draft's is not built).
 *
 * @param root - the repository whose content is read.
 * @returns each image's source file (repository-relative, e.g.
 *   `app/content/images/case-studies/retail.svg`) and bytes, once per file.
 * @throws ContentError when the content does not read.
 */
export async function contentImageSources(
  root: string,
): Promise<{ file: string; bytes: Buffer }[]> {
  const { caseStudies, teamAndClients, articles } = readContent(root);
  const covers = localeIds.flatMap((locale) =>
    publishedArticles(articles, locale).flatMap(({ coverFile }) => (coverFile ? [coverFile] : [])),
  );
  const files = [
    ...new Set([
      ...caseStudies.map(({ imageFile }) => imageFile),
      ...teamAndClients.imageFiles,
      ...covers,
    ]),
  ];
  return Promise.all(
    files.map(async (file) => ({ file, bytes: await readFile(path.join(root, file)) })),
  );
}

/**
 * Refuses, before anything is encoded, a source with a file still to encode that does not
 * decode whole (app/content/image-decoding.ts): the same problems, in the same words, as the
 * content check, so a build run without it (`react-router build`) stops on the file and field
 * rather than on the encoder's stack trace. A source whose every file is in the cache was
 * encoded from the same bytes (their hash is in the names) and is not decoded again.
 *
 * @throws ContentError listing the problems, with no stack frames: React Router's command
 *   prints the error it gets, and frames would only bury the owner's message.
 */
async function refuseUndecodableSources(
  sources: { file: string; bytes: Buffer }[],
  cacheDir: string,
  contentSource: string,
): Promise<void> {
  const pending = new Set(
    sources
      .filter(({ file, bytes }) =>
        planImage(file, bytes).outputs.some(
          ({ file: name }) => !existsSync(path.join(cacheDir, name)),
        ),
      )
      .map(({ file }) => file),
  );
  const { rasterImages } = readContent(contentSource);
  const problems = await imageDecodingProblems(
    rasterImages.filter(({ file }) => pending.has(file)),
    contentSource,
  );
  if (problems.length === 0) return;
  const error = new ContentError(problems);
  error.stack = `${error.name}: ${error.message}`;
  throw error;
}

/**
 * Writes the files of every image the content names into `<clientDir>/assets/images/`
 * (app/content/content-images.ts plans them): each encoded once with sharp and kept in
 * `node_modules/.cache/content-images/`, then copied from there on every later build.
 *
 * @param clientDir - the build output, e.g. `build/client`.
 * @param root - the repository whose content is read and whose build cache is used; by
 *   default the content of {@link contentRoot} and the cache of the current directory.
 * @returns how many files were encoded now and how many came from the cache.
 * @throws ContentError when the content does not read, or a source to encode does not decode
 *   whole, naming its file and field (the build's content check has refused both by then).
 */
export async function writeContentImages(
  clientDir: string,
  root?: string,
): Promise<{ encoded: number; cached: number }> {
  const outputDir = path.join(clientDir, contentImagesUrl);
  const cacheDir = path.join(root ?? process.cwd(), contentImagesCacheFolder);
  const contentSource = root ?? contentRoot();
  const sources = await contentImageSources(contentSource);
  await refuseUndecodableSources(sources, cacheDir, contentSource);
  await mkdir(outputDir, { recursive: true });
  let encoded = 0;
  let cached = 0;
  for (const { file, bytes } of sources) {
    await Promise.all(
      planImage(file, bytes).outputs.map(async (output) => {
        const { kept, isNew } = await keep(cacheDir, bytes, output);
        if (isNew) encoded += 1;
        else cached += 1;
        await copyFile(kept, path.join(outputDir, output.file));
      }),
    );
  }
  return { encoded, cached };
}

/**
 * One generated image file by its name under `/assets/images/` (`retail-3f9c2a1b7e-640.avif`),
 * as the build would write it, from the cache or encoded now: what the dev server answers,
 * since it serves no build.
 *
 * @param name - the file's name.
 * @param root - the repository whose content is read and whose build cache is used; by
 *   default the content of {@link contentRoot} and the cache of the current directory.
 * @returns the file's bytes, or undefined when no image of the content has that file.
 * @throws ContentError when the content does not read.
 */
export async function contentImageFile(name: string, root?: string): Promise<Buffer | undefined> {
  for (const { file, bytes } of await contentImageSources(root ?? contentRoot())) {
    const output = planImage(file, bytes).outputs.find((planned) => planned.file === name);
    if (output) {
      const cacheDir = path.join(root ?? process.cwd(), contentImagesCacheFolder);
      return readFile((await keep(cacheDir, bytes, output)).kept);
    }
  }
  return undefined;
}

/** The media type of a generated image file, by its extension (the content's raster types, or SVG). */
function imageType(name: string): string {
  const extension = path.extname(name).slice(1);
  if (extension === "svg") return "image/svg+xml";
  return rasterImageTypes[extension as keyof typeof rasterImageTypes] ?? "application/octet-stream";
}

/**
 * A Vite plugin for the dev server (`npm run dev`, `npm run edit`): answers the generated image
 * files the pages name ({@link contentImageFile}), so an image the owner has just saved in the
 * editor shows on the next reload as it will on the built site. The build does not use it.
 */
export function contentImagesDevServer(): Plugin {
  return {
    name: "content-images",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const urlPath = (req.url ?? "").split("?")[0] ?? "";
        if (!urlPath.startsWith(contentImagesUrl)) return next();
        const name = urlPath.slice(contentImagesUrl.length);
        contentImageFile(name).then(
          (bytes) => {
            if (!bytes) return next();
            res.setHeader("Content-Type", imageType(name));
            res.setHeader("Cache-Control", "no-cache");
            res.end(bytes);
          },
          // Invalid content: the page itself lists the problems (app/root.tsx).
          () => next(),
        );
      });
    },
  };
}
