import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { contentFolder, readContent } from "./content.server";

/**
 * The content as the files of app/content/ say it now, read once, for the tests: they derive
 * what they expect from it instead of repeating the owner's words and facts, so an edit of
 * the content leaves them green.
 */
export const { site, copies, figures, caseStudies, teamAndClients } = readContent();

/** The full path of a content file under the repository root `root`. */
export const fileOf = (root: string, file: string) => path.join(root, contentFolder, file);

/** Sets `field` (a path of keys) of a content file of `root` to `value`, as the editor would. */
export function edit(root: string, file: string, field: (string | number)[], value: unknown) {
  const document = parseDocument(readFileSync(fileOf(root, file), "utf8"));
  document.setIn(field, value);
  writeFileSync(fileOf(root, file), document.toString());
}
