/**
 * The texts of a list's state beyond the spec's (which has none for them): the note over the build's
 * list when the gateway cannot be reached, and the count of what a refresh changed. Dates in the
 * spec's MM/DD/YYYY, the time in the shopper's own clock.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import type { CouponMark } from "./list-refresh.ts";

const pad2 = (n: number) => String(n).padStart(2, "0");

/** `11/22/2026, 8:05 AM` in the shopper's time zone (day first in a locale that writes it so: es-US). */
export function asOfTime(date: Date, locale = "en-US"): string {
  const time = date.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit" });
  const day =
    locale === "en-US"
      ? `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}/${date.getFullYear()}`
      : date.toLocaleDateString(locale, { day: "2-digit", month: "2-digit", year: "numeric" });
  return `${day}, ${time}`;
}

/** The note over the build's list while the gateway cannot be reached, in the page's language (`texts`). */
export function asOfText(date: Date, texts?: Texts): string {
  return trFill(
    texts,
    "Coupons as of {time}. We cannot reach the coupon service right now, so clipping is unavailable.",
    { time: asOfTime(date, tr(texts, "en-US")) },
  );
}

/** What a refresh changed ('2 new coupons, 1 updated'), or '' when nothing. */
export function changesText(marks: ReadonlyMap<number, CouponMark> | undefined, texts?: Texts): string {
  const marked = [...(marks?.values() ?? [])];
  const added = marked.filter((m) => m === "new").length;
  const updated = marked.length - added;
  const n = (count: number) => ({ n: String(count) });
  const parts = [
    added > 0 ? trFill(texts, added === 1 ? "{n} new coupon" : "{n} new coupons", n(added)) : "",
    updated > 0 ? trFill(texts, "{n} updated", n(updated)) : "",
  ].filter(Boolean);
  return parts.length === 0
    ? ""
    : trFill(texts, "Since this list was published: {changes}.", { changes: parts.join(", ") });
}

/** The mark a changed card shows. */
export const MARK_TEXT: Readonly<Record<CouponMark, string>> = { new: "New", updated: "Updated" };
