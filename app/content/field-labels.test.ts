import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentFileSchemas } from "./content-files";
import { fieldLabelPath, humanize, labelledProblem, labelsAt } from "./field-labels";

describe("a content field named by its labels in the editor", () => {
  it("names the page, the part and the field of a words file, then the file's language", () => {
    expect(fieldLabelPath("app/content/es/case-studies.yaml", "meta.description")).toBe(
      "Case studies page › Search results and link previews › Description (Spanish)",
    );
    expect(fieldLabelPath("app/content/en/home.yaml", "hero.badge")).toBe(
      "Home page › Hero (top of the home page) › Badge (English)",
    );
  });

  it("names a file that is the same in every language without a language", () => {
    expect(fieldLabelPath("app/content/site.yaml", "phone.e164")).toBe(
      "Company facts (all languages) › Phone › Phone number (international form)",
    );
    expect(fieldLabelPath("app/content/site.yaml")).toBe("Company facts (all languages)");
  });

  it("names a list's item by its position from 1, and an entry keyed by an id by that id", () => {
    expect(fieldLabelPath("app/content/en/home.yaml", "about.paragraphs[2]")).toBe(
      "Home page › About section › Paragraphs › Paragraph 2 (English)",
    );
    expect(fieldLabelPath("app/content/team-and-clients.yaml", "team[3].photo")).toBe(
      "Team and clients (all languages) › Team › Item 3 › Photo",
    );
    expect(
      fieldLabelPath("app/content/es/home.yaml", "services.items.dataEngineering.features[1]"),
    ).toBe(
      "Home page › Services section › Service cards › Data engineering › Features › Feature 1 (Spanish)",
    );
  });

  it("names a case study's and an article's fields in their collections", () => {
    expect(
      fieldLabelPath("app/content/en/case-studies/retail.yaml", "results[1].figure.value"),
    ).toBe("Case studies › Results › Item 1 › Figure › Value (English)");
    expect(fieldLabelPath("app/content/es/articles/un-articulo.md", "body")).toBe(
      "Articles › Text (Spanish)",
    );
    expect(fieldLabelPath("app/content/es/articles/un-articulo.md", "coverAlt")).toBe(
      "Articles › Cover picture description (alt text) (Spanish)",
    );
  });

  it("ignores what a message writes after the field, and stops at a field the schema lacks", () => {
    expect(fieldLabelPath("app/content/figures.yaml", "heroStats (satisfaction)")).toBe(
      "Figures (all languages) › Numbers at the top of the home page",
    );
    expect(fieldLabelPath("app/content/en/home.yaml", "hero.sparkle")).toBe(
      "Home page › Hero (top of the home page) (English)",
    );
    expect(fieldLabelPath("app/content/fr/home.yaml", "hero.badge")).toBeUndefined();
    expect(fieldLabelPath("build/client/index.html", "title")).toBeUndefined();
  });

  it("reads each level's title through optional and default wrappers", () => {
    const schema = z.object({
      outer: z
        .object({ inner: z.string().meta({ title: "Inner" }).default("") })
        .meta({ title: "Outer" })
        .optional(),
      unlabelled: z.object({ inner: z.string().meta({ title: "Inner" }) }),
    });
    expect(labelsAt(schema, ["outer", "inner"])).toEqual(["Outer", "Inner"]);
    expect(labelsAt(schema, ["unlabelled", "inner"])).toEqual([]);
    expect(labelsAt(contentFileSchemas.site, ["analytics", "domain"])).toEqual([
      "Visit counting",
      "Site domain for counting",
    ]);
  });
});

describe("a problem of the content check", () => {
  it("gets its field's labels before its file, field and message, which stay as they were", () => {
    const problem = "app/content/es/case-studies.yaml → meta.description: must not be empty";
    expect(labelledProblem(problem)).toBe(
      `Case studies page › Search results and link previews › Description (Spanish) — ${problem}`,
    );
    expect(labelledProblem("app/content/site.yaml: file is missing")).toBe(
      "Company facts (all languages) — app/content/site.yaml: file is missing",
    );
  });

  it("is left as it is when it names no content file or already has its labels", () => {
    const setting = "SITE_URL (https://x.example/a): must be an origin";
    expect(labelledProblem(setting)).toBe(setting);
    const labelled = labelledProblem("app/content/en/home.yaml → hero.badge: is missing");
    expect(labelledProblem(labelled)).toBe(labelled);
  });
});

describe("humanize", () => {
  it("makes an id readable as the editor names an entry keyed by it", () => {
    expect(humanize("trackRecord")).toBe("Track record");
    expect(humanize("fortune500Clients")).toBe("Fortune 500 clients");
  });
});
