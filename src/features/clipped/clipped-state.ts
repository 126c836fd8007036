/**
 * The cart state machine behind `cart-store.ts`, built from injected parts (who is signed in, the
 * storages, the fetch) so it runs and is tested without a browser. The clipped ids are the truth;
 * the count is their number, so clipping an id twice never counts twice.
 */
import { atom, computed } from "nanostores";
import type { ReadableAtom } from "nanostores";
import type { CallFailure, CallResult } from "../../api/client.ts";
import type { CartItem, GetMyCartDetailsResponse } from "../../api/cart.ts";
import { ownerTag, readCartCache, sameIds, serializeCartCache, withId, withoutId } from "./clipped-cache.ts";

/** The part of `Storage` the cart uses. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** What the cart state needs from its surroundings. */
export type CartDeps = {
  /** The signed-in member's token; null for a guest. */
  token: () => string | null;
  /** Storage key of this site's cache (read lazily: the site config is in the page). */
  key: () => string;
  /** Per-tab cache (sessionStorage); null when unavailable. */
  session: StorageLike | null;
  /** Cross-tab broadcast (localStorage: written and removed at once, only the storage event stays). */
  shared: StorageLike | null;
  /** GetMyCartDetails with the member token. */
  fetchCart: (token: string) => Promise<CallResult<GetMyCartDetailsResponse>>;
  /** Called on ErrorCode -1001 (signs out and goes to /login). */
  onExpired: (failure: CallFailure) => void;
  /** Where failures that the spec says are "logged only" go. */
  log: (message: string) => void;
};

/** Where the cart page is: null items with `loading` before the first answer (spec: null means loading). */
export type CartStatus = "idle" | "loading" | "ready" | "failed";

/** Outcome of `loadCart()`. */
export type CartLoad = { ok: true; items: CartItem[] } | { ok: false; failure: CallFailure };

/** Builds one cart state over the given parts. */
export function createCartState(deps: CartDeps) {
  const $clippedIds = atom<ReadonlySet<number>>(new Set());
  const $cartCount: ReadableAtom<number> = computed($clippedIds, (ids) => ids.size);
  const $cartItems = atom<CartItem[] | null>(null);
  const $cartStatus = atom<CartStatus>("idle");
  let inFlight: { token: string; promise: Promise<CartLoad> } | null = null;

  function safely(action: () => void): void {
    try {
      action();
    } catch {
      // Storage can be full or blocked (private mode); the cache is only an optimisation.
    }
  }

  /** Sets the ids; persists them for this tab and tells other tabs unless they came from there. */
  function setIds(ids: ReadonlySet<number>, share: boolean): void {
    if (!sameIds(ids, $clippedIds.get())) $clippedIds.set(ids);
    const token = deps.token();
    if (token === null) {
      safely(() => deps.session?.removeItem(deps.key()));
      return;
    }
    const text = serializeCartCache({ owner: ownerTag(token), ids: [...ids] });
    safely(() => deps.session?.setItem(deps.key(), text));
    if (share) {
      safely(() => {
        deps.shared?.setItem(deps.key(), text);
        deps.shared?.removeItem(deps.key());
      });
    }
  }

  async function fetchAndApply(token: string): Promise<CartLoad> {
    $cartStatus.set("loading");
    const result = await deps.fetchCart(token);
    // Signed out or in as someone else meanwhile: the answer is no longer this tab's cart.
    if (deps.token() !== token) {
      $cartStatus.set("idle");
      return result.ok ? { ok: true, items: result.data.MyCartInfo } : { ok: false, failure: result };
    }
    if (result.ok) {
      const items = result.data.MyCartInfo;
      $cartItems.set(items);
      setIds(new Set(items.map((item) => item.OfferId)), true);
      $cartStatus.set("ready");
      return { ok: true, items };
    }
    $cartStatus.set("failed");
    if (result.kind === "session-expired") deps.onExpired(result);
    else deps.log(`GetMyCartDetails failed: ${result.kind === "rejected" ? result.details : result.kind}`);
    return { ok: false, failure: result };
  }

  /** Fetches the member's cart (guests: empty) and updates items, ids and count; joins a running load. */
  function loadCart(): Promise<CartLoad> {
    const token = deps.token();
    if (token === null) {
      $cartItems.set([]);
      setIds(new Set(), false);
      $cartStatus.set("ready");
      return Promise.resolve({ ok: true, items: [] });
    }
    if (inFlight?.token === token) return inFlight.promise;
    const promise = fetchAndApply(token).finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
    inFlight = { token, promise };
    return promise;
  }

  /** The count from this tab's cache when it belongs to the signed-in member, else a fresh load. */
  function restoreCart(): Promise<CartLoad> | null {
    const token = deps.token();
    if (token !== null) {
      let text: string | null = null;
      safely(() => (text = deps.session?.getItem(deps.key()) ?? null));
      const cached = readCartCache(text, ownerTag(token));
      if (cached !== null) {
        $clippedIds.set(new Set(cached));
        return null;
      }
    }
    return loadCart();
  }

  /** Records a successful SaveMyCart: the count goes up by one at once, everywhere. */
  function markClipped(id: number): void {
    setIds(withId($clippedIds.get(), id), true);
  }

  /** Records a successful RemoveFromCart: the count goes down by one and the item leaves the list. */
  function markRemoved(id: number): void {
    setIds(withoutId($clippedIds.get(), id), true);
    const items = $cartItems.get();
    if (items?.some((item) => item.OfferId === id)) $cartItems.set(items.filter((item) => item.OfferId !== id));
  }

  /** Applies another tab's change (a `storage` event on the broadcast key). */
  function receive(key: string | null, value: string | null): void {
    const token = deps.token();
    if (key !== deps.key() || value === null || token === null) return;
    const ids = readCartCache(value, ownerTag(token));
    if (ids !== null) setIds(new Set(ids), false);
  }

  return { $clippedIds, $cartCount, $cartItems, $cartStatus, loadCart, restoreCart, markClipped, markRemoved, receive };
}
