import express, { type ErrorRequestHandler, type Express } from "express";
import expressStaticGzip from "express-static-gzip";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ownPolicyFolders, serverHeadersFile } from "./build-steps/hosts/deploy-headers.ts";
import { compressedFolder } from "./build-steps/assets/precompress.ts";
import { previewImageFolder } from "../app/pages/registry.ts";
import {
  cacheControl,
  cacheControlFor,
  editorHeaders,
  filePolicy,
  linkPreviewHeaders,
  securityHeaders,
} from "./build-steps/hosts/response-headers.ts";
import {
  editorFolder,
  editorRedirects,
  editorUrl,
  isEditorFile,
  isOffSpelled,
  isWellKnownPath,
  notFoundDocumentsOf,
  notFoundFile,
  notFoundFileFor,
  pagesOf,
  redirectsOf,
  redirectStatus,
  resolvePath,
  type NotFoundDocument,
} from "./build-steps/hosts/url-policy.ts";
import { readBuiltPages, servableFiles } from "./lib/build-files.ts";

/** The build folder to serve from: `build`, or `SITE_BUILD_DIR` (the benchmark's copies). */
export const defaultBuildDir =
  process.env.SITE_BUILD_DIR ?? path.resolve(import.meta.dirname, "../build");

/** What the server may answer, read once from the build folder at start. */
export interface SiteIndex {
  /** Canonical URL path of each page → its HTML file (`/case-studies` → `/case-studies.html`). */
  pages: Map<string, string>;
  /** Duplicate URL path → canonical URL path (tooling/build-steps/hosts/url-policy.ts). */
  redirects: Map<string, string>;
  /** Every other servable file by its URL path (`/robots.txt`, `/assets/root-….js`). */
  files: Set<string>;
  /**
   * The Not-found documents and the folders they answer for (`es/404.html` for `/es/`,
   * `images/404.html` for `/images/`).
   */
  notFound: NotFoundDocument[];
}

/**
 * Lists the build folder into a {@link SiteIndex}: the prerendered pages (the Not-found
 * documents excluded) by their URL, every other file by its exact path, an HTML file that is
 * not a page included, but the Not-found documents, which answer only with 404; dotfiles, anything in a dot-folder and the hosts' configuration files
 * (`_headers`, `_redirects`) are left out. The content editor's files are served by their
 * path too, its page also at `/admin/`, and `/admin`, `/admin/index.html` and `/admin/index`
 * redirect there (tooling/build-steps/hosts/url-policy.ts).
 *
 * @param clientDir - absolute path of the build output, e.g. `build/client`.
 * @param pageFiles - the prerendered pages' HTML files, relative to `clientDir`
 *   (`build/pages.json`, tooling/lib/build-files.ts).
 */
export function indexSite(clientDir: string, pageFiles: readonly string[]): SiteIndex {
  const pages = pagesOf(pageFiles);
  const isPage = new Set(pageFiles);
  const files = servableFiles(clientDir);
  const notFound = notFoundDocumentsOf(files);
  const isNotFound = new Set(notFound.map(({ file }) => file));
  const site: SiteIndex = {
    notFound,
    pages: new Map(pages.map(({ urlPath, file }) => [urlPath, `/${file}`])),
    redirects: new Map(redirectsOf(pages).map(({ from, to }) => [from, to])),
    files: new Set(
      files.filter((file) => !isPage.has(file) && !isNotFound.has(file)).map((file) => `/${file}`),
    ),
  };
  const editorPage = `${editorUrl}index.html`;
  if (site.files.has(editorPage)) {
    site.pages.set(editorUrl, editorPage);
    for (const { from, to } of editorRedirects) site.redirects.set(from, to);
  }
  return site;
}

/**
 * What to answer to a request target. `path` is the path it resolves to (decoded,
 * dot-segments removed, slashes merged), which decides the headers of a redirect and which
 * Not-found document answers.
 */
