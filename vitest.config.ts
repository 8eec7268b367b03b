import { defineConfig } from "vitest/config";
import { staticPageCounting } from "./tooling/build-steps/static-page-counting.ts";

/**
 * Unit and component tests. The `reactRouter()` Vite plugin does not run under Vitest, so
 * this config stands apart from `vite.config.ts`.
 */
export default defineConfig({
  // The root layout names `virtual:static-page-counting` (no counting script: analytics off).
  plugins: [staticPageCounting(null)],
  resolve: { tsconfigPaths: true },
  // Analytics off, as in a build without ANALYTICS_DOMAIN (vite.config.ts).
  define: { __ANALYTICS__: "null" },
  test: {
    setupFiles: ["./app/test/setup.ts"],
    restoreMocks: true,
    // Every core: the files run in parallel (Vitest's default leaves one core idle).
    maxWorkers: "100%",
    // Components render in jsdom; modules and Node scripts run in Node, which starts in a
    // fraction of jsdom's time (a module test that needs a DOM says `@vitest-environment jsdom`).
    projects: [
      {
        extends: true,
        test: {
          name: "components",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["./app/test/setup-components.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "modules",
          include: ["app/**/*.test.ts", "tooling/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
