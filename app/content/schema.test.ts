import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { defaultLocale, localeIds } from "~/i18n/locales";
import { copy as en } from "./copy/en";
import { copySchema, officeHoursSchema, siteSchema, validateContent } from "./schema";
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
  it.each(localeIds)("accepts the copy of app/content/copy/%s/", async (locale) => {
    const { copy } = (await import(`./copy/${locale}/index.ts`)) as { copy: unknown };
    expect(problemsOf(`copy/${locale}`, copySchema, copy)).toBe("");
  });

  it("has one copy folder per locale and no other, each with the same modules", () => {
    const files = Object.keys(import.meta.glob("./copy/*/*.ts")).map((file) => file.slice(7));
    const folders = new Set(files.map((file) => file.split("/")[0]));
    expect([...folders].sort()).toEqual([...localeIds].sort());
    const modulesOf = (locale: string) =>
      files
        .filter((file) => file.startsWith(`${locale}/`))
        .map((file) => file.slice(locale.length + 1))
        .sort();
    expect(modulesOf(defaultLocale)).toContain("index.ts");
    for (const locale of localeIds) expect(modulesOf(locale)).toEqual(modulesOf(defaultLocale));
  });

  it("accepts the site's own facts", () => {
    expect(problemsOf("site", siteSchema, site)).toBe("");
  });

  it("names the locale and the field of an empty or missing text", () => {
    const withoutBadge = { ...en, home: { ...en.home, hero: { ...en.home.hero, badge: " " } } };
    expect(problemsOf("copy/es", copySchema, withoutBadge)).toContain(
      "copy/es.home.hero.badge: must not be empty",
    );
    const twoStats = Object.fromEntries(
      Object.entries(en.home.heroStats).filter(([id]) => id !== "projects"),
    );
    expect(
      problemsOf("copy/es", copySchema, { ...en, home: { ...en.home, heroStats: twoStats } }),
    ).toContain("copy/es.home.heroStats.projects");
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

  it("refuses a site origin with a path, such as a GitHub project site, saying why", () => {
    for (const url of ["https://user.github.io/repo", "https://www.example.com/site"]) {
      const message = problemsOf("site", siteSchema, siteWith({ url }));
      expect(message, url).toContain("site.url: must be an origin");
      expect(message, url).toContain("needs a custom domain");
    }
    expect(problemsOf("site", siteSchema, siteWith({ url: "https://user.github.io" }))).toBe("");
  });

  it("rejects a service without exactly three features", () => {
    const { services } = en.home;
    const items = {
      ...services.items,
      dataEngineering: { ...services.items.dataEngineering, features: ["a", "b"] },
    };
    const withTwoFeatures = { ...en, home: { ...en.home, services: { ...services, items } } };
    expect(problemsOf("copy/en", copySchema, withTwoFeatures)).toContain(
      "copy/en.home.services.items.dataEngineering.features: must list exactly three features",
    );
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
