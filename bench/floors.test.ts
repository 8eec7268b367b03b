import { describe, expect, it } from "vitest";
import { plainPage, stripScripts } from "./floors.ts";

const page = `<!DOCTYPE html><html><head><meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Data you can act on</h1><script>window.__ctx = 1;</script><script type="module" src="/assets/entry.js"></script></body></html>`;

describe("bench floors", () => {
  it("the no-JS floor keeps everything but scripts and module preloads", () => {
    const floor = stripScripts(page);
    expect(floor).not.toMatch(/<script|modulepreload/);
    expect(floor).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(floor).toContain("<h1>Data you can act on</h1>");
  });

  it("the plain floor is one file: styles inlined, no CSP", async () => {
    const css = "h1{color:#0b1526}";
    const plain = await plainPage(page, async (urlPath) => {
      expect(urlPath).toBe("/assets/root.css");
      return css;
    });
    expect(plain).toContain("<style>h1{color:#0b1526}</style>");
    expect(plain).not.toMatch(/<script|<link|Content-Security-Policy/);
    expect(plain).toContain("<h1>Data you can act on</h1>");
  });
});
