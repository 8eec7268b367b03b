// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "./serve.ts";

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "site-"));
  await mkdir(path.join(root, "assets"));
  await writeFile(path.join(root, "index.html"), `<h1>Home</h1>${"<p>padding</p>".repeat(200)}`);
  await writeFile(path.join(root, "case-studies.html"), "<h1>Case studies</h1>");
  await writeFile(path.join(root, "404.html"), "<h1>Oops! Page not found</h1>");
  await writeFile(path.join(root, "assets", "app-abc123.js"), `console.log(1);${" ".repeat(2000)}`);
  await writeFile(path.join(root, ".env"), "SECRET=1");
  server = createSiteServer(root).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const get = (urlPath: string, init?: RequestInit) => fetch(origin + urlPath, init);

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

  it("answers unknown paths with 404.html and status 404", async () => {
    for (const urlPath of ["/nope", "/case-studies/x/y", "/case-studies/"]) {
      const response = await get(urlPath);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });

  it("caches hashed assets for a year as immutable", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("last-modified")).toBeNull();
  });

  it("compresses with brotli or gzip as the client accepts", async () => {
    const brotli = await get("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const gzip = await get("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("never serves dotfiles, files outside the build or directory listings", async () => {
    for (const urlPath of [
      "/.env",
      "/..%2f..%2fetc%2fpasswd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/",
      "/assets",
    ]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(await response.text()).not.toMatch(/SECRET|root:|app-abc123/);
    }
  });

  it("answers malformed or hostile URLs with 4xx, never 5xx", async () => {
    for (const urlPath of ["/%E0%A4%A", "/%00", `/${"a".repeat(4000)}`]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBeGreaterThanOrEqual(400);
      expect(response.status, urlPath).toBeLessThan(500);
    }
  });

  it("refuses methods other than GET and HEAD with 405", async () => {
    const response = await get("/", { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect((await get("/", { method: "HEAD" })).status).toBe(200);
  });

  it("does not say which framework it runs on", async () => {
    expect((await get("/")).headers.get("x-powered-by")).toBeNull();
  });
});
