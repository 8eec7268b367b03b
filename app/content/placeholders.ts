import { fillFacts } from "../lib/fill-facts.ts";
import { placeholdersOf } from "../lib/message.ts";
import { shown } from "./read-file.ts";

/**
 * The facts a text quotes in braces (`{siteName}`), filled in from the facts when the content
 * is read. (A value still as the site shipped it is a launch placeholder of another kind:
 * launch-readiness.ts.)
 */

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
  "author",
  "date",
  "minutes",
  "reference",
  "title",
]);

/**
 * `value` with every `{fact}` in its texts replaced by the fact's text, at any depth; the
 * `confirmed:` list is left out. A name that is neither a fact nor one of the
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
    return fillFacts(value, facts) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      fillPlaceholders(file, item, facts, problems, `${field}[${index + 1}]`),
    ) as T;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "confirmed")
        .map(([key, item]) => [
          key,
          fillPlaceholders(file, item, facts, problems, field ? `${field}.${key}` : key),
        ]),
    ) as T;
  }
  return value;
}
