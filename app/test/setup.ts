import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, vi } from "vitest";
import { resetNotifications } from "~/lib/notify";

// jsdom lacks these browser APIs; Radix (floating-ui) and Sonner call them (jsdom does no layout, so no element is ever under the pointer). Tests of Node
// scripts (`@vitest-environment node`) have no window at all.
if (typeof window !== "undefined") {
  document.elementFromPoint ??= () => null;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// `findBy…` and `waitFor` wait for a condition; the lazy chunks (copy buttons, toast regions)
// can take more than the default second to arrive on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

/**
 * An unexpected `console.error` fails the test. A test that expects one
 * replaces the implementation: `vi.mocked(console.error).mockImplementation(() => {})`.
 */
beforeEach(() => {
  const originalError = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error("Unexpected console.error in a test (see app/test/setup.ts).");
  });
});

afterEach(() => {
  if (typeof window === "undefined") return;
  cleanup();
  // Sonner and notify keep their toasts in module state; start every test with none.
  toast.dismiss();
  resetNotifications();
});
