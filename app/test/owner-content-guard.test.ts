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
});
