/**
 * A store's opening hours read from its free-text `StoreTimings` lines, and whether it is open at
 * a given instant in the chain's time zone. Pure: the build and the /contact page script share it.
 *
 * Lines it reads (any case, '-' or '–', optional ':' after the days, 'to' between times):
 * 'Mon - Sat: 7:00 AM - 10:00 PM', 'Sun 9:00-17:00' (no AM/PM on either: a 24-hour clock), 'Daily: 8am - 9pm',
 * 'Sat - Sun: Closed', 'Fri: 10 PM - 2 AM' (past midnight: open into Saturday), 'Open 24 hours',
 * 'Mon - Fri: Open 24 hours'. Lines naming something else ('Holidays: …', 'Pharmacy: Mon - Fri …')
 * are not the store's hours. A day no line covers is unknown: no open/closed claim is made for it.
 */

/** Minutes from midnight; a close past midnight is above 1440. */
export type Span = { open: number; close: number };

/** What one line says: the days it covers (0 = Monday … 6 = Sunday) and their spans ([] = closed). */
export type HoursLine = { days: number[]; spans: Span[] };

/** The week: per day its spans ([] = closed), or null when no line covers the day. */
export type Week = (Span[] | null)[];

const DAY_NAMES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const DAY = "(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?";
const TIME = "(\\d{1,2})(?:[:.](\\d{2}))?\\s*(a\\.?m\\.?|p\\.?m\\.?)?";
const DAYS_PART = `(?:(daily|every\\s*day)|${DAY}(?:\\s*(?:-|–|to)\\s*${DAY})?)`;
const RANGE = new RegExp(`^${TIME}\\s*(?:-|–|to)\\s*${TIME}$`, "i");
const LINE = new RegExp(`^${DAYS_PART}\\s*:?\\s*(.+)$`, "i");
const ALL_DAY = /^open\s*24\s*(?:hours|hrs|h)$|^24\s*(?:hours|hrs|h)$/i;

const dayIndex = (name: string) => DAY_NAMES.indexOf(name.slice(0, 3).toLowerCase());

/** Minutes of a written time; null when it is no time of day. */
function minutes(h: string, m: string | undefined, half: string | undefined): number | null {
  const hour = Number(h);
  const minute = Number(m ?? "0");
  if (minute > 59) return null;
  if (half === undefined) return hour <= 24 ? hour * 60 + minute : null;
  if (hour < 1 || hour > 12) return null;
  const pm = half.toLowerCase().startsWith("p");
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/** The spans of the part after the days; null when it reads as nothing known. */
function spansOf(text: string): Span[] | null {
  const t = text.trim();
  if (/^closed$/i.test(t)) return [];
  if (ALL_DAY.test(t)) return [{ open: 0, close: 1440 }];
  const m = RANGE.exec(t);
  if (!m) return null;
  const [, h1, m1, a1, h2, m2, a2] = m;
  // '7 - 10 PM' could be morning or evening: one AM/PM for two times is not guessed.
  if ((a1 === undefined) !== (a2 === undefined)) return null;
  const open = minutes(h1!, m1, a1);
  const close0 = minutes(h2!, m2, a2);
  if (open === null || close0 === null) return null;
  if (open === close0) return [{ open: 0, close: 1440 }];
  // A close at or before the open is the next morning.
  const close = close0 <= open ? close0 + 1440 : close0;
  return [{ open, close }];
}

/** One hours line read, or null when the parser cannot read it. */
export function parseHoursLine(line: string): HoursLine | null {
  const text = line.trim();
  if (ALL_DAY.test(text)) return { days: [0, 1, 2, 3, 4, 5, 6], spans: [{ open: 0, close: 1440 }] };
  const m = LINE.exec(text);
  if (!m) return null;
  const [, daily, d1, d2, rest] = m;
  let days: number[];
  if (daily !== undefined) days = [0, 1, 2, 3, 4, 5, 6];
  else {
    const from = dayIndex(d1!);
    const to = d2 === undefined ? from : dayIndex(d2);
    days = [];
    for (let d = from; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === to) break;
    }
  }
  const spans = spansOf(rest!);
  return spans === null ? null : { days, spans };
}

/** The week of the hours lines; a later line for a day replaces an earlier one. */
export function weekOf(lines: readonly string[]): Week {
  const week: Week = [null, null, null, null, null, null, null];
  for (const line of lines) {
    const read = parseHoursLine(line);
    if (read) for (const d of read.days) week[d] = read.spans;
  }
  return week;
}

/** The weekday (0 = Monday) and minutes from midnight of an instant in an IANA time zone. */
export function zonedTime(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: dayIndex(get("weekday")), minute: (Number(get("hour")) % 24) * 60 + Number(get("minute")) };
}

/**
 * Open or closed at an instant in the zone; null when the hours of today (or of yesterday's span
 * running past midnight) are unknown.
 */
export function openAt(week: Week, at: Date, timeZone: string): boolean | null {
  const { day, minute } = zonedTime(at, timeZone);
  const today = week[day];
  const yesterday = week[(day + 6) % 7];
  if (yesterday?.some((s) => s.close > 1440 && minute < s.close - 1440)) return true;
  if (today === null || today === undefined) return null;
  return today.some((s) => minute >= s.open && minute < s.close);
}

/** Index of the line that gives today's hours (the last readable line covering today), or -1. */
export function todayLine(lines: readonly string[], at: Date, timeZone: string): number {
  const { day } = zonedTime(at, timeZone);
  let found = -1;
  lines.forEach((line, i) => {
    if (parseHoursLine(line)?.days.includes(day)) found = i;
  });
  return found;
}

/** What a store's hours say at an instant: the index of today's line (-1: none) and open now (null: unknown). */
export type HoursNow = { today: number; open: boolean | null };

/**
 * Today's line and open or closed for a store's hours lines at an instant in an IANA time zone; a
 * zone the runtime does not know makes no claim ({ today: -1, open: null }).
 */
export function hoursNow(lines: readonly string[], at: Date, timeZone: string): HoursNow {
  try {
    return { today: todayLine(lines, at, timeZone), open: openAt(weekOf(lines), at, timeZone) };
  } catch {
    return { today: -1, open: null };
  }
}