export type Resolution =
  | { kind: "file"; file: string }
  | { kind: "redirect"; location: string; path: string }
  | { kind: "not-found"; path: string }
  | { kind: "bad-request" };

/**
 * Decides what a request target gets, as nginx does with the include of the same build
 * (tooling/build-steps/hosts/deploy-headers.ts), so that no spelling of a URL reaches a file the
 * index does not list (RFC 3986 §6.2.2): malformed percent-encoding, a NUL, or a `..` above
 * the root → `bad-request` (nginx: 400); a page → its HTML file when asked by its URL as it is,
 * else `redirect` to that URL (`//case-studies`, `/%63ase-studies`); a duplicate of a page →
 * `redirect` to its canonical URL with the query kept; any other target spelled other than
 * what it resolves to (url-policy.ts `isOffSpelled`) → `not-found`; a listed file → `file`; a
 * path under `/.well-known/` with no other dot-segment → `file`, looked up when asked, since
 * the owner's ACME client writes its challenges there while the server runs; anything else →
 * `not-found`.
 *
 * @param target - the raw request target, e.g. `/case-studies.html?utm_source=x`.
 */
export function resolveRequest(target: string, site: SiteIndex): Resolution {
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? "" : target.slice(queryStart);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: "bad-request" };
  }
  if (!decoded.startsWith("/") || decoded.includes("\0")) return { kind: "bad-request" };
  const resolved = resolvePath(decoded);
  if (resolved === undefined) return { kind: "bad-request" };
  const page = site.pages.get(resolved);
  if (page) {
    return rawPath === resolved
      ? { kind: "file", file: page }
      : { kind: "redirect", location: resolved + query, path: resolved };
  }
  const canonical = site.redirects.get(resolved);
  if (canonical) return { kind: "redirect", location: canonical + query, path: resolved };
  if (isOffSpelled(target) || decoded.includes("\\")) return { kind: "not-found", path: resolved };
  if (site.files.has(resolved) || isWellKnownPath(resolved))
    return { kind: "file", file: resolved };
  return { kind: "not-found", path: resolved };
}

/** What {@link createSiteServer} serves besides the files themselves. */
export interface SiteServerOptions {
  /**
   * The prerendered pages' HTML files, relative to the client folder (`build/pages.json`).
   * Only these get {@link SiteServerOptions.pageHeaders}; any other file gets {@link filePolicy}.
   */
  pageFiles: readonly string[];
  /**
   * Headers for every page and Not-found page, from the build's `server-headers.json` (the
   * site's one CSP header); without them, pages get no CSP header (unit tests, the benchmark's
   * plain floor).
   */
  pageHeaders?: Record<string, string>;
  /**
   * The build's brotli and gzip copies (`build/compressed`, tooling/build-steps/assets/precompress.ts);
   * without it, or for a file without a copy, the file is sent as it is.
   */
  compressedDir?: string;
}

/**
 * An Express app that serves a built static site the way production hosts do
 * (docs/decisions/superseded/004-static-server.md, URL policy in tooling/build-steps/hosts/url-policy.ts):
 *
 * - each page at its canonical URL only; duplicates and other spellings answer 308 to it;
 *   unknown paths, the Not-found documents' own names, dotfiles (but files under
 *   `/.well-known/`), `_headers`, traversal attempts → the Not-found document of the path's
 *   folder (`es/404.html` under `/es/`, `images/404.html` under `/images/`, else `404.html`)
 *   with status 404, whatever `Range` asked for; malformed URLs → 400; methods other than GET
 *   and HEAD → 405 with `Allow` (RFC 9110 §15.5.6); an unsatisfiable range → 416
 *   (RFC 9110 §15.5.17);
 * - `Cache-Control` from {@link cacheControlFor} (404 and 400: `no-store`); ETag and
 *   Last-Modified for revalidated files, none on the immutable hashed assets under `/assets/`;
 * - the security headers of tooling/build-steps/hosts/response-headers.ts on every response; on
 *   every page, on a redirect and on a Not-found page that hydrates, `pageHeaders`, the site's
 *   one Content-Security-Policy header as the build wrote it for `npm start` (without
 *   `upgrade-insecure-requests`: `npm start` is plain HTTP on loopback); under `/admin/` the
 *   editor's; on every other file, an HTML file from `public/` and a folder's script-free
 *   Not-found page included, {@link filePolicy}, so that no file runs script
 *   (docs/decisions/051-files-never-run-script.md), with {@link linkPreviewHeaders} on the
 *   link previews; a 405 carries what a GET of the same target would;
 * - the build's precompressed copy of a file (brotli, else gzip) when the client accepts it,
 *   with `Vary: Accept-Encoding`: no compression work or memory per request.
 *
 * @param clientDir - absolute path of the build output, e.g. `build/client`.
 */
