import { stringify } from "yaml";
import { z, type GlobalMeta } from "zod";
import { defaultLocale, localeIds } from "../i18n/locales.ts";
import { acceptedImageTypes, editorImagePattern } from "../lib/image-files.ts";
import type { PageRegistry } from "../pages/registry.ts";
import { articleBodyWords, articleFrontMatterSchema } from "./articles.ts";
import { contentFileSchemas, localeWordsFiles } from "./content-files.ts";
import { maxImageBytes } from "./content-images.ts";
import { humanize } from "./field-labels.ts";
import { contentFolder } from "./read-file.ts";

/**
 * The configuration of the content editor (Sveltia CMS, served at `/admin/`), generated from
 * the zod schemas the content check uses (`contentFileSchemas` in content-files.ts): each
 * schema goes through `z.toJSONSchema`, and each property becomes an editor field:
 *
 * - object → `object`; a record keyed by the ids of figures.yaml (services, values…) → an
 *   `object` with one field per id, in the order of figures.yaml;
 * - array of objects → `list` with `fields`; array of texts → `list` with one text field per
 *   item (`field`), or the simple one-textbox list where its meta says `simpleList`; array of
 *   an enum → `select` with `multiple`; `minItems`/`maxItems` → `min`/`max`;
 * - enum, or a union of objects told apart by a constant (a figure's `kind`) → `select`;
 * - integer/number → `number`, boolean → `boolean`, string → `string` (or the `widget` its
 *   meta names),
 *   with the schema's pattern (an https URL → `^https://`) and `maxLength` → `maxlength`;
 * - a text, or a list of texts, whose meta names another collection's entries → `relation`
 *   (with `multiple` for a list);
 * - a property outside the schema's `required` list → `required: false`.
 *
 * Each field's label and hint are the `title` and `description` written beside it in its
 * schema (`.meta()`, app/content/editor-meta.ts), which `z.toJSONSchema` carries; the entries
 * keyed by the ids of figures.yaml are labelled by their ids. Rules a schema states with
 * `.refine()` (opening before closing time, a template's placeholders, the ids matching
 * figures.yaml) cannot reach the editor: the build's content check enforces them.
 */

/** The JSON Schema subset `z.toJSONSchema` gives for the content schemas. */
interface JsonSchema {
  /** The editor's label, and the other words and choices of app/content/editor-meta.ts. */
  title?: string;
  description?: string;
  widget?: GlobalMeta["widget"];
  simpleList?: GlobalMeta["simpleList"];
  relation?: GlobalMeta["relation"];
  type?: string;
  const?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

/** One field of the editor's configuration (Sveltia CMS field options). */
export type EditorField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  /** Translated (`true`), or one value copied into every language's file (`duplicate`). */
  i18n?: boolean | "duplicate";
  fields?: EditorField[];
  field?: EditorField;
  [option: string]: unknown;
};

/** What the generator needs besides the schemas. */
export interface EditorConfigOptions {
  /**
   * `owner/name` of the GitHub repository the production editor commits to (the GitHub
   * backend). Local editing ignores it.
   */
  repository: string;
  /** The branch edits are committed to; the deploy workflow publishes it. */
  branch?: string;
  /**
   * The address of an OAuth helper for signing in with GitHub accounts (docs/editing.md):
   * Netlify's own (`https://api.netlify.com`) or a deployed `sveltia-cms-auth` worker. With
   * it, the sign-in screen offers "Sign In with GitHub" alone; without it, the personal
   * access token alone (no button that would lead to a helper nobody set up).
   */
  authUrl?: string;
  /**
   * The ids of each list of app/content/figures.yaml (`services` → `["businessIntelligence",
   * …]`): the page words keyed by them become one field per id.
   */
  figureIds: Record<"heroStats" | "trackRecord" | "services" | "values", string[]>;
  /** The pages whose words the editor lists (app/pages/registry.ts by default). */
  pages?: PageRegistry;
  /**
   * The content paths of the shipped SVG illustrations (`/images/case-studies/retail.svg`):
   * besides raster images, the only files an image field lets the owner save
   * (app/lib/image-files.ts).
   */
  shippedIllustrations?: readonly string[];
}

