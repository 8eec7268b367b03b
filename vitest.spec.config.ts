import { defineConfig } from "vitest/config";

/**
 * `npm run test:spec`: the default content against the requirements (docs/requirements.md).
 * Apart from the unit tests, which read their expected values from the content, so that the
 * owner's edits leave them green while this test names each specified text that changed.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: { environment: "node", include: ["spec/**/*.test.ts"] },
});
