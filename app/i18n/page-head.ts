import type { MetaDescriptor } from "react-router";
import type { Copy, SiteContent } from "~/content/schema";
import { buildMeta } from "~/lib/meta";
import {
  defaultLocale,
  localeIds,
  locales,
  notFoundPath,
  type Locale,
  type PageKey,
} from "./locales";

/** A part of a locale's copy that is one page's own words: `home`, `caseStudies`, `notFound`. */
export type PageCopyPart = Exclude<keyof Copy, "common">;

/**
 * The `meta` of a page in its locale, built by its loader at prerender: title, description and
 * preview from that locale's copy, canonical URL and `og:locale` of that locale, and for the
 * indexable pages an hreflang link to every language version plus `x-default` (the default
 * locale). The Not-found and privacy pages are `noindex`, without canonical or alternates (the
 * privacy page exists only in builds that count visits, and is not a page anyone searches for).
 *
 * @param site - the site's facts (its origin, name and theme colour).
 * @param locale - the page's locale.
 * @param page - the page, or `notFound`.
 * @param words - the page's words in that locale.
 * @param jsonLd - the page's structured data, if any.
 */
export function pageHead<Page extends PageCopyPart>(
  site: SiteContent,
  locale: Locale,
  page: Page,
  words: Copy[Page],
  jsonLd: Record<string, unknown>[] = [],
): MetaDescriptor[] {
  const indexable: PageKey | null = page === "home" || page === "caseStudies" ? page : null;
  const isIndexable = indexable !== null;
  return buildMeta(
    {
      ...words.meta,
      path: indexable
        ? locales[locale].paths[indexable]
        : page === "privacy"
          ? locales[locale].privacyPath
          : notFoundPath(locale),
    },
    {
      url: site.url,
      name: site.name,
      themeColor: site.themeColor,
      locale: locales[locale].ogLocale,
      alternateLocales: localeIds
        .filter((other) => other !== locale)
        .map((other) => locales[other].ogLocale),
    },
    {
      isIndexable,
      alternates: indexable
        ? [
            ...localeIds.map((other) => ({
              hreflang: locales[other].hreflang,
              path: locales[other].paths[indexable],
            })),
            { hreflang: "x-default", path: locales[defaultLocale].paths[indexable] },
          ]
        : [],
      jsonLd,
    },
  );
}
