// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  assertScriptsCovered,
  inlineScripts,
  insertCspMeta,
  sha256Source,
  sonnerInjectedCss,
} from "./csp.ts";
import { contentSecurityPolicy } from "./response-headers.ts";

const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>
<script>window.a = 1;</script>
<script type="module">import "/assets/x.js";</script>
<script src="/assets/y.js"></script>
<script type="application/ld+json">{"@type":"Thing"}</script>
</head><body><script>console.log("b")</script></body></html>`;

const policyFor = (html: string) =>
  contentSecurityPolicy({
    scriptHashes: inlineScripts(html).map(sha256Source),
    styleHashes: [],
    delivery: "meta",
    upgradeInsecureRequests: false,
  });

describe("sha256Source", () => {
  it("hashes the UTF-8 bytes as CSP expects (known vector: the empty string)", () => {
    expect(sha256Source("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });
});

describe("inlineScripts", () => {
  it("finds the executable inline scripts, exactly as written, and skips src and JSON-LD", () => {
    expect(inlineScripts(page)).toEqual([
      "window.a = 1;",
      'import "/assets/x.js";',
      'console.log("b")',
    ]);
  });
});

describe("the hash step", () => {
  it("fails the build when an inline script is not covered", () => {
    const policy = policyFor(page);
    const tampered = page.replace("window.a = 1;", "window.a = 2;");
    expect(() => assertScriptsCovered(tampered, policy, "page.html")).toThrow(
      "CSP: an inline script in page.html is not covered by its policy: window.a = 2;",
    );
  });

  it("puts the policy right after <meta charset>, before every script", () => {
    const html = insertCspMeta(page, "default-src 'self'");
    expect(html).toContain(
      '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>',
    );
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
  });

  it("captures the CSS Sonner injects, to allow it by hash", async () => {
    expect(await sonnerInjectedCss()).toContain("[data-sonner-toaster]");
  });
});

describe("contentSecurityPolicy", () => {
  const header = contentSecurityPolicy({
    scriptHashes: ["sha256-a"],
    styleHashes: ["sha256-b"],
    delivery: "header",
    upgradeInsecureRequests: true,
  });

  it("allows scripts by hash only: no unsafe-inline or unsafe-eval", () => {
    const scriptSrc = header.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a'");
    expect(header).not.toMatch(/unsafe-eval/);
  });

  it("allows no inline style either: style attributes are refused, <style> only by hash", () => {
    expect(header).not.toMatch(/unsafe-inline/);
    expect(header).toContain("style-src-attr 'none'");
    expect(header).toContain("style-src-elem 'self' 'sha256-b'");
  });

  it("has every directive of the policy, frame-ancestors only in the header form", () => {
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'none'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "upgrade-insecure-requests",
    ]) {
      expect(header).toContain(directive);
    }
    const meta = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes: [],
      delivery: "meta",
      upgradeInsecureRequests: false,
    });
    expect(meta).not.toContain("frame-ancestors");
    expect(meta).not.toContain("upgrade-insecure-requests");
  });

  it("lets fetch reach exactly the given analytics origin, and only 'self' without one", () => {
    const base = { scriptHashes: [], styleHashes: [], delivery: "header" as const };
    const withAnalytics = contentSecurityPolicy({
      ...base,
      upgradeInsecureRequests: true,
      connectSources: ["https://plausible.io"],
    });
    expect(withAnalytics).toContain("connect-src 'self' https://plausible.io;");
    const without = contentSecurityPolicy({
      ...base,
      upgradeInsecureRequests: true,
      connectSources: [],
    });
    expect(without).toContain("connect-src 'self';");
  });
});
