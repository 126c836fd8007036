/**
 * React hooks of the coupon islands: one department's coupons, the visitor's category list, the
 * in-cart state of a coupon, and the list query kept in the address. All start from what the
 * build rendered (loading, the snapshot list) so hydration never mismatches the static HTML.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { ProductCategory } from "../../api/coupons.ts";
import { $clippedIds } from "../../shared/clipped/clipped-store.ts";
import type { StoredUser } from "../../shared/session/session-store.ts";
import { $failedClips, $pendingClips, syncCartWith } from "./clip-store.ts";
import type { CouponListState } from "./coupon-fetch.ts";
import { couponFetch, loadList } from "./coupon-loader.ts";
import { parseListQuery, withListQuery } from "./coupon-query.ts";
import type { ListQuery } from "./coupon-query.ts";

// The coupon calls are needed right after hydration: start loading them now.
if (typeof window !== "undefined") void couponFetch();

/** The coupons of a category for the visitor (`user` undefined: not hydrated yet, keep loading). */
export function useCouponList(categoryId: number, user: StoredUser | null | undefined) {
  // Each answer is kept with the request it answers: a new department, visitor or retry shows
  // loading until its own answer arrives.
  const [answer, setAnswer] = useState<{ key: string; state: CouponListState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const token = user === undefined ? undefined : (user?.UserToken ?? null);
  const key = `${categoryId}|${token}|${attempt}`;
  useEffect(() => {
    if (token === undefined) return;
    let live = true;
    void loadList(categoryId, token).then((next) => {
      if (!live) return;
      if (next.status === "ready" && token !== null) syncCartWith(next.coupons);
      setAnswer({ key, state: next });
    });
    return () => {
      live = false;
    };
  }, [categoryId, token, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: CouponListState = answer?.key === key ? answer.state : { status: "loading" };
  return { state, retry };
}

/** The build's category snapshot for guests; a signed-in member's own list (with 10001) once fetched. */
export function useCategories(snapshot: ProductCategory[], user: StoredUser | null | undefined): ProductCategory[] {
  const [member, setMember] = useState<{ token: string; list: ProductCategory[] } | null>(null);
  const token = user?.UserToken ?? null;
  useEffect(() => {
    if (token === null) return;
    let live = true;
    void couponFetch()
      .then(({ fetchMemberCategories }) => fetchMemberCategories(token))
      .then((list) => {
        if (live && list !== null) setMember({ token, list });
      })
      .catch((error: unknown) => console.warn("Member categories failed to load:", error));
    return () => {
      live = false;
    };
  }, [token]);
  return member !== null && member.token === token ? member.list : snapshot;
}

/**
 * Whether a coupon is in the cart (the shared clipped ids) and whether its save/remove is under
 * way. Each card subscribes to its own two booleans, so a clip re-renders one card, not 2,000.
 */
export function useClipState(id: number): { inCart: boolean; pending: boolean; failed: boolean } {
  const inCart = useSyncExternalStore(
    subscribeClipped,
    () => $clippedIds.get().has(id),
    () => false,
  );
  const pending = useSyncExternalStore(
    subscribePending,
    () => $pendingClips.get().has(id),
    () => false,
  );
  const failed = useSyncExternalStore(
    subscribeFailed,
    () => $failedClips.get().has(id),
    () => false,
  );
  return { inCart, pending, failed };
}

const subscribeClipped = (listener: () => void) => $clippedIds.listen(listener);
const subscribePending = (listener: () => void) => $pendingClips.listen(listener);
const subscribeFailed = (listener: () => void) => $failedClips.listen(listener);

/** The search words and sort order, read from and written to the address (replaceState). */
export function useListQuery(): [ListQuery, (next: ListQuery) => void] {
  // The build renders the default; after hydration the address decides until the shopper changes it.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<ListQuery | null>(null);
  const query = chosen ?? (hydrated ? parseListQuery(location.search) : DEFAULT_QUERY);
  const update = useCallback((next: ListQuery) => {
    setChosen(next);
    const url = `${location.pathname}${withListQuery(location.search, next)}${location.hash}`;
    history.replaceState(history.state, "", url);
  }, []);
  return [query, update];
}

const DEFAULT_QUERY: ListQuery = { q: "", sort: "featured" };

export { useHydrated };
