import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The most modules (`.ts` files, tests included) one folder of tooling/ may hold. */
const modulesPerFolder = 12;

/**
 * Each folder under `folder` (itself included) that holds more than `limit` `.ts` files
 * directly, with its count; the paths are relative to `folder`.
 */
function crowdedFolders(folder: string, limit: number): Record<string, number> {
  const crowded: Record<string, number> = {};
  const visit = (relative: string) => {
    const entries = readdirSync(path.join(folder, relative), { withFileTypes: true });
    const modules = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".ts"));
    if (modules.length > limit) crowded[relative || "."] = modules.length;
    for (const entry of entries) {
      if (entry.isDirectory()) visit(path.join(relative, entry.name));
    }
  };
  visit("");
  return crowded;
}

describe("tooling/", () => {
  // The folders show the jobs (docs/decisions/069-build-steps-by-job.md): a folder that
  // outgrows twelve modules is split by job rather than grown.
  it(`holds no folder of more than ${modulesPerFolder} modules`, () => {
    expect(crowdedFolders(path.join(root, "tooling"), modulesPerFolder)).toEqual({});
  });

  it("counts a folder's own modules, tests included, and those of each folder below it", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "layout-"));
    mkdirSync(path.join(folder, "steps", "hosts"), { recursive: true });
    for (let index = 0; index < 3; index += 1) {
      writeFileSync(path.join(folder, "steps", `step-${index}.ts`), "");
      writeFileSync(path.join(folder, "steps", `step-${index}.test.ts`), "");
      writeFileSync(path.join(folder, "steps", "hosts", `host-${index}.ts`), "");
    }
    writeFileSync(path.join(folder, "steps", "notes.md"), "");
    expect(crowdedFolders(folder, 2)).toEqual({ steps: 6, [path.join("steps", "hosts")]: 3 });
    expect(crowdedFolders(folder, 6)).toEqual({});
  });
});

describe("README.md and docs/", () => {
  it("name only tooling/ files and folders that exist", () => {
    const docs = [
      "README.md",
      ...readdirSync(path.join(root, "docs"))
        .filter((file) => file.endsWith(".md"))
        .map((file) => path.join("docs", file)),
    ];
    const missing = docs.flatMap((doc) =>
      [...readFileSync(path.join(root, doc), "utf8").matchAll(/\btooling\/[\w./-]*[\w/]/g)]
        .map(([named]) => named)
        .filter((named) => !existsSync(path.join(root, named)))
        .map((named) => `${doc}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});
