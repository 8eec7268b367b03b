import type { MetaDescriptor } from "react-router";
import type { Copy } from "~/content/schema";
import { site } from "~/content/site";
import { buildMeta } from "~/lib/meta";
import { copyOf } from "./copy";
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
 * @param page - the page, or `notFound`.
 * @param jsonLd - builds the page's structured data from its copy and locale, if any.
 */
export function pageHead(
  pathname: string,
  page: PageKey | "notFound",
  jsonLd?: (copy: Copy, locale: Locale) => Record<string, unknown>[],
): MetaDescriptor[] {
  const locale = localeOf(pathname);
  const copy = copyOf(locale);
  const isIndexable = page !== "notFound";
  return buildMeta(
    {
      ...copy.pageMeta[page],
      path: isIndexable ? locales[locale].paths[page] : notFoundPath(locale),
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
      alternates: isIndexable
        ? [
            ...localeIds.map((other) => ({
              hreflang: locales[other].hreflang,
              path: locales[other].paths[page],
            })),
            { hreflang: "x-default", path: locales[defaultLocale].paths[page] },
          ]
        : [],
      jsonLd: jsonLd?.(copy, locale) ?? [],
    },
  );
}
