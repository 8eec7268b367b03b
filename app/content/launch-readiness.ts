import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { parse } from "yaml";
import { z } from "zod";
import { localeIds } from "../i18n/locales.ts";
import { contentFolder, contentRoot, shown } from "./read-file.ts";

/**
 * Launch readiness: the site ships with invented facts and claims (its default content,
 * spec/default-content/), and a production build must not publish them as the owner's. A value
 * is a placeholder while it still equals the default content's value for a field that needs the
 * owner's truth ({@link ownerTruthFields}), unless the owner confirmed it: each file may list
 * under `confirmed:` the fields whose shipped value she checked and keeps. A changed value needs
 * nothing, so there is no list to empty by hand.
 */

/**
 * The fields that state a fact about the owner, by kind of content file: the contact facts and
 * every invented claim (tenure, founding year, figures, clients, response times). `list[].key`
 * is each item of a list of figures, matched to the default content's item by its `id` and
 * compared on `key`; it is confirmed under the list's name.
 */
export const ownerTruthFields = {
  site: [
    "name",
    "foundingYear",
    "phone.e164",
    "whatsApp.number",
    "consultation.url",
    "linkedInUrl",
    "address.street",
    "address.postalCode",
    "officeHours",
  ],
  figures: ["heroStats[].figure", "trackRecord[].figure"],
  home: ["hero.lead", "contact.intro", "contact.messageText"],
  caseStudy: ["client", "description", "results[].figure"],
} as const;

/** A kind of content file that has fields needing the owner's truth. */
export type TruthKind = keyof typeof ownerTruthFields;

/** The name a field is confirmed under: `heroStats` for `heroStats[].figure`. */
const confirmName = (field: string) => field.split("[]")[0] ?? field;

/**
 * The names a file of `kind` may list under `confirmed:`, in the editor's order.
 *
 * @param kind - the kind of content file.
 */
export function confirmableFields(kind: TruthKind): [string, ...string[]] {
  const [first = "", ...rest] = ownerTruthFields[kind].map(confirmName);
  return [first, ...rest];
}

/**
 * The `confirmed:` field of a words file named `kind` (`home`), if that kind has fields needing
 * the owner's truth: the shape to extend its schema with.
 */
export function confirmedShape(kind: string) {
  return Object.hasOwn(ownerTruthFields, kind)
    ? { confirmed: confirmedSchema(kind as TruthKind) }
    : {};
}

/**
 * The editor's words for a file's `confirmed:` list: the fields whose shipped value the owner
 * checked and keeps. Its options are those fields, by their labels (app/content/editor-config.ts).
 */
export const confirmedWords = {
  title: "Checked and kept",
  description:
    "The site ships with example facts and figures. A production build refuses to publish one still as shipped in the fields listed here, so change each to yours; if a shipped value is already true, tick it here once.",
};

/**
 * The `confirmed:` list of a file of `kind`: field names from {@link confirmableFields}, each
 * at most once; absent or empty when nothing is confirmed.
 *
 * @param kind - the kind of content file.
 */
export function confirmedSchema(kind: TruthKind) {
  return z
    .array(z.enum(confirmableFields(kind)))
    .refine((names) => new Set(names).size === names.length, {
      error: "names a field more than once",
    })
    .meta(confirmedWords)
    .optional();
}

/** A value still as the site shipped it, in a field that needs the owner's truth. */
export interface Placeholder {
  /** The file, as messages name it: `app/content/site.yaml`. */
  file: string;
  /**
   * The field in the file, with a figure's id: `foundingYear`, `heroStats (satisfaction)`
   * (its labels in the editor: `fieldLabelPath` of app/content/field-labels.ts).
   */
  field: string;
  /**
   * What the owner does about it, when it is not the usual "change it, or confirm it": an
   * example article is rewritten or deleted.
   */
  advice?: string;
}

/** What the owner does about an example article the site shipped with. */
export const exampleArticleAdvice =
  "it is an example the site shipped with: rewrite its text in the editor (Articles), or delete the article";

/** The value at a dotted path of parsed YAML, or `undefined`. */
function valueAt(data: unknown, dotted: string): unknown {
  return dotted
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === "object" && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined,
      data,
    );
}

