import type { PlaywrightWorkerOptions } from "@playwright/test";

/**
 * What the editor's tests record for a failed test, for `test.use`: the suite's trace and
 * failure screenshot (playwright.config.ts) without a DOM snapshot around each action. The
 * editor's page holds some 20,000 elements: snapshotting and filming it at every step cost as
 * much CPU as the journeys themselves
 * (docs/decisions/075-editor-journeys-in-fewer-loads.md). A failed test still leaves the
 * page's accessibility tree (`error-context.md`) beside the trace.
 */
export const editorTraceOptions = {
  trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
} as const satisfies Partial<PlaywrightWorkerOptions>;
