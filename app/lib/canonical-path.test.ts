import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

describe("canonicalPath", () => {
  it("drops .html, index and trailing slashes at any depth", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/index.html")).toBe("/");
    expect(canonicalPath("/index")).toBe("/");
    expect(canonicalPath("/case-studies.html")).toBe("/case-studies");
    expect(canonicalPath("/case-studies/")).toBe("/case-studies");
    expect(canonicalPath("/es/index.html")).toBe("/es");
    expect(canonicalPath("/es/")).toBe("/es");
    expect(canonicalPath("/404.html")).toBe("/404");
  });

  it("leaves canonical paths and look-alikes unchanged", () => {
    expect(canonicalPath("/case-studies")).toBe("/case-studies");
    expect(canonicalPath("/reindex")).toBe("/reindex");
    expect(canonicalPath("/es/casos-de-exito")).toBe("/es/casos-de-exito");
  });
});