/** A content file's parsed YAML, or `undefined` when it is missing or unreadable. */
function readYaml(root: string, file: string): unknown {
  const full = path.join(root, contentFolder, file);
  if (!existsSync(full)) return undefined;
  try {
    return parse(readFileSync(full, "utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/** The id-keyed items of a list of figures, by id. */
function itemsById(list: unknown): Map<string, unknown> {
  const items = Array.isArray(list) ? list : [];
  return new Map(
    items.flatMap((item) => {
      const id = valueAt(item, "id");
      return typeof id === "string" ? [[id, item] as const] : [];
    }),
  );
}

/**
 * The placeholders of one content file: its fields of {@link ownerTruthFields} whose value is
 * still the default content's, leaving out the names its `confirmed:` list holds. A file the
 * default content does not have (a case study the owner added) has none.
 *
 * @param kind - the kind of the file.
 * @param file - its path inside `app/content/`, e.g. `es/home.yaml`.
 * @param root - the repository root of the owner's content.
 * @param defaultRoot - the repository root of the default content.
 */
export function placeholdersOf(
  kind: TruthKind,
  file: string,
  root: string,
  defaultRoot: string,
): Placeholder[] {
  const live = readYaml(root, file);
  const shipped = readYaml(defaultRoot, file);
  if (live === undefined || shipped === undefined) return [];
  const confirmed = valueAt(live, "confirmed");
  const kept = new Set(Array.isArray(confirmed) ? confirmed : []);
  return ownerTruthFields[kind].flatMap((field): Placeholder[] => {
    const name = confirmName(field);
    if (kept.has(name)) return [];
    const placeholder = (suffix = "") => ({ file: shown(file), field: `${name}${suffix}` });
    const [list, compared] = field.split("[].");
    if (compared === undefined) {
      const value = valueAt(live, field);
      return value !== undefined && isDeepStrictEqual(value, valueAt(shipped, field))
        ? [placeholder()]
        : [];
    }
    const shippedItems = itemsById(valueAt(shipped, list ?? ""));
    return [...itemsById(valueAt(live, list ?? ""))].flatMap(([id, item]) => {
      const original = shippedItems.get(id);
      return original !== undefined &&
        isDeepStrictEqual(valueAt(item, compared), valueAt(original, compared))
        ? [placeholder(` (${id})`)]
        : [];
    });
  });
}

/** The `.yaml` files of a locale's `case-studies/` folder, or none. */
function caseStudyFiles(root: string, locale: string): string[] {
  const folder = path.join(root, contentFolder, locale, "case-studies");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => `${locale}/case-studies/${file}`);
}

/** The text after a Markdown file's front matter, or `undefined` when it is missing or unreadable. */
function markdownBody(root: string, file: string): string | undefined {
  const full = path.join(root, contentFolder, file);
  if (!existsSync(full)) return undefined;
  try {
    const vfile = new VFile(readFileSync(full, "utf8"));
    matter(vfile, { strip: true });
    return String(vfile.value).trim();
  } catch {
    return undefined;
  }
}

/**
 * The example articles left in the owner's content: each article file of a locale whose text
 * is still the default content's at the same path. A changed text, or an article the owner
 * wrote, is hers.
 */
function exampleArticles(root: string, defaultRoot: string, locale: string): Placeholder[] {
  const folder = path.join(root, contentFolder, locale, "articles");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `${locale}/articles/${name}`)
    .flatMap((file) => {
      const body = markdownBody(root, file);
      return body !== undefined && body === markdownBody(defaultRoot, file)
        ? [{ file: shown(file), field: "body", advice: exampleArticleAdvice }]
        : [];
    });
}

/**
 * Every placeholder left in the owner's content, file by file, then the example articles: what a production build
 * refuses and a local build warns about (tooling/build-steps/check-content.ts).
 *
 * @param root - the repository root of the owner's content ({@link contentRoot} by default).
 * @param defaultRoot - the repository root of the default content (`spec/default-content/`
 *   under the current directory, where npm scripts run).
 * @throws Error when the default content is not there: without it nothing could be compared,
 *   and a production build would publish the examples as the owner's.
 */
export function launchPlaceholders(
  root = contentRoot(),
  defaultRoot = path.join(process.cwd(), "spec/default-content"),
): Placeholder[] {
  if (!existsSync(path.join(defaultRoot, contentFolder, "site.yaml"))) {
    throw new Error(
      `The default content is missing (${path.join(defaultRoot, contentFolder)}): launch readiness compares the content with it`,
    );
  }
  const files: [TruthKind, string][] = [
    ["site", "site.yaml"],
    ["figures", "figures.yaml"],
    ...localeIds.map((locale): [TruthKind, string] => ["home", `${locale}/home.yaml`]),
    ...localeIds.flatMap((locale) =>
      caseStudyFiles(root, locale).map((file): [TruthKind, string] => ["caseStudy", file]),
    ),
  ];
  return [
    ...files.flatMap(([kind, file]) => placeholdersOf(kind, file, root, defaultRoot)),
    ...localeIds.flatMap((locale) => exampleArticles(root, defaultRoot, locale)),
  ];
}
