import { readContent } from "~/content/content.server";
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
 * `.server` module never reaches the browser, and neither do the content files, the YAML
 * parser, zod, the meta and structured-data builders or `Intl` formatting it imports. Each
 * loader reads the files afresh, so under `npm run dev` a reload shows an edit.
 */

/** Writes a figure in the locale's style ("$2.4M", "US$ 2,4 millones", "Not there yet"). */
function figureWriter(locale: Locale, notYet: string): (figure: Figure) => string {
  return (figure) => formatFigure(figure, locales[locale], notYet);
}

/**
 * The entry of `id` in a record of a page's words (a service, a value, a case study, a
 * label). The content check makes sure every id of a list has its words.
 *
 * @throws Error naming the id when the record has no entry for it.
 */
export function wordsFor<T>(record: Record<string, T>, id: string): T {
  const words = record[id];
  if (words === undefined) throw new Error(`No words for "${id}" in the page's content`);
  return words;
}

/**
 * A facts list with each figure written out and labelled:
 * `{ id: "projects", value: "8+", label: "Projects delivered" }`.
 */
function formatted(
  items: readonly { id: string; figure: Figure }[],
  labels: Record<string, string>,
  locale: Locale,
  notYet: string,
): FormattedFigure[] {
  const write = figureWriter(locale, notYet);
  return items.map(({ id, figure }) => ({
    id,
    value: write(figure),
    label: wordsFor(labels, id),
  }));
}

/** The root route's data: the locale's common words, the site's facts, its Not-found page. */
export function rootData(locale: Locale): RootData {
  const { site, copies } = readContent();
  const { common, notFound } = copies[locale];
  return {
    locale,
    common,
    site,
    notFound: { words: notFound, head: pageHead(site, locale, "notFound", notFound) },
  };
}

/** The home page's data: words, head with structured data, figures and office hours written out. */
export function homePageData(locale: Locale): HomePageData {
  const { site, copies, figures } = readContent();
  const { heroStats, trackRecord, services, values } = figures;
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
    head: pageHead(site, locale, "home", words, [
      professionalServiceJsonLd(
        {
          ...site,
          ...common.site,
          knowsLanguage: localeIds.map((id) => locales[id].lang),
          imagePath: words.meta.image.path,
        },
        services.map(({ id }) => wordsFor(words.services.items, id)),
        words.services.eyebrow,
      ),
    ]),
    words,
    heroStats: formatted(heroStats, words.heroStats, locale, common.figures.notYet),
    trackRecord: formatted(trackRecord, words.trackRecord.labels, locale, common.figures.notYet),
    services: services.map(({ id, icon }) => ({
      id,
      icon,
      words: wordsFor(words.services.items, id),
    })),
    values: values.map(({ id, icon }) => ({ id, icon, words: wordsFor(words.values, id) })),
    contact: {
      phoneHours,
      schedule,
      statusLines: officeStatusLines(site.officeHours, clock, words.contact),
    },
  };
}

/** The case studies page's data: words, head with structured data, results written out. */
export function caseStudiesPageData(locale: Locale): CaseStudiesPageData {
  const { site, copies, caseStudies } = readContent();
  const { common, caseStudies: words } = copies[locale];
  const { paths, lang } = locales[locale];
  const write = figureWriter(locale, common.figures.notYet);
  return {
    head: pageHead(site, locale, "caseStudies", words, [
      caseStudiesItemListJsonLd(
        site.url,
        paths.caseStudies,
        lang,
        caseStudies.map(({ id, image }) => ({ id, image, ...wordsFor(words.caseStudies, id) })),
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
      words: wordsFor(words.caseStudies, id),
      results: results.map(({ id: resultId, icon, figure }) => ({
        id: resultId,
        icon,
        value: write(figure),
        label: wordsFor(words.resultLabels, resultId),
      })),
    })),
  };
}

/** The privacy page's data: its words and head (only built when analytics is on). */
export function privacyPageData(locale: Locale): PrivacyPageData {
  const { site, copies } = readContent();
  const words = copies[locale].privacy;
  return { head: pageHead(site, locale, "privacy", words), words };
}
