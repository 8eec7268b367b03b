import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { caseStudiesPage } from "./case-studies";
import {
  contentModules,
  officeHoursSchema,
  serviceSchema,
  siteSchema,
  validateContent,
} from "./schema";
import { servicesSection } from "./services";
import { site } from "./site";

/** `site` with one field replaced, as the author of a bad edit would write it. */
const siteWith = (patch: Record<string, unknown>) => ({ ...site, ...patch });
const problemsOf = (name: string, schema: z.ZodType, data: unknown) => {
  try {
    validateContent(name, schema, data);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};

describe("content validation", () => {
  it.each(contentModules)(
    "accepts the content of app/content/$file.ts",
    async ({ file, exportName, schema }) => {
      const module = (await import(`./${file}.ts`)) as Record<string, unknown>;
      expect(() => validateContent(file, schema, module[exportName])).not.toThrow();
    },
  );

  it("covers every content module in the registry", async () => {
    const files = Object.keys(import.meta.glob("./*.ts")).filter(
      (f) => !f.includes(".test.") && !f.endsWith("schema.ts"),
    );
    expect(files.map((f) => f.slice(2, -3)).sort()).toEqual(
      contentModules.map((m) => m.file).sort(),
    );
  });

  it("accepts the site's own content", () => {
    expect(problemsOf("site", siteSchema, site)).toBe("");
    expect(caseStudiesPage.caseStudies).toHaveLength(3);
    expect(servicesSection.services).toHaveLength(6);
  });

  it("names the field and the rule for a phone that is not E.164", () => {
    const message = problemsOf(
      "site",
      siteSchema,
      siteWith({ phone: { display: "011 5555", e164: "011 5555" } }),
    );
    expect(message).toContain("Invalid content in app/content/site.ts");
    expect(message).toContain("site.phone.e164: must be an E.164 number");
  });

  it("rejects an outbound URL that is not https", () => {
    const message = problemsOf(
      "site",
      siteSchema,
      siteWith({ consultation: { url: "http://cal.com/x", lengthMinutes: 45 } }),
    );
    expect(message).toContain("site.consultation.url: must be an absolute https:// URL");
  });

  it("rejects a service without exactly three features", () => {
    const service = { icon: "gauge", title: "X", description: "Y", features: ["a", "b"] };
    expect(problemsOf("services", serviceSchema, service)).toContain(
      "services.features: must list exactly three features",
    );
  });

  it("rejects an icon name the icon set does not have", () => {
    const service = { icon: "rocket", title: "X", description: "Y", features: ["a", "b", "c"] };
    expect(problemsOf("services", serviceSchema, service)).toContain("services.icon");
  });

  it("rejects office hours that do not parse or do not make sense", () => {
    expect(
      problemsOf("site", officeHoursSchema, [{ days: ["Mo"], opens: "9am", closes: "18:00" }]),
    ).toContain("site.0.opens: must be a 24-hour time HH:MM");
    expect(
      problemsOf("site", officeHoursSchema, [{ days: ["Mo"], opens: "18:00", closes: "09:00" }]),
    ).toContain("site.0.closes: opens must be earlier than closes");
    expect(
      problemsOf("site", officeHoursSchema, [
        { days: ["Mo", "Tu"], opens: "09:00", closes: "18:00" },
        { days: ["Tu"], opens: "10:00", closes: "14:00" },
      ]),
    ).toContain("a weekday must not appear in two rules");
    expect(
      problemsOf("site", officeHoursSchema, [{ days: ["Xx"], opens: "09:00", closes: "18:00" }]),
    ).toContain("site.0.days.0");
  });

  it("rejects an unknown time zone", () => {
    expect(problemsOf("site", siteSchema, siteWith({ timeZone: "Mars/Olympus" }))).toContain(
      "site.timeZone: must be an IANA time zone",
    );
  });

  it("lists every problem, not only the first", () => {
    const message = problemsOf("site", siteSchema, siteWith({ name: "", linkedInUrl: "linkedin" }));
    expect(message).toContain("site.name: must not be empty");
    expect(message).toContain("site.linkedInUrl: must be an absolute https:// URL");
  });
});
