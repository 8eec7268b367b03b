import { describe, expect, it } from "vitest";
import { canonicalPath, showCanonicalPath } from "./canonical-path";

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

describe("showCanonicalPath", () => {
  const historyWith = () => {
    const calls: unknown[][] = [];
    return {
      calls,
      history: { state: { key: "k" }, replaceState: (...args: unknown[]) => calls.push(args) },
    };
  };

  it("replaces another spelling of the path, keeping the state, query string and fragment", () => {
    const { calls, history } = historyWith();
    showCanonicalPath({ pathname: "/case-studies.html", search: "?a=1", hash: "#x" }, history);
    expect(calls).toEqual([[{ key: "k" }, "", "/case-studies?a=1#x"]]);
  });

  it("leaves a canonical path alone", () => {
    const { calls, history } = historyWith();
    showCanonicalPath({ pathname: "/es/casos-de-exito", search: "", hash: "" }, history);
    expect(calls).toEqual([]);
  });
});
