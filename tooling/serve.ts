import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { serverHeadersFile } from "./build-steps/deploy-headers.ts";
import path from "node:path";
import {
  cacheControl,
  cacheControlFor,
  editorHeaders,
  securityHeaders,
} from "./build-steps/response-headers.ts";
import {
  editorUrl,
  hostConfigFiles,
  isEditorFile,
  isWellKnownPath,
  notFoundDocumentsOf,
  notFoundFile,
  notFoundFileFor,
  pagesOf,
  redirectsOf,
  redirectStatus,
  type NotFoundDocument,
} from "./build-steps/url-policy.ts";

/** The folder to serve: `build/client`, or `SITE_CLIENT_DIR` (the benchmark's script-free copy). */
export const defaultClientDir =
  process.env.SITE_CLIENT_DIR ?? path.resolve(import.meta.dirname, "../build/client");

/** What the server may answer, read once from the build folder at start. */
export interface SiteIndex {
  /** Canonical URL path of each page → its HTML file (`/case-studies` → `/case-studies.html`). */
  pages: Map<string, string>;
  /** Duplicate URL path → canonical URL path (tooling/build-steps/url-policy.ts). */
  redirects: Map<string, string>;
  /** Every other servable file by its URL path (`/robots.txt`, `/assets/root-….js`). */
  files: Set<string>;
  /** The Not-found documents and the folders they answer for (`es/404.html` for `/es/`). */
  notFound: NotFoundDocument[];
}

/**
 * Lists the build folder into a {@link SiteIndex}: HTML files become pages (the Not-found
 * documents excluded), other files are served by their exact path; dotfiles, anything in a
 * dot-folder and the hosts' configuration files (`_headers`, `_redirects`) are left out. The
 * content editor's files are served by their path too, its page also at `/admin/`, and
 * `/admin` redirects there (tooling/build-steps/url-policy.ts).
 *
 * @param clientDir - absolute path of the build output, e.g. `build/client`.
 */
export function indexSite(clientDir: string): SiteIndex {
  const all = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .filter((file) => !file.split("/").some((segment) => segment.startsWith(".")))
    .filter((file) => !(hostConfigFiles as readonly string[]).includes(file));
  const htmlFiles = all.filter((file) => file.endsWith(".html"));
  const pages = pagesOf(htmlFiles);
  const site: SiteIndex = {
    notFound: notFoundDocumentsOf(htmlFiles),
    pages: new Map(pages.map(({ urlPath, file }) => [urlPath, `/${file}`])),
    redirects: new Map(redirectsOf(pages).map(({ from, to }) => [from, to])),
    files: new Set(
      all.filter((file) => !file.endsWith(".html") || isEditorFile(file)).map((file) => `/${file}`),
    ),
  };
  const editorPage = `${editorUrl}index.html`;
  if (site.files.has(editorPage)) {
    site.pages.set(editorUrl, editorPage);
    site.redirects.set(editorUrl.slice(0, -1), editorUrl);
  }
  return site;
}

/** What to answer to a request target. */
export type Resolution =
  | { kind: "file"; file: string }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" }
  | { kind: "bad-request" };

/**
 * Decides what a request target gets, on its decoded and normalised path, so that no
 * spelling of a URL reaches a file the index does not list (RFC 3986 §6.2.2):
 * malformed percent-encoding → `bad-request`; a path whose decoded form holds a NUL or a
 * backslash, or changes when normalised (`//`, `/./`, `/../`, encoded dots or slashes) →
 * `not-found`; a page → its HTML file; a duplicate of a page → `redirect` to the canonical
 * URL with the query kept; a listed file → `file`; a path under `/.well-known/` with no other
 * dot-segment → `file`, looked up when asked, since the owner's ACME client writes its
 * challenges there while the server runs (tooling/build-steps/url-policy.ts); anything else → `not-found`.
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
  if (!decoded.startsWith("/")) return { kind: "bad-request" };
  if (/[\0\\]/.test(decoded) || path.posix.normalize(decoded) !== decoded) {
    return { kind: "not-found" };
  }
  const page = site.pages.get(decoded);
  if (page) return { kind: "file", file: page };
  const canonical = site.redirects.get(decoded);
  if (canonical) return { kind: "redirect", location: canonical + query };
  if (site.files.has(decoded) || isWellKnownPath(decoded)) return { kind: "file", file: decoded };
  return { kind: "not-found" };
}

/**
 * An Express app that serves a built static site the way production hosts do
 * (docs/decisions/004-static-server.md, URL policy in tooling/build-steps/url-policy.ts):
 *
 * - each page at its canonical URL only; duplicates answer 308 to it; unknown paths, the
 *   Not-found documents' own names, dotfiles (but files under `/.well-known/`), `_headers`,
 *   traversal attempts → the Not-found document of the path's folder (`es/404.html` under
 *   `/es/`, else `404.html`) with status 404; malformed URLs → 400; methods other than GET
 *   and HEAD → 405;
 * - `Cache-Control` from {@link cacheControlFor} (404: `no-store`); ETag and Last-Modified
 *   for revalidated files, none on the immutable hashed assets under `/assets/`;
 * - the security headers of tooling/build-steps/response-headers.ts on every response, and on every
 *   page `pageHeaders`: the site's one Content-Security-Policy header as the build wrote it
 *   for `npm start` (`build/server-headers.json`, without `upgrade-insecure-requests`:
 *   `npm start` is plain HTTP on loopback);
 * - brotli or gzip compression, as the client accepts.
 *
 * @param clientDir - absolute path of the build output, e.g. `build/client`.
 * @param pageHeaders - headers for every page, from the build's `server-headers.json`;
 *   without them, pages get no CSP header (unit tests, the benchmark's plain floor).
 */
