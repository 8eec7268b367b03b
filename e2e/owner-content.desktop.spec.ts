import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readBuiltPages } from "../tooling/lib/build-files.ts";
import { applyDifferentContent } from "./support/owner-edits";
import { copyRepository, root, type Run } from "./support/repository-copy";

/**
 * What the owner writes cannot change the outcome of `npm test`: every test reads the default
 * content (`CONTENT_ROOT`, vitest.config.ts and playwright.config.ts), never `app/content/`.
 * Every Node.js process of a test run refuses to read her files (app/test/owner-content-guard.ts:
 * the test processes, the processes they start, Playwright's runner and workers); what that
 * guard cannot see is the bundler's own file reads, in the build the end-to-end tests serve. So
 * a copy of the repository gets content as unlike it as can be (every text reworded, one case
 * study, no article, other hours), and its build is the checkout's, page for page and byte for
 * byte.
 */
test("the tests read the default content, whatever app/content/ holds", async () => {
  // A build in the copy, beside the rest of the end-to-end run.
  test.setTimeout(300_000);
  const copy = await copyRepository("owner-content");
  try {
    await applyDifferentContent(copy);
    // The copy's content is no longer the one the tests read.
    const unlike = await copy.read("app/content/en/home.yaml");
    expect(unlike).not.toBe(
      await readFile(path.join(root, "spec/default-content/app/content/en/home.yaml"), "utf8"),
    );

    // The build the end-to-end tests serve, as playwright.config.ts has `npm start` make it.
    const build = copy.node(["node_modules/@react-router/dev/bin.cjs", "build"], {
      CONTENT_ROOT: path.join(copy.dir, "spec/default-content"),
    });
    expect(build.status, tail(build)).toBe(0);
    const pages = readBuiltPages(path.join(root, "build"));
    expect(readBuiltPages(path.join(copy.dir, "build"))).toEqual(pages);
    for (const file of pages) {
      const [built, checkout] = await Promise.all([
        copy.read(`build/client/${file}`),
        readFile(path.join(root, "build/client", file), "utf8"),
      ]);
      expect(built === checkout, `build/client/${file} differs`).toBe(true);
    }
  } finally {
    await copy.remove();
  }
});

/** The end of what a run printed: enough to see which test failed. */
const tail = (run: Run) => run.output.slice(-4_000);
