/**
 * Message templates: texts of the content that take values name them in braces,
 * `"Open now · closes {closes}"`, the simple-argument form of ICU MessageFormat. Filled in
 * at build time by the loaders; the content check compares each template's placeholders with
 * the ones its field takes.
 */

const placeholder = /\{(\w+)\}/g;

/** The placeholder names of a template, in order of appearance, each once: `["days", "opens"]`. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(placeholder)].map((match) => match[1] ?? ""))];
}

/**
 * Fills a template's placeholders with `values`: `formatMessage("closes {at}", { at: "6 PM" })`
 * is `"closes 6 PM"`.
 *
 * @throws Error naming the placeholder when `values` has no value of its own for it (a name
 *   such as `constructor` that only `Object.prototype` has is missing too).
 */
export function formatMessage(template: string, values: Record<string, string>): string {
  return template.replace(placeholder, (_, name: string) => {
    // Own values only: `{constructor}` or `{toString}` must not find Object.prototype's.
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return value;
  });
}
