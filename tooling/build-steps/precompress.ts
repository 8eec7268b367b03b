import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { servableFiles } from "../lib/build-files.ts";

/**
 * The folder, beside a build's `client/`, that holds its precompressed files for `npm start`
 * (tooling/serve.ts): `build/compressed/assets/root-….js.br` and `….js.gz` for
 * `build/client/assets/root-….js`. Hosts never see it: they publish `client/` and compress by
 * themselves (docs/decisions/051-files-never-run-script.md, "The preview server").
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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy of every text file of
 * `clientDir` of at least 1 KiB into `compressedDir`, at the same relative path, each only when
 * smaller than the file; `compressedDir` is emptied first. Compressing once at build time lets
 * the preview server send the smallest encoding with no work and no memory per request.
 *
 * @param clientDir - the build output, e.g. `build/client`.
 * @param compressedDir - where the copies go, e.g. `build/compressed`.
 * @returns how many files got at least one compressed copy.
 */
export async function writeCompressedFiles(
  clientDir: string,
  compressedDir: string,
): Promise<number> {
  await rm(compressedDir, { recursive: true, force: true });
  const files = servableFiles(clientDir).filter((file) =>
    textEndings.some((ending) => file.endsWith(ending)),
  );
  const written = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(path.join(clientDir, file));
      if (bytes.length < minimumBytes) return false;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const target = path.join(compressedDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      let any = false;
      for (const [encoded, ending] of [
        [br, ".br"],
        [gz, ".gz"],
      ] as const) {
        if (encoded.length >= bytes.length) continue;
        await writeFile(`${target}${ending}`, encoded);
        any = true;
      }
      return any;
    }),
  );
  return written.filter(Boolean).length;
}
