/**
 * What the content editor at `/admin/` says about a field, written beside the field in its zod
 * schema with `.meta()` (Zod 4's global registry, `z.globalRegistry`): `title` is the field's
 * label, `description` its hint (one or two sentences: what it is for, where it shows, its
 * form). `z.toJSONSchema` carries both, and the keys below, into the JSON Schema the editor's
 * configuration is generated from (app/content/editor-config.ts); the content check names a
 * field by the same titles (app/content/field-labels.ts). Labels are in English, the owner's
 * editor language.
 *
 * The keys below are the few choices of input a field's type cannot tell. Declared here, once,
 * so that `.meta()` checks their values.
 */
declare module "zod" {
  interface GlobalMeta {
    /**
     * `text`: a text area for texts of several sentences; `image`: the image picker; `date`: a
     * calendar day, written YYYY-MM-DD.
     */
    widget?: "text" | "image" | "date";
    /** A list of short texts edited in one box, one item per line. */
    simpleList?: true;
    /**
     * A text (or a list of texts) that names an entry of another collection, chosen from a list
     * of them (Sveltia CMS's relation field): the collection, and the entry's field shown in the
     * list; for an item of a list in one file of a files collection, the file and the item's
     * field written (`team.*.id`), the list's fields written with `*`.
     */
    relation?: { collection: string; displayField: string; file?: string; valueField?: string };
  }
}

export {};