export function createSiteServer(clientDir: string, options: SiteServerOptions): Express {
  const { pageFiles, pageHeaders = {}, compressedDir } = options;
  const editorPolicyHeaders = editorHeaders({ upgradeInsecureRequests: false });
  const fileHeaders = { "Content-Security-Policy": filePolicy() };
  const site = indexSite(clientDir, pageFiles);
  const isPage = new Set(pageFiles.map((file) => `/${file}`));
  /** The headers a file of the build is served with, by its path (`/images/hero.svg`). */
  const headersOfFile = (file: string): Record<string, string> =>
    isPage.has(file)
      ? pageHeaders
      : isEditorFile(file.slice(1))
        ? editorPolicyHeaders
        : file.startsWith(previewImageFolder)
          ? { ...fileHeaders, ...linkPreviewHeaders }
          : fileHeaders;
  /**
   * The headers a Not-found document is sent with: its folder's in a folder of files or of
   * the editor (`images/404.html`), a page's anywhere else, as on Cloudflare Pages.
   */
  const ownFolders = ownPolicyFolders(servableFiles(clientDir), pageFiles);
  const headersOfNotFound = (document: string): Record<string, string> => ({
    ...(ownFolders.some((folder) => document.startsWith(folder))
      ? headersOfFile(`/${document}`)
      : pageHeaders),
    "Cache-Control": cacheControl.notFound,
  });
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");

  app.use((req, res, next) => {
    res.set(securityHeaders);
    const resolution = resolveRequest(req.url, site);
    if (resolution.kind === "bad-request") {
      res
        .status(400)
        .set({ ...fileHeaders, "Cache-Control": cacheControl.notFound })
        .type("text/plain")
        .send("Bad Request");
      return;
    }
    const isRefused = req.method !== "GET" && req.method !== "HEAD";
    /** A 405 carries the headers a GET would have got (as nginx's locations give it). */
    const refuse = () => {
      res.set("Allow", "GET, HEAD").status(405).type("text/plain").send("Method Not Allowed");
    };
    switch (resolution.kind) {
      case "redirect":
        res.set(
          resolution.path.startsWith(`/${editorFolder}/`) ? editorPolicyHeaders : pageHeaders,
        );
        res.set("Cache-Control", cacheControl.revalidate);
        if (isRefused) {
          refuse();
          return;
        }
        res.redirect(redirectStatus, resolution.location);
        return;
      case "not-found": {
        const document = notFoundFileFor(resolution.path, site.notFound);
        res.set(headersOfNotFound(document));
        if (isRefused) {
          refuse();
          return;
        }
        // A 404 is the whole Not-found page: no range of it, no validators to revalidate.
        delete req.headers.range;
        delete req.headers["if-none-match"];
        delete req.headers["if-modified-since"];
        res.status(404);
        req.url = `/${document}`;
        next();
        return;
      }
      case "file":
        res.set(headersOfFile(resolution.file));
        res.set("Cache-Control", cacheControlFor(resolution.file));
        if (isRefused) {
          refuse();
          return;
        }
        req.url = encodeURI(resolution.file);
        next();
    }
  });

  // Hashed assets never change and are never revalidated, so they carry no validators
  // (ETag, Last-Modified): about 100 bytes less on every asset response.
  const staticOptions = (urlPath: string) => {
    const immutable = cacheControlFor(urlPath) === cacheControl.immutable;
    return {
      etag: !immutable,
      lastModified: !immutable,
      cacheControl: false,
      index: false as const,
      redirect: false,
      // resolveRequest has already refused every dot-file; what reaches here under a
      // dot-folder is in /.well-known/.
      dotfiles: "allow" as const,
    };
  };
  // The encodings of each file's copies (`/assets/root.js` → br, gzip). `compressedDir` also
  // holds every file itself, for nginx; the files are sent from `clientDir`, what was built.
  const copies = new Map<string, string[]>();
  for (const file of compressedDir ? servableFiles(compressedDir) : []) {
    const encoding = { ".br": "br", ".gz": "gzip" }[path.extname(file)];
    if (!encoding) continue;
    const original = `/${file.slice(0, -path.extname(file).length)}`;
    copies.set(original, [...(copies.get(original) ?? []), encoding]);
  }
  for (const mount of ["/assets", "/"]) {
    const options = staticOptions(mount === "/" ? "/" : "/assets/");
    if (compressedDir) {
      const sendCopy = expressStaticGzip(path.join(compressedDir, mount), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: options,
      });
      app.use(mount, (req, res, next) => {
        const encodings = copies.get(path.posix.join(req.baseUrl, req.path));
        if (!encodings) return next();
        res.vary("Accept-Encoding");
        return req.acceptsEncodings(encodings) ? sendCopy(req, res, next) : next();
      });
    }
    app.use(mount, express.static(path.join(clientDir, mount), options));
  }

  // A listed file that vanished since the server started.
  app.use((req, res) => {
    const document = notFoundFileFor(req.path, site.notFound);
    res.status(404).set(headersOfNotFound(document));
    res.sendFile(document, { root: clientDir, acceptRanges: false });
  });

  const handleError: ErrorRequestHandler = (
    error: { status?: number; statusCode?: number; headers?: Record<string, string> },
    _req,
    res,
    _next,
  ) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) console.error(error);
    if (status === 416) {
      res
        .status(416)
        .set(error.headers ?? {})
        .type("text/plain")
        .send("Range Not Satisfiable");
      return;
    }
    res
      .status(status >= 400 && status < 500 ? 400 : 500)
      .type("text/plain")
      .send(status < 500 ? "Bad Request" : "Internal Server Error");
  };
  app.use(handleError);

  return app;
}