/**
 * The OAuth helper's address as the build takes it from `EDITOR_AUTH_URL`: an `https:` origin
 * (scheme, host and port: RFC 6454 §4), with no path but `/`, no query, fragment, wildcard or
 * user name and password. The editor opens `<address>/auth` in a window that hands it a GitHub
 * token (docs/editing.md, "Signing in"), so the address must be one exact origin reached over
 * TLS; it is published in `/admin/config.yml`, so it carries nothing secret. Parsed by the
 * WHATWG URL standard (Node's `URL`).
 *
 * @param value - the variable as set; surrounding spaces are ignored, and a blank value means
 *   no helper (sign-in with a token).
 * @returns the origin, without a trailing slash (`https://sign-in.example.dev`), or `undefined`
 *   when the value is blank.
 * @throws Error naming `EDITOR_AUTH_URL`, what is wrong with it and what to set instead; the
 *   value itself is not repeated, since it may hold a password.
 */
export function editorAuthOrigin(value: string | undefined): string | undefined {
  const text = value?.trim() ?? "";
  if (text === "") return undefined;
  const refuse = (what: string, origin?: string): never => {
    throw new Error(
      `EDITOR_AUTH_URL ${what}. Set it to the address of the editor's sign-in helper alone, an https: origin ${origin ? `(here EDITOR_AUTH_URL=${origin})` : "such as https://sveltia-cms-auth.<your-subdomain>.workers.dev or https://api.netlify.com"}, as deploy/editor-sign-in.md shows; or remove it, and the editor offers sign-in with a token.`,
    );
  };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse("is not a web address");
  }
  if (url.protocol !== "https:" || !/^https:\/\//i.test(text)) {
    return refuse(
      "must start with https://: the sign-in window hands the editor a GitHub token, which any other scheme would expose or run as script",
    );
  }
  if (text.includes("*")) {
    return refuse("holds a wildcard (*): the editor opens the helper at one exact address");
  }
  if (url.username !== "" || url.password !== "") {
    return refuse(
      "holds a user name or password (before @): it would be published in /admin/config.yml",
      url.origin,
    );
  }
  if (url.pathname !== "/") {
    return refuse("has a path: the editor adds /auth to the origin by itself", url.origin);
  }
  if (text.includes("?") || text.includes("#")) {
    return refuse("has a query (?) or a fragment (#)", url.origin);
  }
  return url.origin;
}

/** The records of the page words that are keyed by the ids of a list of figures.yaml. */
const recordKeysFrom: Record<string, keyof EditorConfigOptions["figureIds"]> = {
  "home.heroStats": "heroStats",
  "home.services.items": "services",
  "home.values": "values",
  "home.trackRecord.labels": "trackRecord",
};

/** The owner-readable message of each pattern the content schemas use. */
const patternMessages: Record<string, string> = {
  "^\\+[1-9]\\d{7,14}$": "must be +, the country code and the number, no spaces: +5491155550123",
  "^([01]\\d|2[0-3]):[0-5]\\d$": "must be a 24-hour time such as 09:00",
  "^#[0-9a-f]{6}$": "must be a colour written #rrggbb, such as #0f766e",
  "^[A-Z]{2}$": "must be a two-letter country code in capitals, such as AR",
  "^[a-z][A-Za-z0-9]*$": "must be an id in camelCase, such as wasteReduction",
  "^[a-z]+(-[a-z]+)*$": "must be lowercase words joined by hyphens, such as contact",
  "^https://": "must be a full address starting with https://",
};

