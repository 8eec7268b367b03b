import { describe, expect, it } from "vitest";
import {
  queryCacheDefaults,
  singleToastDefaults,
  stackedToastDefaults,
  tooltipTiming,
} from "./ui-defaults";

describe("spec section 9 constants", () => {
  it("holds the tooltip, toast and cache values of the spec", () => {
    expect(tooltipTiming).toEqual({ openDelayMs: 700, skipDelayMs: 300 });
    expect(singleToastDefaults).toEqual({ limit: 1, durationMs: 5000 });
    expect(stackedToastDefaults).toEqual({ visibleToasts: 3, durationMs: 4000 });
    expect(queryCacheDefaults).toEqual({
      gcTimeMs: 300_000,
      retries: 3,
      retryBaseDelayMs: 1000,
      retryMaxDelayMs: 30_000,
    });
  });
});
