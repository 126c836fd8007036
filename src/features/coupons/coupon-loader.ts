/**
 * Loading a coupon list without holding up the page: the gateway client and the coupon calls are
 * imported on demand (they are not needed to hydrate). The coupons and department pages start their
 * list before anything loads (CouponListStart.astro); the home page's deals use `loadList`.
 * Framework-free; the hooks in use-coupons.ts and use-list-view.ts consume it.
 */
import type { CouponListState } from "./coupon-fetch.ts";

/** A module promise whose failure is reported where it is awaited, not as an unhandled rejection. */
export function preload<T>(code: Promise<T>): Promise<T> {
  code.catch(() => undefined);
  return code;
}

let fetchCode: Promise<typeof import("./coupon-fetch.ts")> | undefined;

/** The coupon calls, imported once (with the gateway client). */
export function couponFetch(): Promise<typeof import("./coupon-fetch.ts")> {
  fetchCode ??= preload(import("./coupon-fetch.ts"));
  return fetchCode;
}

/** Fetches a list; the clip code follows, so the first click does not wait for it. */
async function fetchList(categoryId: number, token: string | null): Promise<CouponListState> {
  try {
    const { fetchCoupons } = await couponFetch();
    const state = await fetchCoupons(categoryId, token);
    // Left to load on its own: a page left meanwhile (the import then fails) is no error to report.
    void preload(import("./clip-actions.ts"));
    return state;
  } catch (error) {
    // The code itself did not load (offline, a new deploy): offer the retry.
    console.warn("Coupon list failed to load:", error);
    return { status: "failed" };
  }
}

/** The list of a category for a token (the gateway's, guest or member). */
export function loadList(categoryId: number, token: string | null): Promise<CouponListState> {
  return fetchList(categoryId, token);
}
