import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { previewImageFolder } from "../../../app/pages/registry.ts";
import { servableFiles } from "../../lib/build-files.ts";
import {
  cacheControl,
  editorHeaders,
  filePolicy,
  linkPreviewHeaders,
  securityHeaders,
  siteHeaderPolicy,
} from "./response-headers.ts";
import {
  articleFolders,
  articleSlugPattern,
  editorFolder,
  editorRedirects,
  editorUrl,
  hostConfigFiles,
  isEditorFile,
  notFoundDocumentsOf,
  notFoundFile,
  notFoundFileFor,
  notFoundUrlsOf,
  offSpellingPattern,
  pageFile,
  pagesOf,
  redirectsOf,
  redirectStatus,
  type ArticleFolder,
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
 * Media types nginx's stock `mime.types` (Debian's 1.22) lacks or names otherwise than the other
 * hosts, by file name ending: the web app manifest, and XML (the sitemap and the feeds), which
 * it calls `text/xml` where Cloudflare Pages, Netlify and `npm start` send `application/xml`
 * (RFC 7303 §4: the same type, one name on every host).
 */
const nginxExtraTypes: Record<string, string> = {
  webmanifest: "application/manifest+json",
  xml: "application/xml",
};

/**
 * The media types nginx compresses on the fly: only a text file that has no precompressed copy
 * beside it (a file under 1 KiB, or one put on the server by hand) gets there.
 */
const compressedTypes = [
  "text/css",
  "text/plain",
  "text/javascript",
  "text/yaml",
  "application/javascript",
  "application/json",
  "application/manifest+json",
  "application/xml",
  "image/svg+xml",
];

/** Where hashed assets live: one `_headers` rule and one nginx location cover the folder. */
const assetsFolder = "assets/";

/** What the HTTPS hosts send under `/admin/` in place of the site's headers (the editor's). */
const editorHttpsHeaders = editorHeaders({ upgradeInsecureRequests: true });

/**
 * The kinds of answer, each with every header the HTTPS hosts send with it
 * (tooling/build-steps/hosts/response-headers.ts): what `_headers` gives a path and what the nginx
 * include gives a location are the same table.
 */
const answerHeaders = (() => {
  const page = {
    ...securityHeaders,
    "Content-Security-Policy": siteHeaderPolicy({ upgradeInsecureRequests: true }),
    "Cache-Control": cacheControl.revalidate,
  };
  const file = { ...page, "Content-Security-Policy": filePolicy() };
  return {
    /** A page, a redirect, and the default of every path (`/*`). */
    page,
    /** Every other file (docs/decisions/051-files-never-run-script.md). */
    file,
    /** A hashed asset under `/assets/`. */
    asset: { ...file, "Cache-Control": cacheControl.immutable },
    /** A link preview under `/og/`. */
    preview: { ...file, ...linkPreviewHeaders },
    /** The content editor under `/admin/`. */
    editor: { ...page, ...editorHttpsHeaders },
  };
})();

type AnswerKind = keyof typeof answerHeaders;

/** The kind of a file of the build, by its path (relative, forward slashes). */
function fileKind(file: string): AnswerKind {
  if (isEditorFile(file)) return "editor";
  if (file.startsWith(assetsFolder)) return "asset";
  if (`/${file}`.startsWith(previewImageFolder)) return "preview";
  return "file";
}

/**
 * The top-level folders of a build that hold no page, no asset and no editor file
 * (`images/`, `og/`, `icons/`): one `_headers` rule each covers every file in them, one added
 * later included.
 */
function fileFolders(files: readonly string[], pageFiles: readonly string[]): string[] {
  const pageFolders = new Set(pageFiles.map((file) => file.split("/")[0]));
  for (const file of pageFiles) pageFolders.add(file.replace(/\.html$/, ""));
  const folders = new Set<string>();
  for (const file of files) {
    const [top, ...rest] = file.split("/");
    if (rest.length === 0 || !top || pageFolders.has(top)) continue;
    if (isEditorFile(file) || file.startsWith(assetsFolder)) continue;
    folders.add(`${top}/`);
  }
  return [...folders].sort();
}

