/**
 * The signed-in state of the site, shared by every island and header script of a page.
 * Login state is only whether the user record exists (accounts spec §4). The record lives in
 * localStorage under 'userdata' + RSA_SUBDOMAIN, so chains sharing an origin (path mode) keep
 * separate sessions; the redirect target is kept per chain too and survives logout.
 * The pure parts take their storage and subdomain explicitly (see session-core.ts); this module binds
 * them to the page. Both records are @nanostores/persistent atoms: they read and write localStorage
 * in the formats above, and follow another tab's sign-in, sign-out and new target (storage events).
 */
import { persistentAtom } from "@nanostores/persistent";
import { atom, type WritableAtom } from "nanostores";
import { readSiteConfig } from "../../lib/site-config.ts";
import {
  acceptedRedirectTarget,
  clearSession,
  decodeUser,
  isCouponsOnlyView,
  listKey,
  readRedirectTarget,
  redirectKey,
  siteStorageKey,
  userKey,
  type StoredUser,
} from "./session-core.ts";
import { currentRoute, safeRoute, siteBaseHref, siteUrl } from "./site-url.ts";

export type { StoredUser } from "./session-core.ts";
export { DEPARTMENTS_CACHE, isEntryRoute, STORES_CACHE } from "./session-core.ts";

/** localStorage, or null where there is none (build-time rendering, storage disabled). */
function store(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** RSA_SUBDOMAIN of this page, or null on pages without a site config. */
function subdomain(): string | null {
  if (typeof document === "undefined") return null;
  try {
    return readSiteConfig().subdomain;
  } catch {
    return null;
  }
}

const sub = subdomain();
const storage = store();

/** A value kept in localStorage under `key`; null writes nothing (the key is removed). */
function persisted<T>(key: string, decode: (text: string) => T | null, encode: (value: T) => string) {
  return persistentAtom<T | null>(key, null, {
    decode,
    encode: (value) => (value === null ? undefined : encode(value)) as string,
  });
}

/** The signed-in member's record; null for a guest (and always null during build-time rendering). */
export const $user: WritableAtom<StoredUser | null> =
  storage && sub !== null ? persisted(userKey(sub), decodeUser, (user) => JSON.stringify(user)) : atom(null);

/** Where the shopper goes after login: a same-site route such as '/coupons/12/'. */
export const $redirectTarget: WritableAtom<string | null> =
  storage && sub !== null
    ? persisted(
        redirectKey(sub),
        (text) => safeRoute(text, siteBaseHref()),
        (route) => route,
      )
    : atom(null);

/** The chain-scoped storage key for a cache (`siteStorageKey(STORES_CACHE)` → 'ClientStoresfreshmart'). */
export function cacheKey(name: string): string {
  return siteStorageKey(name, sub ?? "");
}

/** Stores the record after a successful login or hand-off (clears cached stores and departments first). */
export function signIn(record: StoredUser): void {
  if (!storage || sub === null) return;
  clearSession(storage, sub);
  $user.set(record);
}

/** Replaces the stored record (after a profile update) without touching caches. */
export function updateUser(patch: Partial<StoredUser>): void {
  const user = $user.get();
  if (!user || !storage || sub === null) return;
  $user.set({ ...user, ...patch });
}

/** Options of `signOut`. */
export type SignOutOptions = { reload?: boolean };

/**
 * Logout: clears the user record and the cached stores and departments, keeps the redirect target,
 * then reloads the page (the header and any guard then see a guest). `reload: false` leaves the
 * navigation to the caller (e.g. off to /login).
 */
export function signOut({ reload = true }: SignOutOptions = {}): void {
  if (storage && sub !== null) {
    clearSession(storage, sub);
    // The queue of clips made with no signal (shared/clip-queue, a database named after the list)
    // goes too: nothing of this member is sent after sign-out, by a page or the worker.
    indexedDB.deleteDatabase(listKey(sub));
  }
  $user.set(null);
  if (reload && typeof location !== "undefined") location.reload();
}

/** Saves a same-site route as the post-login target; anything else is ignored. */
export function setRedirectTarget(route: string): void {
  if (!storage || sub === null) return;
  const saved = acceptedRedirectTarget(route, siteBaseHref());
  if (saved !== null) $redirectTarget.set(saved);
}

/** Every page stores its own address as the redirect target, except the entry pages and Change PIN. */
export function rememberCurrentPage(): void {
  setRedirectTarget(currentRoute());
}

/** The redirect target as a same-site route (`safeRoute`), or null for anything else. */
export { safeRoute as safeRedirectPath } from "./site-url.ts";

/**
 * Where login success leads: the saved target or '/'; on coupons-only sites the site base, unless
 * the shopper came from the coupons-only view (the `#/{site}` entry), which they return to.
 */
export function postLoginUrl(): string {
  // Read afresh: another tab (or page script) may have stored a newer target since this page loaded.
  const target = storage && sub !== null ? readRedirectTarget(storage, sub, siteBaseHref()) : $redirectTarget.get();
  if (readSiteConfig().onlyCoupons && !isCouponsOnlyView(target)) return siteUrl("/");
  return siteUrl(target ?? "/");
}
