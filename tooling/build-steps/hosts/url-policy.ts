/**
 * One URL per page: the rules every way of serving the build follows (`npm start`, nginx,
 * Cloudflare Pages, Netlify). The table is in docs/deploying.md.
 *
 * - A page answers 200 only at its canonical URL: `/` or `/name`, never a trailing slash.
 * - Its duplicates (`/index.html`, `/index`, `/name.html`, `/name/`) answer one permanent
 *   redirect (308, RFC 9110 §15.4.9) to the canonical URL, keeping the query string.
 * - Any other spelling that a server resolves to a page (`//case-studies`, `/./case-studies`,
 *   `/%63ase-studies`) also answers 308 to it; such a spelling of anything else answers 404
 *   ({@link isOffSpelled}).
 * - A Not-found document answers 404 at every other path of its folder (`es/404.html` under
 *   `/es/`, `images/404.html` under `/images/`, `404.html` everywhere else), and also at its
 *   own names (`/404`, `/404.html`, `/es/404`, `/es/404.html`), so it never stands as a page
 *   with status 200.
 */

import { articleFeedPath, pagePath, pages as registry } from "../../../app/pages/registry.ts";
import { localeIds, type Locale } from "../../../app/i18n/locales.ts";
import { canonicalPath } from "../../../app/lib/canonical-path.ts";
import { slugPattern } from "../../../app/lib/slug.ts";

/** The built Not-found document of the site's root, sent with status 404 for unknown paths. */
export const notFoundFile = "404.html";

/** A Not-found document and the URL folder whose unknown paths it answers. */
export interface NotFoundDocument {
  /** `/` or a folder such as `/es/`. */
  scope: string;
  /** The HTML file, relative to the build: `404.html`, `es/404.html`. */
  file: string;
}

/**
 * The content editor's folder in the build (`admin/`, served at `/admin/`; tooling/build-steps/editor/editor-files.ts).
 * It is not a page of the site: its `index.html` answers at `/admin/` (the folder's URL, which
 * the editor needs to find `config.yml` beside it), `/admin` redirects there, every other file
 * of the folder answers at its own path, and none of it is in the sitemap or the page rules.
 */
export const editorFolder = "admin";

/** The editor's URL: `/admin/`. */
export const editorUrl = `/${editorFolder}/`;

/** Whether a build file (relative, forward slashes) belongs to the editor. */
export const isEditorFile = (file: string) => file.startsWith(`${editorFolder}/`);

/** The duplicate URLs of the editor's page, each redirected to {@link editorUrl}. */
export const editorRedirects: readonly Redirect[] = [
  editorUrl.slice(0, -1),
  `${editorUrl}index.html`,
  `${editorUrl}index`,
].map((from) => ({ from, to: editorUrl }));

const isNotFoundFile = (file: string) => file === notFoundFile || file.endsWith(`/${notFoundFile}`);

/**
 * The Not-found documents of a build (every `404.html`, at any depth: the prerendered ones of
 * each locale and the script-free copies in the folders of files and of the editor,
 * tooling/build-steps/pages/folder-not-found.ts), deepest scope first.
 *
 * @param files - files relative to the build folder (others than `404.html` are ignored).
 */
export function notFoundDocumentsOf(files: readonly string[]): NotFoundDocument[] {
  return files
    .filter((file) => isNotFoundFile(file))
    .map((file) => ({ scope: `/${file.slice(0, -notFoundFile.length)}`, file }))
    .sort((a, b) => b.scope.length - a.scope.length || a.scope.localeCompare(b.scope));
}

/**
 * The Not-found document for a URL path: the one of the deepest folder the path is in
 * (`/es/nada` → `es/404.html`), else the root's (the nearest `404.html`, as Cloudflare Pages
 * picks it).
 */
export function notFoundFileFor(urlPath: string, documents: readonly NotFoundDocument[]): string {
  return documents.find(({ scope }) => urlPath.startsWith(scope))?.file ?? notFoundFile;
}

/** Each Not-found document's own URLs (`/404`, `/404.html`, `/es/404`…), which answer 404. */
export function notFoundUrlsOf(documents: readonly NotFoundDocument[]): string[] {
  return documents.flatMap(({ scope }) => [`${scope}404`, `${scope}${notFoundFile}`]);
}

/** Status of the redirect from a duplicate URL to its page (308 Permanent Redirect). */
export const redirectStatus = 308;

