import { describe, expect, it } from "vitest";
import { formatMessage, messageProblem, placeholdersOf } from "./message";

const projectsEn = "{count, plural, one {# recent project} other {# recent projects}}";
const projectsEs = "{count, plural, one {un proyecto reciente} other {# proyectos recientes}}";

describe("formatMessage", () => {
  it("puts each value in place of its placeholder, wherever the language puts it", () => {
    expect(
      formatMessage(
        "{days}, de {opens} a {closes} h",
        { days: "Lunes", opens: "9", closes: "18" },
        "es-AR",
      ),
    ).toBe("Lunes, de 9 a 18 h");
  });

  it("chooses a count's plural form by the language's rules", () => {
    expect(formatMessage(projectsEn, { count: 1 }, "en")).toBe("1 recent project");
    expect(formatMessage(projectsEn, { count: 3 }, "en")).toBe("3 recent projects");
    expect(formatMessage(projectsEn, { count: 0 }, "en")).toBe("0 recent projects");
    expect(formatMessage(projectsEs, { count: 1 }, "es-AR")).toBe("un proyecto reciente");
    expect(formatMessage(projectsEs, { count: 3 }, "es-AR")).toBe("3 proyectos recientes");
  });

  it("writes a count in the language's digits, in a plural and as a plain value", () => {
    expect(formatMessage(projectsEs, { count: 12500 }, "es-AR")).toBe("12.500 proyectos recientes");
    expect(formatMessage("{n} min", { n: 12500 }, "es-AR")).toBe("12.500 min");
    expect(formatMessage("{n} min", { n: 12500 }, "en")).toBe("12,500 min");
    expect(formatMessage("since {year}", { year: "2025" }, "en")).toBe("since 2025");
  });

  it("keeps an apostrophe of ordinary text, and quotes only before a brace", () => {
    expect(
      formatMessage("{n} projects. Names are withheld at our clients' request.", { n: 2 }, "en"),
    ).toBe("2 projects. Names are withheld at our clients' request.");
    expect(formatMessage("Let's talk, it's {name}'s turn", { name: "Ana" }, "en")).toBe(
      "Let's talk, it's Ana's turn",
    );
    expect(formatMessage("Our clients'", {}, "en")).toBe("Our clients'");
    expect(formatMessage("it''s", {}, "en")).toBe("it's");
    expect(formatMessage("write '{name}' as it is", {}, "en")).toBe("write {name} as it is");
  });

  it("shows tags and a # outside a plural as text", () => {
    expect(formatMessage("<b>{name}</b> #1", { name: "Ana" }, "en")).toBe("<b>Ana</b> #1");
  });

  it("refuses a template whose placeholder has no value", () => {
    expect(() => formatMessage("closes {at}", {}, "en")).toThrow("No value for {at}");
    expect(() => formatMessage("{n, plural, other {# by {who}}}", { n: 2 }, "en")).toThrow(
      "No value for {who}",
    );
  });

  it("takes only the values' own names, never Object.prototype's", () => {
    for (const name of ["constructor", "__proto__", "toString"]) {
      expect(() => formatMessage(`{${name}}`, {}, "en")).toThrow(`No value for {${name}}`);
    }
  });
});

describe("placeholdersOf", () => {
  it("lists each placeholder once, in order", () => {
    expect(placeholdersOf("{first} a {last}, {first}")).toEqual(["first", "last"]);
    expect(placeholdersOf("Closed")).toEqual([]);
  });

  it("lists the names used inside a plural's or select's forms", () => {
    expect(
      placeholdersOf("{n, plural, one {# by {author}} other {# by {author} and {others}}}"),
    ).toEqual(["n", "author", "others"]);
    expect(placeholdersOf("{kind, select, team {{siteName}} other {us}}")).toEqual([
      "kind",
      "siteName",
    ]);
  });
});

describe("messageProblem", () => {
  it("accepts plain texts, values, plurals and quoted braces", () => {
    for (const message of [
      "Names are withheld at our clients' request.",
      "{siteName} · Data consultancy",
      projectsEn,
      "{n, plural, =0 {none} one {# project} other {# projects}}",
      "write '{name}' as it is",
    ]) {
      expect(messageProblem(message)).toBeUndefined();
    }
  });

  it("says why a message is malformed, and where", () => {
    expect(messageProblem("Welcome to {siteName")).toBe(
      "is not a valid message at character 12: a { is not closed",
    );
    expect(messageProblem("{siteName is here}")).toMatch(/braces hold one name/);
    expect(messageProblem("{siteName}} is here")).toMatch(/a } closes no \{/);
    expect(messageProblem("{n, plural, one {# project}}")).toMatch(
      /^is not a valid message at character \d+: a plural or select needs an `other \{…\}` form$/,
    );
    expect(messageProblem("{n, plural, one # project other {# projects}}")).toMatch(
      /^is not a valid message at character \d+: /,
    );
    expect(messageProblem("{n, plurals, other {#}}")).toMatch(/must be plural, select/);
    expect(messageProblem("{}")).toMatch(/\{\} names no value/);
    expect(messageProblem("It's '{siteName}")).toMatch(/starts a quote that is never closed/);
  });
});
