/**
 * The site's locales: the one list that routes, prerendering, the language switcher, hreflang
 * links, the sitemap and the deploy recipes read. The URL decides the language (never
 * `Accept-Language` or IP): the default locale at the root, every other under `/<id>`
 * (`/es`, `/es/casos-de-exito`). Each page's path in a locale is in the page registry
 * (app/pages/registry.ts).
 *
 * Adding a locale: one entry here and its content folder `app/content/<id>/`, a translated copy
 * of `es/` (docs/content.md, "Add a language"; the content check names what is missing).
 * Plain TypeScript without path aliases, so the build scripts import it too.
 */

/** How a locale writes the site's URLs, dates and money. */
export interface LocaleConfig {
  /** BCP 47 language tag for `<html lang>`, `lang` attributes and `Intl`, e.g. `es-AR`. */
  lang: string;
  /** The `hreflang` value of its pages (RFC 5646 language, Google's hreflang guide). */
  hreflang: string;
  /** Open Graph locale (ogp.me: language_TERRITORY), e.g. `es_AR`. */
  ogLocale: string;
  /** The name of the language in itself, as the switcher shows it. */
  name: string;
  /** 12- or 24-hour clock for opening hours. */
  hourCycle: "h12" | "h23";
  /**
   * US-dollar amounts: the symbol written before the number and how millions are written
   * (`short`: "$2.4M"; `long`: "US$ 2,4 millones"). In Argentina "$" alone means pesos.
   */
  usd: { prefix: string; compactDisplay: "short" | "long" };
}

export const locales = {
  en: {
    lang: "en",
    hreflang: "en",
    ogLocale: "en_US",
    name: "English",
    hourCycle: "h12",
    usd: { prefix: "$", compactDisplay: "short" },
  },
  es: {
    lang: "es-AR",
    hreflang: "es",
    ogLocale: "es_AR",
    name: "Español",
    hourCycle: "h23",
    usd: { prefix: "US$ ", compactDisplay: "long" },
  },
} as const satisfies Record<string, LocaleConfig>;

/** A locale id, a key of {@link locales}. */
export type Locale = keyof typeof locales;

/** The locale at the root of the site, and of `x-default`. */
export const defaultLocale: Locale = "en";

/** Every locale id, the default first. */
export const localeIds = Object.keys(locales) as Locale[];

/**
 * The path every other path of a locale starts with: "" for the default locale's root,
 * `/<id>` for the others ("/es").
 */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/** The home page of a locale: `/`, `/es`. */
export function homePath(locale: Locale): string {
  return localePrefix(locale) || "/";
}

/**
 * The locale of a URL path: the locale whose prefix it starts with (`/es`, `/es/…`), else the
 * default. `/español` is not Spanish: the prefix must end at a slash or the path's end.
 */
export function localeOf(pathname: string): Locale {
  return (
    localeIds.find((locale) => {
      const prefix = localePrefix(locale);
      return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? defaultLocale
  );
}

/** Where the Not-found page of a locale is prerendered: `/404`, `/es/404`. */
export function notFoundPath(locale: Locale): string {
  return `${localePrefix(locale)}/404`;
}
