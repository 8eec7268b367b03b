import { cpSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { defaultLocale, localeIds } from "~/i18n/locales";
import { defaultContentRoot } from "../../spec/default-content";
import { confirmableFields, launchPlaceholders, ownerTruthFields } from "./launch-readiness";
import { contentCopy } from "~/test/content-copy";
import { edit, fileOf } from "./testing";

/** A repository root whose content is the default content, as the site ships. */
const shippedCopy = () => contentCopy(defaultContentRoot);

/** The placeholders of `root`'s content against the default content, as `file → field`. */
const left = (root: string) =>
  launchPlaceholders(root, defaultContentRoot).map(({ file, field }) => `${file} → ${field}`);

/** A content file of the default content, parsed. */
const shipped = (file: string) =>
  parse(readFileSync(fileOf(defaultContentRoot, file), "utf8")) as Record<string, unknown>;

/** The ids of a list of figures in a file of the default content. */
const idsOf = (file: string, list: string) =>
  (shipped(file)[list] as { id: string }[]).map((item) => item.id);

/** The example articles of the default content in a locale: their paths inside app/content/. */
const exampleArticles = (locale: string) =>
  readdirSync(fileOf(defaultContentRoot, `${locale}/articles`))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `${locale}/articles/${file}`);

/** Each locale's example articles rewritten but the last, which is deleted, as the owner would. */
function replaceExampleArticles(root: string) {
  for (const locale of localeIds) {
    const [last, ...others] = exampleArticles(locale).reverse();
    if (last) unlinkSync(fileOf(root, last));
    for (const file of others) {
      const text = readFileSync(fileOf(root, file), "utf8");
      writeFileSync(
        fileOf(root, file),
        `${text}
Her own closing paragraph.
`,
      );
    }
  }
}

/** The case studies of the default content, by file name without `.yaml`. */
const studies = readdirSync(fileOf(defaultContentRoot, `${defaultLocale}/case-studies`))
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => file.slice(0, -".yaml".length));

describe("launch readiness", () => {
  it("lists every field needing the owner's truth while the content is the shipped one", () => {
    const root = shippedCopy();
    const placeholders = launchPlaceholders(root, defaultContentRoot);
    for (const field of ownerTruthFields.site) {
      expect(placeholders).toContainEqual({ file: "app/content/site.yaml", field });
    }
    const found = left(root);
    for (const id of idsOf("figures.yaml", "heroStats")) {
      expect(found).toContain(`app/content/figures.yaml → heroStats (${id})`);
    }
    for (const locale of localeIds) {
      for (const field of ownerTruthFields.home) {
        expect(found).toContain(`app/content/${locale}/home.yaml → ${field}`);
      }
    }
    const study = `${studies[0]}.yaml`;
    for (const id of idsOf(`${defaultLocale}/case-studies/${study}`, "results")) {
      expect(found).toContain(
        `app/content/${defaultLocale}/case-studies/${study} → results (${id})`,
      );
    }
    const otherLocale = localeIds.find((locale) => locale !== defaultLocale);
    expect(found).toContain(`app/content/${otherLocale}/case-studies/${study} → client`);
  });

  it("drops a value once the owner changes it, a figure by its id", () => {
    const root = shippedCopy();
    edit(root, "site.yaml", ["foundingYear"], 2019);
    edit(root, "site.yaml", ["officeHours", 0, "opens"], "08:30");
    const [first, second] = idsOf("figures.yaml", "heroStats");
    edit(root, "figures.yaml", ["heroStats", 0, "figure"], { kind: "count", value: 12 });
    const found = left(root);
    expect(found).not.toContain("app/content/site.yaml → foundingYear");
    expect(found).not.toContain("app/content/site.yaml → officeHours");
    expect(found).not.toContain(`app/content/figures.yaml → heroStats (${first})`);
    expect(found).toContain(`app/content/figures.yaml → heroStats (${second})`);
    expect(found).toContain("app/content/site.yaml → name");
  });

  it("drops a kept value the owner confirmed, every figure of a confirmed list", () => {
    const root = shippedCopy();
    edit(root, "site.yaml", ["confirmed"], ["address.postalCode"]);
    edit(root, "figures.yaml", ["confirmed"], ["trackRecord"]);
    const found = left(root);
    expect(found).not.toContain("app/content/site.yaml → address.postalCode");
    expect(found.filter((entry) => entry.includes("→ trackRecord"))).toEqual([]);
    expect(found.some((entry) => entry.includes("→ heroStats"))).toBe(true);
  });

  it("lists nothing once every value is changed or confirmed, and nothing for a case study the owner added", () => {
    const root = shippedCopy();
    edit(root, "site.yaml", ["confirmed"], confirmableFields("site"));
    edit(root, "figures.yaml", ["confirmed"], confirmableFields("figures"));
    for (const locale of localeIds) {
      edit(root, `${locale}/home.yaml`, ["confirmed"], confirmableFields("home"));
      for (const study of studies.slice(0, -1)) {
        edit(root, `${locale}/case-studies/${study}.yaml`, ["client"], "Her own client");
        edit(root, `${locale}/case-studies/${study}.yaml`, ["description"], "Her own story.");
        edit(root, `${locale}/case-studies/${study}.yaml`, ["confirmed"], ["results"]);
      }
    }
    replaceExampleArticles(root);
    const remaining = left(root);
    expect(remaining.length).toBeGreaterThan(0);
    expect(remaining.every((entry) => entry.includes(`/${studies.at(-1)}.yaml`))).toBe(true);
    // Her own case study is not in the default content: nothing of it is a placeholder.
    for (const locale of localeIds) {
      cpSync(
        fileOf(root, `${locale}/case-studies/${studies[0]}.yaml`),
        fileOf(root, `${locale}/case-studies/logistics-routing.yaml`),
      );
    }
    expect(left(root).filter((entry) => entry.includes("logistics-routing"))).toEqual([]);
  });

  it("lists each example article until its text is rewritten or it is deleted", () => {
    const root = shippedCopy();
    const examples = localeIds.flatMap(exampleArticles);
    expect(examples.length).toBeGreaterThan(0);
    const listed = launchPlaceholders(root, defaultContentRoot).filter(
      ({ field }) => field === "body",
    );
    expect(listed.map(({ file }) => file)).toEqual(examples.map((file) => `app/content/${file}`));
    expect(listed.every(({ advice }) => advice?.includes("delete"))).toBe(true);
    // A new title is not enough: the text is still the example's.
    for (const file of examples) {
      const text = readFileSync(fileOf(root, file), "utf8");
      writeFileSync(fileOf(root, file), text.replace(/^title: .*$/m, "title: Her own title"));
    }
    expect(left(root).filter((entry) => entry.endsWith("→ body"))).toHaveLength(examples.length);
    replaceExampleArticles(root);
    expect(left(root).filter((entry) => entry.endsWith("→ body"))).toEqual([]);
  });

  it("reads a confirmed list left empty as no confirmation", () => {
    const root = shippedCopy();
    const file = fileOf(root, "site.yaml");
    writeFileSync(file, `${readFileSync(file, "utf8")}confirmed:\n`);
    expect(left(root)).toContain("app/content/site.yaml → foundingYear");
  });

  it("refuses to judge without the default content to compare with", () => {
    const root = shippedCopy();
    expect(() => launchPlaceholders(root, path.join(root, "nowhere"))).toThrow(
      /default content is missing/,
    );
  });
});
