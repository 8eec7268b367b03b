import { formatMessage, messageProblem, placeholdersOf, type MessageValues } from "./message.ts";

/**
 * The names of the interface's own templates (`"Open now · closes {closes}"`): each such text
 * is formatted by its page, when the value is known, and its field's schema says which names
 * it takes (app/content/schema.ts, `template`).
 */
export const templateNames: ReadonlySet<string> = new Set([
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
 * `text` as the page shows it: the message formatted with the facts in the text's language
 * (`"{caseStudyCount, plural, one {# project} other {# projects}}"` → "3 projects", `"it''s"`
 * → "it's"). A text that takes one of the {@link templateNames} is left as it is, for its
 * page to format, and so is a text that is not a valid message; a name that is neither a fact
 * nor a template name is shown as it is written, `{sitename}`. The content check reports both
 * (app/content/placeholders.ts). Only a fact's own name counts: `{constructor}` is not an
 * inherited property.
 *
 * @param text - a text of the content, e.g. `"Founded in {foundingYear}"`.
 * @param facts - each fact's name and its value in the text's locale
 *   (app/content/site-facts.ts): a text, or a count as a number.
 * @param lang - the BCP 47 tag of the text's language, for plural forms and numbers.
 */
export function fillFacts(text: string, facts: MessageValues, lang: string): string {
  if (messageProblem(text)) return text;
  const names = placeholdersOf(text);
  if (names.some((name) => templateNames.has(name))) return text;
  const unknown = names.filter((name) => !Object.hasOwn(facts, name));
  const shownAsWritten = Object.fromEntries(unknown.map((name) => [name, `{${name}}`]));
  return formatMessage(text, { ...facts, ...shownAsWritten }, lang);
}

/**
 * `value` with {@link fillFacts} applied to every text at any depth, and the file's
 * `confirmed:` list (the fields the owner checked and kept, app/content/launch-readiness.ts) left out.
 *
 * @param value - a content file's data, or a part of it.
 * @param facts - as for {@link fillFacts}.
 * @param lang - as for {@link fillFacts}.
 */
export function fillFactsDeep<T>(value: T, facts: MessageValues, lang: string): T {
  if (typeof value === "string") return fillFacts(value, facts, lang) as T;
  if (Array.isArray(value)) {
    return value.map((item: unknown) => fillFactsDeep(item, facts, lang)) as T;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "confirmed")
        .map(([key, item]) => [key, fillFactsDeep(item, facts, lang)]),
    ) as T;
  }
  return value;
}
