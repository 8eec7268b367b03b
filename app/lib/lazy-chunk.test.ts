import { describe, expect, it, vi } from "vitest";
import { lazyChunk } from "./lazy-chunk";

describe("lazyChunk", () => {
  it("imports once, then notifies subscribers and holds the value", async () => {
    const importValue = vi.fn(async () => "loaded");
    const chunk = lazyChunk("The test chunk", importValue);
    const listener = vi.fn();
    chunk.subscribe(listener);
    expect(chunk.get()).toBeUndefined();
    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect([first, second, chunk.get()]).toEqual(["loaded", "loaded", "loaded"]);
    expect(importValue).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("warns and resolves undefined when the import fails, and the next call retries", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const importValue = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("loaded");
    const chunk = lazyChunk("The test chunk", importValue);
    await expect(chunk.load()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      "The test chunk could not be loaded; the next call retries.",
      expect.any(Error),
    );
    await expect(chunk.load()).resolves.toBe("loaded");
    expect(importValue).toHaveBeenCalledTimes(2);
  });
});
