/**
 * "Add expiry dates to my calendar": an iCalendar file (RFC 5545) with one all-day event per
 * clipped coupon on its expiry day, and a reminder at 9 AM the day before. Each event's UID is made
 * from the chain and the offer only, so a second download updates the events a calendar already
 * has instead of adding copies. Framework-free; the sheet's button only downloads the text. Its
 * words are the page's language (`texts`); the coupons' own texts stay as the gateway sent them.
 */
import { trFill } from "../../lib/i18n/shown-template.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";

/** A clipped coupon as the calendar needs it (a cart row). */
export type CalendarCoupon = { offerId: number; title: string; offer: string; value: string; expiresOn: string };

/** What the file says about the chain and where it links. */
export type CalendarContext = {
  /** Chain's display name (STORE_NAME). */
  chain: string;
  /** Site key: part of every UID, so two chains' coupons never share one. */
  site: string;
  /** Host name the UIDs end in (the site's own). */
  host: string;
  /** The coupon's address on the site. */
  couponUrl: (coupon: CalendarCoupon) => string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The page's texts in another language (absent in English). */
  texts?: Texts | undefined;
};

/** The file's media type. */
export const ICS_TYPE = "text/calendar;charset=utf-8";

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** `YYYYMMDD` of an ISO day, or null when it is not one. */
function dateValue(isoDay: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? isoDay.replace(/-/g, "") : null;
}

/** The day after an ISO day as `YYYYMMDD` (DTEND of an all-day event is exclusive). */
function nextDay(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10).replace(/-/g, "");
}

/** A UTC date-time `YYYYMMDDTHHMMSSZ`. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The stable UID of a coupon's expiry event. */
export function eventUid(coupon: Pick<CalendarCoupon, "offerId">, site: string, host: string): string {
  return `coupon-${coupon.offerId}-expiry.${site}@${host}`;
}

/** One coupon's event lines, or none when its expiry day is unknown. */
function eventLines(coupon: CalendarCoupon, ctx: CalendarContext): string[] {
  const start = dateValue(coupon.expiresOn);
  if (start === null) return [];
  const url = ctx.couponUrl(coupon);
  const { texts, chain } = ctx;
  const value = coupon.value === "" ? "" : trFill(texts, "Value: {value}", { value: coupon.value });
  const details = [coupon.offer, value, trFill(texts, "Clipped at {chain}.", { chain }), url];
  const summary = trFill(texts, "Coupon expires: {title} ({chain})", { title: coupon.title, chain });
  return [
    "BEGIN:VEVENT",
    `UID:${eventUid(coupon, ctx.site, ctx.host)}`,
    `DTSTAMP:${stamp(ctx.now)}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${nextDay(coupon.expiresOn)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(details.filter((line) => line !== "").join("\n"))}`,
    `URL:${url}`,
    "TRANSP:TRANSPARENT",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(summary)}`,
    "TRIGGER:-PT15H",
    "END:VALARM",
    "END:VEVENT",
  ];
}

/** The whole iCalendar file (CRLF line ends, folded lines). */
export function couponCalendar(coupons: readonly CalendarCoupon[], ctx: CalendarContext): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(ctx.chain)}//Clipped coupons//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(trFill(ctx.texts, "{chain} coupons", { chain: ctx.chain }))}`,
    ...coupons.flatMap((coupon) => eventLines(coupon, ctx)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** How many of the coupons get an event (those with a known expiry day). */
export function calendarCount(coupons: readonly CalendarCoupon[]): number {
  return coupons.filter((coupon) => dateValue(coupon.expiresOn) !== null).length;
}
