import { pathToFileURL } from "node:url";
import { defineConfig } from "vitest/config";
import { defaultContentRoot } from "./spec/default-content.ts";
import { staticPageCounting } from "./tooling/build-steps/pages/static-page-counting.ts";

const ownerContentGuard = `${import.meta.dirname}/app/test/owner-content-guard.ts`;

/**
 * What every test process sees: the content the site ships with, never the owner's
 * (docs/decisions/062-tests-on-fixture-content.md), and no run summary, which is the owner's
 * (a test that checks what is written there names a file of its own).
 */
const testEnv = {
  CONTENT_ROOT: defaultContentRoot,
  GITHUB_STEP_SUMMARY: "",
  // The Node.js processes a test starts (the content check, the audit, the watch) refuse the
  // owner's content too, as the test processes do (app/test/setup.ts).
  NODE_OPTIONS: [
    process.env.NODE_OPTIONS,
    `--import=${JSON.stringify(pathToFileURL(ownerContentGuard).href)}`,
  ]
    .filter(Boolean)
    .join(" "),
};

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
    env: testEnv,
    setupFiles: ["./app/test/setup.ts"],
    // Limits for a hung test, not a pace: a test that waits, waits for its event, so a
    // machine busy with a build only makes the run longer.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // The files of a worker share its module cache: importing React, jsdom's helpers and the
    // content schemas once per worker, not once per file, halves the suite's CPU time. No test
    // replaces a module (`vi.mock`); stubbed globals and variables are restored after each test,
    // and the setup files reset the state modules keep (notifications, toasts).
    isolate: false,
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
      // The default content against docs/requirements.md, one test per requirement.
      {
        extends: true,
        test: { name: "spec", include: ["spec/**/*.test.ts"], environment: "node" },
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
