/**
 * `text` with each `{name}` that `facts` has a value of its own for replaced by that value;
 * any other placeholder is left as it is (the interface's own templates, such as
 * `{closes}`, are filled later, when the value is known). Only a fact's own name counts:
 * `{constructor}` is not an inherited property.
 *
 * @param text - a text of the content, e.g. `"Founded in {foundingYear}"`.
 * @param facts - each fact's name and its text in the text's locale (app/content/site-facts.ts).
 */
export function fillFacts(text: string, facts: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(facts, name) ? (facts[name] ?? match) : match,
  );
}

/**
 * `value` with {@link fillFacts} applied to every text at any depth, and the file's
 * `confirmed:` list (the fields the owner checked and kept, app/content/launch-readiness.ts) left out.
 *
 * @param value - a content file's data, or a part of it.
 * @param facts - as for {@link fillFacts}.
 */
export function fillFactsDeep<T>(value: T, facts: Readonly<Record<string, string>>): T {
  if (typeof value === "string") return fillFacts(value, facts) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillFactsDeep(item, facts)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "confirmed")
        .map(([key, item]) => [key, fillFactsDeep(item, facts)]),
    ) as T;
  }
  return value;
}