export function createSiteServer(
  clientDir: string = defaultClientDir,
  pageHeaders: Record<string, string> = {},
): Express {
  const editorPolicyHeaders = editorHeaders({ upgradeInsecureRequests: false });
  const site = indexSite(clientDir);
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");

  const sendNotFound = (req: express.Request, res: express.Response) => {
    const file = notFoundFileFor(req.path, site.notFound);
    res.status(404).sendFile(file, {
      root: clientDir,
      headers: { "Cache-Control": cacheControl.notFound, ...pageHeaders },
    });
  };

  app.use((req, res, next) => {
    res.set(securityHeaders);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD").status(405).type("text/plain").send("Method Not Allowed");
      return;
    }
    const resolution = resolveRequest(req.url, site);
    switch (resolution.kind) {
      case "bad-request":
        res.status(400).type("text/plain").send("Bad Request");
        return;
      case "not-found":
        sendNotFound(req, res);
        return;
      case "redirect":
        res.redirect(redirectStatus, resolution.location);
        return;
      case "file":
        req.url = encodeURI(resolution.file);
        if (resolution.file.startsWith(editorUrl)) res.set(editorPolicyHeaders);
        next();
    }
  });

  app.use(compression());

  // Hashed assets never change and are never revalidated, so they carry no validators
  // (ETag, Last-Modified) or Accept-Ranges: about 100 bytes less on every asset response.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      etag: false,
      lastModified: false,
      acceptRanges: false,
      index: false,
      redirect: false,
      setHeaders(res) {
        res.setHeader("Cache-Control", cacheControl.immutable);
      },
    }),
  );
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      // resolveRequest has already refused every dot-file; what reaches here under a dot-folder
      // is in /.well-known/.
      dotfiles: "allow",
      setHeaders(res, filePath) {
        res.setHeader("Cache-Control", cacheControlFor(res.req.path));
        if (filePath.endsWith(".html") && !res.req.path.startsWith(editorUrl)) {
          res.set(pageHeaders);
        }
      },
    }),
  );

  // A listed file that vanished since the server started.
  app.use((req, res) => sendNotFound(req, res));

  const handleError: ErrorRequestHandler = (
    error: { status?: number; statusCode?: number },
    _req,
    res,
    _next,
  ) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) console.error(error);
    res
      .status(status >= 400 && status < 500 ? 400 : 500)
      .type("text/plain")
      .send(status < 500 ? "Bad Request" : "Internal Server Error");
  };
  app.use(handleError);

  return app;
}

if (import.meta.main) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "localhost";
  const headersFile = path.resolve(import.meta.dirname, "../build", serverHeadersFile);
  if (!existsSync(path.join(defaultClientDir, notFoundFile)) || !existsSync(headersFile)) {
    console.error(
      `No ${path.relative(process.cwd(), defaultClientDir)}: run npm run build first (npm start does).`,
    );
    process.exit(1);
  }
  const pageHeaders = JSON.parse(readFileSync(headersFile, "utf8")) as Record<string, string>;
  const server = createSiteServer(defaultClientDir, pageHeaders).listen(port, host, () => {
    console.warn(
      `Serving ${path.relative(process.cwd(), defaultClientDir)} at http://${host}:${port}`,
    );
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
