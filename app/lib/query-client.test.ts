import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, retryDelayMs } from "./query-client";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createQueryClient (docs/requirements.md R17)", () => {
  it("retries a failing query 3 times, 1 s, 2 s and 4 s apart, then gives up", async () => {
    const client = createQueryClient();
    const attemptsAtMs: number[] = [];
    const start = Date.now();
    const query = client
      .fetchQuery({
        queryKey: ["always-fails"],
        queryFn: () => {
          attemptsAtMs.push(Date.now() - start);
          return Promise.reject(new Error("offline"));
        },
      })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await query).toEqual(new Error("offline"));
    expect(attemptsAtMs).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it("drops unused data after 5 minutes, not before", async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ["figures"], queryFn: () => "data" });
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1_000);
    expect(client.getQueryData(["figures"])).toBe("data");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(client.getQueryData(["figures"])).toBeUndefined();
  });
});

describe("retryDelayMs", () => {
  it("doubles from 1 s and caps at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
