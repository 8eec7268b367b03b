import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import path from "node:path";
import { cacheControlFor } from "./response-headers.ts";

/** Where `react-router build` writes the static site. */
export const defaultClientDir = path.resolve(import.meta.dirname, "../build/client");

/**
 * An Express app that serves a built static site the way production hosts do
 * (docs/decisions/004-static-server.md):
 *
 * - `/` → `index.html`; `/case-studies` → `case-studies.html` (no trailing slash, no redirect);
 * - unknown paths, dotfiles, traversal attempts and malformed URLs → `404.html` with status 404;
 * - methods other than GET and HEAD → 405 with `Allow: GET, HEAD`;
 * - `Cache-Control` from {@link cacheControlFor}; ETag and Last-Modified for revalidation;
 * - brotli or gzip compression, as the client accepts; no directory listings.
 *
 * @param clientDir - absolute path of the build output, e.g. `build/client`.
 */
export function createSiteServer(clientDir: string = defaultClientDir): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");

  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    res.set("Allow", "GET, HEAD").status(405).type("text/plain").send("Method Not Allowed");
  });

  app.use(compression());

  app.use(
    express.static(clientDir, {
      extensions: ["html"],
      index: ["index.html"],
      redirect: false,
      dotfiles: "ignore",
      fallthrough: true,
      setHeaders(res, _filePath) {
        res.setHeader("Cache-Control", cacheControlFor(res.req.path));
      },
    }),
  );

  app.use((_req, res) => {
    res.status(404).sendFile("404.html", {
      root: clientDir,
      headers: { "Cache-Control": cacheControlFor("/404.html") },
    });
  });

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
  const server = createSiteServer().listen(port, host, () => {
    console.warn(`Serving build/client at http://${host}:${port}`);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
