import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { servableFiles } from "../lib/build-files.ts";
import {
  cacheControl,
  editorHeaders,
  filePolicy,
  securityHeaders,
  siteHeaderPolicy,
} from "./response-headers.ts";
import {
  editorUrl,
  hostConfigFiles,
  isEditorFile,
  notFoundDocumentsOf,
  notFoundFile,
  notFoundUrlsOf,
  pagesOf,
  redirectsOf,
  redirectStatus,
  type NotFoundDocument,
  type Page,
} from "./url-policy.ts";

/** The headers `npm start` sends on every page, relative to the build folder. */
export const serverHeadersFile = "server-headers.json";

/** The generated file `deploy/nginx.conf` includes, relative to the build folder. */
export const nginxSiteFile = "deploy/nginx-site.conf";

/**
 * A path under `scope` that holds no file: Cloudflare Pages answers a rewrite to it with the
 * nearest 404.html (the scope's) and status 404.
 */
const missingPathIn = (scope: string) => `${scope}404-not-a-page`;

/**
 * Media types nginx's stock `mime.types` (Debian's 1.22) lacks, by file name ending: the web
 * app manifest, and the pages' loader data for client-side navigation, typed as React
 * Router's own server types it.
 */
const nginxExtraTypes: Record<string, string> = {
  webmanifest: "application/manifest+json",
  data: "text/x-script",
};

/** The media types nginx compresses: every text the build emits (`text/html` always is). */
const compressedTypes = [
  "text/css",
  "text/plain",
  "text/xml",
  "text/javascript",
  "text/x-script",
  "text/yaml",
  "application/javascript",
  "application/json",
  "application/manifest+json",
  "application/xml",
  "image/svg+xml",
];

/** What the HTTPS hosts send with every page and Not-found page: the security headers and the site's CSP. */
const httpsHeaders = {
  ...securityHeaders,
  "Content-Security-Policy": siteHeaderPolicy({ upgradeInsecureRequests: true }),
};

/** What they send instead with every other file: its CSP forbids script (docs/decisions/051-files-never-run-script.md). */
const fileHttpsHeaders = { ...httpsHeaders, "Content-Security-Policy": filePolicy() };

/** Where hashed assets live: one `_headers` rule and one nginx location cover the folder. */
const assetsFolder = "assets/";

/**
 * The `_headers` path patterns that cover every file of a build that is not a page, the
 * editor's or a hashed asset, so that each gets {@link filePolicy}: a folder that holds no
 * page by a splat (`/images/*`, `/og/*`), so a file added to it is covered too; any other file
 * by its exact path. An HTML file is also matched at the URLs both hosts serve it at without
 * its extension (`/brochure` and, for an `index.html`, its folder `/docs/`): their "pretty
 * URLs" would otherwise give it a page's header policy, which names no script.
 *
 * @param files - every servable file of the build (tooling/lib/build-files.ts).
 * @param pageFiles - the prerendered pages' HTML files.
 */
export function filePatterns(files: readonly string[], pageFiles: readonly string[]): string[] {
  const pages = new Set(pageFiles);
  const pageFolders = new Set(
    pageFiles.flatMap((file) => [file.split("/")[0], file.replace(/\.html$/, "")]),
  );
  const patterns = new Set<string>();
  for (const file of files) {
    if (pages.has(file) || isEditorFile(file) || file.startsWith(assetsFolder)) continue;
    const [top, ...rest] = file.split("/");
    if (rest.length > 0 && top && !pageFolders.has(top)) {
      patterns.add(`/${top}/*`);
      continue;
    }
    patterns.add(`/${file}`);
    if (file.endsWith(".html")) {
      const bare = file.slice(0, -".html".length);
      patterns.add(`/${bare}`);
      if (bare.endsWith("/index")) patterns.add(`/${bare.slice(0, -"index".length)}`);
    }
  }
  return [...patterns].sort();
}

/** What the HTTPS hosts send instead under `/admin/` (the content editor's own policy). */
const editorHttpsHeaders = editorHeaders({ upgradeInsecureRequests: true });

/**
 * `_headers` for Cloudflare Pages and Netlify: the security headers, the site's one CSP and
 * `no-cache` on every path (`/*`, which is also what a 404 gets), immutable caching for
 * `/assets/*`, and {@link filePolicy} on `/assets/*` and on {@link filePatterns}, every other
 * file that is not a page. Where two rules match, Cloudflare Pages joins the values of a
 * header, so a later rule first detaches it (`! Name`, Cloudflare's "detach a header");
 * Netlify's parser skips that line and lets the later rule's value win. `/admin/*` (the
 * content editor) detaches the site's CSP and opener policy the same way and sends its own.
 *
 * @param files - every servable file of the build (tooling/lib/build-files.ts).
 * @param pageFiles - the prerendered pages' HTML files.
 */
