import { describe, expect, it } from "vitest";
import { createQueryClient, retryDelayMs } from "./query-client";

describe("createQueryClient", () => {
  it("sets the spec's cache defaults explicitly: gcTime 5 min, 3 retries", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.retry).toBe(3);
    expect(queries?.retryDelay).toBe(retryDelayMs);
  });
});

describe("retryDelayMs", () => {
  it("doubles from 1 s and caps at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
