/**
 * React hooks of the coupon islands: one department's coupons, the visitor's category list and the
 * in-cart state of a coupon (the list query kept in the address is `use-list-query.ts`, so the
 * home page's deals, which use these, do not load the search and sort code). All start from what the
 * build rendered (loading, the snapshot list) so hydration never mismatches the static HTML.
 */
import { useSyncExternalStore } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useLoad } from "../../lib/use-load.ts";
import type { ProductCategory } from "../../api/coupons.ts";
import { $clippedIds } from "../../shared/clipped/clipped-store.ts";
import type { StoredUser } from "../../shared/session/session-store.ts";
import { $failedClips, $pendingClips, syncCartWith } from "./clip-store.ts";
import type { CouponListState } from "./coupon-fetch.ts";
import { couponFetch, loadList } from "./coupon-loader.ts";

// The coupon calls are needed right after hydration: start loading them now.
if (typeof window !== "undefined") void couponFetch();

/** The coupons of a category for the visitor (`user` undefined: not hydrated yet, keep loading). */
export function useCouponList(categoryId: number, user: StoredUser | null | undefined) {
  // A new department, visitor or retry shows loading until its own answer arrives.
  const token = user === undefined ? undefined : (user?.UserToken ?? null);
  const key = token === undefined ? null : JSON.stringify([categoryId, token]);
  const load = useLoad(key, async (signal) => {
    const next = await loadList(categoryId, token ?? null);
    if (!signal.aborted && next.status === "ready" && typeof token === "string") syncCartWith(next.coupons);
    return next;
  });
  const state: CouponListState = load.status === "ready" ? load.data : load.status === "error" ? FAILED : LOADING;
  return { state, retry: load.reload };
}

/** The build's category snapshot for guests; a signed-in member's own list (with 10001) once fetched. */
export function useCategories(snapshot: ProductCategory[], user: StoredUser | null | undefined): ProductCategory[] {
  const token = user?.UserToken ?? null;
  const load = useLoad(token, async () => {
    try {
      const { fetchMemberCategories } = await couponFetch();
      return await fetchMemberCategories(token ?? "");
    } catch (error) {
      console.warn("Member categories failed to load:", error);
      return null;
    }
  });
  return load.status === "ready" && load.data !== null ? load.data : snapshot;
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

const LOADING: CouponListState = { status: "loading" };
const FAILED: CouponListState = { status: "failed" };

export { useHydrated };
