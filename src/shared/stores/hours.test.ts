import { describe, expect, it } from "vitest";
import { isTimeZone } from "../../tenant/time-zone.ts";
import { hoursNow, openAt, parseHoursLine, todayLine, weekOf, zonedTime } from "./hours.ts";

const NY = "America/New_York";
const CHICAGO = "America/Chicago";
/** 2026-11-25 is a Wednesday (day 2); New York is UTC-5 then. */
const ny = (local: string) => new Date(`${local}-05:00`);

describe("parseHoursLine", () => {
  it("reads a day range with 12-hour times", () => {
    expect(parseHoursLine("Mon - Sat: 7:00 AM - 10:00 PM")).toEqual({
      days: [0, 1, 2, 3, 4, 5],
      spans: [{ open: 420, close: 1320 }],
    });
  });
  it("reads a single day, full day names, en dashes, 'to' and no colon", () => {
    expect(parseHoursLine("Sunday 8am – 9pm")).toEqual({ days: [6], spans: [{ open: 480, close: 1260 }] });
    expect(parseHoursLine("Tue to Thu 9:30 a.m. to 5 p.m.")).toEqual({
      days: [1, 2, 3],
      spans: [{ open: 570, close: 1020 }],
    });
  });
  it("reads a range that wraps over the week's end", () => {
    expect(parseHoursLine("Sat - Mon: 9:00 AM - 5:00 PM")?.days).toEqual([5, 6, 0]);
  });
  it("reads a 24-hour clock when neither time has AM/PM", () => {
    expect(parseHoursLine("Daily: 06:00 - 23:30")).toEqual({
      days: [0, 1, 2, 3, 4, 5, 6],
      spans: [{ open: 360, close: 1410 }],
    });
  });
  it("reads closed days", () => {
    expect(parseHoursLine("Sun: Closed")).toEqual({ days: [6], spans: [] });
  });
  it("reads a close past midnight as the next morning", () => {
    expect(parseHoursLine("Fri - Sat: 10:00 AM - 2:00 AM")).toEqual({
      days: [4, 5],
      spans: [{ open: 600, close: 1560 }],
    });
    expect(parseHoursLine("Mon - Sun: 6:00 AM - 12:00 AM")?.spans).toEqual([{ open: 360, close: 1440 }]);
  });
  it("reads 24 hours, for the week or for some days", () => {
    expect(parseHoursLine("Open 24 hours")).toEqual({ days: [0, 1, 2, 3, 4, 5, 6], spans: [{ open: 0, close: 1440 }] });
    expect(parseHoursLine("Mon - Fri: Open 24 hours")?.spans).toEqual([{ open: 0, close: 1440 }]);
    expect(parseHoursLine("Sat: 12:00 AM - 12:00 AM")?.spans).toEqual([{ open: 0, close: 1440 }]);
  });
  it("does not read what is not the store's hours, or is ambiguous", () => {
    for (const line of [
      "Holidays: 8:00 AM - 6:00 PM",
      "Pharmacy: Mon - Fri 9:00 AM - 7:00 PM",
      "Mon - Fri: 7 - 10 PM",
      "Mon - Fri: 13:00 PM - 2:00 PM",
      "Mon - Fri: call for hours",
      "Monthly specials: 9:00 AM - 5:00 PM",
      "",
    ])
      expect(parseHoursLine(line), line).toBeNull();
  });
});

describe("zonedTime", () => {
  it("gives the weekday and minutes in the zone, not the runtime's", () => {
    const at = new Date("2026-11-26T03:30:00Z");
    expect(zonedTime(at, "UTC")).toEqual({ day: 3, minute: 210 });
    expect(zonedTime(at, NY)).toEqual({ day: 2, minute: 22 * 60 + 30 });
    expect(zonedTime(at, CHICAGO)).toEqual({ day: 2, minute: 21 * 60 + 30 });
  });
  it("follows daylight saving time", () => {
    expect(zonedTime(new Date("2026-07-01T12:00:00Z"), NY).minute).toBe(8 * 60);
    expect(zonedTime(new Date("2026-12-01T12:00:00Z"), NY).minute).toBe(7 * 60);
  });
});

