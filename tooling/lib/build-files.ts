import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { hostConfigFiles } from "../build-steps/hosts/url-policy.ts";

/**
 * The list of a build's pages, written beside its client folder (`build/pages.json`) by
 * tooling/build-steps/pages/finalize-build.ts: the HTML files React Router prerendered, relative to
 * `build/client`, sorted (`404.html`, `case-studies.html`, `es/404.html`, `index.html`…). It
 * is the one answer to "is this HTML file one of the site's pages?": every other HTML file in
 * the build came from `public/` and is served as an inert file.
 */
export const builtPagesFile = "pages.json";

/**
 * The pages' HTML files of the build in `buildDir` (which holds `client/` and `pages.json`),
 * Not-found documents included; the content editor's page is not one of them.
 *
 * @param buildDir - the build's folder, e.g. `build` or `build-analytics`.
 * @throws Error when the build has no `pages.json` (no build, or one that stopped early).
 */
export function readBuiltPages(buildDir: string): string[] {
  const file = path.join(buildDir, builtPagesFile);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as string[];
  } catch (error) {
    throw new Error(`No list of pages at ${file}: run npm run build first`, { cause: error });
  }
}

/**
 * Every file a host may serve from a build's client folder, relative to it with forward
 * slashes, sorted: dotfiles and anything in a dot-folder are left out, and so are the hosts'
 * configuration files (`_headers`, `_redirects`).
 *
 * @param clientDir - the build output, e.g. `build/client`.
 */
export function servableFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .filter((file) => !file.split("/").some((segment) => segment.startsWith(".")))
    .filter((file) => !(hostConfigFiles as readonly string[]).includes(file))
    .sort();
}
