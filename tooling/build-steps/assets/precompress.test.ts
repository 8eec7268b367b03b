import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { writeCompressedFiles } from "./precompress.ts";

const root = mkdtempSync(path.join(tmpdir(), "precompress-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const clientDir = path.join(root, "build/client");

/** A page of repeated text: it compresses well. */
const page = `<!doctype html><title>Page</title>${"<p>Data you can trust.</p>".repeat(200)}`;
/** Random bytes: no compressor makes them smaller. */
const noise = randomBytes(4096);

describe("writeCompressedFiles", () => {
  it("writes a brotli and a gzip copy of each text file that they make smaller, and compresses each once", async () => {
    await mkdir(path.join(clientDir, "assets"), { recursive: true });
    writeFileSync(path.join(clientDir, "index.html"), page);
    writeFileSync(path.join(clientDir, "assets/tiny.js"), "console.log(1);");
    writeFileSync(path.join(clientDir, "assets/noise.json"), noise);
    writeFileSync(path.join(clientDir, "assets/photo.png"), noise);
    const compressedDir = path.join(root, "build/compressed");

    expect(await writeCompressedFiles(clientDir, compressedDir, root)).toEqual({
      compressed: 4,
      cached: 0,
    });
    const copy = (file: string) => path.join(compressedDir, file);
    // Every file is there too, beside its copies: nginx's root (brotli_static, gzip_static).
    for (const file of ["index.html", "assets/tiny.js", "assets/noise.json", "assets/photo.png"]) {
      expect(readFileSync(copy(file)), file).toEqual(readFileSync(path.join(clientDir, file)));
    }
    expect(brotliDecompressSync(readFileSync(copy("index.html.br"))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(copy("index.html.gz"))).toString()).toBe(page);
    // Under 1 KiB, not made smaller, or no text: no copy.
    for (const file of ["assets/tiny.js", "assets/noise.json", "assets/photo.png"]) {
      expect(existsSync(copy(`${file}.br`)), file).toBe(false);
      expect(existsSync(copy(`${file}.gz`)), file).toBe(false);
    }

    // The next build takes the same copies from the cache, and compresses a changed file anew.
    const brotliBefore = readFileSync(copy("index.html.br"));
    expect(await writeCompressedFiles(clientDir, compressedDir, root)).toEqual({
      compressed: 0,
      cached: 4,
    });
    expect(readFileSync(copy("index.html.br"))).toEqual(brotliBefore);
    writeFileSync(path.join(clientDir, "index.html"), `${page}<p>Updated.</p>`);
    expect(await writeCompressedFiles(clientDir, compressedDir, root)).toEqual({
      compressed: 2,
      cached: 2,
    });
    expect(brotliDecompressSync(readFileSync(copy("index.html.br"))).toString()).toBe(
      `${page}<p>Updated.</p>`,
    );
  });
});