/** A union of objects (a figure) as one object: every property, required where all variants require it. */
function mergeVariants(variants: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const variant of variants) {
    for (const [name, property] of Object.entries(variant.properties ?? {})) {
      const seen = properties[name];
      if (property.const !== undefined) {
        // The constant's words (a figure's kind) are the same in every variant.
        const { title, description } = seen ?? property;
        properties[name] = {
          ...(title !== undefined && { title }),
          ...(description !== undefined && { description }),
          type: "string",
          enum: [...(seen?.enum ?? []), property.const],
        };
      } else properties[name] ??= { ...property };
    }
  }
  // A bound only some variants set (a count is never negative, a percentage may be) is left
  // to the content check.
  for (const [name, property] of Object.entries(properties)) {
    for (const bound of ["minimum", "maximum"] as const) {
      const bounds = variants.map((variant) => variant.properties?.[name]?.[bound]);
      if (new Set(bounds).size > 1) property[bound] = undefined;
    }
  }
  const required = Object.keys(properties).filter((name) =>
    variants.every((variant) => variant.required?.includes(name)),
  );
  return { type: "object", properties, required };
}

/**
 * A union of texts (`""` or a domain; an https URL or a path) as one text field: its pattern
 * accepts any variant's form; the content check names the one that was meant.
 *
 * @throws Error when a variant is not a text.
 */
function textVariants(key: string, variants: JsonSchema[]): JsonSchema {
  const patterns = variants.map((variant) => {
    if (variant.const === "") return "^$";
    if (variant.type !== "string") throw new Error(`${key}: a union the editor cannot show`);
    return variant.pattern ?? (variant.format === "uri" ? "^https?://" : ".*");
  });
  return {
    type: "string",
    ...(patterns.includes(".*") ? {} : { pattern: patterns.map((p) => `(?:${p})`).join("|") }),
  };
}

/**
 * What turning a schema into fields needs: the options, the file's whole schema (whose fields a
 * `confirmed:` list names), and whether the fields are translated.
 */
interface FieldContext {
  options: EditorConfigOptions;
  file: JsonSchema;
  i18n?: boolean;
}

/**
 * The editor field of the property `name` of a schema.
 *
 * @param key - the field's path in its kind of file, for messages: `home.hero.badge`.
 * @param label - the label, when it does not come from the schema (an entry keyed by an id).
 * @throws Error naming `key` when the field has no label (`.meta({ title })`) or a shape the
 *   editor cannot show.
 */