export function headersFile(files: readonly string[], pageFiles: readonly string[]): string {
  const block = (pattern: string, lines: string[]) =>
    [pattern, ...lines.map((line) => `  ${line}`)].join("\n");
  const filePolicyLines = [
    "! Content-Security-Policy",
    `Content-Security-Policy: ${fileHttpsHeaders["Content-Security-Policy"]}`,
  ];
  return [
    "# Generated by npm run build (tooling/build-steps/deploy-headers.ts) for Cloudflare Pages and Netlify.",
    block("/*", [
      ...Object.entries(httpsHeaders).map(([name, value]) => `${name}: ${value}`),
      `Cache-Control: ${cacheControl.revalidate}`,
    ]),
    block(`/${assetsFolder}*`, [
      "! Cache-Control",
      `Cache-Control: ${cacheControl.immutable}`,
      ...filePolicyLines,
    ]),
    ...filePatterns(files, pageFiles).map((pattern) => block(pattern, filePolicyLines)),
    block(`${editorUrl}*`, [
      ...Object.keys(editorHttpsHeaders)
        .filter((name) => name in httpsHeaders)
        .map((name) => `! ${name}`),
      ...Object.entries(editorHttpsHeaders).map(([name, value]) => `${name}: ${value}`),
    ]),
  ].join("\n\n");
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: the URL policy of tooling/build-steps/url-policy.ts.
 * Netlify needs forced rules (`!`) because the duplicates are real files; Cloudflare Pages
 * redirects those duplicates with 308 by itself and skips `!` lines with a warning. The
 * Not-found documents' own URLs answer 404: a forced 404 rule on Netlify, a rewrite to a
 * path with no file in the same folder on Cloudflare Pages (which only accepts 200 and 3xx,
 * and answers a missing path with the nearest 404.html). Unknown paths under a folder with
 * its own Not-found document get it on Netlify by a last, unforced 404 rule (`/es/*`); the
 * root's 404.html is Netlify's default. Trailing-slash
 * duplicates have no rule: both hosts redirect them, and a Netlify rule for `/name/` would
 * also match `/name` (Netlify matches with or without the trailing slash).
 */
export function redirectsFile(
  pages: readonly Page[],
  notFound: readonly NotFoundDocument[],
): string {
  const ownUrls = notFound.flatMap((document) =>
    notFoundUrlsOf([document]).map((url) => ({ url, ...document })),
  );
  const rows = [
    "# Generated by npm run build (tooling/build-steps/deploy-headers.ts). One URL per page: docs/deploying.md.",
    "# Netlify (forced rules; Cloudflare Pages skips them with a warning and redirects by itself):",
    ...redirectsOf(pages)
      .filter(({ from }) => !from.endsWith("/"))
      .map(({ from, to }) => `${from}  ${to}  ${redirectStatus}!`),
    ...ownUrls.map(({ url, file }) => `${url}  /${file}  404!`),
    "# Cloudflare Pages (Netlify never reaches these: the forced rules above match first):",
    ...ownUrls.map(({ url, scope }) => `${url}  ${missingPathIn(scope)}  200`),
    "# Netlify: unknown paths under a folder with its own Not-found page (Cloudflare Pages",
    "# serves the nearest 404.html by itself):",
    ...notFound
      .filter(({ scope }) => scope !== "/")
      .map(({ scope, file }) => `${scope}*  /${file}  404`),
  ];
  return rows.join("\n");
}

/**
 * The nginx server-block include (`nginxSiteFile`), the whole behaviour of `deploy/nginx.conf`
 * but for listen, TLS and root: the security headers on every answer, the site's CSP on pages
 * and Not-found pages and {@link filePolicy} on every other file (nginx drops inherited
 * `add_header` lines in a location that has its own, so each location repeats them), the cache
 * policy, media types, gzip with `Vary: Accept-Encoding` for every text type the build emits
 * (the pages' `.data` files among them), the URL policy, and the Not-found document of the
 * path's folder (`es/404.html` under `/es/`, else 404.html) with status 404 for everything
 * else; `server_tokens off` hides nginx's version. The content editor's folder (`/admin/`) has
 * its own location: its headers, its page at `/admin/`, its files' media types, dot-files
 * refused. Directives exist in nginx 1.22
 * (Debian 12) and current mainline.
 */
export function nginxSite(pages: readonly Page[], notFound: readonly NotFoundDocument[]): string {
  const quote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
  const headers = (extra: Record<string, string>, base = httpsHeaders) =>
    Object.entries({ ...base, ...extra }).map(
      ([name, value]) => `add_header ${name} ${quote(value)} always;`,
    );
  const location = (match: string, lines: string[]) =>
    [`location ${match} {`, ...lines.map((line) => `    ${line}`), "}"].join("\n");
  return [
    "# Generated by npm run build (tooling/build-steps/deploy-headers.ts). Included by deploy/nginx.conf.",
    "server_tokens off;",
    "autoindex off;",
    "absolute_redirect off;",
    "charset utf-8;",
    "gzip on;",
    "gzip_vary on;",
    `gzip_types ${compressedTypes.join(" ")};`,
    `error_page 404 /${notFoundFile};`,
    ...notFound.flatMap(({ scope, file }) => [
      location(`= /${file}`, [
        "internal;",
        // Requested from outside, the document answers 404 with itself.
        `error_page 404 /${file};`,
        ...headers({ "Cache-Control": cacheControl.notFound }),
      ]),
      ...notFoundUrlsOf([{ scope, file }])
        .filter((url) => url !== `/${file}`)
        .map((url) => location(`= ${url}`, [`error_page 404 /${file};`, "return 404;"])),
      ...(scope === "/"
        ? []
        : [
            location(scope, [
              `error_page 404 /${file};`,
              ...headers({ "Cache-Control": cacheControl.revalidate }, fileHttpsHeaders),
              "try_files $uri =404;",
            ]),
          ]),
    ]),
    ...hostConfigFiles.map((file) => location(`= /${file}`, ["return 404;"])),
    // Any path with a segment that starts with a dot is refused, except a file under
    // /.well-known/ with no other dot-segment (ACME challenges, security.txt;
    // isWellKnownPath in tooling/build-steps/url-policy.ts), which `location /` then serves.
    location('~ "^(?!/\\.well-known(?:/[^./][^/]*)+$).*/\\."', ["return 404;"]),
    location(`= ${editorUrl.slice(0, -1)}`, [
      `return ${redirectStatus} ${editorUrl}$is_args$args;`,
    ]),
    location(`= ${editorUrl}`, [
      ...headers({ ...editorHttpsHeaders, "Cache-Control": cacheControl.revalidate }),
      `try_files ${editorUrl}index.html =404;`,
    ]),
    location(`^~ ${editorUrl}`, [
      // The editor's files only: its page, scripts, translations, configuration and fonts,
      // and its preview's stylesheet and icon sprite.
      "types { text/html html; text/javascript js; application/json json; text/yaml yml; font/woff2 woff2; text/css css; image/svg+xml svg; }",
      ...headers({ ...editorHttpsHeaders, "Cache-Control": cacheControl.revalidate }),
      "location ~ /\\. { return 404; }",
      "try_files $uri =404;",
    ]),
    ...redirectsOf(pages).map(({ from, to }) =>
      location(`= ${from}`, [`return ${redirectStatus} ${to}$is_args$args;`]),
    ),
    ...pages.map(({ urlPath, file }) =>
      location(`= ${urlPath}`, [
        ...headers({ "Cache-Control": cacheControl.revalidate }),
        `try_files /${file} =404;`,
      ]),
    ),
    location(`/${assetsFolder}`, [
      ...headers({ "Cache-Control": cacheControl.immutable }, fileHttpsHeaders),
      "etag off;",
      "try_files $uri =404;",
    ]),
    ...Object.entries(nginxExtraTypes).map(([ending, type]) =>
      location(`~ \\.${ending}$`, [
        "types { }",
        `default_type ${type};`,
        ...headers({ "Cache-Control": cacheControl.revalidate }, fileHttpsHeaders),
        "try_files $uri =404;",
      ]),
    ),
    location("/", [
      ...headers({ "Cache-Control": cacheControl.revalidate }, fileHttpsHeaders),
      "try_files $uri =404;",
    ]),
  ].join("\n");
}

/**
 * Writes the response headers and URL policy of a build for each way it is served, from its
 * files and the list of its pages (only those get a page's headers):
 * - `<clientDir>/_headers` and `<clientDir>/_redirects`: Cloudflare Pages and Netlify
 *   (HTTPS hosts: `upgrade-insecure-requests` on);
 * - `<buildDir>/deploy/nginx-site.conf`: the include of `deploy/nginx.conf`;
 * - `<buildDir>/server-headers.json`: the CSP header `npm start` sends on pages (plain HTTP on
 *   loopback, so without `upgrade-insecure-requests`), as this build's settings make it.
 * None of them depends on what the pages say, so publishing a new build never needs a new
 * host configuration unless a page is added or removed or a setting changes.
 */
export async function writeDeployHeaders(
  buildDir: string,
  clientDir: string,
  pageFiles: readonly string[],
): Promise<void> {
  const pages = pagesOf(pageFiles);
  const notFound = notFoundDocumentsOf(pageFiles);
  await writeFile(
    path.join(clientDir, "_headers"),
    `${headersFile(servableFiles(clientDir), pageFiles)}\n`,
  );
  await writeFile(path.join(clientDir, "_redirects"), `${redirectsFile(pages, notFound)}\n`);
  await mkdir(path.join(buildDir, "deploy"), { recursive: true });
  await writeFile(path.join(buildDir, nginxSiteFile), `${nginxSite(pages, notFound)}\n`);
  const serverHeaders = {
    "Content-Security-Policy": siteHeaderPolicy({ upgradeInsecureRequests: false }),
  };
  await writeFile(
    path.join(buildDir, serverHeadersFile),
    `${JSON.stringify(serverHeaders, null, 2)}\n`,
  );
}
