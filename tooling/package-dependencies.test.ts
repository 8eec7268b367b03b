import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

/** The source of every module under app/ that is not a test. */
function appSources(): string[] {
  return readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(root, "app", file), "utf8"));
}

describe("package.json", () => {
  // `npm run audit` checks `dependencies` only; the preview server, the build and the tests
  // cannot run on an `npm ci --omit=dev` install, so their packages are devDependencies.
  it("lists in dependencies only packages that the site's own modules import", () => {
    const sources = appSources();
    const unused = Object.keys(manifest.dependencies).filter(
      (name) =>
        !sources.some((source) =>
          new RegExp(`from "${name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(/[^"]*)?"`).test(
            source,
          ),
        ),
    );
    expect(unused).toEqual([]);
  });
});
