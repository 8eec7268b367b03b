import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { isScalar, parseDocument, visit, type Document } from "yaml";
import { contentFolder } from "../../app/content/read-file.ts";
import { defaultLocale, localeIds } from "../../app/i18n/locales.ts";
import { defaultContentRoot } from "../../spec/default-content.ts";

/** The repository root. */
export const root = path.resolve(import.meta.dirname, "../..");

/**
 * What a build and the unit tests need of the repository (the tests of the host recipes read
 * `netlify.toml`, the workflow and the deploying guide; Tailwind skips what `.gitignore` names,
 * the build's own output among it, when it looks for class names); `node_modules` is linked,
 * not copied.
 */
export const repositorySources = [
  ".gitignore",
  "app",
  "public",
  "admin",
  "tooling",
  "bench",
  "spec",
  "docs",
  "README.md",
  "deploy",
  ".github",
  "netlify.toml",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vitest.config.ts",
  "tsconfig.json",
];

/** A command's outcome: its exit status and what it printed. */
export interface Run {
  status: number | null;
  output: string;
}

/** A temporary copy of the repository that a test edits, builds and tests like an owner would. */
export interface RepositoryCopy {
  /** The copy's root folder. */
  dir: string;
  /** Runs a Node script of the copy (`tooling/build-steps/check-content.ts`, a package's bin) in the copy. */
  node(args: string[], env?: Record<string, string>): Run;
  /**
   * Builds the copy as `npm run build` does (the content check, then `react-router build`),
   * into `build/`, or as `npm run build:production` does when `isProduction`; `SITE_URL` is
   * empty unless `env` sets it.
   */
  build(env?: Record<string, string>, options?: { isProduction?: boolean }): Run;
  /** Reads a file of the copy as text (`app/content/en/home.yaml`, `build/client/index.html`). */
  read(file: string): Promise<string>;
  /** Writes a file of the copy. */
  write(file: string, text: string): Promise<void>;
  /** Reads a content file as a YAML document, passes it to `change`, and writes it back. */
  editYaml(file: string, change: (document: Document) => void): Promise<void>;
  /** Deletes the copy. */
  remove(): Promise<void>;
}

/**
 * Whether a file under {@link repositorySources} is a source: the benchmark's own install and
 * results are not, nor the owner's content (its modules are code, and are sources).
 */
const isSource = (file: string): boolean =>
  !/[/\\]bench[/\\](node_modules|results)\b/.test(file) && !isOwnerContent(file);

/** Whether a path is one of the owner's content files or folders (not a module) in the checkout. */
function isOwnerContent(file: string): boolean {
  const inContent = path.relative(path.join(root, contentFolder), file);
  return inContent !== "" && !inContent.startsWith("..") && !file.endsWith(".ts");
}

/**
 * Copies the repository's sources into `dir` (an existing folder), with the default content
 * (spec/default-content/) in place of the owner's in `app/content/`, and links its
 * `node_modules`: the copy builds and runs like the checkout, whatever the owner's content
 * holds, and nothing a test does to it reaches the checkout. Run its scripts with
 * {@link copyEnv}, so they read the copy's content.
 */
export async function copySources(dir: string): Promise<void> {
  for (const source of repositorySources) {
    await cp(path.join(root, source), path.join(dir, source), {
      recursive: true,
      filter: isSource,
    });
  }
  await cp(path.join(defaultContentRoot, contentFolder), path.join(dir, contentFolder), {
    recursive: true,
  });
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"));
}

/**
 * The environment of a script run in a copy: this process's, with the copy as the content's
 * root (the tests' own is the default content, `CONTENT_ROOT`) and the build's settings unset.
 */
export function copyEnv(dir: string, env: Record<string, string | undefined> = {}) {
  return { ...process.env, CONTENT_ROOT: dir, SITE_URL: "", NETLIFY: "", CF_PAGES: "", ...env };
}

/**
 * A copy of the repository ({@link copySources}) in a new temporary folder.
 *
 * @param name - a prefix for the folder's name, e.g. `third-locale`.
 */
