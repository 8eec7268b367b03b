import Ajv from "ajv";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defaultLocale, localeIds } from "../i18n/locales";
import { messageSyntaxHint } from "../lib/message";
import { pages as registry } from "../pages/registry";
import { articleBodyWords, articleFrontMatterSchema } from "./articles";
import { contentFileSchemas } from "./content-files";
import { contentFolder, contentRoot } from "./content.server";
import { editorAuthOrigin, editorConfig, type EditorField } from "./editor-config";
import { labelsAt } from "./field-labels";
import { confirmableFields } from "./launch-readiness";
import { factPlaceholders, metaWordsSchema, text } from "./schema";
import { quotableFacts } from "./site-facts";
import * as testContent from "./testing";

/**
 * The editor's configuration against the content schemas and the content files: a field the
 * editor lacks, or a required-ness or a list shape that differs from what the content check
 * accepts, fails here.
 */

const root = path.resolve(import.meta.dirname, "../..");
const folder = path.join(contentRoot(), contentFolder);
const read = (file: string) => readFileSync(path.join(folder, file), "utf8");
const figures = parse(read("figures.yaml")) as Record<string, { id: string }[]>;
const ids = (list: string) => (figures[list] ?? []).map((item) => item.id);
const options = {
  repository: "owner/site",
  figureIds: {
    heroStats: ids("heroStats"),
    trackRecord: ids("trackRecord"),
    services: ids("services"),
    values: ids("values"),
  },
};
const config = editorConfig(options);
const [settings, pages, caseStudies, articles] = config.collections;
/** Each case study's file in each locale's folder, with the schema that checks it there. */
const caseStudyFiles = localeIds.flatMap((locale) =>
  readdirSync(path.join(folder, locale, "case-studies")).map((file) => ({
    file: `${locale}/case-studies/${file}`,
    schema:
      locale === defaultLocale ? contentFileSchemas.caseStudy : contentFileSchemas.caseStudyWords,
  })),
);

type Data = Record<string, unknown>;

/** The schema of a locale's words file that the editor names `name`. */
function partSchema(name: string): z.ZodType {
  const part = contentFileSchemas.parts.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`The editor lists a words file "${name}" the content does not have`);
  return part.schema;
}

/** Every content file with its fields in the editor and the schema that checks it. */
const files: {
  file: string;
  fields: EditorField[];
  schema: z.ZodType;
  /** Top-level keys the editor writes by itself, without a field. */
  written?: string[];
  data: () => Data;
}[] = [
  ...(settings?.files ?? []).map((entry) => ({
    file: entry.file.slice(contentFolder.length + 1),
    fields: entry.fields,
    schema: contentFileSchemas[entry.name as "site" | "figures" | "teamAndClients"],
  })),
  ...(pages?.files ?? []).flatMap((entry) =>
    localeIds.map((locale) => ({
      file: entry.file.slice(contentFolder.length + 1).replace("{{locale}}", locale),
      fields: entry.fields,
      schema: partSchema(entry.name),
    })),
  ),
  ...caseStudyFiles.map(({ file, schema }) => ({
    file,
    // Another locale's file holds only the fields translated there.
    fields: (caseStudies?.fields ?? []).filter(
      (field) => schema === contentFileSchemas.caseStudy || field.i18n,
    ),
    schema,
    // The editor writes a case study's place in the list when its entries are moved.
    written: ["order"],
  })),
].map((entry) => ({ ...entry, data: () => parse(read(entry.file)) as Data }));

/**
 * Values the content check requires beyond a file's schema, which the editor requires too: a
 * figure's `value` (required by its kind, not by `notYet`), and the entries keyed by the ids
 * of figures.yaml (matched with figures.yaml, content.server.test.ts); and a testimonial's
 * name and company, required unless it is anonymised, which the editor leaves optional.
 */
const requiredAcrossFiles =
  /\.figure\.value$|^(heroStats|services\.items|values|trackRecord\.labels)\.[A-Za-z0-9]+$|^testimonials\.\d+\.(name|company)$/;