function fieldOf(
  key: string,
  name: string,
  node: JsonSchema,
  required: boolean,
  context: FieldContext,
  label = node.title,
): EditorField {
  if (!label) {
    throw new Error(
      `${key}: the editor shows this field but it has no label: give it one with .meta({ title }) in its schema (app/content/editor-meta.ts)`,
    );
  }
  const field: EditorField = { name, label, widget: "string" };
  if (node.description) field.hint = node.description;
  if (!required) field.required = false;
  if (context.i18n !== undefined) field.i18n = context.i18n;
  const union = node.oneOf ?? node.anyOf;
  if (union?.every((variant) => variant.type === "object")) node = mergeVariants(union);
  else if (union) node = textVariants(key, union);

  if (node.type === "object" && node.properties) {
    field.widget = "object";
    field.fields = fieldsOf(key, node, context);
  } else if (node.type === "object") {
    const ids = recordKeysFrom[key];
    if (!ids) throw new Error(`${key}: a record the editor cannot show (no list of ids for it)`);
    const valueSchema = node.additionalProperties as JsonSchema;
    field.widget = "object";
    // Each entry is named by its id, as figures.yaml names the figure, service or value.
    field.fields = context.options.figureIds[ids].map((id) =>
      fieldOf(`${key}.${id}`, id, valueSchema, true, context, humanize(id)),
    );
  } else if (node.type === "array") {
    listField(field, key, node, context);
  } else if (node.enum) {
    Object.assign(field, { widget: "select", options: node.enum });
  } else if (node.type === "integer" || node.type === "number") {
    field.widget = "number";
    field.value_type = node.type === "integer" ? "int" : "float";
    if (node.minimum !== undefined && node.minimum > Number.MIN_SAFE_INTEGER) {
      field.min = node.minimum;
    }
    if (node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER) {
      field.max = node.maximum;
    }
  } else if (node.type === "boolean") {
    field.widget = "boolean";
  } else if (node.type === "string") {
    if (node.widget) field.widget = node.widget;
    // The editor stops typing at the content check's bound (Sveltia's `maxlength`, with a
    // character count); an empty text is refused by `required` instead of `minLength`.
    if (node.maxLength !== undefined) field.maxlength = node.maxLength;
    const pattern = node.pattern ?? (node.format === "uri" ? "^https://" : undefined);
    if (pattern) {
      field.pattern = [
        pattern,
        patternMessages[pattern] ?? "does not have the expected form (see the hint)",
      ];
    }
  } else {
    throw new Error(`${key}: a value the editor cannot show (${JSON.stringify(node)})`);
  }
  if (node.widget === "image") imageField(field, context.options);
  if (node.widget === "date") {
    // A calendar day, written as the content check reads it (YYYY-MM-DD), without a time.
    Object.assign(field, { widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    delete field.pattern;
  }
  if (node.relation) {
    // What the content holds: the entry's file name (its slug), or a field of an item of a
    // list in one file; the list shows each one's `displayField`. A list of them is one field
    // that takes several (`multiple`), within the list's `min` and `max`.
    const { collection, displayField, file, valueField = "{{slug}}" } = node.relation;
    Object.assign(field, {
      widget: "relation",
      collection,
      ...(file && { file }),
      value_field: valueField,
      search_fields: [displayField],
      display_fields: [displayField],
      ...(node.type === "array" && { multiple: true }),
    });
    delete field.field;
    delete field.maxlength;
  }
  return field;
}

/**
 * Makes `field` a list of the array `node`'s items: a multiple select for an enum, else a list.
 * The options of a `confirmed:` list name fields of the same file, so they show those fields'
 * labels (app/content/launch-readiness.ts).
 */
function listField(field: EditorField, key: string, node: JsonSchema, context: FieldContext) {
  const items = node.items ?? {};
  if (items.enum && key.endsWith(".confirmed")) {
    const options = items.enum.map((value) => ({ label: labelIn(context.file, value), value }));
    Object.assign(field, { widget: "select", multiple: true, options });
  } else if (items.enum) {
    Object.assign(field, { widget: "select", multiple: true, options: items.enum });
  } else {
    field.widget = "list";
    if (items.type === "object") field.fields = fieldsOf(key, items, context);
    else if (!node.simpleList) {
      field.field = fieldOf(`${key}.*`, field.name, items, true, context);
    }
  }
  if (node.minItems !== undefined) field.min = node.minItems;
  if (node.maxItems !== undefined) field.max = node.maxItems;
}

/**
 * The label of the field at a dotted path of a file's schema (`phone.e164`).
 *
 * @throws Error when the path names no labelled field.
 */
function labelIn(file: JsonSchema, dotted: string): string {
  const node = dotted
    .split(".")
    .reduce<JsonSchema | undefined>((parent, name) => parent?.properties?.[name], file);
  if (!node?.title) throw new Error(`confirmed: "${dotted}" names no labelled field`);
  return node.title;
}

/** Makes `field` the image picker, for raster formats only (app/lib/image-files.ts). */
function imageField(field: EditorField, options: EditorConfigOptions) {
  Object.assign(field, { widget: "image", choose_url: false, accept: acceptedImageTypes });
  delete field.maxlength;
  // `accept` only filters the system's file picker: the pattern refuses to save any other
  // file, an SVG chosen in the library or dropped on the field included.
  field.pattern = [
    editorImagePattern(options.shippedIllustrations ?? []),
    "must be a PNG, JPEG, WebP or AVIF image: an SVG file can carry script",
  ];
}

function fieldsOf(
  key: string,
  node: JsonSchema,
  context: FieldContext,
  skip: readonly string[] = [],
): EditorField[] {
  return Object.entries(node.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, child]) =>
      fieldOf(`${key}.${name}`, name, child, node.required?.includes(name) ?? false, context),
    );
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/**
 * The editor fields of a content file's schema.
 *
 * @param kind - the kind of file, which names its fields in messages (`site`, `home`).
 * @param skip - top-level properties the editor shows no field for.
 */
function fileFields(
  kind: string,
  schema: z.ZodType,
  options: EditorConfigOptions,
  { i18n, skip }: { i18n?: boolean; skip?: readonly string[] } = {},
): EditorField[] {
  const file = jsonSchemaOf(schema);
  return fieldsOf(kind, file, { options, file, ...(i18n !== undefined && { i18n }) }, skip);
}

/** The editor's label of a content file or collection: its schema's title. */
function fileLabel(schema: z.ZodType): string {
  const label = schema.meta()?.title;
  if (!label) throw new Error("A content file's schema has no title for the editor");
  return label;
}

/** The case study fields each locale writes in its own words (`order` has no field). */
const caseStudyWordNames = Object.keys(contentFileSchemas.caseStudyWords.shape);

/** The settings collection: the site's facts and figures, once for every language. */
function settingsCollection(options: EditorConfigOptions) {
  const { site, figures, teamAndClients } = contentFileSchemas;
  return {
    name: "settings",
    label: "Site facts and figures",
    description:
      "Facts about the company, the figures quoted on the pages, the team, testimonials and client logos, once for every language.",
    icon: "settings",
    files: [
      {
        name: "site",
        label: fileLabel(site),
        file: `${contentFolder}/site.yaml`,
        fields: fileFields("site", site, options),
      },
      {
        name: "figures",
        label: fileLabel(figures),
        file: `${contentFolder}/figures.yaml`,
        fields: fileFields("figures", figures, options),
      },
      {
        name: "teamAndClients",
        label: fileLabel(teamAndClients),
        file: `${contentFolder}/team-and-clients.yaml`,
        fields: fileFields("teamAndClients", teamAndClients, options),
      },
    ],
  };
}

/** The page words collection: each words file of a locale's folder, the languages side by side. */
function pageWordsCollection(options: EditorConfigOptions) {
  return {
    name: "pages",
    label: "Page words",
    description: "Every word of the pages, one language beside the other.",
    icon: "translate",
    i18n: true,
    files: localeWordsFiles(options.pages).map(({ name, file, label, schema }) => ({
      name,
      label,
      file: `${contentFolder}/{{locale}}/${file}`,
      i18n: true,
      fields: fileFields(name, schema, options, { i18n: true }),
    })),
  };
}

/** The case studies collection: one entry per case study, in every language. */
function caseStudiesCollection(options: EditorConfigOptions) {
  const { caseStudy } = contentFileSchemas;
  const caseStudyFields = fileFields("caseStudy", caseStudy, options, { skip: ["order"] }).map(
    (field) => ({ ...field, i18n: caseStudyWordNames.includes(field.name) }),
  );
  return {
    name: "caseStudies",
    label: fileLabel(caseStudy),
    description:
      "One entry per case study, in every language. Move entries up and down to set their order on the page.",
    icon: "work",
    // One file per case study in each locale's folder: the facts (image, results, order)
    // in the default locale's file only, the words in each locale's. `{{locale}}` in
    // `folder` makes Sveltia CMS keep one folder per locale, whatever the global structure.
    folder: `${contentFolder}/{{locale}}/case-studies`,
    extension: "yaml",
    format: "yaml",
    create: true,
    delete: true,
    reorder: true,
    identifier_field: "title",
    slug: "{{title}}",
    summary: "{{title}}",
    media_folder: `/${contentFolder}/images/case-studies`,
    public_folder: "/images/case-studies",
    i18n: true,
    fields: caseStudyFields,
  };
}

/**
 * The article fields written once for every language (the others are translated). Each is a
 * top-level field: Sveltia CMS 0.221.1 saves a field shared inside an object translated per
 * language as `null` in the other languages (docs/decisions/074-cover-fields-of-their-own.md).
 */
const articleFactNames = new Set(["date", "updated", "author", "related", "cover", "draft"]);

/**
 * The articles collection: one Markdown file per article in each language's folder, the
 * languages side by side, each with a slug (file name, URL) of its own. The editor writes a
 * `translationKey` (the default language's slug) into each language's file to tie them
 * together (Sveltia CMS's canonical slug); a new article starts in every language, and any
 * but the default one can be switched off (`initial_locales`).
 */
function articlesCollection(options: EditorConfigOptions) {
  const fields = fileFields("article", articleFrontMatterSchema, options, {
    skip: ["translationKey"],
  }).map((field): EditorField => ({
    ...field,
    i18n: articleFactNames.has(field.name) ? ("duplicate" as const) : true,
  }));
  return {
    name: "articles",
    label: fileLabel(articleFrontMatterSchema),
    description:
      "One entry per article, in every language you write it in. A draft is never published.",
    icon: "article",
    folder: `${contentFolder}/{{locale}}/articles`,
    extension: "md",
    format: "yaml-frontmatter",
    create: true,
    delete: true,
    identifier_field: "title",
    slug: { template: "{{title}}", i18n: true },
    summary: "{{title}} · {{date}}",
    sortable_fields: {
      fields: ["date", "title"],
      default: { field: "date", direction: "descending" },
    },
    media_folder: `/${contentFolder}/images/articles`,
    public_folder: "/images/articles",
    i18n: { initial_locales: "all" },
    fields: [
      ...fields,
      {
        name: "body",
        label: articleBodyWords.title,
        hint: articleBodyWords.description,
        widget: "markdown",
        i18n: true,
        // Pictures inside the text would skip the site's image step: the cover takes one.
        editor_components: [],
      },
    ] satisfies EditorField[],
  };
}

/**
 * The whole editor configuration, as `/admin/config.yml` holds it.
 *
 * @throws Error naming the field when a schema has a shape the editor cannot show (a record
 *   with no list of ids, an unknown type): the generator refuses rather than drop a field.
 */
export function editorConfig(options: EditorConfigOptions) {
  return {
    backend: {
      name: "github",
      repo: options.repository,
      branch: options.branch ?? "main",
      ...(options.authUrl
        ? { base_url: options.authUrl, auth_methods: ["oauth"] }
        : { auth_methods: ["token"] }),
    },
    // Uploaded images go to app/content/images/… and are written as /images/… in the content;
    // the build makes the files the pages serve (app/content/content-images.ts).
    media_folder: `${contentFolder}/images`,
    public_folder: "/images",
    media_libraries: {
      // An upload is kept reasonable before it reaches the repository: WebP at quality 85,
      // at most 2400 px on its longer side, and no file over the content check's 15 MB.
      default: {
        config: {
          max_file_size: maxImageBytes,
          transformations: {
            raster_image: { format: "webp", quality: 85, width: 2400, height: 2400 },
          },
        },
      },
      // Stock photo libraries would each be another origin (and another CSP entry).
      stock_assets: false,
    },
    // File names of new case studies: ASCII, lowercase, words joined by hyphens.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // An empty optional field is left out of the file instead of written as an empty value.
    output: { omit_empty_optional_fields: true },
    i18n: { structure: "multiple_files", locales: [...localeIds], default_locale: defaultLocale },
    collections: [
      settingsCollection(options),
      pageWordsCollection(options),
      caseStudiesCollection(options),
      articlesCollection(options),
    ] as const,
  };
}

/** The editor configuration's type. */
export type EditorConfig = ReturnType<typeof editorConfig>;

/**
 * `data` as YAML in the form the editor saves a content file (Sveltia CMS 0.221.1 with its
 * default `output.yaml`: two-space indent, lists indented, no line wrapping, quotes only where
 * needed and then single). A file in this form changes only in the lines an editor save edits.
 *
 * @param data - a content file's data, keys in the order they are to be written.
 * @returns the file's text, ending with one newline.
 */
export function editorYaml(data: unknown): string {
  return `${stringify(data, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: true,
  }).trim()}\n`;
}
