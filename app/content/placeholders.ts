import { z } from "zod";
import { placeholdersOf } from "../lib/message.ts";
import { shown } from "./read-file.ts";

/**
 * The two kinds of placeholder in the content: values still to replace before launch (each
 * file's `placeholders:` list), and the facts a text quotes in braces (`{siteName}`), filled
 * in from the facts when the content is read.
 */

/** A value the owner still has to replace before launch: the file and the field. */
export interface Placeholder {
  file: string;
  field: string;
}

/** The names of a file's fields still holding placeholders (`placeholders:` in the file). */
export const placeholdersSchema = z.array(z.string()).optional();

/** The placeholders of the interface's own templates (checked field by field by the schemas). */
const templateNames = new Set([
  "days",
  "opens",
  "closes",
  "zone",
  "first",
  "last",
  "at",
  "day",
  "hotkey",
  "name",
]);

/**
 * The fields a file's `placeholders:` list names, as launch placeholders.
 *
 * @param file - the file's path inside `app/content/`.
 * @param data - the file's checked data.
 * @param problems - where a name that is not a field of the file is reported.
 */
export function listedPlaceholders(
  file: string,
  data: { placeholders?: string[] } | undefined,
  problems: string[],
): Placeholder[] {
  return (data?.placeholders ?? []).flatMap((field) => {
    const value = field
      .split(".")
      .reduce<unknown>(
        (node, key) =>
          node && typeof node === "object" && Object.hasOwn(node, key)
            ? (node as Record<string, unknown>)[key]
            : undefined,
        data,
      );
    if (value !== undefined) return [{ file: shown(file), field }];
    problems.push(
      `${shown(file)} → placeholders: "${field}" is not a field of this file (remove it from the list)`,
    );
    return [];
  });
}

/**
 * `value` with every `{fact}` in its texts replaced by the fact's text, at any depth; the
 * `placeholders` list itself is left out. A name that is neither a fact nor one of the
 * interface's own template names is reported, naming the file and field. Only a fact's own
 * name counts (`{constructor}` is unknown, not an inherited property).
 *
 * @param file - the file's path inside `app/content/`, for messages.
 * @param value - the file's data, or a part of it.
 * @param facts - each fact's name and its text in the file's locale.
 * @param problems - where unknown placeholders are reported.
 * @param field - the field `value` is, for messages (empty for the whole file).
 */
export function fillPlaceholders<T>(
  file: string,
  value: T,
  facts: Readonly<Record<string, string>>,
  problems: string[],
  field = "",
): T {
  if (typeof value === "string") {
    const unknown = placeholdersOf(value).filter(
      (name) => !Object.hasOwn(facts, name) && !templateNames.has(name),
    );
    if (unknown.length > 0) {
      const known = Object.keys(facts).map((name) => `{${name}}`);
      problems.push(
        `${shown(file)} → ${field}: unknown placeholder ${unknown.map((name) => `{${name}}`).join(", ")}; a text may use ${known.join(", ")}`,
      );
    }
    return value.replace(/\{(\w+)\}/g, (match, name: string) =>
      Object.hasOwn(facts, name) ? (facts[name] ?? match) : match,
    ) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      fillPlaceholders(file, item, facts, problems, `${field}[${index + 1}]`),
    ) as T;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "placeholders")
        .map(([key, item]) => [
          key,
          fillPlaceholders(file, item, facts, problems, field ? `${field}.${key}` : key),
        ]),
    ) as T;
  }
  return value;
}
