import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentRoot } from "~/content/read-file";
import { OwnerContentReadError, ownerContentFolder } from "./owner-content-guard";

describe("the owner's content in a test", () => {
  it("cannot be read, by a synchronous or a promise read, named or default import", async () => {
    expect(() => readFileSync(path.join(ownerContentFolder, "site.yaml"))).toThrow(
      OwnerContentReadError,
    );
    await expect(readdir(path.join(ownerContentFolder, "en"))).rejects.toThrow(
      OwnerContentReadError,
    );
  });

  it("leaves the default content and the content's modules readable", () => {
    expect(contentRoot()).not.toBe(path.resolve(ownerContentFolder, "../.."));
    expect(readFileSync(path.join(contentRoot(), "app/content/site.yaml"), "utf8")).toMatch(/\w/);
    expect(readFileSync(path.join(ownerContentFolder, "read-file.ts"), "utf8")).toMatch(/export/);
  });

  it("cannot be read by a Node.js process a test starts, which still reads the default content", () => {
    const read = (file: string) =>
      spawnSync(
        process.execPath,
        [
          "-e",
          `process.stdout.write(require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8"))`,
        ],
        { encoding: "utf8" },
      );
    const owner = read(path.join(ownerContentFolder, "site.yaml"));
    expect(owner.status).not.toBe(0);
    expect(owner.stderr).toContain("OwnerContentReadError");
    const fixture = read(path.join(contentRoot(), "app/content/site.yaml"));
    expect(fixture.stderr).toBe("");
    expect(fixture.stdout).toMatch(/\w/);
  });
});
