import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PageHeaders } from "./deploy-headers.ts";
import { cacheControlFor, securityHeaders } from "./response-headers.ts";

/** Where `react-router build` writes the static site. */
/** The folder to serve: `build/client`, or `SITE_CLIENT_DIR` (the benchmark's script-free copy). */
export const defaultClientDir =
  process.env.SITE_CLIENT_DIR ?? path.resolve(import.meta.dirname, "../build/client");

/** The per-page headers the build computed (CSP hashes), written by scripts/deploy-headers.ts. */
export const defaultHeadersFile = path.resolve(import.meta.dirname, "../build/server-headers.json");

/** Files in the build that hosts read but never serve. */
const privateFiles = new Set(["/_headers"]);

/**
 * An Express app that serves a built static site the way production hosts do
 * (docs/decisions/004-static-server.md):
 *
 * - `/` → `index.html`; `/case-studies` → `case-studies.html` (no trailing slash, no redirect);
 * - unknown paths, dotfiles, traversal attempts and malformed URLs → `404.html` with status 404;
 * - methods other than GET and HEAD → 405 with `Allow: GET, HEAD`;
 * - `Cache-Control` from {@link cacheControlFor}; ETag and Last-Modified for revalidating
 *   pages and other unhashed files, none on the immutable hashed assets under `/assets/`;
 * - the security headers of scripts/response-headers.ts on every response, and on each HTML
 *   page the Content-Security-Policy the build computed for it (`pageHeaders`);
 * - brotli or gzip compression, as the client accepts; no directory listings; `_headers` hidden.
 *
 * @param clientDir - absolute path of the build output, e.g. `build/client`.
 * @param pageHeaders - the build's per-page headers; without them, pages get no CSP (unit tests).
 */
export function createSiteServer(
  clientDir: string = defaultClientDir,
  pageHeaders: PageHeaders = {},
): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");

  const sendNotFound = (res: express.Response) => {
    res.status(404).sendFile("404.html", {
      root: clientDir,
      headers: { "Cache-Control": cacheControlFor("/404.html"), ...pageHeaders["404.html"] },
    });
  };

  app.use((req, res, next) => {
    res.set(securityHeaders);
    if (privateFiles.has(req.path)) return sendNotFound(res);
    if (req.method === "GET" || req.method === "HEAD") return next();
    res.set("Allow", "GET, HEAD").status(405).type("text/plain").send("Method Not Allowed");
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
      dotfiles: "ignore",
      fallthrough: true,
      setHeaders(res) {
        res.setHeader("Cache-Control", cacheControlFor("/assets/"));
      },
    }),
  );
  app.use(
    express.static(clientDir, {
      extensions: ["html"],
      index: ["index.html"],
      redirect: false,
      dotfiles: "ignore",
      fallthrough: true,
      setHeaders(res, filePath) {
        res.setHeader("Cache-Control", cacheControlFor(res.req.path));
        const headers = pageHeaders[path.basename(filePath)];
        if (filePath.endsWith(".html") && headers) res.set(headers);
      },
    }),
  );

  app.use((_req, res) => sendNotFound(res));

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
  if (!existsSync(defaultHeadersFile)) {
    console.error(
      `No ${path.relative(process.cwd(), defaultHeadersFile)}: run npm run build first (npm start does).`,
    );
    process.exit(1);
  }
  const pageHeaders = JSON.parse(readFileSync(defaultHeadersFile, "utf8")) as PageHeaders;
  const server = createSiteServer(defaultClientDir, pageHeaders).listen(port, host, () => {
    console.warn(
      `Serving ${path.relative(process.cwd(), defaultClientDir)} at http://${host}:${port}`,
    );
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
