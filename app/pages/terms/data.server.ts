import { readContent } from "~/content/content.server";
import type { Locale } from "~/i18n/locales";
import { pageHead } from "../page-head";
import { pages } from "../registry";

/**
 * The terms page's data (`/terms`, `/es/terminos`; built only in the languages whose terms
 * have a section): its head and words.
 */
export function termsPageData(locale: Locale) {
  const { site, copies } = readContent();
  const words = copies[locale].terms;
  return { head: pageHead(site, locale, pages.terms, words.meta), words };
}

/** The terms page's data, as its route component gets it. */
export type TermsPageData = ReturnType<typeof termsPageData>;
