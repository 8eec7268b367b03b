import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { locales, type Locale } from "~/i18n/locales";
import { fillPlaceholders } from "./placeholders";
import { contentRoot } from "./read-file";
import { fileOf } from "./testing";

/** The case studies page's intro as the default content's file holds it, unfilled. */
function introOf(locale: Locale): string {
  const file = fileOf(contentRoot(), `${locale}/case-studies.yaml`);
  return (parse(readFileSync(file, "utf8")) as { intro: string }).intro;
}

/** `text` filled with `facts` as a text of `locale`'s case studies file, and its problems. */
function filled(locale: Locale, text: string, facts: Record<string, string | number>) {
  const problems: string[] = [];
  const file = `${locale}/case-studies.yaml`;
  const value = fillPlaceholders(file, { intro: text }, facts, locales[locale].lang, problems);
  return { text: value.intro, problems };
}

describe("the facts a text quotes", () => {
  it("write the case studies intro in the plural form of its count, in each language", () => {
    const one = { caseStudyCount: 1 };
    const three = { caseStudyCount: 3 };
    expect(filled("en", introOf("en"), one).text).toMatch(/^1 recent project,/);
    expect(filled("en", introOf("en"), three).text).toMatch(/^3 recent projects,/);
    expect(filled("es", introOf("es"), one).text).toMatch(/^Un proyecto reciente,/);
    expect(filled("es", introOf("es"), three).text).toMatch(/^3 proyectos recientes,/);
  });

  it("leave an apostrophe of the owner's text as it is written", () => {
    const { text, problems } = filled("en", introOf("en"), { caseStudyCount: 2 });
    expect(problems).toEqual([]);
    expect(text).toMatch(/ at our clients' request\.$/);
    expect(
      filled("en", "{siteName}'s clients' data, it's ours", { siteName: "Austral" }).text,
    ).toBe("Austral's clients' data, it's ours");
  });

  it("leave a template of the interface for its page to fill", () => {
    const { text, problems } = filled("en", "Open now · closes {closes}", { siteName: "Austral" });
    expect(problems).toEqual([]);
    expect(text).toBe("Open now · closes {closes}");
  });
});

describe("the content check of a text", () => {
  it("refuses a malformed message, naming the file and field", () => {
    const facts = { caseStudyCount: 3 };
    expect(filled("en", "{caseStudyCount, plural, one {# project}}", facts).problems).toEqual([
      "app/content/en/case-studies.yaml → intro: is not a valid message at character 41: a plural or select needs an `other {…}` form",
    ]);
    expect(filled("es", "{caseStudyCount proyectos", facts).problems).toEqual([
      "app/content/es/case-studies.yaml → intro: is not a valid message at character 1: braces hold one name, such as {siteName}",
    ]);
    expect(filled("en", "{caseStudyCount}} projects", facts).problems).toEqual([
      "app/content/en/case-studies.yaml → intro: is not a valid message: a } closes no {, or an apostrophe before { or } starts a quote that is never closed",
    ]);
  });

  it("refuses an unknown name, also inside a plural's forms", () => {
    const message = "{caseStudyCount, plural, one {# project} other {# projects by {sitename}}}";
    expect(filled("en", message, { caseStudyCount: 3, siteName: "Austral" }).problems).toEqual([
      "app/content/en/case-studies.yaml → intro: unknown placeholder {sitename} (did you mean {siteName}?): no fact or figure of the site has that name (a result of a case study since deleted, or a misspelling); delete it from the text or quote a fact the field's hint lists",
    ]);
  });

  it("refuses a text that quotes a fact beside a template of the interface", () => {
    expect(filled("en", "{siteName} closes {closes}", { siteName: "Austral" }).problems).toEqual([
      "app/content/en/case-studies.yaml → intro: quotes the facts {siteName} beside {closes}, which the page fills in; a text that takes {closes} cannot quote facts",
    ]);
  });
});
