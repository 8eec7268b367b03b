import path from "node:path";

/**
 * The default content: the content the site ships with, as docs/requirements.md specifies it,
 * kept apart from the owner's (`app/content/`, which she edits and publishes). It is laid out
 * as a repository root, so the content reader takes it as one: its `app/content/` holds the
 * words and facts, its `app/content/images/case-studies/` the illustrations the studies name.
 */
export const defaultContentRoot = path.resolve(import.meta.dirname, "default-content");
