/**
 * The entry of `id` in a record of a page's words (a service, a value, a label). The content
 * check makes sure every id of a list has its words.
 *
 * @throws Error naming the id when the record has no entry of its own for it.
 */
export function wordsFor<T>(record: Readonly<Record<string, T>>, id: string): T {
  const words = Object.hasOwn(record, id) ? record[id] : undefined;
  if (words === undefined) throw new Error(`No words for "${id}" in the page's content`);
  return words;
}