export async function copyRepository(name: string): Promise<RepositoryCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  await copySources(dir);
  const node = (args: string[], env: Record<string, string> = {}): Run => {
    const run = spawnSync(process.execPath, args, {
      cwd: dir,
      env: copyEnv(dir, env),
      encoding: "utf8",
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };
  const read = (file: string) => readFile(path.join(dir, file), "utf8");
  const write = (file: string, text: string) => writeFile(path.join(dir, file), text);
  return {
    dir,
    node,
    build(env, { isProduction = false } = {}) {
      const check = node(
        ["tooling/build-steps/check-content.ts", ...(isProduction ? ["--production"] : [])],
        env,
      );
      if (check.status !== 0) return check;
      const build = node(["node_modules/@react-router/dev/bin.cjs", "build"], env);
      return { status: build.status, output: `${check.output}${build.output}` };
    },
    read,
    write,
    async editYaml(file, change) {
      const document = parseDocument(await read(file));
      change(document);
      await write(file, document.toString());
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Keys whose values are names, not texts: the `confirmed:` lists and the ids other files quote. */
const nameKeys = new Set(["confirmed", "id"]);

/**
 * Every text of a YAML document (its string values, not the `confirmed:` lists of field
 * names nor ids), passed through `change`; the document's shape, keys, numbers and comments stay.
 */
export function mapTexts(document: Document, change: (text: string) => string): void {
  visit(document, {
    Pair(_, pair) {
      if (isScalar(pair.key) && nameKeys.has(String(pair.key.value))) return visit.SKIP;
      return undefined;
    },
    Scalar(key, scalar) {
      if (key !== "key" && typeof scalar.value === "string") scalar.value = change(scalar.value);
    },
  });
}

/**
 * A text's stand-in for another language: each letter outside `{placeholders}` rotated by 13
 * (ROT13), so the text keeps its length, its placeholders and its shape, and no word of it
 * survives: "Data-Driven Solutions" → "Qngn-Qevira Fbyhgvbaf".
 */
export function rot13(text: string): string {
  return text
    .split(/(\{\w+\})/)
    .map((part) =>
      part.startsWith("{")
        ? part
        : part.replace(/[a-z]/gi, (letter) => {
            const base = letter <= "Z" ? 65 : 97;
            return String.fromCharCode(((letter.charCodeAt(0) - base + 13) % 26) + base);
          }),
    )
    .join("");
}

/** The string values of a YAML document, apart from its `confirmed:` lists. */
export function textsOf(document: Document): string[] {
  const texts: string[] = [];
  mapTexts(document, (text) => {
    texts.push(text);
    return text;
  });
  return texts;
}

/**
 * Adds a locale to a copy the documented way (docs/content.md, "Add a language"): one entry in
 * `app/i18n/locales.ts`, and the content folder of the first locale other than the default
 * one (words only, no articles) copied under the new locale's id with every text through
 * `translate`.
 *
 * @param entry - the entry's TypeScript source, e.g. `pt: { lang: "pt-BR", … }`.
 * @throws when `locales.ts` no longer has the shape this edit expects, or has one locale only.
 */
export async function addLocale(
  copy: RepositoryCopy,
  id: string,
  entry: string,
  translate: (text: string) => string,
): Promise<void> {
  const source = localeIds.find((locale) => locale !== defaultLocale);
  if (!source) throw new Error("addLocale: the site has no locale to copy but the default one");
  const localesFile = "app/i18n/locales.ts";
  const code = await copy.read(localesFile);
  const end = "} as const satisfies Record<string, LocaleConfig>;";
  if (!code.includes(end)) throw new Error(`${localesFile}: the locales list's end not found`);
  await copy.write(localesFile, code.replace(end, `  ${entry},\n${end}`));

  const content = path.join(copy.dir, "app/content");
  // A language starts with no articles: they are written in it, not copied from another
  // (docs/content.md, "Add a language").
  await cp(path.join(content, source), path.join(content, id), {
    recursive: true,
    filter: (file) => path.basename(file) !== "articles",
  });
  for (const file of await readdir(path.join(content, id), { recursive: true })) {
    if (!file.endsWith(".yaml")) continue;
    await copy.editYaml(`app/content/${id}/${file}`, (document) => mapTexts(document, translate));
  }
}
