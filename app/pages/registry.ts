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
import { articlesWordsSchema } from "./articles/words.ts";
import { caseStudiesWordsSchema } from "./case-studies/words.ts";
import { homeWordsSchema } from "./home/words.ts";
import { notFoundWordsSchema } from "./not-found/words.ts";
import { privacyWordsSchema } from "./privacy/words.ts";
import { termsWordsSchema } from "./terms/words.ts";

/**
 * The page registry: the one list of the site's pages. The route table (app/routes.ts), the
 * prerender list (react-router.config.ts), the sitemap and link previews
 * (tooling/build-steps/seo/seo-assets.ts), each page's canonical and hreflang links
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
export type PageWordsSchema = z.ZodObject<
  { meta: ReturnType<typeof metaWordsSchema> } & z.ZodRawShape
>;

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
   * Its page hydrates (loads React). `false` for a page that is only read: the root layout
   * then prerenders it with no React script ({@link needsHydrationAt}, read by the root
   * route's loader; docs/decisions/058-reading-pages-ship-no-script.md).
   */
  needsHydration: boolean;
  /** Linked from the header and the phone menu besides the home page's sections. */
  isInNavigation: boolean;
  /**
   * Published only once written: built, linked and in the sitemap only in the locales whose
   * words for it have at least one section (the terms page, which the owner writes herself).
   */
  isOptional: boolean;
  /**
   * Lists the articles: built, linked and in the sitemap only in the locales that have a
   * published article; each article's own page is {@link articlePage}, under its path.
   */
  listsArticles: boolean;
}

/** What decides which pages a build has, besides the registry. */
export interface BuildOptions {
  /** The locales with at least one published article (app/content/articles.ts). */
  localesWithArticles: readonly Locale[];
  /**
   * The words files of the optional pages ({@link PageEntry.isOptional}) that are written in
   * each locale (`{ es: ["terms.yaml"] }`).
   */
  writtenPages: Readonly<Partial<Record<Locale, readonly string[]>>>;
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
    isOptional: false,
    listsArticles: false,
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
    isOptional: false,
    listsArticles: false,
  },
  articles: {
    route: "pages/articles/route.tsx",
    file: "articles.yaml",
    words: articlesWordsSchema,
    label: "Articles (the list and each article's page)",
    slugs: { en: "insights", es: "articulos" },
    isIndexable: true,
    needsHydration: false,
    isInNavigation: true,
    isOptional: false,
    listsArticles: true,
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
    isOptional: false,
    listsArticles: false,
  },
  terms: {
    route: "pages/terms/route.tsx",
    file: "terms.yaml",
    words: termsWordsSchema,
    label: "Terms page (published once it has a section)",
    slugs: { en: "terms", es: "terminos" },
    isIndexable: false,
    needsHydration: false,
    isInNavigation: false,
    isOptional: true,
    listsArticles: false,
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
  /** It hydrates: its "Back" and language links work as on any page that loads React. */
  needsHydration: true,
} as const;

/**
 * An article's page, at `<articles page path>/<slug>` in each locale with published articles
 * (`/insights/<slug>`, `/es/articulos/<slug>`): one route module for every article, its words
 * those of the articles page ({@link pages}`.articles`), its text one Markdown file per locale
 * (app/content/articles.ts).
 */
export const articlePage = { route: "pages/article/route.tsx", needsHydration: false } as const;

/**
 * Whether the page at a URL path hydrates: the registry's page at that path in any locale, an
 * article under a page that lists them ({@link articlePage}), else the Not-found page
 * ({@link notFoundPage}, prerendered at `<prefix>/404`). A trailing slash is ignored.
 *
 * @param pathname - the page's URL path (`/es/casos-de-exito`).
 * @param registry - the pages (the site's, or a test's copy with a page added).
 */
export function needsHydrationAt(pathname: string, registry: PageRegistry = pages): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const page of Object.values(registry)) {
    for (const locale of localeIds) {
      const own = pagePath(page, locale);
      if (own === path) return page.needsHydration;
      if (page.listsArticles && path.startsWith(`${own}/`)) return articlePage.needsHydration;
    }
  }
  return notFoundPage.needsHydration;
}

/**
 * The path of a case study's card on its locale's case studies page, as testimonials and
 * articles link it: the fragment is the card's id, the case study's file name
 * (`/es/casos-de-exito#retail-chain-optimization`).
 */
export function caseStudyCardPath(locale: Locale, id: string): string {
  return `${pagePath(pages.caseStudies, locale)}#${id}`;
}

/**
 * The URL path of an article: its locale's articles page and its slug
 * (`/insights/reducing-stock-outs`, `/es/articulos/reducir-quiebres-de-stock`).
 */
export function articlePath(locale: Locale, slug: string): string {
  return `${pagePath(pages.articles, locale)}/${slug}`;
}

/**
 * The folder of the generated link previews (`og/` in the build), fetched by other sites and
 * their crawlers (tooling/build-steps/hosts/response-headers.ts `linkPreviewHeaders`).
 */
export const previewImageFolder = "/og/";

