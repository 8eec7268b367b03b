import { describe, expect, it } from "vitest";
import { formatMessage, placeholdersOf } from "./message";

describe("formatMessage", () => {
  it("puts each value in place of its placeholder, wherever the language puts it", () => {
    expect(
      formatMessage("{days}, de {opens} a {closes} h", { days: "Lunes", opens: "9", closes: "18" }),
    ).toBe("Lunes, de 9 a 18 h");
  });

  it("refuses a template whose placeholder has no value", () => {
    expect(() => formatMessage("closes {at}", {})).toThrow("No value for {at}");
  });

  it("takes only the values' own names, never Object.prototype's", () => {
    for (const name of ["constructor", "__proto__", "toString"]) {
      expect(() => formatMessage(`{${name}}`, {})).toThrow(`No value for {${name}}`);
    }
  });
});

describe("placeholdersOf", () => {
  it("lists each placeholder once, in order", () => {
    expect(placeholdersOf("{first} a {last}, {first}")).toEqual(["first", "last"]);
    expect(placeholdersOf("Closed")).toEqual([]);
  });
});
