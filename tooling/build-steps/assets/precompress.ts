import { createHash } from "node:crypto";
import { copyFile, link, mkdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildCacheRoot, keepInBuildCache } from "../../lib/build-cache.ts";
import { servableFiles } from "../../lib/build-files.ts";

/**
 * The folder, beside a build's `client/`, that holds every file of `client/` with its
 * precompressed copies beside it: `build/compressed/assets/root-….js`, `….js.br` and
 * `….js.gz`. `npm start` (tooling/serve.ts) sends the copies from there, and it is nginx's root
 * (`brotli_static` and `gzip_static` look for `<file>.br` and `<file>.gz` beside the file;
 * docs/deploying.md). Cloudflare Pages and Netlify publish `client/` and compress by themselves.
 */
export const compressedFolder = "compressed";

/** File name endings of the text the build emits, which compresses well. */
const textEndings = [
  ".html",
  ".js",
  ".css",
  ".json",
  ".svg",
  ".xml",
  ".txt",
  ".webmanifest",
  ".data",
  ".yml",
];

/** Below this size (bytes) compression gains too little to be worth a header (as nginx's default `gzip_min_length` and the `compression` middleware's threshold, 1 KiB). */
const minimumBytes = 1024;

/**
 * Where compressed copies are kept between builds, named by their source's SHA-256, so a file
 * that did not change (the editor's bundle, most scripts) is never compressed twice. Bump the
 * version when the settings below change.
 */
const cacheFolder = `${buildCacheRoot}/precompressed/v1`;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings written, each with its file ending and its compressor's settings. */
const encodings = [
  {
    ending: ".br",
    compress: (bytes: Buffer) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  {
    ending: ".gz",
    compress: (bytes: Buffer) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  },
] as const;

/**
 * Fills `compressedDir` (emptied first) with every servable file of `clientDir` (a hard link,
 * so no second copy on disk; a copy where the file system refuses one) and, beside each text
 * file of at least 1 KiB, a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy, each
 * only when smaller than the file. Compressing once at build time lets `npm start` and nginx
 * send the smallest encoding with no work and no memory per request. Each copy is compressed
 * once and then taken from `node_modules/.cache/precompressed/`.
 *
 * @param clientDir - the build output, e.g. `build/client`.
 * @param compressedDir - where the files and their copies go, e.g. `build/compressed`.
 * @param root - the repository whose build cache is used (the current directory).
 * @returns how many copies were compressed now and how many came from the cache, each counted
 *   whether or not it was written (a copy no smaller than its file is not).
 */
export async function writeCompressedFiles(
  clientDir: string,
  compressedDir: string,
  root = process.cwd(),
): Promise<{ compressed: number; cached: number }> {
  await rm(compressedDir, { recursive: true, force: true });
  let compressed = 0;
  let cached = 0;
  await Promise.all(
    servableFiles(clientDir).map(async (file) => {
      const source = path.join(clientDir, file);
      const target = path.join(compressedDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await link(source, target).catch(() => copyFile(source, target));
      if (!textEndings.some((ending) => file.endsWith(ending))) return;
      const bytes = await readFile(source);
      if (bytes.length < minimumBytes) return;
      const hash = createHash("sha256").update(bytes).digest("hex");
      for (const { ending, compress } of encodings) {
        const kept = path.join(root, cacheFolder, `${hash}${ending}`);
        if (await keepInBuildCache(kept, () => compress(bytes))) compressed += 1;
        else cached += 1;
        if ((await stat(kept)).size < bytes.length) await copyFile(kept, `${target}${ending}`);
      }
    }),
  );
  return { compressed, cached };
}
