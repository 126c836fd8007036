/**
 * The page's one cart state, shared by the header badge and every island: `$cartCount`,
 * `$clippedIds`, `$cartItems`, `loadCart()`, `markClipped(id)`, `markRemoved(id)`.
 * The gateway client is imported lazily, so the header badge on static pages stays a few KB: its
 * count comes from this tab's session cache and the fetch code loads only when the cache is empty.
 */
import { $user } from "../session/session-store.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { cartCacheKey } from "./clipped-cache.ts";
import { createCartState } from "./clipped-state.ts";
import type { StorageLike } from "./clipped-state.ts";

/** A storage that may be missing or blocked (private mode, tests in Node). */
function storage(name: "sessionStorage" | "localStorage"): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window[name];
  } catch {
    return null;
  }
}

const cart = createCartState({
  token: () => $user.get()?.UserToken || null,
  key: () => cartCacheKey(readSiteConfig().subdomain),
  session: storage("sessionStorage"),
  shared: storage("localStorage"),
  fetchCart: async (token) => {
    // The calls' code lost on a bad connection is a failed load (the cart page offers a retry), never a spinner.
    const calls = await import("./cart-calls.ts").catch((error: unknown) => String(error));
    return typeof calls === "string" ? { ok: false, kind: "network", error: calls } : calls.fetchMyCart(token);
  },
  onExpired: (failure) => {
    void import("../session/site-client.ts").then(({ handleSessionExpired }) => handleSessionExpired(failure));
  },
  log: (message) => console.warn(message),
});

/** Offer ids in the signed-in member's cart (empty for guests). */
export const $clippedIds = cart.$clippedIds;
/** Number of items in the cart: what the header badge shows. */
export const $cartCount = cart.$cartCount;
/** The cart's items after a load; null until the first answer (spec: null means loading). */
export const $cartItems = cart.$cartItems;
/** idle | loading | ready | failed, for the cart page's spinner and retry state. */
export const $cartStatus = cart.$cartStatus;
/** Fetches GetMyCartDetails with the member token (guests: empty); -1001 signs out. */
export const loadCart = cart.loadCart;
/** Count from this tab's cache when it is the same sign-in, else `loadCart()` (the header badge). */
export const restoreCart = cart.restoreCart;
/** Call after a successful SaveMyCart: the badge goes up at once. */
export const markClipped = cart.markClipped;
/** Call after a successful RemoveFromCart: the badge goes down at once. */
export const markRemoved = cart.markRemoved;
/** Records several offers clipped and removed at once (a member's fresh list): one update, one cache write. */
export const markMany = cart.markMany;

if (typeof window !== "undefined") {
  // Another tab clipped or removed: its change arrives as a storage event on the broadcast key.
  window.addEventListener("storage", (event) => cart.receive(event.key, event.newValue));
  // Signed out: 0 at once. Signed in from another tab: this tab follows. A sign-in in this tab
  // navigates away at once, and the next page restores the count itself (no fetch cut short).
  $user.listen((user) => {
    if (user === null || document.hidden) void cart.restoreCart();
  });
  revalidateOnReturn();
}

/**
 * The cached count goes stale when the cart changes where this tab cannot hear it (another browser,
 * the mobile app, the till): a page coming back from the back-forward cache, and a tab regaining
 * focus or visibility after it had lost it, fetch the cart again (signed in only; the first load of
 * a page keeps using the cache).
 */
function revalidateOnReturn(): void {
  let away = false;
  const revalidate = (): void => {
    if (!away) return;
    away = false;
    if ($user.get() !== null) void cart.loadCart();
  };
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    away = true;
    revalidate();
  });
  window.addEventListener("blur", () => (away = true));
  window.addEventListener("focus", revalidate);
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) away = true;
    else revalidate();
  });
}
