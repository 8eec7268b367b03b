import { readContent } from "~/content/content.server";
import type { Locale } from "~/i18n/locales";
import { resolveAnalytics } from "~/lib/analytics-settings";
import { pageHead } from "../page-head";
import { pages } from "../registry";
import { privacyText } from "./privacy-text";

/**
 * The privacy page's data (`/privacy`, `/es/privacidad`, in every build): its head, and its
 * text as true of the build, which counts visits or not (the site's settings and the build's
 * `ANALYTICS_*` variables: docs/analytics.md).
 */
export function privacyPageData(locale: Locale) {
  const { site, copies, analytics } = readContent();
  const words = copies[locale].privacy;
  const isCounting = resolveAnalytics(analytics, process.env) !== null;
  return {
    head: pageHead(site, locale, pages.privacy, words.meta),
    text: privacyText(words, isCounting),
  };
}

/** The privacy page's data, as its route component gets it. */
export type PrivacyPageData = ReturnType<typeof privacyPageData>;
