import { existsSync } from "node:fs";
import { readdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { builtPagesFile } from "../../lib/build-files.ts";
import { pageFile } from "../hosts/url-policy.ts";

/**
 * Reshapes React Router's prerender output in `clientDir` (e.g. `build/client`) into what any
 * static host serves without configuration (docs/decisions/002-not-found-as-404-html.md), and
 * records which HTML files are the site's pages:
 *
 * - each prerendered path's `index.html` becomes its canonical file ({@link pageFile}):
 *   `404/index.html` → `404.html` (and `es/404/index.html` → `es/404.html`), the Not-found
 *   pages, which hosts and `npm start` send with status 404 for unknown paths under their
 *   folder (React Router rejects a non-200 prerender, so each is prerendered at `…/404`);
 *   `<route>/index.html` → `<route>.html` at any depth: one URL per page, without a trailing
 *   slash (`/case-studies`, `/es`, `/es/casos-de-exito`), so no host answers it with a
 *   redirect hop;
 * - `__spa-fallback.html` is removed: every known route is prerendered, and unknown paths
 *   must get the 404 page, never an app shell with status 200;
 * - the pages' files are written to `pages.json` beside `clientDir`
 *   (tooli../lib/build-files.ts). Only those are pages: an HTML file that came from `public/`
 *   is left where it is, is never given a policy that lets its scripts run, and is served as a
 *   file (docs/decisions/051-files-never-run-script.md).
 *
 * @param prerenderPaths - the URL paths React Router prerendered (react-router.config.ts),
 *   e.g. `["/", "/case-studies", "/404", "/es", …]`; the root Not-found page `/404` among them.
 * @returns the pages' HTML files, relative to `clientDir`, sorted.
 * @throws Error when a prerendered path's file is missing, or `/404` is not in the list.
 */
export async function finalizeBuild(
  clientDir: string,
  prerenderPaths: readonly string[],
): Promise<string[]> {
  if (!prerenderPaths.includes("/404")) {
    throw new Error("finalizeBuild: the Not-found page /404 is not prerendered");
  }
  const files: string[] = [];
  // Deepest first, so `es/casos-de-exito/` is done before `es/` is looked at.
  const byDepth = [...prerenderPaths].sort((a, b) => b.split("/").length - a.split("/").length);
  for (const urlPath of byDepth) {
    const file = pageFile(urlPath);
    files.push(file);
    if (urlPath === "/") {
      if (!existsSync(path.join(clientDir, file))) throw missing(clientDir, file);
      continue;
    }
    const folder = path.join(clientDir, urlPath.slice(1));
    const indexFile = path.join(folder, "index.html");
    if (!existsSync(indexFile)) throw missing(clientDir, path.relative(clientDir, indexFile));
    await rename(indexFile, path.join(clientDir, file));
    if ((await readdir(folder)).length === 0) await rmdir(folder);
  }
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
  files.sort();
  await writeFile(
    path.join(path.dirname(clientDir), builtPagesFile),
    `${JSON.stringify(files, null, 2)}\n`,
  );
  return files;
}

const missing = (clientDir: string, file: string) =>
  new Error(`finalizeBuild: ${path.join(clientDir, file)} was not prerendered`);