describe("isTimeZone", () => {
  it("knows IANA names and refuses others", () => {
    expect(isTimeZone(NY)).toBe(true);
    expect(isTimeZone("Pacific/Honolulu")).toBe(true);
    expect(isTimeZone("America/Springfield")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("openAt", () => {
  const week = weekOf(["Mon - Sat: 7:00 AM - 10:00 PM", "Sun: Closed", "Holidays: 8:00 AM - 6:00 PM"]);
  it("is open inside the hours and closed outside them, at the exact edges too", () => {
    expect(openAt(week, ny("2026-11-25T06:59:00"), NY)).toBe(false);
    expect(openAt(week, ny("2026-11-25T07:00:00"), NY)).toBe(true);
    expect(openAt(week, ny("2026-11-25T21:59:00"), NY)).toBe(true);
    expect(openAt(week, ny("2026-11-25T22:00:00"), NY)).toBe(false);
  });
  it("is closed all day on a closed day", () => {
    expect(openAt(week, ny("2026-11-29T12:00:00"), NY)).toBe(false);
  });
  it("judges in the chain's zone: 9:30 PM in New York is 8:30 PM in Chicago", () => {
    const at = ny("2026-11-25T22:30:00");
    expect(openAt(week, at, NY)).toBe(false);
    expect(openAt(week, at, CHICAGO)).toBe(true);
  });
  it("stays open past midnight into the next day", () => {
    const late = weekOf(["Mon - Thu: 8:00 AM - 10:00 PM", "Fri: 8:00 AM - 2:00 AM", "Sat: Closed"]);
    // Saturday 1:30 AM: Friday's hours still run, although Saturday is closed.
    expect(openAt(late, ny("2026-11-28T01:30:00"), NY)).toBe(true);
    expect(openAt(late, ny("2026-11-28T02:00:00"), NY)).toBe(false);
    expect(openAt(late, ny("2026-11-27T23:00:00"), NY)).toBe(true);
  });
  it("is always open on 24 hours", () => {
    const always = weekOf(["Open 24 hours", "Pharmacy: Mon - Fri 9:00 AM - 7:00 PM"]);
    expect(openAt(always, ny("2026-11-29T03:00:00"), NY)).toBe(true);
    expect(openAt(always, ny("2026-11-25T00:00:00"), NY)).toBe(true);
  });
  it("makes no claim when today's hours are unknown", () => {
    expect(openAt(weekOf(["Call the store for hours"]), ny("2026-11-25T12:00:00"), NY)).toBeNull();
    expect(openAt(weekOf(["Mon - Fri: 9:00 AM - 5:00 PM"]), ny("2026-11-28T12:00:00"), NY)).toBeNull();
  });
});

describe("todayLine", () => {
  const lines = ["Mon - Fri: 6:00 AM - 11:00 PM", "Sat - Sun: 7:00 AM - 10:00 PM", "Holidays: 8:00 AM - 6:00 PM"];
  it("is the line covering today in the zone", () => {
    expect(todayLine(lines, ny("2026-11-25T12:00:00"), NY)).toBe(0);
    expect(todayLine(lines, ny("2026-11-28T12:00:00"), NY)).toBe(1);
    // Friday 11 PM in Chicago is already Saturday in UTC.
    expect(todayLine(lines, new Date("2026-11-28T05:00:00Z"), CHICAGO)).toBe(0);
  });
  it("is -1 when no readable line covers today", () => {
    expect(todayLine(["Holidays: 8:00 AM - 6:00 PM"], ny("2026-11-25T12:00:00"), NY)).toBe(-1);
  });
});

describe("hoursNow", () => {
  const lines = ["Mon - Sat: 7:00 AM - 10:00 PM", "Sun: 8:00 AM - 9:00 PM"];
  it("gives today's line and open or closed in the chain's zone", () => {
    expect(hoursNow(lines, ny("2026-11-25T21:30:00"), NY)).toEqual({ today: 0, open: true });
    expect(hoursNow(lines, ny("2026-11-29T21:30:00"), NY)).toEqual({ today: 1, open: false });
    // Sunday 10:30 PM in New York is 9:30 PM in Chicago: still Sunday there, and closed.
    expect(hoursNow(lines, ny("2026-11-29T22:30:00"), CHICAGO)).toEqual({ today: 1, open: false });
    // Monday 0:30 AM in New York is Sunday 11:30 PM in Chicago: Sunday's line, not Monday's.
    expect(hoursNow(lines, ny("2026-11-30T00:30:00"), CHICAGO)).toEqual({ today: 1, open: false });
  });
  it("makes no claim for hours it cannot read, or a zone the runtime does not know", () => {
    expect(hoursNow(["Call the store for hours"], ny("2026-11-25T12:00:00"), NY)).toEqual({ today: -1, open: null });
    expect(hoursNow(lines, ny("2026-11-25T12:00:00"), "Central Time")).toEqual({ today: -1, open: null });
  });
});
