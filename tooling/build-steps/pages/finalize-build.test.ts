import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readBuiltPages } from "../../lib/build-files.ts";
import { finalizeBuild } from "./finalize-build.ts";

let buildDir: string;
let clientDir: string;

async function prerenderedTree(files: string[]) {
  buildDir = await mkdtemp(path.join(tmpdir(), "build-"));
  clientDir = path.join(buildDir, "client");
  for (const file of files) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), file);
  }
}

afterEach(async () => {
  await rm(buildDir, { recursive: true, force: true });
});

const prerendered = ["/", "/case-studies", "/404", "/es", "/es/casos-de-exito", "/es/404"];

describe("finalizeBuild", () => {
  it("turns prerendered routes into 404.html and <route>.html and drops the SPA fallback", async () => {
    await prerenderedTree([
      "index.html",
      "case-studies/index.html",
      "404/index.html",
      "es/index.html",
      "es/casos-de-exito/index.html",
      "es/404/index.html",
      "__spa-fallback.html",
      "assets/app.js",
    ]);
    await finalizeBuild(clientDir, prerendered);
    expect(existsSync(path.join(clientDir, "404.html"))).toBe(true);
    expect(existsSync(path.join(clientDir, "case-studies.html"))).toBe(true);
    expect(existsSync(path.join(clientDir, "index.html"))).toBe(true);
    expect(existsSync(path.join(clientDir, "404"))).toBe(false);
    for (const file of ["es.html", "es/casos-de-exito.html", "es/404.html"]) {
      expect(existsSync(path.join(clientDir, file)), file).toBe(true);
    }
    expect(existsSync(path.join(clientDir, "es/casos-de-exito"))).toBe(false);
    expect(existsSync(path.join(clientDir, "case-studies"))).toBe(false);
    expect(existsSync(path.join(clientDir, "__spa-fallback.html"))).toBe(false);
    expect(existsSync(path.join(clientDir, "assets/app.js"))).toBe(true);
  });

  it("lists the prerendered pages only: an HTML file from public/ stays where it is and is no page", async () => {
    await prerenderedTree([
      "index.html",
      "case-studies/index.html",
      "404/index.html",
      "es/index.html",
      "es/casos-de-exito/index.html",
      "es/404/index.html",
      "images/brochure.html",
      "images/docs/index.html",
    ]);
    const pages = await finalizeBuild(clientDir, prerendered);
    const expected = [
      "404.html",
      "case-studies.html",
      "es.html",
      "es/404.html",
      "es/casos-de-exito.html",
      "index.html",
    ];
    expect(pages).toEqual(expected);
    expect(readBuiltPages(buildDir)).toEqual(expected);
    expect(await readFile(path.join(clientDir, "images/docs/index.html"), "utf8")).toBe(
      "images/docs/index.html",
    );
    expect(existsSync(path.join(clientDir, "images/docs.html"))).toBe(false);
  });

  it("fails when a prerendered page is missing, or the Not-found page is not in the list", async () => {
    await prerenderedTree(["index.html"]);
    await expect(finalizeBuild(clientDir, ["/", "/404"])).rejects.toThrow(
      "404/index.html was not prerendered",
    );
    await expect(finalizeBuild(clientDir, ["/"])).rejects.toThrow("/404 is not prerendered");
  });
});
