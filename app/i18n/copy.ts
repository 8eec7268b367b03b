import type { Copy } from "~/content/schema";
import { localeIds, type Locale } from "./locales";

/** Each locale's copy module, as a chunk of its own: a page downloads only its language. */
const copyModules = import.meta.glob<{ copy: Copy }>("../content/copy/*.ts");
const loaded = new Map<Locale, Copy>();

/**
 * Loads a locale's copy module once (`app/content/copy/<locale>.ts`). The browser loads the
 * page's locale before hydrating (`entry.client.tsx`); the prerender loads every locale
 * (`entry.server.tsx`).
 *
 * @throws Error when the locale has no copy module.
 */
export async function loadCopy(locale: Locale): Promise<Copy> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const importModule = copyModules[`../content/copy/${locale}.ts`];
  if (!importModule) throw new Error(`There is no app/content/copy/${locale}.ts`);
  const { copy } = await importModule();
  loaded.set(locale, copy);
  return copy;
}

/** Loads every locale's copy (prerendering, tests). */
export async function loadAllCopy(): Promise<void> {
  await Promise.all(localeIds.map(loadCopy));
}

/**
 * A loaded locale's copy, synchronously, for rendering.
 *
 * @throws Error when {@link loadCopy} has not finished for `locale`.
 */
export function copyOf(locale: Locale): Copy {
  const copy = loaded.get(locale);
  if (!copy)
    throw new Error(`The "${locale}" copy is not loaded: await loadCopy("${locale}") first`);
  return copy;
}
