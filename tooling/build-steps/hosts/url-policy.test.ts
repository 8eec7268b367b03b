import { describe, expect, it } from "vitest";
import { canonicalPath } from "../../../app/lib/canonical-path.ts";
import {
  articleFolders,
  editorRedirects,
  isOffSpelled,
  isWellKnownPath,
  notFoundDocumentsOf,
  notFoundFileFor,
  notFoundUrlsOf,
  pageFile,
  pageUrlPath,
  pagesOf,
  redirectsOf,
  resolvePath,
} from "./url-policy.ts";

describe("URL policy", () => {
  it("gives a built HTML file the canonical URL of its path", () => {
    expect(pageUrlPath("es/casos-de-exito.html")).toBe("/es/casos-de-exito");
  });

  it("names the built file of a canonical URL path, the other way round", () => {
    for (const file of ["index.html", "case-studies.html", "es.html", "es/404.html"]) {
      expect(pageFile(pageUrlPath(file))).toBe(file);
    }
  });

  it("leaves the Not-found documents out of the pages", () => {
    expect(pagesOf(["404.html", "index.html", "es/404.html", "es.html"])).toEqual([
      { urlPath: "/", file: "index.html" },
      { urlPath: "/es", file: "es.html" },
    ]);
  });

  it("answers an unknown path with the Not-found document of its folder", () => {
    const documents = notFoundDocumentsOf(["index.html", "404.html", "es/404.html"]);
    expect(notFoundFileFor("/es/nada", documents)).toBe("es/404.html");
    expect(notFoundFileFor("/es/a/b", documents)).toBe("es/404.html");
    expect(notFoundFileFor("/esx", documents)).toBe("404.html");
    expect(notFoundFileFor("/nada", documents)).toBe("404.html");
    expect(notFoundUrlsOf(documents)).toEqual(["/es/404", "/es/404.html", "/404", "/404.html"]);
  });

  it("redirects every other spelling of a page, for pages at any depth", () => {
    const redirects = redirectsOf(pagesOf(["index.html", "case-studies.html", "es/index.html"]));
    expect(redirects).toEqual(
      expect.arrayContaining([
        { from: "/index.html", to: "/" },
        { from: "/index", to: "/" },
        { from: "/case-studies.html", to: "/case-studies" },
        { from: "/case-studies/", to: "/case-studies" },
        { from: "/es/index.html", to: "/es" },
        { from: "/es/", to: "/es" },
        { from: "/es/index", to: "/es" },
      ]),
    );
    expect(redirects.map(({ from }) => from)).not.toContain("/");
    // The browser maps each of them to the same page (app/entry.client.tsx).
    for (const { from, to } of redirects) expect(canonicalPath(from), from).toBe(to);
  });

  it("serves files under /.well-known/ and no other dot-path (RFC 8615)", () => {
    expect(isWellKnownPath("/.well-known/acme-challenge/abc-123")).toBe(true);
    expect(isWellKnownPath("/.well-known/security.txt")).toBe(true);
    for (const refused of [
      "/.well-known/",
      "/.well-known/.htpasswd",
      "/.well-known/a/.git/config",
      "/x/.well-known/security.txt",
      "/.env",
      "/.well-knownx/a",
    ]) {
      expect(isWellKnownPath(refused), refused).toBe(false);
    }
  });

  it("answers an unknown path in a folder of files with that folder's Not-found page", () => {
    const documents = notFoundDocumentsOf(["404.html", "es/404.html", "images/404.html", "x.js"]);
    expect(notFoundFileFor("/images/a/b.png", documents)).toBe("images/404.html");
    expect(notFoundFileFor("/imagesx", documents)).toBe("404.html");
  });

  it("tells a spelling a server resolves to another path from the path itself", () => {
    for (const target of [
      "//case-studies",
      "/./case-studies",
      "/x/../case-studies",
      "/%2e/case-studies",
      "/x/%2E%2E/case-studies",
      "/case-studies%2F",
      "/assets/..%5Cindex.html",
      "/a\\b",
      "/case-studies/.",
      "/case-studies/..?x=1",
    ]) {
      expect(isOffSpelled(target), target).toBe(true);
    }
    for (const target of [
      "/case-studies",
      "/.well-known/acme-challenge/x",
      "/a.b/c..d",
      "/x?next=//y/../z",
      "/%63ase-studies",
    ]) {
      expect(isOffSpelled(target), target).toBe(false);
    }
  });

  it("resolves dot-segments and repeated slashes as nginx does, and refuses a climb above the root", () => {
    expect(resolvePath("//a//b/")).toBe("/a/b/");
    expect(resolvePath("/a/./b/../c")).toBe("/a/c");
    expect(resolvePath("/a/b/..")).toBe("/a/");
    expect(resolvePath("/a/..\\b")).toBe("/a/..\\b");
    expect(resolvePath("/../etc/passwd")).toBeUndefined();
    expect(resolvePath("/a/../../b")).toBeUndefined();
  });

  it("redirects the editor page's other names to /admin/", () => {
    expect(editorRedirects).toEqual([
      { from: "/admin", to: "/admin/" },
      { from: "/admin/index.html", to: "/admin/" },
      { from: "/admin/index", to: "/admin/" },
    ]);
  });

  it("knows every locale's article folder, whether it has articles or not", () => {
    expect(articleFolders().map(({ folder, listing, feed }) => [folder, listing, feed])).toEqual([
      ["/insights/", "/insights", "/insights/feed.xml"],
      ["/es/articulos/", "/es/articulos", "/es/articulos/feed.xml"],
    ]);
  });
});
