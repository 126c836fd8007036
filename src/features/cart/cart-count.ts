/**
 * Pure rules of the cart counter and the header badge: the spec's tooltips, what the badge and the
 * screen-reader announcement say, and the per-site session cache of clipped offer ids (so static
 * pages do not refetch the cart on every navigation).
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

/** The session cache of one member's clipped ids: `owner` ties it to one sign-in. */
export type CartCache = { owner: string; ids: number[] };

/** sessionStorage / localStorage key of the cart cache of a site (keyed like the user record). */
export function cartCacheKey(subdomain: string): string {
  return `cart${subdomain}`;
}

/**
 * A short tag for a member token, so the cache can tell which sign-in it belongs to without
 * storing the token a second time (FNV-1a, 32 bit, hex).
 */
export function ownerTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** Stored text of a cache. */
export function serializeCartCache(cache: CartCache): string {
  return JSON.stringify(cache);
}

/** The ids in a stored cache when it belongs to `owner`; null when absent, foreign or corrupt. */
export function readCartCache(text: string | null, owner: string): number[] | null {
  if (text === null || text === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { owner: stored, ids } = parsed as Partial<Record<keyof CartCache, unknown>>;
  if (stored !== owner || !Array.isArray(ids)) return null;
  if (!ids.every((id) => typeof id === "number" && Number.isFinite(id))) return null;
  return ids as number[];
}

/** A new set with `id` added (the same set when it is already there, so subscribers stay quiet). */
export function withId(ids: ReadonlySet<number>, id: number): ReadonlySet<number> {
  return ids.has(id) ? ids : new Set([...ids, id]);
}

/** A new set without `id` (the same set when it was not there). */
export function withoutId(ids: ReadonlySet<number>, id: number): ReadonlySet<number> {
  if (!ids.has(id)) return ids;
  const next = new Set(ids);
  next.delete(id);
  return next;
}

/** Whether two id sets hold the same ids. */
export function sameIds(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}
