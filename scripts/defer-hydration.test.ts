// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

/** The shape React Router 8 prerenders: hints in the head, the bootstrap at the end of body. */
const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>
<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/>
<link rel="modulepreload" href="/assets/entry.client-2.js"/>
<link rel="modulepreload" href="/assets/root-3.js"/>
<link rel="modulepreload" href="/assets/entry.client-2.js"/>
<link rel="stylesheet" href="/assets/root.css"/>
</head><body><h1>Hello</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

function bootstrapOf(html: string): string {
  const match = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no bootstrap");
  return match[1];
}

describe("deferHydration", () => {
  it("removes every modulepreload hint and keeps the other links", () => {
    const html = deferHydration(page);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="preload" href="/assets/font.woff2"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<h1>Hello</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("starts the same imports, in the same order, only after load and the next frame", async () => {
    const source = bootstrapOf(deferHydration(page));
    const events: string[] = [];
    const imported: string[] = [];
    const appended: string[] = [];
    const listeners = new Map<string, () => void>();
    const window: Record<string, unknown> = {};
    let frame: (() => void) | undefined;
    const fakeDocument = {
      readyState: "interactive",
      createElement: () => ({}),
      head: {
        append: (link: { href: string; rel: string }) => appended.push(link.rel + " " + link.href),
      },
    };
    const run = new Function(
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "setTimeout",
      "window",
      "__import",
      source.replaceAll(/\bimport\(/g, "__import("),
    ) as (...args: unknown[]) => void;
    run(
      fakeDocument,
      (type: string, listener: () => void) => listeners.set(type, listener),
      (callback: () => void) => {
        events.push("frame requested");
        frame = callback;
      },
      (callback: () => void) => {
        events.push("task queued");
        callback();
      },
      window,
      async (url: string) => {
        imported.push(url);
        return { url };
      },
    );
    expect(events).toEqual([]);
    listeners.get("load")?.();
    expect(events).toEqual(["frame requested"]);
    expect(imported).toEqual([]);
    frame?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(appended).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/root-3.js",
    ]);
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
      "/assets/entry.client-2.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-3.js" },
      "routes/home": { url: "/assets/home-4.js" },
    });
  });

  it("leaves a page without a bootstrap unchanged", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>x</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("fails the build when the bootstrap has a shape it does not know", () => {
    const changed = page.replace(
      'import("/assets/entry.client-2.js");',
      'import("/assets/entry.client-2.js");\nwindow.__reactRouterManifest = {};',
    );
    expect(() => deferHydration(changed)).toThrow(/unexpected line.*__reactRouterManifest/);
  });
});
