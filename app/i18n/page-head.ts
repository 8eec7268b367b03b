import type { MetaDescriptor } from "react-router";
import type { CommonCopy, Copy } from "~/content/schema";
import { site } from "~/content/site";
import { buildMeta } from "~/lib/meta";
import { copyOf, type PageCopyPart } from "./copy";
import {
  defaultLocale,
  localeIds,
  localeOf,
  locales,
  notFoundPath,
  type Locale,
  type PageKey,
} from "./locales";

/**
 * The `meta` of a route in the language of its URL: title, description and preview from that
 * locale's copy, canonical URL and `og:locale` of that locale, and for the indexable pages an
 * hreflang link to every language version plus `x-default` (the default locale). The
 * Not-found page is `noindex`, without canonical or alternates.
 *
 * @param pathname - the URL path being rendered (`location.pathname` of the meta function).
 * @param page - the page, or `notFound` (its route module loaded its words: `loadPageCopy`).
 * @param jsonLd - builds the page's structured data from its words, the common ones and the
 * locale, if any.
 */
export function pageHead<Page extends PageCopyPart>(
  pathname: string,
  page: Page,
  jsonLd?: (words: Copy[Page], common: CommonCopy, locale: Locale) => Record<string, unknown>[],
): MetaDescriptor[] {
  const locale = localeOf(pathname);
  const words = copyOf(locale, page);
  const indexable: PageKey | null = page === "notFound" ? null : page;
  const isIndexable = indexable !== null;
  return buildMeta(
    {
      ...words.meta,
      path: indexable ? locales[locale].paths[indexable] : notFoundPath(locale),
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
      jsonLd: jsonLd?.(words, copyOf(locale, "common"), locale) ?? [],
    },
  );
}
