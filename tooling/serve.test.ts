import { link, mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCompressedFiles } from "./build-steps/assets/precompress.ts";
import {
  filePolicy,
  linkPreviewHeaders,
  securityHeaders,
} from "./build-steps/hosts/response-headers.ts";
import { createSiteServer, indexSite, resolveRequest } from "./serve.ts";

let buildDir: string;
let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), "site-"));
  root = path.join(buildDir, "client");
  await mkdir(path.join(root, "assets"), { recursive: true });
  await writeFile(path.join(root, "index.html"), `<h1>Home</h1>${"<p>padding</p>".repeat(200)}`);
  await writeFile(path.join(root, "case-studies.html"), "<h1>Case studies</h1>");
  await writeFile(path.join(root, "404.html"), "<h1>Oops! Page not found</h1>");
  await mkdir(path.join(root, "es"));
  await writeFile(path.join(root, "es.html"), "<h1>Inicio</h1>");
  await writeFile(path.join(root, "es", "404.html"), "<h1>¡Uy! No encontramos la página</h1>");
  await writeFile(path.join(root, "assets", "app-abc123.js"), `console.log(1);${" ".repeat(2000)}`);
  await writeFile(path.join(root, ".env"), "SECRET=1");
  await writeFile(path.join(root, "_headers"), "/*\n  X-Secret: 1\n");
  await writeFile(path.join(root, "robots.txt"), "User-agent: *\n");
  // An HTML file and an SVG that came from public/, as an upload would bring them.
  await mkdir(path.join(root, "images"));
  await writeFile(path.join(root, "images", "brochure.html"), "<script>alert(1)</script>");
  await writeFile(path.join(root, "images", "logo.svg"), "<svg><script>alert(1)</script></svg>");
  // A folder of files has a Not-found page of its own, without script (folder-not-found.ts).
  await writeFile(path.join(root, "images", "404.html"), "<h1>Oops! (no script)</h1>");
  await mkdir(path.join(root, "og"));
  await writeFile(path.join(root, "og", "home.png"), "png");
  // Its own cache, beside the build: the test leaves the repository's untouched.
  await writeCompressedFiles(root, path.join(buildDir, "compressed"), buildDir);
  server = createSiteServer(root, {
    pageFiles,
    pageHeaders: { "Content-Security-Policy": "page-policy" },
    compressedDir: path.join(buildDir, "compressed"),
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(buildDir, { recursive: true, force: true });
});

/** The prerendered pages of the stand-in build (build/pages.json). */
const pageFiles = ["404.html", "case-studies.html", "es.html", "es/404.html", "index.html"];

const get = (urlPath: string, init?: RequestInit) =>
  fetch(origin + urlPath, { redirect: "manual", ...init });

