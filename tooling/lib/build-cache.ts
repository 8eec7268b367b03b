import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where the build keeps what it made once and can take again on a later build (encoded images,
 * compressed files), under a folder per kind: `node_modules/.cache/<kind>`. It lives with the
 * dependencies, so a fresh install starts without it and copies of the repository that link
 * the checkout's `node_modules` share it.
 */
export const buildCacheRoot = "node_modules/.cache";

/**
 * Makes sure `file` is in the build cache, calling `produce` for its bytes only when it is not.
 * The name must say everything the bytes depend on (a source's hash, the settings), since a
 * file once there is never made again. It is written under a name of its own first and then
 * renamed (atomic): an interrupted build leaves no half file, and builds sharing the cache
 * never write into each other's.
 *
 * @param file - the file's path in the cache (e.g. `node_modules/.cache/precompressed/v1/….br`).
 * @param produce - makes the bytes.
 * @returns whether `produce` ran now.
 * @throws what `produce` throws, or the file system's error.
 */
export async function keepInBuildCache(
  file: string,
  produce: () => Promise<Uint8Array>,
): Promise<boolean> {
  if (existsSync(file)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  const part = `${file}.${randomUUID()}.part`;
  await writeFile(part, await produce());
  await rename(part, file);
  return true;
}
