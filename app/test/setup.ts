import { beforeEach, vi } from "vitest";
// A read of the owner's content fails the test that made it.
import "./owner-content-guard";

/**
 * An unexpected `console.error` fails the test, in every test file. A test that expects one
 * replaces the implementation: `vi.mocked(console.error).mockImplementation(() => {})`.
 */
beforeEach(() => {
  const originalError = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error("Unexpected console.error in a test (see app/test/setup.ts).");
  });
});
