import type { Copy } from "~/content/schema";
import { canonicalPath } from "~/lib/canonical-path";
import { localeIds, localeOf, type Locale } from "./locales";

/** A part of a locale's copy: `common` (on every page) or one page's words. */
export type CopyPart = keyof Copy;

/** The part that is one page's own words (every part but `common`). */
export type PageCopyPart = Exclude<CopyPart, "common">;

/** The file of each part in a locale's folder, `app/content/copy/<locale>/`. */
const partFiles: Record<CopyPart, string> = {
  common: "common",
  home: "home",
  caseStudies: "case-studies",
  notFound: "not-found",
};

/**
 * Every part of every locale, each a chunk of its own: a page downloads its language only,
 * and of it only `common` and its own part. (`index.ts` gathers a locale for the build.)
 */
const partModules = import.meta.glob<{ copy: Copy[CopyPart] }>(["./*/*.ts", "!./*/index.ts"], {
  base: "../content/copy",
});
const loading = new Map<string, Promise<void>>();
const loaded = new Map<string, Copy[CopyPart]>();

/**
 * Loads one part of a locale's copy, once (`app/content/copy/<locale>/<part>.ts`).
 *
 * @throws Error when the locale has no such module.
 */
export function loadCopy(locale: Locale, part: CopyPart): Promise<void> {
  const file = `./${locale}/${partFiles[part]}.ts`;
  const started = loading.get(file);
  if (started) return started;
  const importModule = partModules[file];
  if (!importModule) throw new Error(`There is no app/content/copy/${file.slice(2)}`);
  const done = importModule().then(({ copy }) => void loaded.set(file, copy));
  loading.set(file, done);
  return done;
}

/**
 * Loads what a page says: `common` and the page's part, in parallel. In the browser, in the
 * locale of the address bar only, in any spelling (`/es.html` is `/es`): it never changes
 * within a document, since the language switcher loads a new one. When prerendering
 * (`import.meta.env.SSR`), in every locale. A route module awaits this at its top level, and
 * React Router imports a route module before it renders it (at hydration and on every
 * client-side navigation), so its words are there.
 */
export async function loadPageCopy(page: PageCopyPart): Promise<void> {
  const targets = import.meta.env.SSR
    ? localeIds
    : [localeOf(canonicalPath(window.location.pathname))];
  await Promise.all(
    targets.flatMap((locale) => [loadCopy(locale, "common"), loadCopy(locale, page)]),
  );
}

/** Loads every part of every locale (unit tests render any component in any language). */
export async function loadAllCopy(): Promise<void> {
  const parts = Object.keys(partFiles) as CopyPart[];
  await Promise.all(localeIds.flatMap((locale) => parts.map((part) => loadCopy(locale, part))));
}

/**
 * A loaded part of a locale's copy, synchronously, for rendering.
 *
 * @throws Error when {@link loadCopy} has not finished for `locale` and `part`.
 */
export function copyOf<Part extends CopyPart>(locale: Locale, part: Part): Copy[Part] {
  const copy = loaded.get(`./${locale}/${partFiles[part]}.ts`);
  if (!copy)
    throw new Error(`The "${locale}" copy's "${part}" is not loaded: await loadCopy() first`);
  return copy as Copy[Part];
}
