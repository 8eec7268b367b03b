import type { CommonCopy } from "~/content/common-words";
import type { Figures } from "~/content/figure-schemas";
import type { SiteContent } from "~/content/schema";
import { locales, type Locale } from "~/i18n/locales";
import { formatFigure } from "~/lib/figures";
import { formatMessage } from "~/lib/message";
import { formatClockTime } from "~/lib/office-hours";
import { describeSchedule, officeStatusLines } from "~/lib/office-hours-lines";
import { wordsFor } from "~/lib/words-for";
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

/** The home page's words without the proof sections' (team, testimonials, client logos). */
export type HomeSectionsWords = Omit<HomeWords, "team" | "testimonials" | "clientLogos">;

/**
 * The home page's words less the proof sections': those go into the sections' build-time HTML
 * only (app/pages/home/static-sections.server.tsx), so the page's data carries none of them.
 */
function withoutProofWords(home: HomeWords): HomeSectionsWords {
  const words: Partial<HomeWords> = { ...home };
  delete words.team;
  delete words.testimonials;
  delete words.clientLogos;
  return words as HomeSectionsWords;
}

/** What the home page's sections are made from: the content, checked and placeholders filled. */
export interface HomeSectionsInput {
  /** The site's facts (app/content/site.yaml): office hours, time zone. */
  site: Pick<SiteContent, "officeHours" | "timeZoneAbbreviation">;
  /** The locale's common words: `figures.notYet` for a figure not reached yet. */
  common: Pick<CommonCopy, "figures">;
  /** The figures of app/content/figures.yaml. */
  figures: Figures;
  /** The locale's home page words (app/content/<locale>/home.yaml), placeholders filled. */
  words: HomeWords;
}

/**
 * The props of the home page's sections (hero, services, about, contact) in `locale`: the
 * figures and office hours written out with `Intl` and labelled from the words, so the browser
 * formats nothing. Pure: the page's loader (data.server.ts) calls it at prerender with the
 * content as read from the files, and the editor's preview (app/editor-preview/) in the browser
 * with the words being edited.
 *
 * @throws Error naming the id when the words lack an entry for an id of figures.yaml
 *   (the content check refuses such content before any build).
 */
export function homeSectionsData(
  { site, common, figures, words }: HomeSectionsInput,
  locale: Locale,
) {
  const notYet = common.figures.notYet;
  const clock = locales[locale];
  const schedule = describeSchedule(site.officeHours, clock, words.contact);
  // The phone card gives the first opening rule's days and hours ("Monday-Friday 9AM-6PM ART").
  const [firstRule] = site.officeHours;
  const phoneHours =
    firstRule && schedule[0]
      ? formatMessage(
          words.contact.phoneHours,
          {
            days: schedule[0].days,
            opens: formatClockTime(firstRule.opens, clock, false),
            closes: formatClockTime(firstRule.closes, clock, false),
            zone: site.timeZoneAbbreviation,
          },
          clock.lang,
        )
      : "";
  return {
    words: withoutProofWords(words),
    heroStats: formatted(figures.heroStats, words.heroStats, locale, notYet),
    trackRecord: formatted(figures.trackRecord, words.trackRecord.labels, locale, notYet),
    services: figures.services.map(({ id, icon }) => ({
      id,
      icon,
      words: wordsFor(words.services.items, id),
    })),
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

/** The home page's sections' props, as {@link homeSectionsData} gives them. */
export type HomeSectionsData = ReturnType<typeof homeSectionsData>;
