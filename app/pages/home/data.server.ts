import { readContent } from "~/content/content.server";
import type { Figures } from "~/content/figure-schemas";
import { localeIds, locales, type Locale } from "~/i18n/locales";
import { formatFigure } from "~/lib/figures";
import { formatMessage } from "~/lib/message";
import { describeSchedule, formatClockTime, officeStatusLines } from "~/lib/office-hours";
import { professionalServiceJsonLd } from "~/lib/structured-data";
import { wordsFor } from "~/lib/words-for";
import { pageHead } from "../page-head";
import { pages, previewImagePath } from "../registry";
import type { HomeWords } from "./words";

/**
 * A figure of a list, written in the page's language, with its label:
 * `{ id: "projects", value: "8+", label: "Projects delivered" }`.
 */
export interface FormattedFigure {
  id: string;
  value: string;
  label: string;
}

/** A list of figures.yaml written out in `locale` and labelled from `labels`. */
function formatted(
  items: Figures["heroStats"],
  labels: Readonly<Record<string, string>>,
  locale: Locale,
  notYet: string,
): FormattedFigure[] {
  return items.map(({ id, figure }) => ({
    id,
    value: formatFigure(figure, locales[locale], notYet),
    label: wordsFor(labels, id),
  }));
}

/**
 * The home page's words less the proof sections' (team, testimonials, client logos): those go
 * into the sections' build-time HTML only, so the page's data carries none of them.
 */
function withoutProofWords(
  home: HomeWords,
): Omit<HomeWords, "team" | "testimonials" | "clientLogos"> {
  const words: Partial<HomeWords> = { ...home };
  delete words.team;
  delete words.testimonials;
  delete words.clientLogos;
  return words as Omit<HomeWords, "team" | "testimonials" | "clientLogos">;
}

/**
 * The home page's data (`/`, `/es`), built by its loader at prerender: its words, head with
 * structured data, the figures and office hours written out in the locale, so the browser
 * formats nothing. The proof sections' markup is added by the loader
 * (`homeLoaderData` in app/pages/home/proof-sections.server.tsx). Each call reads the content afresh, so under `npm run dev` a reload shows
 * an edit.
 */
export function homePageData(locale: Locale) {
  const { site, copies, figures } = readContent();
  const { common } = copies[locale];
  const words = withoutProofWords(copies[locale].home);
  const notYet = common.figures.notYet;
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
  const services = figures.services.map(({ id, icon }) => ({
    id,
    icon,
    words: wordsFor(words.services.items, id),
  }));
  const serviceJsonLd = professionalServiceJsonLd(
    {
      ...site,
      ...common.site,
      knowsLanguage: localeIds.map((id) => locales[id].lang),
      imagePath: previewImagePath(pages.home, locale),
    },
    services.map((service) => service.words),
    words.services.eyebrow,
  );
  return {
    head: pageHead(site, locale, pages.home, words.meta, [serviceJsonLd]),
    words,
    heroStats: formatted(figures.heroStats, words.heroStats, locale, notYet),
    trackRecord: formatted(figures.trackRecord, words.trackRecord.labels, locale, notYet),
    services,
    values: figures.values.map(({ id, icon }) => ({ id, icon, words: wordsFor(words.values, id) })),
    contact: {
      /** The phone card's line, "Monday-Friday 9AM-6PM ART". */
      phoneHours,
      /** The office-hours card, one line per run of days. */
      schedule,
      /** Every line the live open-now status can show. */
      statusLines: officeStatusLines(site.officeHours, clock, words.contact),
    },
  };
}

/** The home page's data, as its route component gets it. */
export type HomePageData = ReturnType<typeof homePageData>;
