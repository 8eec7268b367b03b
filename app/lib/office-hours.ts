/**
 * Office-hours rules (spec sections 2 "Contact" and 9): formatting the weekly schedule and
 * deciding whether the office is open at a given instant in the office's time zone.
 * Pure functions; no React, no clock of their own.
 */

/** ISO 8601 weekday code, as schema.org `openingHoursSpecification` uses it. */
export type Weekday = "Mo" | "Tu" | "We" | "Th" | "Fr" | "Sa" | "Su";

/** Opening hours shared by one or more weekdays; times are 24-hour "HH:MM", local to the office. */
export interface OpeningRule {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** One line of the displayed schedule, e.g. `{ days: "Monday-Friday", hours: "9:00 AM-6:00 PM" }`. */
export interface ScheduleLine {
  days: string;
  hours: string;
}

/** Whether the office is open, and the next change, with times formatted for display. */
export type OfficeStatus =
  | { isOpen: true; closesAt: string }
  | { isOpen: false; opensAt: { day: string; time: string } | null };

/** Monday-first week, the order the schedule is shown in. */
export const weekdays: readonly Weekday[] = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

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

/** The English name of a weekday code, e.g. "Mo" → "Monday". */
export function weekdayName(day: Weekday): string {
  return dayNames[day];
}

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * Formats a 24-hour "HH:MM" time on the 12-hour clock, e.g. "09:00" → "9:00 AM",
 * "18:30" → "6:30 PM", "00:00" → "12:00 AM".
 */
export function formatClockTime(clock: string): string {
  const total = minutesOf(clock);
  const hours24 = Math.floor(total / 60);
  const minutes = String(total % 60).padStart(2, "0");
  const suffix = hours24 < 12 ? "AM" : "PM";
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${minutes} ${suffix}`;
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

function formatRun(run: readonly Weekday[]): string {
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last) return "";
  return first === last ? weekdayName(first) : `${weekdayName(first)}-${weekdayName(last)}`;
}

/**
 * The weekly schedule as display lines, open days first in rule order, then the closed days:
 * `Monday-Friday 9:00 AM-6:00 PM`, `Saturday 10:00 AM-2:00 PM`, `Sunday Closed`
 * (spec section 2 "Contact").
 *
 * @param closedLabel - the word shown for closed days, e.g. "Closed".
 */
export function describeSchedule(
  rules: readonly OpeningRule[],
  closedLabel: string,
): ScheduleLine[] {
  const open = rules.flatMap((rule) =>
    consecutiveRuns(rule.days).map((run) => ({
      days: formatRun(run),
      hours: `${formatClockTime(rule.opens)}-${formatClockTime(rule.closes)}`,
    })),
  );
  const openDays = rules.flatMap((rule) => rule.days);
  const closed = consecutiveRuns(weekdays.filter((day) => !openDays.includes(day))).map((run) => ({
    days: formatRun(run),
    hours: closedLabel,
  }));
  return [...open, ...closed];
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
 * closed at 18:00). `opensAt.day` is "today", "tomorrow" or a weekday name; it is `null`
 * only when no rule opens on any day.
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
    return { isOpen: true, closesAt: formatClockTime(today.closes) };
  }
  if (today && minutes < minutesOf(today.opens)) {
    return { isOpen: false, opensAt: { day: "today", time: formatClockTime(today.opens) } };
  }
  const start = weekdays.indexOf(day);
  for (let offset = 1; offset <= 7; offset++) {
    const next = weekdays[(start + offset) % 7];
    const rule = next && ruleFor(next);
    if (next && rule) {
      return {
        isOpen: false,
        opensAt: {
          day: offset === 1 ? "tomorrow" : weekdayName(next),
          time: formatClockTime(rule.opens),
        },
      };
    }
  }
  return { isOpen: false, opensAt: null };
}

/**
 * One line for a status badge, e.g. "Open now · closes 6:00 PM" or
 * "Closed · opens Monday 9:00 AM".
 */
export function formatOfficeStatus(status: OfficeStatus): string {
  if (status.isOpen) return `Open now · closes ${status.closesAt}`;
  if (!status.opensAt) return "Closed";
  return `Closed · opens ${status.opensAt.day} ${status.opensAt.time}`;
}
