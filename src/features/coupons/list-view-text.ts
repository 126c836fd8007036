/**
 * The texts of a list's state beyond the spec's (which has none for them): the note over the build's
 * list when the gateway cannot be reached, and the count of what a refresh changed. Dates in the
 * spec's MM/DD/YYYY, the time in the shopper's own clock.
 */
import type { CouponMark } from "./list-refresh.ts";

const pad2 = (n: number) => String(n).padStart(2, "0");

/** `11/22/2026, 8:05 AM` in the shopper's time zone. */
export function asOfTime(date: Date): string {
  const time = date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
  return `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}/${date.getFullYear()}, ${time}`;
}

/** The note over the build's list while the gateway cannot be reached. */
export function asOfText(date: Date): string {
  return `Coupons as of ${asOfTime(date)}. We cannot reach the coupon service right now, so clipping is unavailable.`;
}

/** What a refresh changed ('2 new coupons, 1 updated'), or '' when nothing. */
export function changesText(marks: ReadonlyMap<number, CouponMark> | undefined): string {
  const marked = [...(marks?.values() ?? [])];
  const added = marked.filter((m) => m === "new").length;
  const updated = marked.length - added;
  const parts = [
    added > 0 ? `${added} new ${added === 1 ? "coupon" : "coupons"}` : "",
    updated > 0 ? `${updated} updated` : "",
  ].filter(Boolean);
  return parts.length === 0 ? "" : `Since this list was published: ${parts.join(", ")}.`;
}

/** The mark a changed card shows. */
export const MARK_TEXT: Readonly<Record<CouponMark, string>> = { new: "New", updated: "Updated" };