/**
 * The folders of a build whose every answer carries a policy of its own in place of the
 * pages' ({@link filePolicy}, or the editor's): `assets/`, each folder without pages
 * (`images/`, `og/`, `icons/`) and the editor's `admin/`, those present in `files`. Each gets
 * a script-free Not-found page of its own (tooling/build-steps/pages/folder-not-found.ts).
 *
 * @param files - every servable file of the build (tooling/lib/build-files.ts).
 * @param pageFiles - the prerendered pages' HTML files.
 */
export function ownPolicyFolders(files: readonly string[], pageFiles: readonly string[]): string[] {
  const has = (folder: string) => files.some((file) => file.startsWith(folder));
  return [
    ...[assetsFolder, `${editorFolder}/`].filter((folder) => has(folder)),
    ...fileFolders(files, pageFiles),
  ].sort();
}

/**
 * The folders that get a script-free copy of the Not-found page
 * (tooling/build-steps/pages/folder-not-found.ts), each with the prerendered Not-found page it is
 * made from: the {@link ownPolicyFolders}, where the answers' policy would block the page's
 * scripts, from the root's; and each locale's article folder in the build, from the locale's,
 * since the browser's router takes an unknown article path for an article
 * (`/insights/:slug`) and would fail to hydrate the Not-found page there.
 *
 * @param files - every servable file of the build (tooling/lib/build-files.ts).
 * @param pageFiles - the prerendered pages' HTML files.
 * @param articles - each locale's article folder ({@link articleFolders}).
 * @returns each folder (relative, ending in `/`) and its source (`404.html`, `es/404.html`).
 */
export function scriptFreeNotFoundFolders(
  files: readonly string[],
  pageFiles: readonly string[],
  articles: readonly ArticleFolder[],
): { folder: string; source: string }[] {
  const pageNotFound = notFoundDocumentsOf(pageFiles);
  return [
    ...ownPolicyFolders(files, pageFiles).map((folder) => ({ folder, source: notFoundFile })),
    ...articles
      .filter(({ folder }) => files.some((file) => `/${file}`.startsWith(folder)))
      .map(({ folder }) => ({
        folder: folder.slice(1),
        source: notFoundFileFor(folder, pageNotFound),
      })),
  ];
}

/**
 * The kind of headers a Not-found document is sent with: those of the folder it answers for,
 * as Cloudflare Pages gives an unknown path the headers of its own rules. In a folder of
 * files or of the editor, the folder's; anywhere else (the root, `/es/`, the article
 * folders), a page's.
 */
function notFoundKind(file: string, ownFolders: readonly string[]): AnswerKind {
  return ownFolders.some((folder) => file.startsWith(folder)) ? fileKind(file) : "page";
}

/**
 * The `_headers` path patterns that cover every file of a build that is not a page, the
 * editor's or a hashed asset, so that each gets {@link filePolicy}: a folder that holds no
 * page by a splat (`/images/*`, `/og/*`), so a file added to it is covered too; any other file
 * by its exact path. An HTML file is also matched at the URLs both hosts serve it at without
 * its extension (`/brochure` and, for an `index.html`, its folder `/docs/`): their "pretty
 * URLs" would otherwise give it a page's header policy, which names no script. A Not-found
 * document is never served as a file (it answers only with 404), so it has no rule.
 *
 * @param files - every servable file of the build (tooling/lib/build-files.ts).
 * @param pageFiles - the prerendered pages' HTML files.
 */
