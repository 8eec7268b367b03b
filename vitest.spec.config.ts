import { defineConfig } from "vitest/config";

/**
 * `npm run test:spec`: the default content (spec/default-content/, the content the site ships
 * with) against the requirements (docs/requirements.md), read by the pages' own loaders. Apart
 * from the unit tests, which read their expected values from the owner's content
 * (app/content/), so that her edits leave them green; this test does not read her content at
 * all, so it proves the product meets its specification whatever she publishes.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["spec/**/*.test.ts"],
    setupFiles: ["./spec/use-default-content.ts"],
    // One process per file, so the setup's change of directory stays in the test's process.
    pool: "forks",
  },
});
