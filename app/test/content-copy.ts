import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import { contentFolder, contentRoot } from "~/content/read-file";

/** The copies made by the current test, removed after it. */
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A temporary repository root holding a copy of a content folder, for a unit test that edits
 * the content as the owner would; removed after the test.
 *
 * @param fromRoot - the repository root whose `app/content/` is copied: the tests' content
 *   (`CONTENT_ROOT`, the default content) unless a test names another.
 * @returns the copy's root, to hand to `readContent(root)` and the like.
 */
export function contentCopy(fromRoot = contentRoot()): string {
  const root = mkdtempSync(path.join(tmpdir(), "content-copy-"));
  copies.push(root);
  cpSync(path.join(fromRoot, contentFolder), path.join(root, contentFolder), {
    recursive: true,
    // The content's modules are code, not content.
    filter: (source) => !source.endsWith(".ts"),
  });
  return root;
}
