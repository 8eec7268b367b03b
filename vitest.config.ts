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
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "tooling/**/*.test.ts", "bench/**/*.test.ts"],
    setupFiles: ["./app/test/setup.ts"],
    restoreMocks: true,
  },
});
