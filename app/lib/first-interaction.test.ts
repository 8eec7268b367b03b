import { describe, expect, it, vi } from "vitest";
import { onFirstInteraction } from "./first-interaction";

describe("onFirstInteraction", () => {
  it.each(["pointerover", "pointerdown", "keydown", "focusin", "touchstart"])(
    "calls back once, on the first %s",
    (type) => {
      const callback = vi.fn();
      onFirstInteraction(callback);
      expect(callback).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
      expect(callback).toHaveBeenCalledTimes(1);
    },
  );

  it("ignores events that are not interactions, and stops listening after cleanup", () => {
    const callback = vi.fn();
    const cleanup = onFirstInteraction(callback);
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("load"));
    cleanup();
    window.dispatchEvent(new Event("keydown"));
    expect(callback).not.toHaveBeenCalled();
  });
});