/** Each field the data has, with its path (the first item stands for a list of objects). */
function* fieldsIn(
  fields: readonly EditorField[],
  data: unknown,
  at: (string | number)[] = [],
): Generator<{ at: (string | number)[]; field: EditorField }> {
  if (!data || typeof data !== "object") return;
  for (const field of fields) {
    const value = (data as Data)[field.name];
    if (value === undefined) continue;
    yield { at: [...at, field.name], field };
    if (field.widget === "object" && field.fields) {
      yield* fieldsIn(field.fields, value, [...at, field.name]);
    } else if (field.widget === "list" && field.fields && Array.isArray(value)) {
      yield* fieldsIn(field.fields, value[0], [...at, field.name, 0]);
    }
  }
}

function changed(
  data: Data,
  at: (string | number)[],
  change: (parent: Data, key: string | number) => void,
) {
  const copy = structuredClone(data);
  const parent = at.slice(0, -1).reduce<Data>((node, key) => node[key] as Data, copy);
  change(parent, at.at(-1) ?? "");
  return copy;
}

describe("the editor configuration generated from the content schemas", () => {
  it("is valid for the editor (Sveltia CMS's own JSON schema), with or without an OAuth helper", () => {
    const sveltiaSchema = JSON.parse(
      readFileSync(path.join(root, "node_modules/@sveltia/cms/schema/sveltia-cms.json"), "utf8"),
    );
    const ajv = new Ajv({ allErrors: true, strict: false });
    for (const checked of [config, editorConfig({ ...options, authUrl: "https://a.example" })]) {
      const valid = ajv.validate(sveltiaSchema, checked);
      expect(ajv.errorsText(ajv.errors, { separator: "\n" })).toBe("No errors");
      expect(valid).toBe(true);
    }
  });

  it("signs in through the OAuth helper alone when one is set, and with a token alone otherwise", () => {
    const helper = "https://sign-in.austral.workers.dev";
    const withHelper = editorConfig({ ...options, authUrl: helper }).backend;
    expect(withHelper).toMatchObject({ base_url: helper, auth_methods: ["oauth"] });
    const withoutHelper = editorConfig({ ...options, authUrl: undefined }).backend;
    expect(withoutHelper).toMatchObject({ auth_methods: ["token"] });
    expect(withoutHelper).not.toHaveProperty("base_url");
  });

  it("has an editor entry for every content file", () => {
    expect(files.map(({ file }) => file).sort()).toEqual(
      readdirSync(folder, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith(".yaml"))
        .map((file) => file.split(path.sep).join("/"))
        .sort(),
    );
  });

  it.each(files)("has a field for every value of $file", ({ fields, written, data }) => {
    const missing: string[] = [];
    function check(fields: readonly EditorField[], value: unknown, at: string) {
      if (!value || typeof value !== "object") return;
      const names = fields.map((field) => field.name);
      for (const key of Object.keys(value)) {
        if (at === "" && written?.includes(key)) continue;
        if (!names.includes(key)) missing.push(`${at}${key}`);
      }
      for (const field of fields) {
        const child = (value as Data)[field.name];
        if (field.fields && Array.isArray(child)) {
          for (const item of child) check(field.fields, item, `${at}${field.name}[].`);
        } else if (field.fields) check(field.fields, child, `${at}${field.name}.`);
      }
    }
    check(fields, data(), "");
    expect(missing).toEqual([]);
  });

  it.each(files)(
    "asks for a value exactly where the content check needs one, with its list and text lengths, in $file",
    ({ fields, schema, data }) => {
      const original = data();
      expect(schema.safeParse(original).error).toBeUndefined();
      const disagreements: string[] = [];
      for (const { at, field } of fieldsIn(fields, original)) {
        const name = at.join(".");
        if (requiredAcrossFiles.test(name)) continue;
        const withoutIt = changed(original, at, (parent, key) => {
          Reflect.deleteProperty(parent, key);
        });
        const required = field.required !== false;
        if (schema.safeParse(withoutIt).success === required) {
          disagreements.push(`${name}: the editor says ${required ? "required" : "optional"}`);
        }
        if (required && field.widget === "string") {
          const emptied = changed(original, at, (parent, key) => {
            parent[key as string] = "";
          });
          if (schema.safeParse(emptied).success) disagreements.push(`${name}: accepts ""`);
        }
        if (typeof field.maxlength === "number") {
          const { maxlength } = field;
          const tooLong = changed(original, at, (parent, key) => {
            parent[key as string] = `${"x ".repeat(Math.ceil(maxlength / 2))}x`;
          });
          if (schema.safeParse(tooLong).success) {
            disagreements.push(`${name}: accepts more than ${maxlength} characters`);
          }
        }
        if (field.widget === "list") {
          const list = (path: (string | number)[], length: number) =>
            changed(original, path, (parent, key) => {
              const items = parent[key as string] as unknown[];
              parent[key as string] = Array.from({ length }, (_, i) => items[i % items.length]);
            });
          const min = typeof field.min === "number" ? field.min : 0;
          if (min > 0 && schema.safeParse(list(at, min - 1)).success) {
            disagreements.push(`${name}: accepts fewer than ${min} items`);
          }
          if (typeof field.max === "number" && schema.safeParse(list(at, field.max + 1)).success) {
            disagreements.push(`${name}: accepts more than ${field.max} items`);
          }
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it("lets the case study's image field take raster images only, never SVG", () => {
    const image = caseStudies?.fields?.find((field) => field.name === "image");
    const src = image?.fields?.find((field) => field.name === "src");
    expect(src?.widget).toBe("image");
    const [pattern] = (src?.pattern as [string, string] | undefined) ?? [""];
    expect(new RegExp(pattern).test("/images/case-studies/drawing.svg")).toBe(false);
    expect(new RegExp(pattern).test("/images/case-studies/drawing.webp")).toBe(true);
    expect(String(src?.accept).split(",")).toEqual([
      "image/png",
      "image/jpeg",
      "image/webp",
      "image/avif",
    ]);
  });

  it("offers to confirm each field needing the owner's truth, by that field's label", () => {
    const site = settings?.files?.find((file) => file.name === "site");
    const confirmed = site?.fields.find((field) => field.name === "confirmed");
    expect(confirmed).toMatchObject({ widget: "select", multiple: true, required: false });
    expect(confirmed?.options).toEqual(
      confirmableFields("site").map((value) => ({
        value,
        label: labelsAt(contentFileSchemas.site, value.split(".")).at(-1),
      })),
    );
    expect(confirmed?.options).toContainEqual({ value: "foundingYear", label: "Founding year" });
    const figuresFile = settings?.files?.find((file) => file.name === "figures");
    const lists = figuresFile?.fields.find((field) => field.name === "confirmed")?.options;
    expect(lists).toContainEqual({
      value: "heroStats",
      label: "Numbers at the top of the home page",
    });
    const study = caseStudies?.fields?.find((field) => field.name === "confirmed");
    expect(study?.i18n).toBe(true);
  });

  it("names in the hint on facts every fact a text may quote, but the figures", () => {
    const { site, figures: shipped, caseStudies: studies } = testContent;
    const quoted = [...shipped.heroStats, ...shipped.trackRecord];
    const figureIds = new Set(
      [...quoted, ...studies.flatMap((study) => study.results)].map(({ id }) => id),
    );
    const facts = quotableFacts(
      defaultLocale,
      { site, figures: shipped, caseStudies: studies },
      "",
    );
    const named = Object.keys(facts).filter((name) => !figureIds.has(name));
    expect(named.length).toBeGreaterThan(0);
    for (const fact of named) expect(factPlaceholders).toContain(`{${fact}}`);
  });

  it("shows the message syntax in one line in the hint of a text that quotes a count", () => {
    const words = pages?.files?.find((file) => file.name.startsWith("case-studies"));
    const intro = words?.fields.find((field) => field.name === "intro");
    expect(intro?.hint).toContain(messageSyntaxHint);
    expect(messageSyntaxHint).not.toContain("\n");
    expect(messageSyntaxHint).toMatch(/\{\w+, plural, one \{# \w+\} other \{# \w+\}\}/);
  });

  it("offers the team's photos and the clients' logos as raster image pickers, with owner words", () => {
    const file = settings?.files.find((entry) => entry.name === "teamAndClients");
    const listed = (name: string) => file?.fields.find((field) => field.name === name);
    for (const [list, name] of [
      ["team", "photo"],
      ["clientLogos", "logo"],
    ] as const) {
      expect(listed(list)?.widget).toBe("list");
      const image = listed(list)?.fields?.find((field) => field.name === name);
      expect(image?.widget).toBe("image");
      expect(image?.hint).toMatch(/SVG files are refused/);
      const [pattern] = (image?.pattern as [string, string] | undefined) ?? [""];
      expect(new RegExp(pattern).test(`/images/${list}/mark.svg`)).toBe(false);
      expect(new RegExp(pattern).test(`/images/${list}/mark.png`)).toBe(true);
    }
    const anonymised = listed("testimonials")?.fields?.find((field) => field.name === "anonymised");
    expect(anonymised).toMatchObject({ widget: "boolean", required: false, label: "Anonymised" });
    const caseStudy = listed("testimonials")?.fields?.find((field) => field.name === "caseStudy");
    expect(caseStudy).toMatchObject({
      widget: "relation",
      collection: caseStudies?.name,
      value_field: "{{slug}}",
      required: false,
    });
    const home = pages?.files.find((entry) => entry.name === "home");
    const team = home?.fields.find((field) => field.name === "team");
    const members = team?.fields?.find((field) => field.name === "members");
    expect(members).toMatchObject({ widget: "list", required: false, i18n: true });
    expect(members?.fields?.map((field) => field.label)).toEqual(["Id", "Role", "Background"]);
  });

  it("names in the image field's hint and message exactly the formats its pattern accepts", () => {
    const image = caseStudies?.fields?.find((field) => field.name === "image");
    const src = image?.fields?.find((field) => field.name === "src");
    const [pattern, message] = (src?.pattern as [string, string] | undefined) ?? ["", ""];
    // Formats an owner may have, by the name she knows and a file ending.
    const formats = {
      PNG: "png",
      JPEG: "jpeg",
      JPG: "jpg",
      WebP: "webp",
      AVIF: "avif",
      GIF: "gif",
      SVG: "svg",
      TIFF: "tiff",
      HEIC: "heic",
      BMP: "bmp",
    };
    const accepted = Object.entries(formats)
      .filter(([, ending]) => new RegExp(pattern).test(`/images/case-studies/photo.${ending}`))
      .map(([name]) => name);
    const named = (sentence: string) =>
      Object.keys(formats).filter((name) => new RegExp(`\\b${name}\\b`).test(sentence));
    // JPG is the JPEG format's other ending: naming JPEG covers it.
    const acceptedNames = accepted.filter((name) => name !== "JPG");
    expect(named(src?.hint?.split(". ")[0] ?? "")).toEqual(acceptedNames);
    expect(named(message.split(":")[0] ?? "")).toEqual(acceptedNames);
  });

  it("keeps a case study's facts in the default locale's file and its words in every locale's", () => {
    expect(caseStudies?.folder).toBe(`${contentFolder}/{{locale}}/case-studies`);
    const fields = caseStudies?.fields ?? [];
    expect(fields.filter((field) => field.i18n).map((field) => field.name)).toEqual(
      Object.keys(contentFileSchemas.caseStudyWords.shape).filter((name) => name !== "order"),
    );
  });

  it("offers the articles in every language side by side, each with its own slug, the front matter's fields and the Markdown text", () => {
    expect(articles).toMatchObject({
      folder: `${contentFolder}/{{locale}}/articles`,
      extension: "md",
      format: "yaml-frontmatter",
      create: true,
      delete: true,
      slug: { template: "{{title}}", i18n: true },
    });
    const fields = articles?.fields ?? [];
    // Every front-matter field but the key the editor writes itself, then the text.
    expect(fields.map((field) => field.name)).toEqual([
      ...Object.keys(articleFrontMatterSchema.shape).filter((name) => name !== "translationKey"),
      "body",
    ]);
    const byName = new Map(fields.map((field) => [field.name, field]));
    expect(byName.get("body")).toMatchObject({ widget: "markdown", i18n: true });
    expect(byName.get("title")).toMatchObject({ widget: "string", i18n: true });
    expect(byName.get("date")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
      i18n: "duplicate",
    });
    expect(byName.get("updated")?.required).toBe(false);
    // The cover: one picture for every language, its description in each; two top-level
    // fields, as the editor saves a shared field inside a translated object as null.
    expect(byName.get("cover")).toMatchObject({
      widget: "image",
      required: false,
      i18n: "duplicate",
    });
    expect(byName.get("cover")).not.toHaveProperty("fields");
    expect(byName.get("coverAlt")).toMatchObject({
      widget: "string",
      required: false,
      i18n: true,
    });
    // Every field the site reads once for all languages is a top-level field of its own.
    for (const field of fields.filter((each) => each.i18n === "duplicate")) {
      expect(field, field.name).not.toHaveProperty("fields");
    }
  });

  it("offers an article's author among the team's people and its case studies among the case studies, once for every language", () => {
    const byName = new Map((articles?.fields ?? []).map((field) => [field.name, field]));
    // The author: the id of a person of the team list of the team-and-clients file, shown by name.
    const teamFile = settings?.files.find((file) => file.name === "teamAndClients");
    const team = teamFile?.fields.find((field) => field.name === "team");
    expect(team?.fields?.map((field) => field.name)).toEqual(
      expect.arrayContaining(["id", "name"]),
    );
    expect(byName.get("author")).toMatchObject({
      widget: "relation",
      collection: settings?.name,
      file: teamFile?.name,
      value_field: "team.*.id",
      display_fields: ["team.*.name"],
      search_fields: ["team.*.name"],
      required: false,
      i18n: "duplicate",
    });
    expect(byName.get("author")).not.toHaveProperty("multiple");
    // The related case studies: up to three, by file name, one field that takes several.
    const related = byName.get("related");
    expect(related).toMatchObject({
      widget: "relation",
      collection: caseStudies?.name,
      value_field: "{{slug}}",
      display_fields: ["title"],
      multiple: true,
      max: 3,
      required: false,
      i18n: "duplicate",
    });
    expect(related).not.toHaveProperty("field");
    expect(related).not.toHaveProperty("file");
  });
});

describe("editorAuthOrigin", () => {
  it("takes an https: origin, with or without its one slash, and gives it without the slash", () => {
    expect(editorAuthOrigin("https://api.netlify.com")).toBe("https://api.netlify.com");
    expect(editorAuthOrigin(" https://sign-in.austral.workers.dev/ ")).toBe(
      "https://sign-in.austral.workers.dev",
    );
    expect(editorAuthOrigin("https://auth.example.dev:8443")).toBe("https://auth.example.dev:8443");
  });

  it("means no helper when the variable is unset or blank", () => {
    expect(editorAuthOrigin(undefined)).toBeUndefined();
    expect(editorAuthOrigin("  ")).toBeUndefined();
  });

  it.each([
    ["http://sign-in.example.dev", "must start with https://"],
    ["https:sign-in.example.dev", "must start with https://"],
    ["javascript:alert(1)", "must start with https://"],
    ["data:text/html,<script>1</script>", "must start with https://"],
    ["*", "is not a web address"],
    ["https://*.workers.dev", "holds a wildcard (*)"],
    ["not a url", "is not a web address"],
    ["https://sign-in.example.dev/auth", "has a path: the editor adds /auth"],
    ["https://sign-in.example.dev/?site=x", "has a query (?) or a fragment (#)"],
    ["https://sign-in.example.dev/?", "has a query (?) or a fragment (#)"],
    ["https://sign-in.example.dev#top", "has a query (?) or a fragment (#)"],
    ["https://owner:s3cret@sign-in.example.dev", "holds a user name or password"],
  ])("refuses %s, naming the variable and what to set", (value, what) => {
    const refusal = () => editorAuthOrigin(value);
    expect(refusal).toThrow(`EDITOR_AUTH_URL ${what}`);
    expect(refusal).toThrow(
      "Set it to the address of the editor's sign-in helper alone, an https: origin",
    );
    expect(refusal).toThrow("deploy/editor-sign-in.md");
  });

  it("names the origin to set when the value has one", () => {
    expect(() => editorAuthOrigin("https://sign-in.example.dev/auth")).toThrow(
      "(here EDITOR_AUTH_URL=https://sign-in.example.dev)",
    );
  });

  it("never repeats a password it was given", () => {
    expect(() => editorAuthOrigin("https://owner:s3cret@sign-in.example.dev")).toThrow(
      /^(?!.*s3cret)/s,
    );
  });
});

/** Every field the editor shows, with its path in its file (a list's items by index 0). */
function* shownFields(
  fields: readonly EditorField[],
  at: (string | number)[] = [],
): Generator<{ path: (string | number)[]; field: EditorField }> {
  for (const field of fields) {
    const path = [...at, field.name];
    yield { path, field };
    const inner = field.widget === "list" ? [...path, 0] : path;
    if (field.fields) yield* shownFields(field.fields, inner);
    if (field.field) yield { path: inner, field: field.field };
  }
}

describe("the editor's labels", () => {
  /** Each file and collection of the editor with the schema its fields come from. */
  const shown = [
    ...(settings?.files ?? []).map((entry) => ({
      name: entry.name,
      fields: entry.fields,
      schema: contentFileSchemas[entry.name as "site" | "figures" | "teamAndClients"],
    })),
    ...(pages?.files ?? []).map((entry) => ({
      name: entry.name,
      fields: entry.fields,
      schema: partSchema(entry.name),
    })),
    {
      name: "caseStudies",
      fields: caseStudies?.fields ?? [],
      schema: contentFileSchemas.caseStudy,
    },
    {
      name: "articles",
      fields: (articles?.fields ?? []).filter((field) => field.name !== "body"),
      schema: articleFrontMatterSchema,
    },
  ];

  it.each(shown)(
    "gives every field of $name the label written beside it in its schema",
    ({ fields, schema }) => {
      const fieldsShown = [...shownFields(fields)];
      expect(fieldsShown.length).toBeGreaterThan(0);
      for (const { path, field } of fieldsShown) {
        // Every level down to the field has a label of its own (or is an entry named by its
        // id, or a list's item), and the editor shows the field's.
        const labels = labelsAt(schema, path);
        expect(labels, path.join(".")).toHaveLength(path.length);
        const own = path.at(-1) === 0 ? `${field.label} 1` : field.label;
        expect(labels.at(-1), path.join(".")).toBe(own);
      }
    },
  );

  it("names the entries keyed by the ids of figures.yaml by those ids, as figures.yaml does", () => {
    const home = pages?.files.find((entry) => entry.name === "home");
    const heroStats = home?.fields.find((field) => field.name === "heroStats");
    expect(heroStats?.fields?.map(({ name, label }) => [name, label])).toEqual(
      options.figureIds.heroStats.map((id) => [
        id,
        labelsAt(partSchema("home"), ["heroStats", id]).at(-1),
      ]),
    );
    expect(heroStats?.fields?.[0]?.label).toMatch(/^[A-Z][a-z0-9 ]+$/);
  });

  it("gives an article's text its words", () => {
    expect(articles?.fields.find((field) => field.name === "body")).toMatchObject({
      label: articleBodyWords.title,
      hint: articleBodyWords.description,
    });
  });

  it("refuses to show a field that has no label of its own, naming it", () => {
    const unlabelled = {
      ...registry,
      team: {
        ...registry.home,
        file: "team.yaml",
        label: "Team page",
        words: z.object({ meta: metaWordsSchema("team page"), heading: text }),
      },
    };
    expect(() => editorConfig({ ...options, pages: unlabelled })).toThrow(
      "team.heading: the editor shows this field but it has no label",
    );
  });
});
