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
 * @throws Error naming the placeholder when `values` has no value for it.
 */
export function formatMessage(template: string, values: Record<string, string>): string {
  return template.replace(placeholder, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return value;
  });
}
