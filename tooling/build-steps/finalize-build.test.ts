// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { finalizeBuild } from "./finalize-build.ts";

let root: string;

async function prerenderedTree(files: string[]) {
  root = await mkdtemp(path.join(tmpdir(), "build-"));
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), file);
  }
}

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

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
    await finalizeBuild(root);
    expect(existsSync(path.join(root, "404.html"))).toBe(true);
    expect(existsSync(path.join(root, "case-studies.html"))).toBe(true);
    expect(existsSync(path.join(root, "index.html"))).toBe(true);
    expect(existsSync(path.join(root, "404"))).toBe(false);
    for (const file of ["es.html", "es/casos-de-exito.html", "es/404.html"]) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
    }
    expect(existsSync(path.join(root, "es/casos-de-exito"))).toBe(false);
    expect(existsSync(path.join(root, "case-studies"))).toBe(false);
    expect(existsSync(path.join(root, "__spa-fallback.html"))).toBe(false);
    expect(existsSync(path.join(root, "assets/app.js"))).toBe(true);
  });

  it("fails when the Not-found page was not prerendered", async () => {
    await prerenderedTree(["index.html"]);
    await expect(finalizeBuild(root)).rejects.toThrow("404/index.html was not prerendered");
  });
});