/** Sends `target` byte for byte: unlike fetch, node:http does not normalise `%2e%2e` or `//`. */
function rawGet(target: string): Promise<{ status: number; cacheControl?: string; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${origin}/`, { path: target }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          cacheControl: response.headers["cache-control"],
          body,
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("resolveRequest", () => {
  const site = {
    pages: new Map([
      ["/", "/index.html"],
      ["/case-studies", "/case-studies.html"],
    ]),
    redirects: new Map([
      ["/index.html", "/"],
      ["/case-studies/", "/case-studies"],
    ]),
    files: new Set(["/robots.txt", "/assets/app.js"]),
    notFound: [],
  };

  it("maps pages, duplicates and files, keeping the query on redirects", () => {
    expect(resolveRequest("/case-studies?x=1", site)).toEqual({
      kind: "file",
      file: "/case-studies.html",
    });
    expect(resolveRequest("/case-studies/?x=1", site)).toEqual({
      kind: "redirect",
      location: "/case-studies?x=1",
      path: "/case-studies/",
    });
    expect(resolveRequest("/assets/app.js", site)).toEqual({
      kind: "file",
      file: "/assets/app.js",
    });
  });

  it("redirects any other spelling of a page to its URL, as nginx resolves it", () => {
    for (const target of [
      "//case-studies",
      "/./case-studies",
      "/assets/../case-studies",
      "/%63ase-studies",
      "/assets/%2E%2E%2Fcase-studies",
    ]) {
      expect(resolveRequest(`${target}?x=1`, site), target).toEqual({
        kind: "redirect",
        location: "/case-studies?x=1",
        path: "/case-studies",
      });
    }
    expect(resolveRequest("//index.html", site)).toEqual({
      kind: "redirect",
      location: "/",
      path: "/index.html",
    });
  });

  it("decides on the decoded, resolved path: no other spelling reaches a file", () => {
    for (const target of [
      "//robots.txt",
      "/./robots.txt",
      "/assets/../robots.txt",
      "/assets/%2E%2E%2Frobots.txt",
    ]) {
      expect(resolveRequest(target, site), target).toEqual({
        kind: "not-found",
        path: "/robots.txt",
      });
    }
    expect(resolveRequest("/assets/..%5Crobots.txt", site)).toMatchObject({ kind: "not-found" });
    expect(resolveRequest("/index", site)).toEqual({ kind: "not-found", path: "/index" });
    expect(resolveRequest("/%72obots.txt", site)).toEqual({ kind: "file", file: "/robots.txt" });
  });

  it("refuses what nginx refuses: malformed percent-encoding, a NUL, a climb above the root", () => {
    for (const target of ["/%E0%A4%A", "/%00", "/../robots.txt", "/%2e%2e/%2e%2e/etc/passwd"]) {
      expect(resolveRequest(target, site), target).toEqual({ kind: "bad-request" });
    }
  });
});

describe("indexSite", () => {
  it("lists pages and files but never dotfiles, host configuration or the 404 document", () => {
    const site = indexSite(root, pageFiles);
    expect([...site.pages.keys()].sort()).toEqual(["/", "/case-studies", "/es"]);
    expect(site.notFound).toEqual([
      { scope: "/images/", file: "images/404.html" },
      { scope: "/es/", file: "es/404.html" },
      { scope: "/", file: "404.html" },
    ]);
    expect([...site.redirects]).toEqual(
      expect.arrayContaining([
        ["/index.html", "/"],
        ["/index", "/"],
        ["/case-studies.html", "/case-studies"],
        ["/case-studies/", "/case-studies"],
      ]),
    );
    expect([...site.files].sort()).toEqual([
      "/assets/app-abc123.js",
      "/images/brochure.html",
      "/images/logo.svg",
      "/og/home.png",
      "/robots.txt",
    ]);
  });
});

describe("static site server", () => {
  it("serves / and /case-studies with 200, revalidated HTML", async () => {
    for (const [urlPath, text] of [
      ["/", "Home"],
      ["/case-studies", "Case studies"],
    ] as const) {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("etag")).toBeTruthy();
      expect(await response.text()).toContain(text);
    }
  });

  it("answers unknown paths and the 404 document's names with 404.html, never stored", async () => {
    for (const urlPath of ["/nope", "/case-studies/x/y", "/404", "/404.html", "/esx"]) {
      const response = await get(urlPath);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });

  it("answers unknown paths under /es/ with the Spanish Not-found document", async () => {
    for (const urlPath of ["/es/nada", "/es/casos/x", "/es/404", "/es/404.html"]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(await response.text()).toContain("No encontramos la página");
    }
    expect((await get("/es")).status).toBe(200);
    expect((await get("/es/")).headers.get("location")).toBe("/es");
  });

  it("redirects each duplicate URL of a page to its canonical URL with 308", async () => {
    for (const [urlPath, location] of [
      ["/index.html", "/"],
      ["/index", "/"],
      ["/case-studies.html?ref=x", "/case-studies?ref=x"],
      ["/case-studies/", "/case-studies"],
    ] as const) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(308);
      expect(response.headers.get("location"), urlPath).toBe(location);
    }
  });

  it("caches hashed assets for a year as immutable", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("last-modified")).toBeNull();
  });

  it("sends the build's compressed copies, brotli or gzip as the client accepts", async () => {
    const brotli = await get("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8$/i);
    expect(brotli.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotli.headers.get("content-security-policy")).toBe("page-policy");
    expect(await brotli.text()).toContain("<h1>Home</h1>");
    const gzip = await get("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const none = await get("/", { headers: { "accept-encoding": "identity" } });
    expect(none.headers.get("content-encoding")).toBeNull();
    expect(await none.text()).toContain("<h1>Home</h1>");
  });

  it("sends each file as build/client holds it, and from build/compressed only its copies", async () => {
    // build/compressed holds every file too (nginx's root); npm start reads the files themselves
    // from build/client, what a test or a tool may have changed since.
    const stray = path.join(buildDir, "compressed", "robots.txt");
    await rm(stray);
    await writeFile(stray, "STALE");
    try {
      expect(await (await get("/robots.txt")).text()).toBe("User-agent: *\n");
    } finally {
      await rm(stray);
      await link(path.join(root, "robots.txt"), stray);
    }
  });

  it("gives pages and 404s the page headers, and every other file a policy that runs no script", async () => {
    for (const urlPath of ["/", "/case-studies", "/nope", "/es/nada"]) {
      expect((await get(urlPath)).headers.get("content-security-policy"), urlPath).toBe(
        "page-policy",
      );
    }
    for (const urlPath of [
      "/images/brochure.html",
      "/images/logo.svg",
      "/robots.txt",
      "/assets/app-abc123.js",
    ]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get("content-security-policy"), urlPath).toBe(filePolicy());
    }
    // An HTML file that is not a prerendered page is a file: only at its own name.
    expect((await get("/images/brochure")).status).toBe(404);
  });

  it("answers a Range request on a 404 with the whole page, and an unsatisfiable range with 416", async () => {
    const notFound = await get("/nope", { headers: { range: "bytes=0-9" } });
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain("Oops! Page not found");
    const partial = await get("/robots.txt", { headers: { range: "bytes=0-3" } });
    expect(partial.status).toBe(206);
    expect(await partial.text()).toBe("User");
    const unsatisfiable = await get("/robots.txt", { headers: { range: "bytes=5000-6000" } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get("content-range")).toBe("bytes */14");
  });

  it("answers a folder's unknown paths with its own Not-found page and the folder's headers", async () => {
    const response = await get("/images/nope");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toBe(filePolicy());
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("(no script)");
    for (const urlPath of ["/images/404.html", "/images/404"]) {
      expect((await get(urlPath)).status, urlPath).toBe(404);
    }
  });

  it("sends the security headers on every answer, redirects, refusals and errors included", async () => {
    for (const [urlPath, init] of [
      ["/", {}],
      ["/index.html", {}],
      ["/nope", {}],
      ["/%E0%A4%A", {}],
      ["/", { method: "POST", body: "x" }],
    ] as const) {
      const response = await get(urlPath, init);
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(response.headers.get(name), `${urlPath} ${name}`).toBe(value);
      }
    }
    expect((await get("/og/home.png")).headers.get("cross-origin-resource-policy")).toBe(
      linkPreviewHeaders["Cross-Origin-Resource-Policy"],
    );
  });

  it("answers another spelling of a page with 308 to it", async () => {
    for (const target of ["//case-studies", "/./case-studies", "/%63ase-studies"]) {
      const response = await rawGet(target);
      expect(response.status, target).toBe(308);
    }
  });

  it("never serves dotfiles, host configuration, files outside the build or listings", async () => {
    for (const target of [
      "/.env",
      "/_headers",
      "/%5Fheaders",
      "//_headers",
      "/./_headers",
      "/assets/%2e%2e/_headers",
      "/assets/%2E%2E%2F_headers",
      "/assets/",
      "/assets",
    ]) {
      const response = await rawGet(target);
      expect(response.status, target).toBe(404);
      expect(response.cacheControl, target).toBe("no-store");
      expect(response.body, target).not.toMatch(/SECRET|X-Secret|root:|app-abc123|<h1>Home/);
    }
  });

  it("answers malformed or hostile URLs with 4xx, never 5xx", async () => {
    for (const urlPath of ["/%E0%A4%A", "/%00", `/${"a".repeat(4000)}`]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBeGreaterThanOrEqual(400);
      expect(response.status, urlPath).toBeLessThan(500);
    }
  });

  it("refuses methods other than GET and HEAD with 405 and the headers a GET would get", async () => {
    for (const [urlPath, policy] of [
      ["/", "page-policy"],
      ["/case-studies.html", "page-policy"],
      ["/nope", "page-policy"],
      ["/robots.txt", filePolicy()],
      ["/images/nope", filePolicy()],
    ] as const) {
      const response = await get(urlPath, { method: "POST", body: "x" });
      expect(response.status, urlPath).toBe(405);
      expect(response.headers.get("allow"), urlPath).toBe("GET, HEAD");
      expect(response.headers.get("content-security-policy"), urlPath).toBe(policy);
    }
    expect((await get("/", { method: "HEAD" })).status).toBe(200);
  });

  it("does not say which framework it runs on", async () => {
    expect((await get("/")).headers.get("x-powered-by")).toBeNull();
  });
});
