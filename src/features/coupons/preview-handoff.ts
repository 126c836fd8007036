/**
 * The build's preview cards (`CouponPreview`) are static HTML: their buttons do nothing until the live
 * list replaces them. What a guest did to them in the meantime is handed over to the live grid, so the
 * first press counts: the button focused or pressed on a preview card is focused (and, if pressed,
 * pressed) on the same coupon's live card. Framework-free, so it is tested on its own.
 */

/** A preview card's button the shopper focused or pressed: the coupon and which of its buttons. */
export type Handoff = { id: string; button: number; pressed: boolean };

/** The card button an event reached, or null when it was not a button of a card. */
export function handoffFrom(target: EventTarget | null, pressed: boolean): Handoff | null {
  if (typeof Element === "undefined" || !(target instanceof Element)) return null;
  const button = target.closest("button");
  const card = button?.closest("[data-coupon-id]");
  const id = card?.getAttribute("data-coupon-id");
  if (!button || !card || !id) return null;
  return { id, button: [...card.querySelectorAll("button")].indexOf(button), pressed };
}

/**
 * Focuses the same button of the same coupon in `grid` and presses it when the shopper had pressed
 * it. A focus alone moves only when the shopper has not gone elsewhere (focus fell to the page when
 * the preview went away). Returns whether the coupon was found.
 */
export function applyHandoff(grid: Element, handoff: Handoff): boolean {
  const card = [...grid.querySelectorAll("[data-coupon-id]")].find(
    (el) => el.getAttribute("data-coupon-id") === handoff.id,
  );
  const button = card?.querySelectorAll("button")[handoff.button];
  if (!button) return false;
  const active = grid.ownerDocument.activeElement;
  if (!handoff.pressed && active !== null && active !== grid.ownerDocument.body) return true;
  button.focus();
  if (handoff.pressed) button.click();
  return true;
}
