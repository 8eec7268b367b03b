import type { z } from "zod";
import {
  defaultLocale,
  localeIds,
  localePrefix,
  locales,
  notFoundPath,
  type Locale,
} from "../i18n/locales.ts";
import type { metaWordsSchema } from "../content/schema.ts";
import { caseStudiesWordsSchema } from "./case-studies/words.ts";
import { homeWordsSchema } from "./home/words.ts";
import { notFoundWordsSchema } from "./not-found/words.ts";
import { privacyWordsSchema } from "./privacy/words.ts";

/**
 * The page registry: the one list of the site's pages. The route table (app/routes.ts), the
 * prerender list (react-router.config.ts), the sitemap and link previews
 * (tooling/build-steps/seo-assets.ts), each page's canonical and hreflang links
 * (app/pages/page-head.ts), the language switcher's links (the root route's data), the
 * content reader (which words file each page has) and the editor's collections
 * (app/content/editor-config.ts) all read it.
 *
 * Adding a page: one entry here, one folder `app/pages/<page>/` (route.tsx, data.server.ts,
 * words.ts, its sections) and its words file in each locale's content folder
 * (docs/content.md, "Add a page"). Plain TypeScript without path aliases, so the build's
 * configuration imports it too. It holds the pages' zod schemas: import it from build-time
 * code only, never from a component.
 */

/** The words file's schema of a page: any object with the page's head. */
export type PageWordsSchema = z.ZodObject<{ meta: typeof metaWordsSchema } & z.ZodRawShape>;

/** One page of the site. */
export interface PageEntry {
  /** The route module, relative to `app/`. */
  route: string;
  /** The page's words file in every locale's content folder: `app/content/<locale>/<file>`. */
  file: string;
  /** The schema of that file (checked before every build, and the editor's fields). */
  words: PageWordsSchema;
  /** The page's name in the editor's "Page words" list. */
  label: string;
  /**
   * The page's URL segment after its locale's prefix, per locale: `""` for the home page,
   * `"casos-de-exito"` for `/es/casos-de-exito`. A locale without one uses the default
   * locale's, which every page must have.
   */
  slugs: Partial<Record<Locale, string>>;
  /** Listed in the sitemap, with a canonical link and hreflang alternates; else `noindex`. */
  isIndexable: boolean;
  /**
   * Its page hydrates (loads React). `false` for a page that is only read: its route module
   * then exports `handle = { hydrate: false }`, which the root layout reads to prerender it
   * with no React script (app/lib/page-hydration.ts; app/pages/page-hydration.test.ts holds
   * the two together).
   */
  needsHydration: boolean;
  /** Linked from the header and the phone menu besides the home page's sections. */
  isInNavigation: boolean;
  /** Built only when analytics is on (the privacy page: docs/analytics.md). */
  requiresAnalytics: boolean;
}

/** A page list in the registry's form: the site's, or a test's copy with a page added. */
export type PageRegistry = Readonly<Record<string, PageEntry>>;

export const pages = {
  home: {
    route: "pages/home/route.tsx",
    file: "home.yaml",
    words: homeWordsSchema,
    label: "Home page",
    slugs: { en: "", es: "" },
    isIndexable: true,
    needsHydration: true,
    isInNavigation: false,
    requiresAnalytics: false,
  },
  caseStudies: {
    route: "pages/case-studies/route.tsx",
    file: "case-studies.yaml",
    words: caseStudiesWordsSchema,
    label: "Case studies page",
    slugs: { en: "case-studies", es: "casos-de-exito" },
    isIndexable: true,
    needsHydration: false,
    isInNavigation: true,
    requiresAnalytics: false,
  },
  privacy: {
    route: "pages/privacy/route.tsx",
    file: "privacy.yaml",
    words: privacyWordsSchema,
    label: "Privacy page",
    slugs: { en: "privacy", es: "privacidad" },
    isIndexable: false,
    needsHydration: false,
    isInNavigation: false,
    requiresAnalytics: true,
  },
} as const satisfies PageRegistry;

/** A page's key in the registry. */
export type PageKey = keyof typeof pages;

/**
 * The Not-found page, on every unknown path: not in the registry's list, since it has no path
 * of its own (it is prerendered at `<prefix>/404` and served with status 404).
 */
export const notFoundPage = {
  route: "pages/not-found/route.tsx",
  file: "not-found.yaml",
  words: notFoundWordsSchema,
  label: "Page not found",
} as const;

/**
 * The URL path of a page in a locale: the locale's prefix and the page's slug (`/`,
 * `/case-studies`, `/es`, `/es/casos-de-exito`).
 *
 * @throws Error when the page has no slug for the default locale.
 */
export function pagePath(page: PageEntry, locale: Locale): string {
  const slug = page.slugs[locale] ?? page.slugs[defaultLocale];
  if (slug === undefined) throw new Error(`A page (${page.route}) has no ${defaultLocale} slug`);
  const path = `${localePrefix(locale)}${slug === "" ? "" : `/${slug}`}`;
  return path || "/";
}

/**
 * The path of a page's generated link preview in a locale: `/og/home.png`,
 * `/og/es/casos-de-exito.png` (written after prerendering by tooling/build-steps/seo-assets.ts).
 * The home page's is named `home`; the Not-found page (`page` null) shows the home page's.
 */
export function previewImagePath(page: PageEntry | null, locale: Locale): string {
  const slug = page ? (page.slugs[locale] ?? page.slugs[defaultLocale]) : "";
  return `/og/${locale === defaultLocale ? "" : `${locale}/`}${slug || "home"}.png`;
}

/**
 * The pages a build has, in the registry's order: all of them, less those that need analytics
 * when analytics is off.
 */
export function builtPages(
  registry: PageRegistry,
  { hasAnalytics }: { hasAnalytics: boolean },
): [key: string, page: PageEntry][] {
  return Object.entries(registry).filter(([, page]) => hasAnalytics || !page.requiresAnalytics);
}

/**
 * Every language version of a page and `x-default` (the default locale's), as hreflang links
 * and sitemap alternates list them (Google Search Central, "Tell Google about localized
 * versions of your page": the same set on every member).
 */
export function alternatesOf(page: PageEntry): { hreflang: string; path: string }[] {
  return [
    ...localeIds.map((locale) => ({
      hreflang: locales[locale].hreflang,
      path: pagePath(page, locale),
    })),
    { hreflang: "x-default", path: pagePath(page, defaultLocale) },
  ];
}

/**
 * Every path the build prerenders: each built page in each locale, and each locale's
 * Not-found page at `<prefix>/404` (React Router's prerender step needs a 200 answer; the
 * build turns it into `404.html`).
 */
export function prerenderPaths(
  registry: PageRegistry,
  options: { hasAnalytics: boolean },
): string[] {
  return [...sitePaths(registry, options), ...localeIds.map(notFoundPath)];
}

/** The path of every built page in every locale, locale by locale in the registry's order. */
export function sitePaths(registry: PageRegistry, options: { hasAnalytics: boolean }): string[] {
  return localeIds.flatMap((locale) =>
    builtPages(registry, options).map(([, page]) => pagePath(page, locale)),
  );
}

/**
 * The path of each built page in every locale, keyed by page: what the language switcher needs
 * to lead from a page to its translation.
 */
export function pagePaths(
  registry: PageRegistry,
  options: { hasAnalytics: boolean },
): Record<string, Record<Locale, string>> {
  return Object.fromEntries(
    builtPages(registry, options).map(([key, page]) => [
      key,
      Object.fromEntries(localeIds.map((locale) => [locale, pagePath(page, locale)])),
    ]),
  ) as Record<string, Record<Locale, string>>;
}
