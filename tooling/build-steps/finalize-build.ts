import { existsSync } from "node:fs";
import { readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";

/**
 * Reshapes React Router's prerender output in `clientDir` (e.g. `build/client`) into what any
 * static host serves without configuration (docs/decisions/002-not-found-as-404-html.md):
 *
 * - `404/index.html` → `404.html` (and `es/404/index.html` → `es/404.html`): the Not-found
 *   pages, which hosts and `npm start` send with status 404 for unknown paths under their
 *   folder. (React Router rejects a non-200 prerender, so each is prerendered at `…/404`.)
 * - `<route>/index.html` → `<route>.html` at any depth: one URL per page, without a trailing
 *   slash (`/case-studies`, `/es`, `/es/casos-de-exito`), so no host answers it with a
 *   redirect hop.
 * - `__spa-fallback.html` is removed: every known route is prerendered, and unknown paths
 *   must get the 404 page, never an app shell with status 200.
 *
 * @throws Error when an expected prerendered file is missing.
 */
export async function finalizeBuild(clientDir: string): Promise<void> {
  const notFoundDir = path.join(clientDir, "404");
  if (!existsSync(path.join(notFoundDir, "index.html"))) {
    throw new Error(`finalizeBuild: ${notFoundDir}/index.html was not prerendered`);
  }
  const folders = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    // Deepest first, so `es/casos-de-exito/` is done before `es/` is looked at.
    .sort((a, b) => b.split(path.sep).length - a.split(path.sep).length);
  for (const folder of folders) {
    const indexFile = path.join(folder, "index.html");
    if (!existsSync(indexFile)) continue;
    await rename(indexFile, `${folder}.html`);
    if ((await readdir(folder)).length === 0) await rmdir(folder);
  }
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
}
