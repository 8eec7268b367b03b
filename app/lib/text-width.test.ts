import { describe, expect, it } from "vitest";
import { advanceOf, measuredCharacters, textWidthPx, unmeasuredAdvance } from "./text-width";

describe("textWidthPx", () => {
  it("adds up each character's advance at the font size", () => {
    // DejaVu Sans Book: "i" 278, "m" 975 thousandths of an em.
    expect(textWidthPx("im", 10, "regular")).toBeCloseTo(12.53);
    expect(textWidthPx("", 14, "regular")).toBe(0);
  });

  it("draws bold wider than regular", () => {
    expect(textWidthPx("Empezá ahora", 14, "bold")).toBeGreaterThan(
      textWidthPx("Empezá ahora", 14, "regular"),
    );
  });

  it("counts a character it has not measured wider than any it has", () => {
    const widest = Math.max(...[...measuredCharacters].map((c) => advanceOf(c, "bold")));
    expect(unmeasuredAdvance).toBeGreaterThan(widest);
    expect(textWidthPx("数据", 10, "regular")).toBe((2 * unmeasuredAdvance * 10) / 1000);
    expect(advanceOf("🙂", "bold")).toBe(unmeasuredAdvance);
  });

  it("has an advance for every measured character, bold never narrower than regular", () => {
    for (const character of measuredCharacters) {
      expect(advanceOf(character, "regular"), character).toBeLessThan(unmeasuredAdvance);
      expect(advanceOf(character, "bold"), character).toBeGreaterThanOrEqual(
        advanceOf(character, "regular"),
      );
    }
  });
});
