/**
 * Texts of the deals sheet (/my-deals): the member's clipped coupons on one printable page with the
 * card barcode, for the till and for a store that honours digital prices on paper. Framework-free.
 */
import { trFill } from "../../lib/i18n/shown-template.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { clippedCell, timeText, type ClipFormat, type ClipTime } from "../../shared/clipped/clip-times.ts";

/** The sheet's table caption (also its accessible name). */
export const SHEET_CAPTION = "Your clipped coupons";
/** The calendar button (and the file it downloads). */
export const CALENDAR_BUTTON = "Add expiry dates to my calendar";
/** What an empty sheet says. */
export const SHEET_EMPTY = "You have no clipped coupons yet.";

/** `YYYY-MM-DD` as the spec writes dates (MM/DD/YYYY), or day first as es-US does (`dayFirst`); '' when unknown. */
export function usDay(isoDay: string, dayFirst = false): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? (dayFirst ? `${m[3]}/${m[2]}/${m[1]}` : `${m[2]}/${m[3]}/${m[1]}`) : "";
}

/** The 'Clipped' cell: the time, 'before {date}', or a dash when this browser has no time for it. */
export function clippedColumn(time: ClipTime | undefined, f: ClipFormat = {}): string {
  return time === undefined ? "—" : clippedCell(time, f);
}

/**
 * The line under the barcode: 'Fresh Mart: clipped coupons as of Nov 28, 2026, 2:05 PM' (a printed
 * sheet says whose and when; the page title is not printed).
 */
export function asOfLine(chain: string, at: number, f: ClipFormat = {}): string {
  return trFill(f.texts, "{chain}: clipped coupons as of {time}", { chain, time: timeText(at, new Date(at), f, true) });
}

/** The calendar file's name for the chain, in the page's language. */
export function calendarFileName(site: string, texts?: Texts): string {
  return trFill(texts, "{site}-coupon-expiry.ics", { site: site.replace(/[^a-z0-9-]/gi, "") || "coupons" });
}
