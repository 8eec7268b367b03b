import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { Document, isPair, isScalar, isSeq, parseDocument, visit, type Node } from "yaml";
import { contentFolder, fieldName, shown } from "../../../app/content/read-file.ts";
import { localeIds, localeOf, notFoundPath } from "../../../app/i18n/locales.ts";
import { articlePath, notFoundPage, pagePath, pages } from "../../../app/pages/registry.ts";

/** A text field of a content file. */
interface ContentField {
  /** The file inside `app/content/`: `es/home.yaml`, `en/articles/<slug>.md`. */
  file: string;
  /** The field as the content check names it: `hero.title`, `services.items[2].title`; `body` for a Markdown text. */
  field: string;
  text: string;
}

/** Every text of the content, by file and field: what a failing value is looked up in. */
export interface ContentIndex {
  fields: ContentField[];
  /** Every content file (inside `app/content/`), to name a page's own. */
  files: Set<string>;
}

/** The string scalars of a YAML document, each with its field path (keys and 0-based indexes). */
function scalarsOf(document: Document): { keys: (string | number)[]; text: string }[] {
  const found: { keys: (string | number)[]; text: string }[] = [];
  visit(document, {
    Scalar(key, node, ancestors) {
      if (key === "key" || typeof node.value !== "string") return;
      const chain = [...ancestors, node];
      const keys = chain.flatMap((item, index): (string | number)[] => {
        if (isPair(item)) return [String(isScalar(item.key) ? item.key.value : item.key)];
        if (isSeq(item)) return [item.items.indexOf(chain[index + 1] as Node)];
        return [];
      });
      found.push({ keys, text: node.value });
    },
  });
  return found;
}

/**
 * Reads every content file under `<root>/app/content/`: each string of each YAML file
 * (`yaml`'s `parseDocument` and `visit`), each string of each Markdown file's front matter,
 * and each Markdown file's text as its `body`. A file that does not parse is left out (the
 * content check names it before any build).
 *
 * @param root - the repository root (app/content/read-file.ts `contentRoot`).
 */
export function readContentIndex(root: string): ContentIndex {
  const folder = path.join(root, contentFolder);
  let entries: string[];
  try {
    entries = readdirSync(folder, { recursive: true, encoding: "utf8" });
  } catch {
    return { fields: [], files: new Set() };
  }
  const files = entries.map((entry) => entry.split(path.sep).join("/")).sort();
  const fields: ContentField[] = [];
  for (const file of files) {
    const isYaml = /\.ya?ml$/.test(file);
    if (!isYaml && !file.endsWith(".md")) continue;
    try {
      const source = readFileSync(path.join(folder, file), "utf8");
      let document: Document;
      if (isYaml) {
        document = parseDocument(source);
      } else {
        const vfile = new VFile({ value: source });
        matter(vfile, { strip: true });
        document = new Document(vfile.data.matter);
        fields.push({ file, field: "body", text: String(vfile.value) });
      }
      for (const { keys, text } of scalarsOf(document)) {
        fields.push({ file, field: fieldName(keys), text });
      }
    } catch {
      continue;
    }
  }
  return { fields, files: new Set(files.filter((file) => /\.(ya?ml|md)$/.test(file))) };
}

/**
 * A content-hashed file name's stem (`/assets/images/retail-8f48334dc9-640.webp` → `retail`),
 * as the build's image step names its outputs; `undefined` for a value that is not one.
 */
