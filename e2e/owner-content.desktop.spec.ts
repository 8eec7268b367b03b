import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { readBuiltPages } from "../tooling/lib/build-files.ts";
import { applyDifferentContent } from "./support/owner-edits";
import { copyRepository, root, type Run } from "./support/repository-copy";

/**
 * What the owner writes cannot change the outcome of `npm test`: every test reads the default
 * content (`CONTENT_ROOT`, vitest.config.ts and playwright.config.ts), never `app/content/`.
 * A copy of the repository gets content as unlike it as can be (every text reworded, one case
 * study, no article, other hours); there the unit, component and spec tests pass, and the
 * site the end-to-end tests build is the checkout's, page for page and byte for byte.
 */
test("the tests read the default content, whatever app/content/ holds", async () => {
  // The unit suite and a build in the copy, beside the rest of the end-to-end run.
  test.setTimeout(900_000);
  const copy = await copyRepository("owner-content");
  try {
    await applyDifferentContent(copy);
    // The copy's content is no longer the one the tests read.
    const unlike = await copy.read("app/content/en/home.yaml");
    expect(unlike).not.toBe(
      await readFile(path.join(root, "spec/default-content/app/content/en/home.yaml"), "utf8"),
    );

    // As the checkout's test run has it: CONTENT_ROOT is the configs' to set.
    const testEnv = { CONTENT_ROOT: "" };
    const unit = copy.node(["node_modules/vitest/vitest.mjs", "run"], testEnv);
    expect(unit.status, tail(unit)).toBe(0);
    expect(stripVTControlCharacters(unit.output)).toMatch(/Tests\s+\d+ passed/);

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