export function filePatterns(files: readonly string[], pageFiles: readonly string[]): string[] {
  const pages = new Set(pageFiles);
  const folders = fileFolders(files, pageFiles);
  const patterns = new Set(folders.map((folder) => `/${folder}*`));
  const notFound = new Set(notFoundDocumentsOf(files).map(({ file }) => file));
  for (const file of files) {
    if (pages.has(file) || isEditorFile(file) || file.startsWith(assetsFolder)) continue;
    if (notFound.has(file) || folders.some((folder) => file.startsWith(folder))) continue;
    patterns.add(`/${file}`);
    if (file.endsWith(".html")) {
      const bare = file.slice(0, -".html".length);
      patterns.add(`/${bare}`);
      if (bare.endsWith("/index")) patterns.add(`/${bare.slice(0, -"index".length)}`);
    }
  }
  return [...patterns].sort();
}

/**
 * `_headers` for Cloudflare Pages and Netlify: the security headers, the site's one CSP and
 * `no-cache` on every path (`/*`, which is also what a 404 gets), immutable caching for
 * `/assets/*`, {@link filePolicy} on `/assets/*` and on {@link filePatterns}, every other file
 * that is not a page, `Cross-Origin-Resource-Policy: cross-origin` on the link previews, and
 * no `Access-Control-Allow-Origin`, which Cloudflare Pages adds to every answer by itself: the
 * site's pages and files are read by no other origin's script. Where two rules match,
 * Cloudflare Pages joins the values of a header, so a rule that replaces one, or removes one
 * of Cloudflare's, first detaches it (`! Name`, "Detach a header" in Cloudflare's Pages
 * headers documentation); Netlify's parser skips that line and lets the later rule's value
 * win. `/admin/*` (the content editor) detaches the site's CSP and opener policy the same way
 * and sends its own.
 *
 * @param files - every servable file of the build (tooling/lib/build-files.ts).
 * @param pageFiles - the prerendered pages' HTML files.
 */
