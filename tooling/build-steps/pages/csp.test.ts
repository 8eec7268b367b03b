import { describe, expect, it } from "vitest";
import {
  assertInlineCodeCovered,
  inlineCode,
  insertCspMeta,
  sha256Source,
  sonnerInjectedCss,
} from "./csp.ts";
import { pagePolicy, siteHeaderPolicy } from "../hosts/response-headers.ts";

const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>
<script>window.a = 1;</script>
<script type="module">import "/assets/x.js";</script>
<script src="/assets/y.js"></script>
<script type="application/ld+json">{"@type":"Thing"}</script>
<style>p{color:red}</style>
</head><body><script>console.log("b")</script></body></html>`;

const policyFor = (html: string) =>
  pagePolicy({
    scriptHashes: inlineCode(html, "script").map(sha256Source),
    styleHashes: inlineCode(html, "style").map(sha256Source),
  });

describe("sha256Source", () => {
  it("hashes the UTF-8 bytes as CSP expects (known vector: the empty string)", () => {
    expect(sha256Source("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });
});

describe("inlineCode", () => {
  it("finds the executable inline scripts, exactly as written, and skips src and JSON-LD", () => {
    expect(inlineCode(page, "script")).toEqual([
      "window.a = 1;",
      'import "/assets/x.js";',
      'console.log("b")',
    ]);
  });

  it("finds the inline stylesheets, exactly as written", () => {
    expect(inlineCode(page, "style")).toEqual(["p{color:red}"]);
  });
});

describe("the hash step", () => {
  it("fails the build when an inline script is not covered", () => {
    const policy = policyFor(page);
    const tampered = page.replace("window.a = 1;", "window.a = 2;");
    expect(() => assertInlineCodeCovered(tampered, policy, "page.html")).toThrow(
      "CSP: an inline script in page.html is not covered by its policy: window.a = 2;",
    );
  });

  it("fails the build when an inline style is not covered", () => {
    const policy = policyFor(page);
    const tampered = page.replace("p{color:red}", "p{color:blue}");
    expect(() => assertInlineCodeCovered(tampered, policy, "page.html")).toThrow(
      "CSP: an inline style in page.html is not covered by its policy: p{color:blue}",
    );
    expect(() => assertInlineCodeCovered(page, policy, "page.html")).not.toThrow();
  });

  it("gives a page with fewer inline scripts only their hashes, and none when it has none", () => {
    const menuOnly = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>
<script type="application/ld+json">{"@type":"Thing"}</script>
<script type="module" src="/assets/count-page-x.js"></script>
</head><body><script>menu()</script></body></html>`;
    const policy = policyFor(menuOnly);
    expect(policy).toContain(`script-src 'self' '${sha256Source("menu()")}';`);
    expect(() => assertInlineCodeCovered(menuOnly, policy, "page.html")).not.toThrow();
    const noScript = menuOnly.replace("<script>menu()</script>", "");
    expect(policyFor(noScript)).toContain("script-src 'self';");
    expect(() => assertInlineCodeCovered(noScript, policyFor(noScript), "page.html")).not.toThrow();
  });

  it("puts the policy right after <meta charset>, before every script and style", () => {
    const html = insertCspMeta(page, "default-src 'self'");
    expect(html).toContain(
      '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>',
    );
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<style"));
  });

  it("captures the CSS Sonner injects, to allow it by hash", async () => {
    expect(await sonnerInjectedCss()).toContain("[data-sonner-toaster]");
  });
});

describe("the policies", () => {
  const page = pagePolicy({ scriptHashes: ["sha256-a"], styleHashes: ["sha256-b"] });
  const header = (upgradeInsecureRequests: boolean) =>
    siteHeaderPolicy({ upgradeInsecureRequests });

  it("allow a page's scripts and styles by hash only: no unsafe-inline or unsafe-eval", () => {
    expect(page).toContain("script-src 'self' 'sha256-a';");
    expect(page).toContain("style-src-elem 'self' 'sha256-b';");
    expect(page).not.toMatch(/unsafe-/);
    expect(header(true)).not.toMatch(/unsafe-/);
  });

  it("put frame-ancestors in the header only (a <meta> policy cannot carry it)", () => {
    expect(header(false)).toContain("frame-ancestors 'none'");
    expect(page).not.toContain("frame-ancestors");
  });

  it("upgrade insecure requests only when asked (hosts on HTTPS)", () => {
    expect(header(true)).toContain("upgrade-insecure-requests");
    expect(header(false)).not.toContain("upgrade-insecure-requests");
  });

  it("let fetch reach exactly the given analytics origin, and only 'self' without one", () => {
    for (const connectSources of [["https://plausible.io"], []]) {
      const expected = ["connect-src 'self'", ...connectSources].join(" ");
      expect(siteHeaderPolicy({ upgradeInsecureRequests: true, connectSources })).toContain(
        `${expected};`,
      );
      expect(pagePolicy({ scriptHashes: [], styleHashes: [], connectSources })).toContain(
        `${expected};`,
      );
    }
  });
});
