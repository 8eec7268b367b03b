import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { formatFigure, type Figure } from "./figures";

const write = (figure: Figure, locale: "en" | "es") => formatFigure(figure, locales[locale], "—");

describe("formatFigure", () => {
  it("writes counts, percentages and months with each locale's separators and words", () => {
    expect(write({ kind: "count", value: 8, orMore: true }, "en")).toBe("8+");
    expect(write({ kind: "count", value: 12_000 }, "es")).toBe("12.000");
    expect(write({ kind: "percent", value: 98 }, "en")).toBe("98%");
    expect(write({ kind: "percent", value: 340 }, "es")).toBe("340%");
    expect(write({ kind: "months", value: 1 }, "en")).toBe("1 month");
    expect(write({ kind: "months", value: 3 }, "es")).toBe("3 meses");
  });

  it("writes US dollars as $ in English and as US$ with a decimal comma in Spanish", () => {
    expect(write({ kind: "usd", value: 2_400_000 }, "en")).toBe("$2.4M");
    expect(write({ kind: "usd", value: 2_400_000 }, "es")).toBe("US$ 2,4 millones");
    expect(write({ kind: "usd", value: 1_000_000 }, "es")).toBe("US$ 1 millón");
  });

  it("writes a figure not reached yet with the locale's words for it", () => {
    expect(formatFigure({ kind: "notYet" }, locales.es, "Todavía no")).toBe("Todavía no");
  });
});
