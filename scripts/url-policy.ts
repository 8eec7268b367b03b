/**
 * One URL per page: the rules every way of serving the build follows (`npm start`, nginx,
 * Cloudflare Pages, Netlify). The table is in docs/deploying.md.
 *
 * - A page answers 200 only at its canonical URL: `/` or `/name`, never a trailing slash.
 * - Its duplicates (`/index.html`, `/index`, `/name.html`, `/name/`) answer one permanent
 *   redirect (308, RFC 9110 §15.4.9) to the canonical URL, keeping the query string.
 * - The Not-found document answers 404 at every other path, and also at its own names
 *   (`/404`, `/404.html`), so it never stands as a page with status 200.
 */

import { canonicalPath } from "../app/lib/canonical-path.ts";

/** The built Not-found document, sent with status 404 for every unknown path. */
export const notFoundFile = "404.html";

/** Status of the redirect from a duplicate URL to its page (308 Permanent Redirect). */
export const redirectStatus = 308;

/** Files in the build that hosts read as configuration and never serve. */
export const hostConfigFiles = ["_headers", "_redirects"] as const;

/** A prerendered page: its canonical URL path and the HTML file, relative to the build. */
export interface Page {
  urlPath: string;
  file: string;
}

/** A duplicate URL of a page and the canonical URL it redirects to. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * The canonical URL path of a built HTML file: `index.html` → `/`,
 * `case-studies.html` → `/case-studies`, `es/index.html` → `/es`.
 *
 * @param file - path relative to the build folder, with forward slashes.
 */
export function pageUrlPath(file: string): string {
  return canonicalPath(`/${file}`);
}

/**
 * The pages of a build, from its HTML files (the Not-found document excluded), sorted by URL.
 *
 * @param htmlFiles - HTML files relative to the build folder, e.g. `["index.html", "404.html"]`.
 */
export function pagesOf(htmlFiles: readonly string[]): Page[] {
  return htmlFiles
    .filter((file) => file !== notFoundFile)
    .map((file) => ({ urlPath: pageUrlPath(file), file }))
    .sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}

/**
 * Every duplicate URL of each page, with the canonical URL it redirects to.
 * `/` has `/index.html` and `/index`; `/name` has `/name.html` and `/name/`.
 */
export function redirectsOf(pages: readonly Page[]): Redirect[] {
  return pages.flatMap(({ urlPath, file }) => {
    const duplicates =
      urlPath === "/"
        ? [`/${file}`, "/index"]
        : [
            `/${file}`,
            `${urlPath}/`,
            ...(file.endsWith("/index.html") ? [`${urlPath}/index`] : []),
          ];
    return duplicates.map((from) => ({ from, to: urlPath }));
  });
}

/** The Not-found document's own URLs, which answer 404 like any unknown path. */
export const notFoundUrls = [`/${notFoundFile.replace(/\.html$/, "")}`, `/${notFoundFile}`];
