/**
 * The cart state machine behind `cart-store.ts`, built from injected parts (who is signed in, the
 * storages, the fetch) so it runs and is tested without a browser. The clipped ids are the truth;
 * the count is their number, so clipping an id twice never counts twice.
 */
import { atom, computed } from "nanostores";
import type { ReadableAtom, WritableAtom } from "nanostores";
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

/** Runs a storage access; storage can be full or blocked (private mode): the cache is only an optimisation. */
function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Nothing to do: the ids stay in memory.
  }
}

/**
 * Keeps the ids for this tab (removed for a guest) and, when `share`, tells other tabs: the
 * broadcast key is written and removed at once, so only its storage event stays.
 */
export function writeIdsCache(deps: CartDeps, ids: ReadonlySet<number>, share: boolean): void {
  const token = deps.token();
  if (token === null) {
    safely(() => deps.session?.removeItem(deps.key()));
    return;
  }
  const text = serializeCartCache({ owner: ownerTag(token), ids: [...ids] });
  safely(() => deps.session?.setItem(deps.key(), text));
  if (!share) return;
  safely(() => {
    deps.shared?.setItem(deps.key(), text);
    deps.shared?.removeItem(deps.key());
  });
}

/** This tab's cached ids when they belong to `token`'s sign-in, else null. */
export function cachedIds(deps: CartDeps, token: string): number[] | null {
  let text: string | null = null;
  safely(() => (text = deps.session?.getItem(deps.key()) ?? null));
  return readCartCache(text, ownerTag(token));
}

/** The outcome of a GetMyCartDetails answer. */
export function cartLoadOf(result: CallResult<GetMyCartDetailsResponse>): CartLoad {
  return result.ok ? { ok: true, items: result.data.MyCartInfo } : { ok: false, failure: result };
}

/** What a failed GetMyCartDetails logs: the server's ErrorDetails for a rejection, else the kind. */
export function cartFailureLog(failure: CallFailure): string {
  return `GetMyCartDetails failed: ${failure.kind === "rejected" ? failure.details : failure.kind}`;
}

/** The list without offer `id`; the same list when it holds no such offer (nothing to update). */
export function withoutItem(items: CartItem[] | null, id: number): CartItem[] | null {
  return items?.some((item) => item.OfferId === id) ? items.filter((item) => item.OfferId !== id) : items;
}

/** The cart's writable stores. */
type CartStores = {
  $clippedIds: WritableAtom<ReadonlySet<number>>;
  $cartItems: WritableAtom<CartItem[] | null>;
  $cartStatus: WritableAtom<CartStatus>;
};

/** Sets the ids; persists them for this tab and tells other tabs unless they came from there. */
function setIds(deps: CartDeps, stores: CartStores, ids: ReadonlySet<number>, share: boolean): void {
  if (!sameIds(ids, stores.$clippedIds.get())) stores.$clippedIds.set(ids);
  writeIdsCache(deps, ids, share);
}

/** Applies the answer fetched for `token`: only "idle" when the sign-in changed meanwhile. */
function applyAnswer(deps: CartDeps, stores: CartStores, token: string, result: CallResult<GetMyCartDetailsResponse>) {
  if (deps.token() !== token) {
    stores.$cartStatus.set("idle");
  } else if (result.ok) {
    stores.$cartItems.set(result.data.MyCartInfo);
    setIds(deps, stores, new Set(result.data.MyCartInfo.map((item) => item.OfferId)), true);
    stores.$cartStatus.set("ready");
  } else {
    stores.$cartStatus.set("failed");
    if (result.kind === "session-expired") deps.onExpired(result);
    else deps.log(cartFailureLog(result));
  }
}

/** `load(token)`, joining the load of the same token while one is running. */
export function joiningLoads<T>(load: (token: string) => Promise<T>): (token: string) => Promise<T> {
  let inFlight: { token: string; promise: Promise<T> } | null = null;
  return (token) => {
    if (inFlight?.token === token) return inFlight.promise;
    const promise = load(token).finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
    inFlight = { token, promise };
    return promise;
  };
}

/** Builds one cart state over the given parts. */
export function createCartState(deps: CartDeps) {
  const stores: CartStores = {
    $clippedIds: atom<ReadonlySet<number>>(new Set()),
    $cartItems: atom<CartItem[] | null>(null),
    $cartStatus: atom<CartStatus>("idle"),
  };
  const { $clippedIds, $cartItems, $cartStatus } = stores;
  const $cartCount: ReadableAtom<number> = computed($clippedIds, (ids) => ids.size);

  const fetchCart = joiningLoads(async (token) => {
    $cartStatus.set("loading");
    const result = await deps.fetchCart(token);
    applyAnswer(deps, stores, token, result);
    return cartLoadOf(result);
  });

  /** Fetches the member's cart (guests: empty) and updates items, ids and count; joins a running load. */
  function loadCart(): Promise<CartLoad> {
    const token = deps.token();
    if (token !== null) return fetchCart(token);
    $cartItems.set([]);
    setIds(deps, stores, new Set(), false);
    $cartStatus.set("ready");
    return Promise.resolve({ ok: true, items: [] });
  }

  /** The count from this tab's cache when it belongs to the signed-in member, else a fresh load. */
  function restoreCart(): Promise<CartLoad> | null {
    const token = deps.token();
    const cached = token === null ? null : cachedIds(deps, token);
    if (cached === null) return loadCart();
    $clippedIds.set(new Set(cached));
    return null;
  }

  /** Applies another tab's change (a `storage` event on the broadcast key). */
  function receive(key: string | null, value: string | null): void {
    const token = deps.token();
    const ids = key !== deps.key() || value === null || token === null ? null : readCartCache(value, ownerTag(token));
    if (ids !== null) setIds(deps, stores, new Set(ids), false);
  }

  /** Records a successful SaveMyCart: the count goes up by one at once, everywhere. */
  const markClipped = (id: number): void => setIds(deps, stores, withId($clippedIds.get(), id), true);

  /** Records a successful RemoveFromCart: the count goes down by one and the item leaves the list. */
  function markRemoved(id: number): void {
    setIds(deps, stores, withoutId($clippedIds.get(), id), true);
    $cartItems.set(withoutItem($cartItems.get(), id));
  }

  /**
   * Records several changes at once (a member's fresh coupon list saying which offers are in the
   * cart): one update of the count and one write of the cache, however many offers changed.
   */
  function markMany(clipped: readonly number[], removed: readonly number[]): void {
    if (clipped.length === 0 && removed.length === 0) return;
    const ids = new Set($clippedIds.get());
    for (const id of clipped) ids.add(id);
    for (const id of removed) ids.delete(id);
    setIds(deps, stores, ids, true);
    const items = $cartItems.get();
    const gone = new Set(removed);
    if (items?.some((item) => gone.has(item.OfferId))) $cartItems.set(items.filter((item) => !gone.has(item.OfferId)));
  }

  return {
    ...{ $clippedIds, $cartCount, $cartItems, $cartStatus },
    ...{ loadCart, restoreCart, markClipped, markRemoved, markMany, receive },
  };
}
