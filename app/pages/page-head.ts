import type { MetaDescriptor } from "react-router";
import type { SiteContent } from "../content/schema.ts";
import { localeIds, locales, notFoundPath, type Locale } from "../i18n/locales.ts";
import { buildMeta } from "../lib/meta.ts";
import { alternatesOf, pagePath, previewImagePath, type PageEntry } from "./registry.ts";

/** A page's head as its words file holds it. */
export interface MetaWords {
  title: string;
  description: string;
  image: { alt: string; headline: string };
}

/**
 * The `meta` of a page in its locale, built by its loader at prerender: title, description and
 * preview from that locale's words, canonical URL and `og:locale` of that locale, and for the
 * registry's indexable pages an hreflang link to every language version plus `x-default` (the
 * default locale). Other pages, and the Not-found page (`page` null), are `noindex`, without
 * canonical or alternates. The articles page has language versions only where a locale has
 * articles: `versions` gives its paths then.
 *
 * @param site - the site's facts (its origin, name and theme colour).
 * @param locale - the page's locale.
 * @param page - the page's entry in the registry (app/pages/registry.ts), or null for Not-found.
 * @param meta - the page's head words in that locale, placeholders filled in.
 * @param jsonLd - the page's structured data, if any.
 * @param versions - the page's path in each locale that has it (every locale by default).
 */
export function pageHead(
  site: SiteContent,
  locale: Locale,
  page: PageEntry | null,
  meta: MetaWords,
  jsonLd: Record<string, unknown>[] = [],
  versions: Partial<Record<Locale, string>> = page
    ? Object.fromEntries(localeIds.map((other) => [other, pagePath(page, other)]))
    : {},
): MetaDescriptor[] {
  const isIndexable = page?.isIndexable ?? false;
  return buildMeta(
    {
      ...meta,
      image: { ...meta.image, path: previewImagePath(page, locale) },
      path: page ? pagePath(page, locale) : notFoundPath(locale),
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
    { isIndexable, alternates: page && isIndexable ? alternatesOf(versions) : [], jsonLd },
  );
}
