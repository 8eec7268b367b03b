import { describe, expect, it } from "vitest";
import { pageHydrates } from "~/lib/page-hydration";
import { pages } from "./registry";

/** Each page's route module, as the route table loads it (app/routes.ts). */
const routeModules = import.meta.glob<{ handle?: unknown }>("./**/route.tsx");

describe("page hydration", () => {
  for (const [key, page] of Object.entries(pages)) {
    it(`${key}: the route's handle hydrates exactly when the registry says the page needs it`, async () => {
      const load = routeModules[`./${page.route.replace(/^pages\//, "")}`];
      if (!load) throw new Error(`no route module at app/${page.route}`);
      const { handle } = await load();
      expect(pageHydrates([{ handle }])).toBe(page.needsHydration);
    });
  }

  it("a page hydrates unless one of its matched routes says hydrate: false", () => {
    expect(pageHydrates([{ handle: undefined }, { handle: { other: 1 } }])).toBe(true);
    expect(pageHydrates([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(true);
    expect(pageHydrates([{ handle: undefined }, { handle: { hydrate: false } }])).toBe(false);
    expect(pageHydrates([])).toBe(true);
  });
});
