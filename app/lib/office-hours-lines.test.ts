import { describe, expect, it } from "vitest";
import { getOfficeStatus, officeStatusLine, type OpeningRule } from "./office-hours";
import {
  describeSchedule,
  officeStatusLines,
  type ScheduleWords,
  type StatusWords,
} from "./office-hours-lines";

/**
 * The lines are tested on hours and words of their own, not the site's: the owner may change
 * both (app/content/site.yaml, each locale's home.yaml) without these tests having to follow.
 */
const weekHours: OpeningRule[] = [
  { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "18:00" },
  { days: ["Sa"], opens: "10:00", closes: "14:00" },
];
const enWords: ScheduleWords = {
  closedLabel: "Closed",
  dayRange: "{first}-{last}",
  hoursRange: "{opens}-{closes}",
};
const esWords: ScheduleWords & StatusWords = {
  closedLabel: "Cerrado",
  dayRange: "{first} a {last}",
  hoursRange: "{opens} a {closes}",
  openNow: "Abierto ahora · cierra a las {closes}",
  opensLater: {
    today: "Cerrado · abre hoy a las {at}",
    tomorrow: "Cerrado · abre mañana a las {at}",
    weekday: "Cerrado · abre el {day} a las {at}",
  },
};

const zone = "America/Argentina/Buenos_Aires";
/** An instant given as Buenos Aires wall-clock time (ART is UTC-3, no daylight saving). */
const art = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
// 2026-11-20 is a Friday; 2026-11-21 Saturday; 2026-11-23 Monday.
const english = { lang: "en", hourCycle: "h12" } as const;
const spanish = { lang: "es-AR", hourCycle: "h23" } as const;

describe("describeSchedule", () => {
  it("writes a week's hours as runs of days, closed days last", () => {
    expect(describeSchedule(weekHours, english, enWords)).toEqual([
      { days: "Monday-Friday", hours: "9:00 AM-6:00 PM" },
      { days: "Saturday", hours: "10:00 AM-2:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("splits non-consecutive days and groups closed runs", () => {
    const rules: OpeningRule[] = [{ days: ["Mo", "We", "Th"], opens: "08:00", closes: "12:00" }];
    expect(describeSchedule(rules, english, enWords)).toEqual([
      { days: "Monday", hours: "8:00 AM-12:00 PM" },
      { days: "Wednesday-Thursday", hours: "8:00 AM-12:00 PM" },
      { days: "Tuesday", hours: "Closed" },
      { days: "Friday-Sunday", hours: "Closed" },
    ]);
  });
});

describe("the schedule and status in Spanish", () => {
  it("writes the same hours in Argentine Spanish, on the 24-hour clock", () => {
    expect(describeSchedule(weekHours, spanish, esWords)).toEqual([
      { days: "Lunes a viernes", hours: "9:00 a 18:00" },
      { days: "Sábado", hours: "10:00 a 14:00" },
      { days: "Domingo", hours: "Cerrado" },
    ]);
    const lines = officeStatusLines(weekHours, spanish, esWords);
    const status = (isoLocal: string) =>
      officeStatusLine(getOfficeStatus(art(isoLocal), weekHours, zone), lines);
    expect(status("2026-11-20T17:59")).toBe("Abierto ahora · cierra a las 18:00");
    expect(status("2026-11-20T18:00")).toBe("Cerrado · abre mañana a las 10:00");
    expect(status("2026-11-21T14:00")).toBe("Cerrado · abre el lunes a las 9:00");
    expect(status("2026-11-23T08:59")).toBe("Cerrado · abre hoy a las 9:00");
  });
});
