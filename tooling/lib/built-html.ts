import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * The HTML files of a build folder at any depth (`index.html`, `es/casos-de-exito.html`),
 * relative to it, with forward slashes, sorted.
 *
 * @param clientDir - the build output, e.g. `build/client`.
 */
export async function builtHtmlFiles(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) =>
      path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}
