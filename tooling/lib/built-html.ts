import { readdir } from "node:fs/promises";
import path from "node:path";
import { isEditorFile } from "../build-steps/url-policy.ts";

/**
 * The HTML files of the site's pages in a build folder at any depth (`index.html`,
 * `es/casos-de-exito.html`), relative to it, with forward slashes, sorted. The content
 * editor's page (`admin/index.html`) is not one of them.
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
    .filter((file) => !isEditorFile(file))
    .sort();
}
