import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { editorUrl } from "../hosts/url-policy.ts";

/**
 * The editor's import map: once a preview template is registered, Sveltia CMS imports
 * Immutable.js (the `entry` its templates receive is an Immutable Map) as a module from
 * unpkg.com, at the version its package.json names (the lower bound of the range, as the
 * editor writes the URL). The map sends that URL to the copy served beside the editor
 * (`vendor/immutable.es.js`, from the `immutable` package npm installed for it, a version in
 * that range), so the editor stays on this origin. An import map must be inline, so the
 * editor's policy allows this one by its hash ({@link editorImportMapHash}).
 */

const root = path.resolve(import.meta.dirname, "../../..");

/** The editor's copy of Immutable.js, under `/admin/`. */
export const editorImmutableFile = "vendor/immutable.es.js";

/** The URL the editor imports Immutable.js from, e.g. `https://unpkg.com/immutable@5.1.9/dist/immutable.es.js`. */
export function editorImmutableUrl(): string {
  const { dependencies } = JSON.parse(
    readFileSync(path.join(root, "node_modules/@sveltia/cms/package.json"), "utf8"),
  ) as { dependencies: Record<string, string> };
  const range = dependencies.immutable;
  if (!range) throw new Error("@sveltia/cms no longer depends on immutable: check the import map");
  return `https://unpkg.com/immutable@${range.replace(/^\D/, "")}/dist/immutable.es.js`;
}

/** The import map's text, as the editor's page holds it inside `<script type="importmap">`. */
export function editorImportMap(): string {
  return JSON.stringify({
    imports: { [editorImmutableUrl()]: `${editorUrl}${editorImmutableFile}` },
  });
}

/** `sha256-…` of {@link editorImportMap}, for the editor's `script-src` (CSP3 §8.3 hashes). */
export function editorImportMapHash(): string {
  return `sha256-${createHash("sha256").update(editorImportMap()).digest("base64")}`;
}