export function headersFile(files: readonly string[], pageFiles: readonly string[]): string {
  const block = (pattern: string, lines: string[]) =>
    [pattern, ...lines.map((line) => `  ${line}`)].join("\n");
  const { page } = answerHeaders;
  /** The lines of a rule that gives `headers` where `/*` gave the page's. */
  const differing = (headers: Record<string, string>) => {
    const names = Object.keys(headers).filter(
      (name) => headers[name] !== (page as Record<string, string>)[name],
    );
    return [
      ...names.filter((name) => name in page).map((name) => `! ${name}`),
      ...names.map((name) => `${name}: ${headers[name]}`),
    ];
  };
  return [
    "# Generated by npm run build (tooling/build-steps/hosts/deploy-headers.ts) for Cloudflare Pages and Netlify.",
    block("/*", [
      "! Access-Control-Allow-Origin",
      ...Object.entries(page).map(([name, value]) => `${name}: ${value}`),
    ]),
    block(`/${assetsFolder}*`, differing(answerHeaders.asset)),
    ...filePatterns(files, pageFiles).map((pattern) =>
      block(pattern, differing(answerHeaders[fileKind(pattern.slice(1))])),
    ),
    block(`${editorUrl}*`, differing(answerHeaders.editor)),
  ].join("\n\n");
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: the URL policy of tooling/build-steps/hosts/url-policy.ts.
 * Netlify needs forced rules (`!`) because the duplicates are real files; Cloudflare Pages
 * redirects those duplicates with 308 by itself and skips `!` lines with a warning. The
 * Not-found documents' own URLs answer 404: a forced 404 rule on Netlify, a rewrite to a
 * path with no file in the same folder on Cloudflare Pages (which only accepts 200 and 3xx,
 * and answers a missing path with the nearest 404.html). Unknown paths under a folder with
 * its own Not-found document (`/es/*`, `/images/*`) get it on Netlify by a last, unforced 404
 * rule; the root's 404.html is Netlify's default. Trailing-slash duplicates have no rule: both
 * hosts redirect them, and a Netlify rule for `/name/` would also match `/name` (Netlify
 * matches with or without the trailing slash), which is also why `/admin` has none.
 */
export function redirectsFile(
  pages: readonly Page[],
  notFound: readonly NotFoundDocument[],
): string {
  const ownUrls = notFound.flatMap((document) =>
    notFoundUrlsOf([document]).map((url) => ({ url, ...document })),
  );
  const duplicates = [...redirectsOf(pages), ...editorRedirects].filter(
    ({ from }) => !from.endsWith("/") && from !== editorUrl.slice(0, -1),
  );
  const rows = [
    "# Generated by npm run build (tooling/build-steps/hosts/deploy-headers.ts). One URL per page: docs/deploying.md.",
    "# Netlify (forced rules; Cloudflare Pages skips them with a warning and redirects by itself):",
    ...duplicates.map(({ from, to }) => `${from}  ${to}  ${redirectStatus}!`),
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

/** A string as one nginx configuration token, in double quotes. */
function quote(value: string): string {
  if (value.includes("$")) throw new Error(`nginx would read a variable in ${value}`);
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/** A regular expression as one nginx token: `$` is PCRE's there, never a variable. */
const regex = (source: string) => `"${source.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/** `text` with the characters PCRE and JavaScript read as syntax escaped. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The named location that answers 405 with `Allow` (RFC 9110 §15.5.6). */
const refusedLocation = "@site_refused";

/** The nginx variable that carries a header whose value differs between answers. */
const variableOf = (name: string) => `$site_${name.toLowerCase().replaceAll("-", "_")}`;

/**
 * The nginx server-block include (`nginxSiteFile`), the whole behaviour of `deploy/nginx.conf`
 * but for listen, TLS and root, for nginx 1.22 (Debian 12) and later:
 *
 * - **Headers on every answer.** Every `add_header` is at the server level, with `always`
 *   (nginx's `add_header`: without it, no header on a 4xx; and a location with an `add_header`
 *   of its own drops every inherited one, so no location has one). A header whose value
 *   differs between kinds of answer is a variable (`$site_content_security_policy`), which the
 *   server block sets to what a page gets (the `/*` rule of `_headers`) and each location sets
 *   to its own: the same table as `_headers` (`answerHeaders`), so redirects, 404s, 405s and
 *   400s carry HSTS, `nosniff`, framing and resource policies as pages do.
 * - **Precompressed answers.** `brotli_static` and `gzip_static` send the build's `.br` or
 *   `.gz` copy beside a file (nginx's root is `build/compressed`, where every file has them:
 *   tooling/build-steps/assets/precompress.ts); the brotli module is Debian's
 *   `libnginx-mod-http-brotli-static` (deploy/nginx.conf). `gzip` on the fly is left for a
 *   text file without a copy.
 * - **The URL policy** (tooling/build-steps/hosts/url-policy.ts): pages at their URL as it is,
 *   any other spelling nginx resolves to a page (`//case-studies`, `/%63ase-studies`) and each
 *   duplicate → 308; any such spelling of a file → 404; articles are found by their file
 *   (`try_files $uri.html`) in each locale's article folder, so one published after this
 *   include was written is served, with the page's headers, without a new include; the
 *   Not-found document of the path's folder with status 404 (`es/404.html` under `/es/`,
 *   `images/404.html` under `/images/`); 405 with `Allow` for any method but GET and HEAD
 *   (RFC 9110 §15.5.6), and 400 for what nginx cannot parse, both with the headers.
 * - The media types nginx lacks or names otherwise ({@link nginxExtraTypes}), the editor's
 *   folder and its own types, dot-files refused but `/.well-known/`, and no version in
 *   `Server` (`server_tokens off`).
 *
 * @param files - every servable file of the build (tooling/lib/build-files.ts).
 * @param pageFiles - the prerendered pages' HTML files.
 * @param articles - each locale's article folder ({@link articleFolders}).
 */
export function nginxSite(
  files: readonly string[],
  pageFiles: readonly string[],
  articles: readonly ArticleFolder[],
): string {
  // Each article folder's Not-found page, there once the locale has an article; until then
  // its location falls back to the locale's.
  const articleNotFound = articles.map(({ folder }) => `${folder.slice(1)}${notFoundFile}`);
  const notFound = notFoundDocumentsOf([...new Set([...files, ...articleNotFound])]);
  const pageNotFound = notFoundDocumentsOf(pageFiles);
  const ownFolders = ownPolicyFolders(files, pageFiles);
  const isInArticles = (urlPath: string) =>
    articles.some(({ folder }) => urlPath.startsWith(folder));
  const location = (match: string, lines: string[]) =>
    [`location ${match} {`, ...lines.map((line) => `    ${line}`), "}"].join("\n");

  const defaults: Record<string, string> = answerHeaders.page;
  const kinds = Object.values(answerHeaders) as Record<string, string>[];
  const names = [...new Set(kinds.flatMap((headers) => Object.keys(headers)))];
  const varying = names.filter((name) => kinds.some((headers) => headers[name] !== defaults[name]));
  /** The `set` lines that give a location `headers` where the server block gave a page's. */
  const headersOf = (headers: Record<string, string>) =>
    varying
      .filter((name) => (headers[name] ?? "") !== (defaults[name] ?? ""))
      .map((name) => `set ${variableOf(name)} ${quote(headers[name] ?? "")};`);
  const notFoundHeaders = (headers: Record<string, string>) =>
    headersOf({ ...headers, "Cache-Control": cacheControl.notFound });

  // `$request`, the request line as sent: nginx turns a request into a GET for its error page,
  // so `$request_method` no longer tells in a Not-found document's location.
  const refuseOtherMethods = `if ($request !~ ${regex("^(?:GET|HEAD) ")}) { set ${variableOf("Allow")} "GET, HEAD"; return 405; }`;
  const refuseOffSpelling = `if ($request_uri ~ ${regex(offSpellingPattern)}) { return 404; }`;
  /**
   * `error_page` for a location whose path is under a folder with its own Not-found page (a
   * location's `error_page` replaces every one of the server block's, so 405 is repeated).
   */
  const errorPagesFor = (urlPath: string) => {
    const document = notFoundFileFor(urlPath, notFound);
    return document === notFoundFile
      ? []
      : [`error_page 404 /${document};`, `error_page 405 = ${refusedLocation};`];
  };
  /** A page at `urlPath`: any other spelling of it answers 308 to it. */
  const pageLines = (urlPath: string, target: string) => [
    ...errorPagesFor(urlPath),
    refuseOtherMethods,
    `if ($request_uri !~ ${regex(`^${literal(urlPath)}(?:\\?|$)`)}) { return ${redirectStatus} ${urlPath}$is_args$args; }`,
    `try_files ${target} =404;`,
  ];
  /**
   * A file location: nginx answers another method than GET and HEAD for a file with 405 (its
   * `error_page 405`, below), and a missing file with the Not-found document, which refuses it.
   */
  const fileLines = (urlPath: string) => [refuseOffSpelling, ...errorPagesFor(urlPath)];
  const redirect = (from: string, to: string, headers: string[] = []) =>
    location(`= ${from}`, [
      ...headers,
      refuseOtherMethods,
      `return ${redirectStatus} ${to}$is_args$args;`,
    ]);

  // Pages: the prerendered ones but the articles, which their folders serve, and each
  // locale's article listing, built once it has an article.
  const listings = articles
    .filter(({ listing }) => !pageFiles.includes(pageFile(listing)))
    .map(({ listing }) => ({ urlPath: listing, file: pageFile(listing) }));
  const pages = [...pagesOf(pageFiles), ...listings].filter(
    ({ urlPath }) => !isInArticles(urlPath),
  );
  const typedFiles = [
    ...new Set([
      ...files
        .filter((file) => !isEditorFile(file) && path.extname(file).slice(1) in nginxExtraTypes)
        .map((file) => `/${file}`),
      ...articles.map(({ feed }) => feed),
    ]),
  ].sort();
  const editorNotFound = notFound.find(({ scope }) => scope === editorUrl);
  const articleLocation = (folder: string, tail: string) =>
    `~ ${regex(`^(?<site_article>${literal(folder)}${articleSlugPattern})${tail}$`)}`;

  return [
    "# Generated by npm run build (tooling/build-steps/hosts/deploy-headers.ts). Included by deploy/nginx.conf.",
    "server_tokens off;",
    "autoindex off;",
    "absolute_redirect off;",
    "charset utf-8;",
    "brotli_static on;",
    "gzip_static on;",
    "gzip on;",
    "gzip_vary on;",
    "gzip_min_length 1024;",
    `gzip_types ${compressedTypes.join(" ")};`,
    ...varying.map((name) => `set ${variableOf(name)} ${quote(defaults[name] ?? "")};`),
    `set ${variableOf("Allow")} "";`,
    ...names.map(
      (name) =>
        `add_header ${name} ${varying.includes(name) ? variableOf(name) : quote(defaults[name] ?? "")} always;`,
    ),
    `add_header Allow ${variableOf("Allow")} always;`,
    "error_page 400 /.bad-request;",
    `error_page 404 /${notFoundFile};`,
    `error_page 405 = ${refusedLocation};`,
    location(refusedLocation, [`set ${variableOf("Allow")} "GET, HEAD";`, "return 405;"]),
    location("= /.bad-request", [
      "internal;",
      "default_type text/plain;",
      ...notFoundHeaders(answerHeaders.file),
      'return 400 "Bad Request\\n";',
    ]),
    ...notFound.flatMap(({ scope, file }) => {
      const fallback = articleNotFound.includes(file)
        ? [`try_files $uri /${notFoundFileFor(`/${file}`, pageNotFound)};`]
        : [];
      return [
        location(`= /${file}`, [
          "internal;",
          // Requested from outside, the document answers 404 with itself.
          `error_page 404 /${file};`,
          ...notFoundHeaders(answerHeaders[notFoundKind(file, ownFolders)]),
          refuseOtherMethods,
          ...fallback,
        ]),
        ...notFoundUrlsOf([{ scope, file }])
          .filter((url) => url !== `/${file}`)
          .map((url) => location(`= ${url}`, [`error_page 404 /${file};`, "return 404;"])),
      ];
    }),
    // Folders with a Not-found page of their own, but the editor's (below).
    ...notFound
      .filter(({ scope }) => scope !== "/" && scope !== editorUrl)
      .map(({ scope, file }) =>
        location(scope, [
          ...headersOf(answerHeaders[fileKind(file)]),
          ...(scope === `/${assetsFolder}` ? ["etag off;"] : []),
          ...fileLines(scope),
          "try_files $uri =404;",
        ]),
      ),
    ...hostConfigFiles.map((file) => location(`= /${file}`, ["return 404;"])),
    // Any path with a segment that starts with a dot is refused, except a file under
    // /.well-known/ with no other dot-segment (ACME challenges, security.txt;
    // isWellKnownPath in tooling/build-steps/hosts/url-policy.ts), which `location /` then serves.
    location(`~ ${regex("^(?!/\\.well-known(?:/[^./][^/]*)+$).*/\\.")}`, ["return 404;"]),
    location(`= ${editorUrl}`, [
      ...headersOf(answerHeaders.editor),
      ...pageLines(editorUrl, `${editorUrl}index.html`),
    ]),
    ...editorRedirects.map(({ from, to }) =>
      redirect(from, to, from.startsWith(editorUrl) ? headersOf(answerHeaders.editor) : []),
    ),
    location(`^~ ${editorUrl}`, [
      // The editor's files only: its page, scripts, translations, configuration and fonts,
      // and its preview's stylesheet and icon sprite.
      "types { text/html html; text/javascript js; application/json json; text/yaml yml; font/woff2 woff2; text/css css; image/svg+xml svg; }",
      ...headersOf(answerHeaders.editor),
      ...(editorNotFound ? errorPagesFor(editorNotFound.scope) : []),
      "location ~ /\\. { return 404; }",
      refuseOffSpelling,
      "try_files $uri =404;",
    ]),
    ...redirectsOf(pages).map(({ from, to }) => redirect(from, to)),
    ...pages.map(({ urlPath, file }) => location(`= ${urlPath}`, pageLines(urlPath, `/${file}`))),
    // Each locale's articles, whether this include knows them or not.
    ...articles.flatMap(({ folder }) => [
      location(articleLocation(folder, "(?:\\.html|/)"), [
        refuseOtherMethods,
        `return ${redirectStatus} $site_article$is_args$args;`,
      ]),
      location(articleLocation(folder, ""), [
        ...errorPagesFor(folder),
        refuseOtherMethods,
        `if ($request_uri !~ ${regex(`^${literal(folder)}${articleSlugPattern}(?:\\?|$)`)}) { return ${redirectStatus} $site_article$is_args$args; }`,
        "try_files $uri.html =404;",
      ]),
    ]),
    ...typedFiles.map((urlPath) =>
      location(`= ${urlPath}`, [
        "types { }",
        `default_type ${nginxExtraTypes[path.extname(urlPath).slice(1)] ?? ""};`,
        ...headersOf(answerHeaders[fileKind(urlPath.slice(1))]),
        ...fileLines(urlPath),
        "try_files $uri =404;",
      ]),
    ),
    location("/", [...headersOf(answerHeaders.file), ...fileLines("/"), "try_files $uri =404;"]),
  ].join("\n");
}

/**
 * Throws when an HTML file that is neither a page nor a Not-found page sits in an article folder
 * (`public/insights/x.html`):
 * hosts that find a page there by its file (nginx's `try_files $uri.html`) would serve it with
 * a page's headers, which let its scripts run (docs/decisions/051-files-never-run-script.md).
 *
 * @throws Error naming the file.
 */
export function assertNoFileAmongArticles(
  files: readonly string[],
  pageFiles: readonly string[],
  articles: readonly ArticleFolder[],
): void {
  const notFound = new Set(notFoundDocumentsOf(files).map(({ file }) => file));
  const stray = files.find(
    (file) =>
      file.endsWith(".html") &&
      !pageFiles.includes(file) &&
      !notFound.has(file) &&
      articles.some(({ folder }) => `/${file}`.startsWith(folder)),
  );
  if (stray) {
    throw new Error(
      `${stray}: an HTML file that is not a page cannot sit among the articles (move it out of public/${path.dirname(stray)}/)`,
    );
  }
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
 * host configuration unless a page other than an article is added or removed, or a setting
 * changes.
 *
 * @throws Error from {@link assertNoFileAmongArticles}.
 */
export async function writeDeployHeaders(
  buildDir: string,
  clientDir: string,
  pageFiles: readonly string[],
): Promise<void> {
  const files = servableFiles(clientDir);
  const articles = articleFolders();
  assertNoFileAmongArticles(files, pageFiles, articles);
  await writeFile(path.join(clientDir, "_headers"), `${headersFile(files, pageFiles)}\n`);
  await writeFile(
    path.join(clientDir, "_redirects"),
    `${redirectsFile(pagesOf(pageFiles), notFoundDocumentsOf(files))}\n`,
  );
  await mkdir(path.join(buildDir, "deploy"), { recursive: true });
  await writeFile(path.join(buildDir, nginxSiteFile), `${nginxSite(files, pageFiles, articles)}\n`);
  const serverHeaders = {
    "Content-Security-Policy": siteHeaderPolicy({ upgradeInsecureRequests: false }),
  };
  await writeFile(
    path.join(buildDir, serverHeadersFile),
    `${JSON.stringify(serverHeaders, null, 2)}\n`,
  );
}