function hashedStem(value: string): string | undefined {
  const name = value.split(/[?#]/)[0]?.split("/").pop() ?? "";
  return /^(.+?)-[0-9a-f]{8,}(?:-\d+)?\.[a-z0-9]+$/i.exec(name)?.[1];
}

/** Characters that continue a word or a path: a value inside a longer one is not its source. */
const continues = /[\p{L}\p{N}_\-./]/u;

/**
 * Whether `text` holds `value` as a whole: not as part of a longer word or path
 * (`/case-studies` is in "see /case-studies." but not in `/images/case-studies/retail.svg`).
 */
function containsWhole(text: string, value: string): boolean {
  for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
    const before = text[at - 1] ?? "";
    const after = text[at + value.length] ?? "";
    if (!continues.test(before) && !continues.test(after)) return true;
  }
  return false;
}

/** Whether a Markdown text links to `url` or shows it as a picture: `](url)` or `](url "title")`. */
function linksTo(text: string, url: string): boolean {
  return text.includes(`](${url})`) || text.includes(`](${url} `);
}

/**
 * The content field a failing value comes from, as `app/content/<file> → <field>`: a field
 * equal to the value first; then, for a word, a text that contains it whole, and for a URL, a
 * Markdown text that links to it (a URL merely quoted in a sentence is not where a link of the
 * page comes from: the header's links, say, come from the registry); then, for a
 * content-hashed URL, a field naming a file of the same stem
 * (`/images/case-studies/retail.svg` for `/assets/images/retail-8f48334dc9.svg`). Among
 * several, a file of the page's locale comes first, then a file shared by every locale.
 *
 * @param value - a link's target or an image's URL (`kind` `url`), or a word (`text`).
 * @param auditedPath - the page the value failed on (for its locale).
 * @param kind - what the value is: a URL, or a word of a text.
 * @returns the source, or `undefined` when no field holds the value.
 */
export function findSource(
  index: ContentIndex,
  value: string,
  auditedPath: string,
  kind: "url" | "text",
): string | undefined {
  if (value.trim() === "") return undefined;
  const locale = localeOf(auditedPath);
  const rank = (file: string) => {
    const folder = file.includes("/") ? file.split("/")[0] : undefined;
    if (folder === locale) return 0;
    return folder === undefined || !(localeIds as string[]).includes(folder) ? 1 : 2;
  };
  const ordered = [...index.fields].sort((a, b) => rank(a.file) - rank(b.file));
  const stem = hashedStem(value);
  const isFilePath = (text: string) => text.includes("/") && !/\s/.test(text);
  const stemOf = (text: string) =>
    (text.split(/[?#]/)[0]?.split("/").pop() ?? "").replace(/\.[a-z0-9]+$/i, "");
  const match =
    ordered.find((field) => field.text === value) ??
    ordered.find((field) =>
      kind === "url" ? linksTo(field.text, value) : containsWhole(field.text, value),
    ) ??
    (stem === undefined
      ? undefined
      : ordered.find((field) => isFilePath(field.text) && stemOf(field.text) === stem));
  return match ? `${shown(match.file)} → ${match.field}` : undefined;
}

/**
 * The content file a page's own words come from, by the page registry: a page's words file in
 * its locale (`es/case-studies.yaml`), an article's Markdown file, a Not-found path's
 * `not-found.yaml`.
 *
 * @param expects - `not-found` for a Not-found path (any missing path under a locale's folder).
 * @returns `app/content/<file>`, or `undefined` when no file is the page's own.
 */
export function pageContentFile(
  index: ContentIndex,
  auditedPath: string,
  expects: "page" | "not-found",
): string | undefined {
  const locale = localeOf(auditedPath);
  const candidates =
    expects === "not-found"
      ? localeIds
          .filter((id) => path.posix.dirname(notFoundPath(id)) === path.posix.dirname(auditedPath))
          .map((id) => `${id}/${notFoundPage.file}`)
      : [
          ...Object.values(pages)
            .filter((page) => pagePath(page, locale) === auditedPath)
            .map((page) => `${locale}/${page.file}`),
          ...[...index.files].filter((file) => {
            const article = /^([^/]+)\/[^/]+\/([^/]+)\.md$/.exec(file);
            return article?.[1] === locale && articlePath(locale, article[2] ?? "") === auditedPath;
          }),
        ];
  const file = candidates.find((candidate) => index.files.has(candidate));
  return file === undefined ? undefined : shown(file);
}
