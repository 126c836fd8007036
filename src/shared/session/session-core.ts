/**
 * Storage layout of the session, as pure functions over a `Storage` and the chain's subdomain, so the
 * rules can be tested without a browser: the user record under 'userdata' + subdomain, the
 * post-login redirect target, and the caches logout clears.
 */
import type { UserRecord } from "../../api/account-schemas.ts";
import { safeRoute } from "./site-url.ts";

/** The stored user record: the login answer without its error block. */
export type StoredUser = Omit<UserRecord, "ErrorMessage">;

/** Cache name of the store list (spec: "cached under ClientStores"). */
export const STORES_CACHE = "ClientStores";
/** Cache name of the department list. */
export const DEPARTMENTS_CACHE = "departments";

/** Cache name of the member's card barcode: the last GetMyCardAndSaveAmountInfo answer shown. */
export const CARD_CACHE = "card";

/**
 * The card barcode as remembered: whose card (MemberNumber), the image address and the number it
 * shows, and a copy of the image itself (`data:` URL) when it could be read, for the till offline.
 */
export type CachedCard = { member: string; url: string; number: string; image?: string };

/** Cache name of the member's list as last synced (the cart page's rows and when), for offline use. */
export const LIST_CACHE = "cartlist";

/**
 * One row of the remembered list. The deals sheet's fields (offer text, value, expiry day) are kept
 * as stored and checked where they are shown (features/cart `savedRows`), so every page's session
 * code stays as small as it was.
 */
export type SavedRow = {
  offerId: number;
  title: string;
  qty: number;
  offer?: unknown;
  value?: unknown;
  expiresOn?: unknown;
};

/** The member's list as the cart page last received it: whose (MemberNumber), when (ms), its rows. */
export type SavedList = { member: string; at: number; rows: SavedRow[] };

/** A key scoped to one chain: the name followed by the subdomain, as the spec keys 'userdata'. */
export function siteStorageKey(name: string, subdomain: string): string {
  return `${name}${subdomain}`;
}

/** Key of the user record (spec: 'userdata' plus the subdomain). */
export function userKey(subdomain: string): string {
  return siteStorageKey("userdata", subdomain);
}

/** Key of the post-login redirect target. */
export function redirectKey(subdomain: string): string {
  return siteStorageKey("redirectTarget", subdomain);
}

/**
 * Account entry routes: never a redirect target. The browser's copy of the route list's `guest` pages
 * (lib/route-list.ts), which send signed-in visitors home; session-core.test.ts keeps the two equal.
 */
const ENTRY_ROUTES = ["/login", "/forget-pin", "/register", "/simple-register", "/link-card-registration"];

/** The route's path without query, hash and trailing slash. */
const pathOf = (route: string): string => (route.split(/[?#]/)[0] ?? "").replace(/\/+$/, "");

/** True for the sign-in, forgot and registration pages. */
export function isEntryRoute(route: string): boolean {
  return ENTRY_ROUTES.includes(pathOf(route));
}

/**
 * Pages a visit never makes the login's return target: the entry pages, and Change PIN/Password,
 * whose success signs the member out (returning there after the next login would ask for yet
 * another change), and the offline page, which the service worker shows for a page it does not
 * have. The guard may still store a protected page a guest asked for (Guard.astro).
 */
const NEVER_TARGETS = [...ENTRY_ROUTES, "/change-pin", "/offline"];

/** True when the route may be the post-login redirect target. */
export function isRedirectTarget(route: string): boolean {
  return !NEVER_TARGETS.includes(pathOf(route));
}

/** True for the coupons-only view ('/coupons-only/?category=3'): login returns there even on coupons-only sites. */
export function isCouponsOnlyView(route: string | null): boolean {
  return (route?.split(/[?#]/)[0] ?? "").replace(/\/+$/, "") === "/coupons-only";
}

/** A parsed record when it looks like one (a member token is the least a session needs), else null. */
export function asStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== "object" || value === null) return null;
  const token = (value as { UserToken?: unknown }).UserToken;
  return typeof token === "string" && token.trim() !== "" ? (value as StoredUser) : null;
}

/** The stored record, or null when absent or unreadable. */
export function readUser(storage: Storage, subdomain: string): StoredUser | null {
  const text = storage.getItem(userKey(subdomain));
  return text === null ? null : decodeUser(text);
}

/** Stores the record. */
export function writeUser(storage: Storage, subdomain: string, user: StoredUser): void {
  storage.setItem(userKey(subdomain), JSON.stringify(user));
}

/** Key of the remembered card barcode. */
export function cardKey(subdomain: string): string {
  return siteStorageKey(CARD_CACHE, subdomain);
}

/** Key of the remembered list. */
export function listKey(subdomain: string): string {
  return siteStorageKey(LIST_CACHE, subdomain);
}

/**
 * Removes the user record, the remembered card and list and the cached stores and departments; the
 * redirect target stays.
 */
export function clearSession(storage: Storage, subdomain: string): void {
  for (const name of [STORES_CACHE, DEPARTMENTS_CACHE]) {
    storage.removeItem(name);
    storage.removeItem(siteStorageKey(name, subdomain));
  }
  storage.removeItem(cardKey(subdomain));
  storage.removeItem(listKey(subdomain));
  storage.removeItem(userKey(subdomain));
}

/** The saved target if it is still a same-site route (a tampered value reads as none). */
export function readRedirectTarget(storage: Storage, subdomain: string, baseHref: string): string | null {
  return safeRoute(storage.getItem(redirectKey(subdomain)), baseHref);
}

/** The route as it would be saved as the redirect target, or null when it may not be one. */
export function acceptedRedirectTarget(route: string, baseHref: string): string | null {
  const safe = safeRoute(route, baseHref);
  return safe === null || !isRedirectTarget(safe) ? null : safe;
}

/** Saves a same-site route; returns what was saved, or null when the route was refused. */
export function writeRedirectTarget(
  storage: Storage,
  subdomain: string,
  route: string,
  baseHref: string,
): string | null {
  const safe = acceptedRedirectTarget(route, baseHref);
  if (safe !== null) storage.setItem(redirectKey(subdomain), safe);
  return safe;
}

/** The stored text of a user record as a record, or null when it is not one. */
export function decodeUser(text: string): StoredUser | null {
  try {
    return asStoredUser(JSON.parse(text));
  } catch {
    return null;
  }
}
