import { readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument, type ErrorCode } from "yaml";
import type { z } from "zod";

/** The folder the owner edits, relative to the repository root. */
export const contentFolder = "app/content";

/**
 * The repository root whose `app/content/` the site is read from: `CONTENT_ROOT` when set,
 * else the current directory, where npm scripts and the build run. The tests set it to the
 * default content (spec/default-content/), so nothing the owner writes decides their outcome
 * (docs/decisions/062-tests-on-fixture-content.md).
 */
export function contentRoot(): string {
  const root = process.env.CONTENT_ROOT;
  return root ? path.resolve(root) : process.cwd();
}

/** A content file as messages name it: `app/content/es/home.yaml`. */
export function shown(file: string): string {
  return `${contentFolder}/${file}`;
}

/** `hero.badge`, `about.paragraphs[2]`: a field as the owner finds it in the file. */
export function fieldName(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((key, index) =>
      typeof key === "number" ? `[${key + 1}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

/** What a file read needs besides the file: where the content is, and where problems go. */
export interface ReadContext {
  /** The repository root (`app/content/` is under it). */
  root: string;
  /** Every problem found so far, each naming its file and field; reads append to it. */
  problems: string[];
  /** Each raster image a read named, with its field, for the decoding check; reads append to it. */
  rasterImages: NamedImage[];
}

/** A raster image file the content names, and the field that names it. */
export interface NamedImage {
  /** The file, relative to the repository root: `app/content/images/team/ana.jpg`. */
  file: string;
  /** The file and field that name it: `app/content/team-and-clients.yaml → team[1].photo`. */
  field: string;
}

/**
 * What usually causes a YAML syntax error of each kind in a file the owner edited by hand,
 * and how to fix it, by the `yaml` parser's error code (a code with no entry gets none).
 */
const yamlTips: Partial<Record<ErrorCode, string>> = {
  TAB_AS_INDENT: "Indent with spaces: YAML does not accept a tab at the start of a line.",
  BAD_INDENT: `Line each name up with the others of its group, with spaces. ${quoteTip()}`,
  DUPLICATE_KEY: "A name appears twice in the same group: keep one.",
  BLOCK_AS_IMPLICIT_KEY: quoteTip(),
  MULTILINE_IMPLICIT_KEY: quoteTip(),
  UNEXPECTED_TOKEN: quoteTip(),
  BAD_SCALAR_START: quoteTip(),
  MISSING_CHAR: quoteTip(),
};

/** The fix for a text that YAML reads as markup. */
function quoteTip(): string {
  return `If a text there contains ": " or " #", or starts with a quote or a bracket, put it in single quotes: 'like: this'.`;
}

/**
 * The YAML data of a content file, or `undefined` (with the reason in `problems`) when it is
 * missing or not valid YAML. A `confirmed:` line left with no names under it reads as no
 * list.
 */
function parseFile(file: string, { root, problems }: ReadContext): unknown {
  let source: string;
  try {
    source = readFileSync(path.join(root, contentFolder, file), "utf8");
  } catch {
    problems.push(`${shown(file)}: file is missing`);
    return undefined;
  }
  const document = parseDocument(source, { prettyErrors: true });
  const [error] = document.errors;
  if (error) {
    // The first error only: the parser's later ones follow from it.
    const tip = yamlTips[error.code];
    problems.push(`${shown(file)}: ${error.message}${tip ? `\n${tip}` : ""}`);
    return undefined;
  }
  let data: unknown;
  try {
    // The YAML library refuses a document whose aliases would expand without bound.
    data = document.toJS();
  } catch (error) {
    problems.push(`${shown(file)}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  if (data && typeof data === "object" && "confirmed" in data && data.confirmed === null) {
    delete data.confirmed;
  }
  return data;
}

/**
 * Reads a content file and checks it against its schema.
 *
 * @param file - the file's path inside `app/content/`, e.g. `es/home.yaml`.
 * @param schema - the file's zod schema.
 * @param context - the repository root and the problem list, which this appends to.
 * @param strayKey - why a key the schema does not know may not be there (for schemas that
 *   refuse unknown keys); by default zod's message.
 * @returns the checked data, or `undefined` when the file has a problem (each listed in
 *   `context.problems` as `app/content/<file> → <field>: <rule>`).
 */
export function readContentFile<S extends z.ZodType>(
  file: string,
  schema: S,
  context: ReadContext,
  strayKey?: (key: string) => string,
): z.output<S> | undefined {
  const data = parseFile(file, context);
  if (data === undefined) return undefined;
  const result = schema.safeParse(data, {
    error: (issue) =>
      issue.code === "invalid_type" && issue.input === undefined ? "is missing" : undefined,
  });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys" && strayKey) {
      for (const key of issue.keys) {
        context.problems.push(
          `${shown(file)} → ${fieldName([...issue.path, key])}: ${strayKey(key)}`,
        );
      }
      continue;
    }
    context.problems.push(
      `${shown(file)} → ${fieldName(issue.path) || "(whole file)"}: ${issue.message}`,
    );
  }
  return undefined;
}
