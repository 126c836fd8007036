/**
 * Pure rules of the cart counter and the header badge: the spec's tooltips, and what the badge and
 * the screen-reader announcement say.
 */

/** Tooltip when the cart has items (shopping spec, Header). */
export const TOOLTIP_FILLED = "Click to view your shopping cart";
/** Tooltip when the cart is empty (shopping spec, Header). */
export const TOOLTIP_EMPTY = "You have no items in your shopping cart";

/** The cart icon's tooltip for a count: the filled text only above 0. */
export function cartTooltip(count: number): string {
  return count > 0 ? TOOLTIP_FILLED : TOOLTIP_EMPTY;
}

/** "1 item" / "3 items" (0 reads "0 items"). */
export function itemsText(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

/** What the header badge shows for a count: digits, tooltip and the sentence announced on change. */
export type BadgeView = { text: string; title: string; announcement: string };

/** The badge for a count; a negative or fractional count (never expected) reads as its floor, at least 0. */
export function badgeView(count: number): BadgeView {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return { text: String(n), title: cartTooltip(n), announcement: `Shopping cart: ${itemsText(n)}` };
}
