import { readContent } from "~/content/content.server";
import type { Locale } from "~/i18n/locales";
import { pageHead } from "../page-head";
import { pages } from "../registry";

/**
 * The privacy page's data (`/privacy`, `/es/privacidad`; built only when analytics is on):
 * its words and head.
 */
export function privacyPageData(locale: Locale) {
  const { site, copies } = readContent();
  const words = copies[locale].privacy;
  return { head: pageHead(site, locale, pages.privacy, words.meta), words };
}

/** The privacy page's data, as its route component gets it. */
export type PrivacyPageData = ReturnType<typeof privacyPageData>;