/**
 * Matches a raw request target (path and query, as sent) whose path is spelled other than the
 * path a server resolves it to: an empty segment (`//`), a dot-segment (`.` or `..`, each dot
 * as it is or percent-encoded; RFC 3986 §5.2.4, §6.2.2.2), a percent-encoded slash or
 * backslash, or a backslash. nginx resolves every one of them before it picks a location
 * (merged slashes, decoded dots and slashes, dot-segments removed), and so does Cloudflare's
 * edge ("Normalize incoming URLs", on by default); `npm start` and the nginx include both test
 * this one expression (PCRE and JavaScript read it alike), so a page reached that way answers
 * 308 to its URL and anything else 404, never a file at a second spelling.
 */
export const offSpellingPattern = String.raw`^[^?]*(?://|/(?:\.|%2[eE]){1,2}(?:[/?\\]|%2[fF]|%5[cC]|$)|%2[fF]|%5[cC]|\\)`;

/** Whether a raw request target is spelled other than what it resolves to ({@link offSpellingPattern}). */
export function isOffSpelled(target: string): boolean {
  return new RegExp(offSpellingPattern).test(target);
}

/**
 * Removes the dot-segments of a decoded path (RFC 3986 §5.2.4) and merges repeated slashes, as
 * nginx does (`merge_slashes on`, its default).
 *
 * @param decodedPath - a percent-decoded path starting with `/`.
 * @returns the resolved path, or `undefined` when a `..` would climb above the root, which
 *   nginx refuses with 400.
 */
export function resolvePath(decodedPath: string): string | undefined {
  const resolved: string[] = [];
  const segments = decodedPath.split("/").slice(1);
  for (const [index, segment] of segments.entries()) {
    const isLast = index === segments.length - 1;
    if (segment === "..") {
      if (resolved.length === 0) return undefined;
      resolved.pop();
      if (isLast) resolved.push("");
    } else if (segment === "." || segment === "") {
      if (isLast) resolved.push("");
    } else {
      resolved.push(segment);
    }
  }
  return `/${resolved.join("/")}`;
}

/**
 * A folder of article pages (`/insights/`, `/es/articulos/`): an article published after a
 * host's configuration was written is still served there (nginx has no list of them).
 */
export interface ArticleFolder {
  /** `/insights/`: each article is `<folder><slug>`, its file `<folder><slug>.html`. */
  folder: string;
  /** The folder's listing page, `/insights`, built while the locale has an article. */
  listing: string;
  /** The locale's feed, `/insights/feed.xml`, also built while it has an article. */
  feed: string;
  locale: Locale;
}

/**
 * Every locale's article folder, from the page registry, whether or not the locale has an
 * article yet: its first article needs no new host configuration either.
 */
export function articleFolders(): ArticleFolder[] {
  return Object.values(registry)
    .filter((page) => page.listsArticles)
    .flatMap((page) =>
      localeIds.map((locale) => {
        const listing = pagePath(page, locale);
        return { folder: `${listing}/`, listing, feed: articleFeedPath(locale), locale };
      }),
    );
}

/** An article's slug, the last segment of its URL, as a pattern without anchors (app/lib/slug.ts). */
export const articleSlugPattern = slugPattern.source.replace(/^\^|\$$/g, "");

/**
 * The one dot-folder every host serves (RFC 8615), for what the site's owner puts there on the
 * server: ACME http-01 challenges (`acme-challenge/<token>`, RFC 8555 §8.3, written by certbot
 * and other clients) and `security.txt` (RFC 9116). Every other path with a segment that starts
 * with a dot, including a dot-file inside this folder, is refused.
 */
export const wellKnownFolder = "/.well-known/";

/** Whether `urlPath` (decoded) is a file under {@link wellKnownFolder} with no other dot-segment. */
export function isWellKnownPath(urlPath: string): boolean {
  if (!urlPath.startsWith(wellKnownFolder)) return false;
  const rest = urlPath.slice(wellKnownFolder.length).split("/");
  return rest.every((segment) => segment !== "" && !segment.startsWith("."));
}

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
 * The built HTML file of a canonical URL path, as the build writes it (finalize-build.ts
 * flattens `name/index.html` to `name.html`): `/` → `index.html`, `/es/404` → `es/404.html`.
 * The inverse of {@link pageUrlPath}.
 *
 * @param urlPath - a canonical URL path: leading slash, no trailing one but the root's.
 */
export function pageFile(urlPath: string): string {
  return urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`;
}

/**
 * The pages of a build, from its HTML files (the Not-found documents excluded), sorted by URL.
 *
 * @param htmlFiles - HTML files relative to the build folder, e.g. `["index.html", "404.html"]`.
 */
export function pagesOf(htmlFiles: readonly string[]): Page[] {
  return htmlFiles
    .filter((file) => !isNotFoundFile(file) && !isEditorFile(file))
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
