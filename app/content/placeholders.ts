import { fillFacts, templateNames } from "../lib/fill-facts.ts";
import { messageProblem, placeholdersOf, type MessageValues } from "../lib/message.ts";
import { shown } from "./read-file.ts";

/**
 * The facts a text quotes in braces (`{siteName}`, `{caseStudyCount, plural, …}`: every text
 * is an ICU message, app/lib/message.ts), filled in from the facts when the content is read.
 * (A value still as the site shipped it is a launch placeholder of another kind:
 * launch-readiness.ts.)
 */

/**
 * The problem of names no fact has: each one, with the fact it differs from only by case
 * (`{sitename}` for `{siteName}`), else the likely cause, a figure of a case study since
 * deleted or a name misspelt. The field's hint in the editor lists the facts a text may quote.
 */
function unknownNamesProblem(unknown: string[], known: string[]): string {
  const named = unknown.map((name) => {
    const meant = known.find((fact) => fact.toLowerCase() === name.toLowerCase());
    return meant ? `{${name}} (did you mean {${meant}}?)` : `{${name}}`;
  });
  return `unknown placeholder ${named.join(", ")}: no fact or figure of the site has that name (a result of a case study since deleted, or a misspelling); delete it from the text or quote a fact the field's hint lists`;
}

/** What is wrong with a text as a message of the content, or `undefined`. */
function textProblem(text: string, facts: MessageValues): string | undefined {
  const problem = messageProblem(text);
  if (problem) return problem;
  const names = placeholdersOf(text);
  const isFact = (name: string) => Object.hasOwn(facts, name);
  const unknown = names.filter((name) => !isFact(name) && !templateNames.has(name));
  if (unknown.length > 0) return unknownNamesProblem(unknown, Object.keys(facts));
  const quoted = names.filter(isFact);
  const later = names.filter((name) => !isFact(name));
  if (quoted.length > 0 && later.length > 0) {
    const braced = (list: string[]) => list.map((name) => `{${name}}`).join(", ");
    return `quotes the facts ${braced(quoted)} beside ${braced(later)}, which the page fills in; a text that takes ${braced(later)} cannot quote facts`;
  }
  return undefined;
}

/**
 * `value` with every text whose names are all facts formatted as an ICU message with the
 * facts (`{siteName}` → "Austral", a `{caseStudyCount, plural, …}` in its form), at any
 * depth; the `confirmed:` list is left out. A text that takes one of the interface's own
 * template names (`{closes}`) is left for its page to format. A malformed message, a name
 * that is neither a fact nor a template name (also inside a plural's forms), and a text that
 * quotes facts beside a template name are reported, naming the file and field. Only a fact's
 * own name counts (`{constructor}` is unknown, not an inherited property).
 *
 * @param file - the file's path inside `app/content/`, for messages.
 * @param value - the file's data, or a part of it.
 * @param facts - each fact's name and its value in the file's locale (a text, or a count).
 * @param lang - the BCP 47 tag of the file's language, for plural forms and numbers.
 * @param problems - where the problems are reported.
 * @param field - the field `value` is, for messages (empty for the whole file).
 */
export function fillPlaceholders<T>(
  file: string,
  value: T,
  facts: MessageValues,
  lang: string,
  problems: string[],
  field = "",
): T {
  if (typeof value === "string") {
    const problem = textProblem(value, facts);
    if (problem) {
      problems.push(`${shown(file)} → ${field}: ${problem}`);
      return value;
    }
    return fillFacts(value, facts, lang) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      fillPlaceholders(file, item, facts, lang, problems, `${field}[${index + 1}]`),
    ) as T;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "confirmed")
        .map(([key, item]) => [
          key,
          fillPlaceholders(file, item, facts, lang, problems, field ? `${field}.${key}` : key),
        ]),
    ) as T;
  }
  return value;
}
