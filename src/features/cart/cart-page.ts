/**
 * Rules of the cart page (shopping spec: Cart, §4, §8): the texts it shows, the rows of the table
 * and what a RemoveFromCart answer leads to. Framework-free, so the island only renders.
 */
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { tr } from "../../lib/i18n/shown-text.ts";
import type { CallResult } from "../../api/client.ts";
import type { CartItem } from "../../api/cart.ts";
import { detailParts, fullTitle, savingsValue } from "../../shared/clipped/offer-text.ts";
import { TOAST_MS } from "../../lib/toast.ts";
import type { SavedRow } from "../../shared/session/session-core.ts";

/** Caption under the barcode (spec: Cart). */
export const CASHIER_CAPTION = "SHOW THIS BARCODE TO CASHIER";
/** Link of the empty cart back to the home page (spec: Cart). */
export const RETURN_TO_SHOP = "Return to Shop";
/** Toast after a successful removal on the cart page (spec §4). */
export const REMOVED_MESSAGE = "Item removed from the cart!";
/** Cart quantity is always 1 (spec §9). */
export const CART_QTY = 1;

/**
 * One row of the cart table and of the deals sheet (also what is remembered for offline use:
 * session-core `SavedRow`): the title, qty 1, the offer text, the value ('$1.50', '' when none) and
 * the expiry day as `YYYY-MM-DD` ('' when unreadable).
 */
export type CartRow = { offerId: number; title: string; qty: number; offer: string; value: string; expiresOn: string };

/**
 * The line above the list kept from the last sync, when the cart cannot be loaded:
 * 'Offline — your list as of 7:05 PM', with the date when the sync was not today.
 */
export function offlineLine(at: number, now: Date = new Date(), locale?: string, texts?: Texts): string {
  const when = new Date(at);
  const sameDay = when.toDateString() === now.toDateString();
  const time = when.toLocaleString(locale, {
    ...(sameDay ? {} : { month: "short", day: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
  });
  return trFill(texts, "Offline — your list as of {time}", { time });
}

/** A date's day as `YYYY-MM-DD` (the day 'Offer Expires on' names), '' when unknown. */
export function isoDay(date: Date | null): string {
  return date === null || Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/**
 * The table rows: the coupon's title (ProductName for manufacturer coupons, as on the cards), qty 1,
 * the offer text (Details without its disclaimer), the value and the expiry day. A coupon the gateway
 * sent with no title is a 'Coupon' in the page's language.
 */
export function cartRows(items: readonly CartItem[], texts?: Texts): CartRow[] {
  return items.map((item) => ({
    offerId: item.OfferId,
    title: fullTitle(item) || tr(texts, "Coupon"),
    qty: CART_QTY,
    offer: detailParts(item.Details).description,
    value: savingsValue({ ...item, IsDiscountPercentage: false }),
    expiresOn: isoDay(item.expiresAt),
  }));
}

/** A stored text, '' when missing or not a string. */
const textOr = (value: unknown): string => (typeof value === "string" ? value : "");

/** Rows of a remembered list as the table needs them (lists kept before the sheet's fields existed: ''). */
export function savedRows(rows: readonly SavedRow[]): CartRow[] {
  return rows.map((r) => ({
    offerId: r.offerId,
    title: r.title,
    qty: r.qty,
    offer: textOr(r.offer),
    value: textOr(r.value),
    expiresOn: /^\d{4}-\d{2}-\d{2}$/.test(textOr(r.expiresOn)) ? textOr(r.expiresOn) : "",
  }));
}

/** A toast to show. */
export type ToastSpec = { type: "success" | "warning"; message: string; duration: number };

/** What a RemoveFromCart answer leads to on the cart page. */
export type RemoveOutcome =
  /** ErrorCode 1: toast, then reload the cart and the counter. */
  | { kind: "removed"; toast: ToastSpec }
  /** ErrorCode -1001: the session's handler signs out. */
  | { kind: "expired" }
  /** Another ErrorCode: the server's ErrorDetails as a warning for 2 s. */
  | { kind: "rejected"; toast: ToastSpec }
  /** No answer at all (the signal dropped): the removal waits for a connection, as one made offline. */
  | { kind: "no-answer"; log: string }
  /** An HTTP error or an unreadable body: logged only, nothing shown (spec §8). */
  | { kind: "failed"; log: string };

/** Decides what the page does with a RemoveFromCart result. */
export function removeOutcome(result: CallResult<unknown>): RemoveOutcome {
  if (result.ok) return { kind: "removed", toast: { type: "success", message: REMOVED_MESSAGE, duration: TOAST_MS } };
  if (result.kind === "session-expired") return { kind: "expired" };
  if (result.kind === "rejected") {
    const message = result.details.trim() || "The item could not be removed.";
    return { kind: "rejected", toast: { type: "warning", message, duration: TOAST_MS } };
  }
  const log = `RemoveFromCart failed (${result.kind}): ${result.error}`;
  return result.kind === "network" ? { kind: "no-answer", log } : { kind: "failed", log };
}

/** Which remove button gets focus after row `index` left a table of `remaining` rows (-1: none left). */
export function focusAfterRemoval(index: number, remaining: number): number {
  if (remaining <= 0) return -1;
  return Math.min(Math.max(index, 0), remaining - 1);
}
