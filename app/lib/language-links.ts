import { homePath, localeIds, localeOf, type Locale } from "../i18n/locales.ts";
import { canonicalPath } from "./canonical-path.ts";

/**
 * Where the language switcher leads from `pathname`: for every other locale, the same page in
 * that locale (case studies ↔ casos de éxito), or that locale's home page when the page has no
 * translation (a Not-found page).
 *
 * @param pagePaths - each built page's path in every locale it is built in (the root route's
 *   data, from the page registry).
 * @param pathname - the current URL's path, in any spelling (`/case-studies/`, `.html`).
 * @returns one link per other locale, in the order of the locales.
 */
export function languageLinks(
  pagePaths: Readonly<Record<string, Readonly<Partial<Record<Locale, string>>>>>,
  pathname: string,
): { locale: Locale; href: string }[] {
  const current = localeOf(pathname);
  const path = canonicalPath(pathname);
  const page = Object.values(pagePaths).find((paths) => paths[current] === path);
  return localeIds
    .filter((locale) => locale !== current)
    .map((locale) => ({ locale, href: page?.[locale] ?? homePath(locale) }));
}
