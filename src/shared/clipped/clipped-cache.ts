/**
 * The per-site cache of a member's clipped offer ids (so static pages do not refetch the cart on
 * every navigation), and the id-set helpers of the clipped store. Pure functions.
 */

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
