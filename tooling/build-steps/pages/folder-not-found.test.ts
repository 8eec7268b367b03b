import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scriptFreeNotFoundPage, writeFolderNotFoundPages } from "./folder-not-found.ts";

const notFoundPage = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">',
  '<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/site.webmanifest">',
  '<link rel="modulepreload" href="/assets/entry.js"><style>h1{color:red}</style></head>',
  '<body><main><h1>Oops! Page not found</h1><a href="/">Return to Home</a></main>',
  '<script>window.__reactRouterContext = {};</script><script type="module" async>import "/assets/entry.js";</script>',
  "</body></html>",
].join("");

describe("scriptFreeNotFoundPage", () => {
  it("keeps the page's words, style and icons, and drops every script and what fetches one", () => {
    const page = scriptFreeNotFoundPage(notFoundPage);
    expect(page).toContain("<h1>Oops! Page not found</h1>");
    expect(page).toContain("<style>h1{color:red}</style>");
    expect(page).toContain('<link rel="icon" href="/favicon.svg">');
    expect(page).toContain('http-equiv="Content-Security-Policy"');
    expect(page).not.toMatch(/<script|modulepreload|manifest/);
  });
});

describe("writeFolderNotFoundPages", () => {
  let clientDir = "";
  afterAll(() => rm(path.dirname(clientDir), { recursive: true, force: true }));

  it("writes each folder's copy from the Not-found page of its language", async () => {
    clientDir = path.join(await mkdtemp(path.join(tmpdir(), "folder-not-found-")), "client");
    for (const folder of ["es/articulos", "images"]) {
      await mkdir(path.join(clientDir, folder), { recursive: true });
    }
    await writeFile(path.join(clientDir, "404.html"), notFoundPage);
    await writeFile(path.join(clientDir, "es/404.html"), notFoundPage.replace("Oops!", "¡Uy!"));
    const written = await writeFolderNotFoundPages(clientDir, [
      { folder: "images/", source: "404.html" },
      { folder: "es/articulos/", source: "es/404.html" },
    ]);
    expect(written).toEqual(["images/404.html", "es/articulos/404.html"]);
    expect(await readFile(path.join(clientDir, "es/articulos/404.html"), "utf8")).toContain("¡Uy!");
    expect(await readFile(path.join(clientDir, "images/404.html"), "utf8")).not.toContain(
      "<script",
    );
  });
});