/**
 * The path of an article's generated link preview: `/og/insights/<slug>.png`,
 * `/og/es/articulos/<slug>.png` (written after prerendering by tooling/build-steps/seo/seo-assets.ts).
 */
export function articlePreviewImagePath(locale: Locale, slug: string): string {
  return `${previewImageFolder}${articlePath(locale, slug).slice(1)}.png`;
}

/** The path of a locale's article feed (RSS 2.0): `/insights/feed.xml`, `/es/articulos/feed.xml`. */
export function articleFeedPath(locale: Locale): string {
  return `${pagePath(pages.articles, locale)}/feed.xml`;
}

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
 * `/og/es/casos-de-exito.png` (written after prerendering by tooling/build-steps/seo/seo-assets.ts).
 * The home page's is named `home`; the Not-found page (`page` null) shows the home page's.
 */
export function previewImagePath(page: PageEntry | null, locale: Locale): string {
  const slug = page ? (page.slugs[locale] ?? page.slugs[defaultLocale]) : "";
  return `${previewImageFolder}${locale === defaultLocale ? "" : `${locale}/`}${slug || "home"}.png`;
}

/**
 * Whether a build has a page in a locale: not when it is optional and not written there, nor
 * when it lists the articles and the locale has none published.
 */
export function isBuilt(page: PageEntry, locale: Locale, options: BuildOptions): boolean {
  return (
    (!page.isOptional || (options.writtenPages[locale] ?? []).includes(page.file)) &&
    (!page.listsArticles || options.localesWithArticles.includes(locale))
  );
}

/**
 * The words files of the optional pages of `registry` written in each locale: those whose
 * words have at least one section.
 *
 * @param wordsOf - a page's words in a locale, by the page's key (as read, or filled in).
 */
export function writtenPagesOf(
  registry: PageRegistry,
  wordsOf: (locale: Locale, key: string) => unknown,
): Partial<Record<Locale, string[]>> {
  const optional = Object.entries(registry).filter(([, page]) => page.isOptional);
  return Object.fromEntries(
    localeIds.map((locale) => [
      locale,
      optional
        .filter(([key]) => {
          const words = wordsOf(locale, key);
          return (
            typeof words === "object" &&
            words !== null &&
            "sections" in words &&
            Array.isArray(words.sections) &&
            words.sections.length > 0
          );
        })
        .map(([, page]) => page.file),
    ]),
  );
}

/** The locales a build has a page in, in the locales' order. */
export function builtLocales(page: PageEntry, options: BuildOptions): Locale[] {
  return localeIds.filter((locale) => isBuilt(page, locale, options));
}

/**
 * The language versions of a page and `x-default` (the default locale's, else the first
 * locale's), as hreflang links and sitemap alternates list them (Google Search Central, "Tell
 * Google about localized versions of your page": the same set on every member).
 *
 * @param paths - the page's path in each locale it exists in, in the locales' order.
 */
export function alternatesOf(
  paths: Partial<Record<Locale, string>>,
): { hreflang: string; path: string }[] {
  const versions = localeIds.flatMap((locale) => {
    const path = paths[locale];
    return path === undefined ? [] : [{ hreflang: locales[locale].hreflang, path }];
  });
  const fallback = paths[defaultLocale] ?? versions[0]?.path;
  return fallback === undefined
    ? versions
    : [...versions, { hreflang: "x-default", path: fallback }];
}

/** A page's path in each locale a build has it in. */
export function builtPaths(
  page: PageEntry,
  options: BuildOptions,
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    builtLocales(page, options).map((locale) => [locale, pagePath(page, locale)]),
  );
}

/**
 * Every path the build prerenders: each built page in each locale, each published article,
 * and each locale's Not-found page at `<prefix>/404` (React Router's prerender step needs a
 * 200 answer; the build turns it into `404.html`).
 *
 * @param articleSlugs - each locale's published articles' slugs.
 */
export function prerenderPaths(
  registry: PageRegistry,
  options: BuildOptions,
  articleSlugs: Readonly<Partial<Record<Locale, readonly string[]>>>,
): string[] {
  return [
    ...sitePaths(registry, options),
    ...localeIds.flatMap((locale) =>
      (articleSlugs[locale] ?? []).map((slug) => articlePath(locale, slug)),
    ),
    ...localeIds.map(notFoundPath),
  ];
}

/** The path of every built page in every locale, locale by locale in the registry's order. */
export function sitePaths(registry: PageRegistry, options: BuildOptions): string[] {
  return localeIds.flatMap((locale) =>
    Object.values(registry)
      .filter((page) => isBuilt(page, locale, options))
      .map((page) => pagePath(page, locale)),
  );
}

/**
 * The path of each built page in each locale it is built in, keyed by page: what the language
 * switcher needs to lead from a page to its translation (a locale without the page leads to
 * its home page).
 */
export function pagePaths(
  registry: PageRegistry,
  options: BuildOptions,
): Record<string, Partial<Record<Locale, string>>> {
  return Object.fromEntries(
    Object.entries(registry)
      .map(([key, page]) => [key, builtPaths(page, options)] as const)
      .filter(([, paths]) => Object.keys(paths).length > 0),
  );
}
