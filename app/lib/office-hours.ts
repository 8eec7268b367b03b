/**
 * Office-hours rules (docs/requirements.md R9): whether the office is open at a given instant
 * in the office's time zone, its clock times, and which prepared status line applies.
 * Pure functions; no React, no clock of their own. Everything written for people is formatted
 * at build time (the loaders, with office-hours-lines.ts); the browser only judges the instant
 * and picks a prepared line, and this module, which its script imports, formats no message.
 */

/** ISO 8601 weekday code, as schema.org `openingHoursSpecification` uses it. */
export type Weekday = "Mo" | "Tu" | "We" | "Th" | "Fr" | "Sa" | "Su";

/** Opening hours shared by one or more weekdays; times are 24-hour "HH:MM", local to the office. */
export interface OpeningRule {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** Whether the office is open, and the next change, as 24-hour "HH:MM" office times. */
export type OfficeStatus =
  | { isOpen: true; closesAt: string }
  | { isOpen: false; opensAt: { day: "today" | "tomorrow" | Weekday; time: string } | null };

/** Monday-first week, the order the schedule is shown in. */
export const weekdays: readonly Weekday[] = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/** English weekday names, as schema.org spells them. */
const dayNames: Record<Weekday, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

const shortDayToWeekday: Record<string, Weekday> = {
  Mon: "Mo",
  Tue: "Tu",
  Wed: "We",
  Thu: "Th",
  Fri: "Fr",
  Sat: "Sa",
  Sun: "Su",
};

/** The English (schema.org) name of a weekday code, e.g. "Mo" → "Monday". */
export function weekdayName(day: Weekday): string {
  return dayNames[day];
}

/** How a locale writes times: its `Intl` language tag and 12- or 24-hour clock. */
export interface ClockStyle {
  lang: string;
  hourCycle: "h12" | "h23";
}

/** A weekday's name in a language, from `Intl`: "Monday", "lunes". */
export function localWeekdayName(day: Weekday, lang: string): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)));
  return new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" }).format(date);
}

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * Writes a 24-hour "HH:MM" time with `Intl` in a locale's clock, hours without a leading zero
 * and with plain spaces: "09:00" → "9:00 AM" (h12) or "9:00" (h23).
 *
 * @param withMinutes - false for the hour alone, without spaces: "9AM", "18".
 */
export function formatClockTime(clock: string, style: ClockStyle, withMinutes = true): string {
  const total = minutesOf(clock);
  const date = new Date(Date.UTC(2024, 0, 1, Math.floor(total / 60), total % 60));
  const parts = new Intl.DateTimeFormat(style.lang, {
    hour: "numeric",
    minute: withMinutes ? "2-digit" : undefined,
    hourCycle: style.hourCycle,
    timeZone: "UTC",
  }).formatToParts(date);
  const text = parts
    .map((part) => (part.type === "hour" ? String(Number(part.value)) : part.value))
    .join("")
    .replace(/\s/g, " ");
  return withMinutes ? text : text.replace(/ /g, "");
}

/**
 * The weekday and minutes since midnight of `now` on the wall clock of `timeZone`.
 *
 * @param timeZone - an IANA zone, e.g. "America/Argentina/Buenos_Aires".
 * @throws RangeError when `timeZone` is not a known zone.
 */
export function wallClock(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  const day = shortDayToWeekday[part("weekday")];
  if (!day) throw new RangeError(`Unexpected weekday from Intl: ${part("weekday")}`);
  return { day, minutes: Number(part("hour")) * 60 + Number(part("minute")) };
}

/**
 * Whether the office is open at the instant `now`, judged on the office's wall clock, and
 * when that changes next. Opening time is inclusive, closing time exclusive (open at 9:00,
 * closed at 18:00). `opensAt.day` is "today", "tomorrow" or a weekday code; `opensAt` is
 * `null` only when no rule opens on any day. Times are "HH:MM", for {@link officeStatusLine}.
 *
 * @param now - the instant to judge; the visitor's own time zone does not matter.
 * @param timeZone - the office's IANA zone (spec: Buenos Aires, ART).
 */
export function getOfficeStatus(
  now: Date,
  rules: readonly OpeningRule[],
  timeZone: string,
): OfficeStatus {
  const { day, minutes } = wallClock(now, timeZone);
  const ruleFor = (d: Weekday) => rules.find((rule) => rule.days.includes(d));

  const today = ruleFor(day);
  if (today && minutes >= minutesOf(today.opens) && minutes < minutesOf(today.closes)) {
    return { isOpen: true, closesAt: today.closes };
  }
  if (today && minutes < minutesOf(today.opens)) {
    return { isOpen: false, opensAt: { day: "today", time: today.opens } };
  }
  const start = weekdays.indexOf(day);
  for (let offset = 1; offset <= 7; offset++) {
    const next = weekdays[(start + offset) % 7];
    const rule = next && ruleFor(next);
    if (next && rule) {
      return {
        isOpen: false,
        opensAt: {
          day: offset === 1 ? "tomorrow" : next,
          time: rule.opens,
        },
      };
    }
  }
  return { isOpen: false, opensAt: null };
}

/**
 * Every line the live status can show, written in advance in the locale's words and clock, so
 * the browser formats nothing: keyed by the 24-hour "HH:MM" office times of the rules, and for
 * a later weekday by its code. For {@link officeStatusLine}.
 */
export interface OfficeStatusLines {
  /** "Open now · closes 6:00 PM", by closing time. */
  openUntil: Record<string, string>;
  /** "Closed · opens today 9:00 AM", by opening time. */
  opensToday: Record<string, string>;
  /** "Closed · opens tomorrow 9:00 AM", by opening time. */
  opensTomorrow: Record<string, string>;
  /** "Closed · opens Monday 9:00 AM", by weekday (only days with a rule). */
  opensOn: Partial<Record<Weekday, string>>;
  /** "Closed", when no rule opens on any day. */
  closed: string;
}

/**
 * The prepared line (office-hours-lines.ts, `officeStatusLines`) for a status of
 * {@link getOfficeStatus}.
 */
export function officeStatusLine(status: OfficeStatus, lines: OfficeStatusLines): string {
  if (status.isOpen) return lines.openUntil[status.closesAt] ?? lines.closed;
  if (!status.opensAt) return lines.closed;
  const { day, time } = status.opensAt;
  if (day === "today") return lines.opensToday[time] ?? lines.closed;
  if (day === "tomorrow") return lines.opensTomorrow[time] ?? lines.closed;
  return lines.opensOn[day] ?? lines.closed;
}
