import { z } from "zod";
import { defaultLocale, localeIds, type Locale } from "../i18n/locales.ts";
import { articleBodyWords, articleFrontMatterSchema } from "./articles.ts";
import { contentFileSchemas, localeWordsFiles } from "./content-files.ts";
import { contentFolder } from "./read-file.ts";

/**
 * A content field named as the editor at `/admin/` shows it: the labels written beside the
 * schemas' fields (`.meta({ title })`, app/content/editor-meta.ts), so that a problem of the
 * content check tells the owner where to look in the editor as well as in the file.
 */

/** "trackRecord" → "Track record", "fortune500Clients" → "Fortune 500 clients". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Za-z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema a wrapper (optional, default, a pipe's input…) checks its value with, if any. */
function innerOf(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodPipe) return schema.in as z.ZodType;
  const { innerType } = schema._zod.def as { innerType?: z.ZodType };
  return innerType;
}

/**
 * The label of a schema, and the schema its children are found in: a wrapper's own title, or
 * else its inner schema's (`text.meta({ title }).optional()` or `.optional().meta(…)`).
 */
function unwrapped(schema: z.ZodType): { title?: string; schema: z.ZodType } {
  let title: string | undefined;
  let node: z.ZodType | undefined = schema;
  let last = schema;
  while (node) {
    title ??= node.meta()?.title;
    last = node;
    node = innerOf(node);
  }
  return { title, schema: last };
}

/** The schema of `key` inside `schema` (an object's property, a list's item…), if it has one. */
function childOf(schema: z.ZodType, key: string | number): z.ZodType | undefined {
  if (schema instanceof z.ZodObject) {
    return typeof key === "string" && Object.hasOwn(schema.shape, key)
      ? (schema.shape[key] as z.ZodType)
      : undefined;
  }
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  if (schema instanceof z.ZodRecord) return schema.valueType as z.ZodType;
  if (schema instanceof z.ZodUnion) {
    // A figure: the variant that has the field (its kind decides which, the labels agree).
    for (const option of schema.options as z.ZodType[]) {
      const child = childOf(unwrapped(option).schema, key);
      if (child) return child;
    }
  }
  return undefined;
}

/**
 * The editor's labels of the field at `path` of a value checked by `schema`, outermost first:
 * each level's `.meta({ title })`; an entry of a record keyed by ids (the page words keyed by
 * the ids of figures.yaml) is named by its id made readable, as the editor names it; an item
 * of a list by its label, or "Item", and its position counted from 1.
 *
 * @param schema - a content file's schema.
 * @param path - the field's keys, a list's items by index from 0 (zod's `issue.path`).
 * @returns the labels down to the deepest level that has one; a level without a title, or a
 *   key the schema does not have, ends the list.
 */
export function labelsAt(schema: z.ZodType, path: readonly (string | number)[]): string[] {
  const labels: string[] = [];
  let node = unwrapped(schema).schema;
  for (const key of path) {
    const child = childOf(node, key);
    if (!child) break;
    const { title, schema: inner } = unwrapped(child);
    if (node instanceof z.ZodRecord) labels.push(humanize(String(key)));
    else if (node instanceof z.ZodArray) labels.push(`${title ?? "Item"} ${Number(key) + 1}`);
    else if (title) labels.push(title);
    else break;
    node = inner;
  }
  return labels;
}

/** A content file as the editor shows it: its schema, its label, and its language if it has one. */
interface EditorFile {
  schema: z.ZodType;
  label: string;
  locale?: Locale;
}

/** An article's file: its front matter's fields, and its text under `body`. */
const articleFileSchema = articleFrontMatterSchema
  .extend({ body: z.string().meta(articleBodyWords) })
  .meta({ ...articleFrontMatterSchema.meta() });

/**
 * The editor's view of a content file.
 *
 * @param file - its path inside `app/content/`: `es/home.yaml`, `en/case-studies/retail.yaml`.
 * @returns `undefined` for a path that is no content file.
 */
function editorFileOf(file: string): EditorFile | undefined {
  const titled = (schema: z.ZodType, locale?: Locale): EditorFile => ({
    schema,
    label: schema.meta()?.title ?? file,
    ...(locale && { locale }),
  });
  if (file === "site.yaml") return titled(contentFileSchemas.site);
  if (file === "figures.yaml") return titled(contentFileSchemas.figures);
  if (file === "team-and-clients.yaml") return titled(contentFileSchemas.teamAndClients);
  const [first = "", ...rest] = file.split("/");
  const locale = localeIds.find((id) => id === first);
  if (!locale) return undefined;
  const inLocale = rest.join("/");
  if (/^case-studies\/[^/]+\.yaml$/.test(inLocale)) {
    const { caseStudy, caseStudyWords } = contentFileSchemas;
    return titled(locale === defaultLocale ? caseStudy : caseStudyWords, locale);
  }
  if (/^articles\/[^/]+\.md$/.test(inLocale)) return titled(articleFileSchema, locale);
  const words = localeWordsFiles().find((entry) => entry.file === inLocale);
  return words && { schema: words.schema, label: words.label, locale };
}

/** Languages named in English, the editor's language: `es` → "Spanish". */
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** `about.paragraphs[2]` (as problems write a field) → `["about", "paragraphs", 1]`. */
function pathOf(field: string): (string | number)[] {
  const written = /^[\w$]+(?:\.[\w$]+|\[\d+\])*/.exec(field)?.[0] ?? "";
  return [...written.matchAll(/([\w$]+)|\[(\d+)\]/g)].map(([, key, position]) =>
    position === undefined ? (key ?? "") : Number(position) - 1,
  );
}

/**
 * Where the editor shows a field of a content file: the file's label, then the field's labels,
 * the last followed by the file's language. E.g. `app/content/es/case-studies.yaml`,
 * `meta.description` → `Case studies page › Search results and link previews › Description
 * (Spanish)`.
 *
 * @param file - the file as messages name it, `app/content/<path>` (app/content/read-file.ts).
 * @param field - the field as messages name it: `hero.badge`, `about.paragraphs[2]`, anything
 *   after the path (`heroStats (satisfaction)`) ignored; empty for the whole file.
 * @returns the labels joined by ` › `, or `undefined` when `file` is no content file.
 */
export function fieldLabelPath(file: string, field = ""): string | undefined {
  const prefix = `${contentFolder}/`;
  const editorFile = file.startsWith(prefix) ? editorFileOf(file.slice(prefix.length)) : undefined;
  if (!editorFile) return undefined;
  const labels = [editorFile.label, ...labelsAt(editorFile.schema, pathOf(field))];
  const language = editorFile.locale && languageNames.of(editorFile.locale);
  return `${labels.join(" › ")}${language ? ` (${language})` : ""}`;
}

/**
 * A problem of the content check with the editor's labels of its field before it:
 * `app/content/es/home.yaml → hero.badge: must not be empty` → `Home page › Hero (top of the
 * home page) › Badge (Spanish) — app/content/es/home.yaml → hero.badge: must not be empty`.
 * The file, field and message stay as they were, for the tools that read them
 * (tooling/build-steps/step-summary.ts). A problem that names no content file, or already
 * has its labels, is given back as it is.
 *
 * @param problem - `app/content/<file> → <field>: <what>` or `app/content/<file>: <what>`.
 */
export function labelledProblem(problem: string): string {
  const named = /^(\S+?)(?: → (.+?))?: /s.exec(problem);
  const labels = named && fieldLabelPath(named[1] ?? "", named[2]);
  return labels ? `${labels} — ${problem}` : problem;
}
