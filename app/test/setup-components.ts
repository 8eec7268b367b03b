import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";
import { resetNotifications } from "~/lib/notify";

// jsdom lacks these browser APIs; Radix (floating-ui) and Sonner call them (jsdom does no
// layout, so no element is ever under the pointer).
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

// `findBy…` and `waitFor` wait for a condition; the lazy chunks (copy buttons, toast regions)
// can take more than the default second to arrive on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Sonner and notify keep their toasts in module state; start every test with none.
  toast.dismiss();
  resetNotifications();
});
