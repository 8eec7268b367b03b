import { existsSync } from "node:fs";
import { readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";

/**
 * Reshapes React Router's prerender output in `clientDir` (e.g. `build/client`) into what any
 * static host serves without configuration (docs/decisions/002-not-found-as-404-html.md):
 *
 * - `404/index.html` → `404.html`: the Not-found page, which hosts and `npm start` send with
 *   status 404 for unknown paths. (React Router rejects a non-200 prerender, so the route
 *   is prerendered at `/404` with 200.)
 * - `<route>/index.html` → `<route>.html`: one URL per page, without a trailing slash
 *   (`/case-studies`), so no host answers it with a redirect hop.
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
  for (const entry of await readdir(clientDir, { withFileTypes: true })) {
    const indexFile = path.join(clientDir, entry.name, "index.html");
    if (!entry.isDirectory() || !existsSync(indexFile)) continue;
    await rename(indexFile, path.join(clientDir, `${entry.name}.html`));
    const rest = await readdir(path.join(clientDir, entry.name));
    if (rest.length === 0) await rmdir(path.join(clientDir, entry.name));
  }
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
}
