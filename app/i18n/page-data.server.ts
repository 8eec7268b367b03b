import type { Copy } from "~/content/schema";
import { caseStudies, heroStats, services, trackRecord, values } from "~/content/facts";
import { site } from "~/content/site";
import { formatFigure, type Figure } from "~/lib/figures";
import { describeSchedule, formatClockTime, officeStatusLines } from "~/lib/office-hours";
import { formatMessage } from "~/lib/message";
import {
  breadcrumbJsonLd,
  caseStudiesItemListJsonLd,
  professionalServiceJsonLd,
} from "~/lib/structured-data";
import { localeIds, locales, type Locale } from "./locales";
import { pageHead } from "./page-head";
import type {
  CaseStudiesPageData,
  FormattedFigure,
  HomePageData,
  PrivacyPageData,
  RootData,
} from "./page-data";

/**
 * The loaders' work: each page's data ({@link RootData}, {@link HomePageData},
 * {@link CaseStudiesPageData}) from the content of `app/content/`, in the locale of the URL.
 * Runs only when pages are prerendered (and under `npm run dev` and the unit tests): a
 * `.server` module never reaches the browser, and neither do the content modules, zod, the
 * meta and structured-data builders or `Intl` formatting it imports.
 */

/** Every locale's copy (`app/content/copy/<locale>/index.ts`), by locale id. */
const copies = Object.fromEntries(
  Object.entries(
    import.meta.glob<Copy>("../content/copy/*/index.ts", { eager: true, import: "copy" }),
  ).map(([file, copy]) => [file.split("/").at(-2), copy]),
) as Record<Locale, Copy>;

/** Writes a figure in the locale's style ("$2.4M", "US$ 2,4 millones", "Not there yet"). */
function figureWriter(locale: Locale): (figure: Figure) => string {
  const { notYet } = copies[locale].common.figures;
  return (figure) => formatFigure(figure, locales[locale], notYet);
}

/** A facts list with each figure written out: `{ id: "projects", value: "8+" }`. */
function formatted<Id extends string>(
  items: readonly { id: Id; figure: Figure }[],
  locale: Locale,
): FormattedFigure<Id>[] {
  const write = figureWriter(locale);
  return items.map(({ id, figure }) => ({ id, value: write(figure) }));
}

/** The root route's data: the locale's common words, the site's facts, its Not-found page. */
export function rootData(locale: Locale): RootData {
  const { common, notFound } = copies[locale];
  return {
    locale,
    common,
    site,
    notFound: { words: notFound, head: pageHead(locale, "notFound", notFound) },
  };
}

/** The home page's data: words, head with structured data, figures and office hours written out. */
export function homePageData(locale: Locale): HomePageData {
  const { common, home: words } = copies[locale];
  const clock = locales[locale];
  const schedule = describeSchedule(site.officeHours, clock, words.contact);
  // The phone card gives the first opening rule's days and hours ("Monday-Friday 9AM-6PM ART").
  const [firstRule] = site.officeHours;
  const phoneHours =
    firstRule && schedule[0]
      ? formatMessage(words.contact.phoneHours, {
          days: schedule[0].days,
          opens: formatClockTime(firstRule.opens, clock, false),
          closes: formatClockTime(firstRule.closes, clock, false),
          zone: site.timeZoneAbbreviation,
        })
      : "";
  return {
    head: pageHead(locale, "home", words, [
      professionalServiceJsonLd(
        {
          ...site,
          ...common.site,
          knowsLanguage: localeIds.map((id) => locales[id].lang),
        },
        services.map(({ id }) => words.services.items[id]),
        words.services.eyebrow,
      ),
    ]),
    words,
    heroStats: formatted(heroStats, locale),
    trackRecord: formatted(trackRecord, locale),
    services: [...services],
    values: [...values],
    contact: {
      phoneHours,
      schedule,
      statusLines: officeStatusLines(site.officeHours, clock, words.contact),
    },
  };
}

/** The case studies page's data: words, head with structured data, results written out. */
export function caseStudiesPageData(locale: Locale): CaseStudiesPageData {
  const { common, caseStudies: words } = copies[locale];
  const { paths, lang } = locales[locale];
  return {
    head: pageHead(locale, "caseStudies", words, [
      caseStudiesItemListJsonLd(
        site.url,
        paths.caseStudies,
        lang,
        caseStudies.map(({ id, image }) => ({ id, image, ...words.caseStudies[id] })),
      ),
      breadcrumbJsonLd(site.url, [
        [common.navigation.homeLabel, paths.home],
        [common.navigation.caseStudies.label, paths.caseStudies],
      ]),
    ]),
    words,
    caseStudies: caseStudies.map(({ id, image, results }) => ({
      id,
      image,
      results: results.map(({ id: resultId, icon, figure }) => ({
        id: resultId,
        icon,
        value: figureWriter(locale)(figure),
      })),
    })),
  };
}

/** The privacy page's data: its words and head (only built when analytics is on). */
export function privacyPageData(locale: Locale): PrivacyPageData {
  const words = copies[locale].privacy;
  return { head: pageHead(locale, "privacy", words), words };
}
