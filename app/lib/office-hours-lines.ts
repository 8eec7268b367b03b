/**
 * The office hours written out for people (docs/requirements.md R9), in a locale's words and
 * clock: the weekly schedule and every line the live status can show. Called at build time
 * (the home page's loader) and by the editor's preview, never by a page's own script: the
 * messages are formatted here (app/lib/message.ts), and the browser gets only the lines, from
 * which office-hours.ts picks one.
 */
import { formatMessage } from "./message";
import {
  formatClockTime,
  localWeekdayName,
  weekdays,
  type ClockStyle,
  type OfficeStatusLines,
  type OpeningRule,
  type Weekday,
} from "./office-hours";

/** One line of the displayed schedule, e.g. `{ days: "Monday-Friday", hours: "9:00 AM-6:00 PM" }`. */
export interface ScheduleLine {
  days: string;
  hours: string;
}

/** Splits weekdays (any order) into runs of consecutive days in Monday-first order. */
function consecutiveRuns(days: readonly Weekday[]): Weekday[][] {
  const runs: Weekday[][] = [];
  for (const day of weekdays.filter((d) => days.includes(d))) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && weekdays.indexOf(previous) === weekdays.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** The templates a schedule line is written with, from the locale's copy. */
export interface ScheduleWords {
  /** A run of days: "{first}-{last}" ("Monday-Friday"); a single day is its name alone. */
  dayRange: string;
  /** Opening hours: "{opens}-{closes}" ("9:00 AM-6:00 PM"). */
  hoursRange: string;
  /** The word for closed days: "Closed". */
  closedLabel: string;
}

/** `text` with its first letter in upper case, as a line starts: "lunes a viernes" → "Lunes a viernes". */
function capitalized(text: string, lang: string): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

function formatRun(run: readonly Weekday[], style: ClockStyle, words: ScheduleWords): string {
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last) return "";
  const days =
    first === last
      ? localWeekdayName(first, style.lang)
      : formatMessage(
          words.dayRange,
          {
            first: localWeekdayName(first, style.lang),
            last: localWeekdayName(last, style.lang),
          },
          style.lang,
        );
  return capitalized(days, style.lang);
}

/**
 * The weekly schedule as display lines, open days first in rule order, then the closed days.
 * In English: `Monday-Friday 9:00 AM-6:00 PM`, `Saturday 10:00 AM-2:00 PM`, `Sunday Closed`
 * (docs/requirements.md R9); in Spanish `Lunes a viernes 9:00 a 18:00`…. A line starts with
 * a capital letter in every language.
 */
export function describeSchedule(
  rules: readonly OpeningRule[],
  style: ClockStyle,
  words: ScheduleWords,
): ScheduleLine[] {
  const open = rules.flatMap((rule) =>
    consecutiveRuns(rule.days).map((run) => ({
      days: formatRun(run, style, words),
      hours: formatMessage(
        words.hoursRange,
        {
          opens: formatClockTime(rule.opens, style),
          closes: formatClockTime(rule.closes, style),
        },
        style.lang,
      ),
    })),
  );
  const openDays = rules.flatMap((rule) => rule.days);
  const closed = consecutiveRuns(weekdays.filter((day) => !openDays.includes(day))).map((run) => ({
    days: formatRun(run, style, words),
    hours: words.closedLabel,
  }));
  return [...open, ...closed];
}

/** The status templates of a locale, from its copy. */
export interface StatusWords {
  /** "Open now · closes {closes}". */
  openNow: string;
  /** By when the office opens next: "Closed · opens today {at}", "… tomorrow {at}", "… {day} {at}". */
  opensLater: { today: string; tomorrow: string; weekday: string };
  closedLabel: string;
}

/**
 * Writes every {@link OfficeStatusLines} entry the `rules` can lead to, e.g. "Open now ·
 * closes 6:00 PM", "Closed · opens Monday 9:00 AM", "Cerrado · abre mañana a las 9:00".
 */
export function officeStatusLines(
  rules: readonly OpeningRule[],
  style: ClockStyle,
  words: StatusWords,
): OfficeStatusLines {
  const byTime = (times: string[], template: string, name: string) =>
    Object.fromEntries(
      times.map((time) => [
        time,
        formatMessage(template, { [name]: formatClockTime(time, style) }, style.lang),
      ]),
    );
  const opens = rules.map((rule) => rule.opens);
  return {
    openUntil: byTime(
      rules.map((rule) => rule.closes),
      words.openNow,
      "closes",
    ),
    opensToday: byTime(opens, words.opensLater.today, "at"),
    opensTomorrow: byTime(opens, words.opensLater.tomorrow, "at"),
    opensOn: Object.fromEntries(
      rules.flatMap((rule) =>
        rule.days.map((day) => [
          day,
          formatMessage(
            words.opensLater.weekday,
            { day: localWeekdayName(day, style.lang), at: formatClockTime(rule.opens, style) },
            style.lang,
          ),
        ]),
      ),
    ),
    closed: words.closedLabel,
  };
}