/**
 * The options {@link createSiteServer} needs to serve the build in `buildDir` as `npm start`
 * does: its pages, their headers and its compressed copies.
 *
 * @param buildDir - the build's folder, e.g. `build`.
 * @throws Error when the build is missing or incomplete.
 */
export function buildServerOptions(buildDir: string): SiteServerOptions {
  const headersFile = path.join(buildDir, serverHeadersFile);
  if (!existsSync(headersFile)) throw new Error(`No ${headersFile}: run npm run build first`);
  return {
    pageFiles: readBuiltPages(buildDir),
    pageHeaders: JSON.parse(readFileSync(headersFile, "utf8")) as Record<string, string>,
    compressedDir: path.join(buildDir, compressedFolder),
  };
}

if (import.meta.main) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "localhost";
  const clientDir = path.join(defaultBuildDir, "client");
  if (!existsSync(path.join(clientDir, notFoundFile))) {
    console.error(
      `No ${path.relative(process.cwd(), clientDir)}: run npm run build first (npm start does).`,
    );
    process.exit(1);
  }
  const server = createSiteServer(clientDir, buildServerOptions(defaultBuildDir)).listen(
    port,
    host,
    () => {
      console.warn(`Serving ${path.relative(process.cwd(), clientDir)} at http://${host}:${port}`);
    },
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
