import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  getOfficeStatus,
  officeStatusLine,
  type OpeningRule,
} from "./office-hours";
import { officeStatusLines, type StatusWords } from "./office-hours-lines";

/**
 * The rules are tested on hours and words of their own, not the site's: the owner may change
 * both (app/content/site.yaml, each locale's home.yaml) without these tests having to follow.
 */
const weekHours: OpeningRule[] = [
  { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "18:00" },
  { days: ["Sa"], opens: "10:00", closes: "14:00" },
];
const enWords: StatusWords = {
  closedLabel: "Closed",
  openNow: "Open now · closes {closes}",
  opensLater: {
    today: "Closed · opens today {at}",
    tomorrow: "Closed · opens tomorrow {at}",
    weekday: "Closed · opens {day} {at}",
  },
};

const zone = "America/Argentina/Buenos_Aires";
/** An instant given as Buenos Aires wall-clock time (ART is UTC-3, no daylight saving). */
const art = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
// 2026-11-20 is a Friday; 2026-11-21 Saturday; 2026-11-22 Sunday; 2026-11-23 Monday.
const english = { lang: "en", hourCycle: "h12" } as const;
const spanish = { lang: "es-AR", hourCycle: "h23" } as const;
const statusAt = (isoLocal: string, rules = weekHours) =>
  officeStatusLine(
    getOfficeStatus(art(isoLocal), rules, zone),
    officeStatusLines(rules, english, enWords),
  );

describe("formatClockTime", () => {
  it("writes 24-hour times on the 12-hour clock in English, with plain spaces", () => {
    expect(formatClockTime("09:00", english)).toBe("9:00 AM");
    expect(formatClockTime("18:00", english)).toBe("6:00 PM");
    expect(formatClockTime("12:30", english)).toBe("12:30 PM");
    expect(formatClockTime("00:05", english)).toBe("12:05 AM");
    expect(formatClockTime("18:00", english, false)).toBe("6PM");
  });

  it("keeps the 24-hour clock in Spanish, without a leading zero", () => {
    expect(formatClockTime("09:00", spanish)).toBe("9:00");
    expect(formatClockTime("18:00", spanish)).toBe("18:00");
    expect(formatClockTime("09:00", spanish, false)).toBe("9");
  });
});

describe("getOfficeStatus", () => {
  it("is open on Friday at 17:59 and closes at 6:00 PM", () => {
    expect(statusAt("2026-11-20T17:59")).toBe("Open now · closes 6:00 PM");
  });

  it("is closed on Friday at 18:00 and opens tomorrow at 10:00 AM", () => {
    expect(statusAt("2026-11-20T18:00")).toBe("Closed · opens tomorrow 10:00 AM");
  });

  it("is open on Saturday at 13:59 and closed at 14:00 until Monday", () => {
    expect(statusAt("2026-11-21T13:59")).toBe("Open now · closes 2:00 PM");
    expect(statusAt("2026-11-21T14:00")).toBe("Closed · opens Monday 9:00 AM");
  });

  it("skips a closed day: with no Saturday hours, Friday evening opens on Monday", () => {
    const weekdaysOnly = weekHours.slice(0, 1);
    expect(statusAt("2026-11-20T18:00", weekdaysOnly)).toBe("Closed · opens Monday 9:00 AM");
    expect(statusAt("2026-11-21T11:00", weekdaysOnly)).toBe("Closed · opens Monday 9:00 AM");
  });

  it("is closed all Sunday and opens tomorrow, Monday", () => {
    expect(statusAt("2026-11-22T11:00")).toBe("Closed · opens tomorrow 9:00 AM");
  });

  it("is closed on Monday at 08:59 and opens today at 9:00 AM", () => {
    expect(statusAt("2026-11-23T08:59")).toBe("Closed · opens today 9:00 AM");
    expect(statusAt("2026-11-23T09:00")).toBe("Open now · closes 6:00 PM");
  });

  it("judges by the Buenos Aires clock, whatever the visitor's time zone", () => {
    // 2026-11-20 21:30 UTC is Friday 18:30 in Buenos Aires but still 13:30 in Los Angeles
    // and already Saturday 06:30 in Tokyo: the office is closed for all three visitors.
    const instant = new Date("2026-11-20T21:30:00Z");
    expect(getOfficeStatus(instant, weekHours, zone)).toEqual({
      isOpen: false,
      opensAt: { day: "tomorrow", time: "10:00" },
    });
    // The same rules judged on Tokyo's clock would say Saturday 06:30: a different answer.
    expect(getOfficeStatus(instant, weekHours, "Asia/Tokyo")).toEqual({
      isOpen: false,
      opensAt: { day: "today", time: "10:00" },
    });
  });

  it("says just Closed when no day has opening hours", () => {
    const lines = officeStatusLines([], english, enWords);
    expect(officeStatusLine(getOfficeStatus(new Date(), [], zone), lines)).toBe("Closed");
  });
});
