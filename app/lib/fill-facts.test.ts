import { describe, expect, it } from "vitest";
import { fillFacts, fillFactsDeep } from "./fill-facts";

const facts = { siteName: "Austral", caseStudyCount: 1 };

describe("fillFacts", () => {
  it("formats a text that quotes facts, plural forms included", () => {
    expect(
      fillFacts(
        "{siteName}: {caseStudyCount, plural, one {# project} other {# projects}}",
        facts,
        "en",
      ),
    ).toBe("Austral: 1 project");
    expect(
      fillFacts("{caseStudyCount, plural, one {un proyecto} other {# proyectos}}", facts, "es-AR"),
    ).toBe("un proyecto");
  });

  it("leaves a template of the interface, and a malformed text, as they are written", () => {
    expect(fillFacts("it''s open until {closes}", facts, "en")).toBe("it''s open until {closes}");
    expect(fillFacts("{siteName", facts, "en")).toBe("{siteName");
  });

  it("shows a name that is no fact as it is written", () => {
    expect(fillFacts("{siteName} {sitename}", facts, "en")).toBe("Austral {sitename}");
    expect(fillFacts("{constructor}", facts, "en")).toBe("{constructor}");
  });

  it("fills every text of a file, leaving out its confirmed list", () => {
    expect(
      fillFactsDeep({ a: ["{siteName}'s"], b: { c: 3 }, confirmed: ["a"] }, facts, "en"),
    ).toEqual({ a: ["Austral's"], b: { c: 3 } });
  });
});
