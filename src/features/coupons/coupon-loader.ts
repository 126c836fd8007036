/**
 * Loading a coupon list without holding up the page: the gateway client and the coupon calls are
 * imported on demand (they are not needed to hydrate), and the coupons page starts its list before
 * the island has hydrated (`startPageList`, run by a small script of the page), so the answer is on its
 * way while the island boots. Framework-free; the hooks in use-coupons.ts consume it.
 */
import { earlyCalls } from "../../lib/early-call.ts";
import { $user } from "../../shared/session/session-store.ts";
import { categoryFromQuery } from "./categories.ts";
import type { CouponListState } from "./coupon-fetch.ts";

/** Attribute of the element that names the page's department (its category id). */
export const PAGE_CATEGORY_ATTR = "data-coupon-category";

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

/** Lists started before hydration, by category and token (one call whichever of page script and island runs first). */
const lists = earlyCalls<CouponListState>();
const keyOf = (categoryId: number, token: string | null) => `${categoryId}\n${token ?? ""}`;

/** The list of a category for a token: the one started early when it matches, else a new call. */
export function loadList(categoryId: number, token: string | null): Promise<CouponListState> {
  return lists.take(keyOf(categoryId, token), () => fetchList(categoryId, token));
}

/**
 * Starts the coupons page's list at once: its department (or `?category=`), the visitor's token. The
 * page script passes the coupon calls it imported statically, so they arrive with the page's first
 * modules and the request leaves as soon as the script runs, not after another round of imports.
 */
export function startPageList(code?: typeof import("./coupon-fetch.ts")): void {
  if (code !== undefined) fetchCode ??= Promise.resolve(code);
  const element = document.querySelector(`[${PAGE_CATEGORY_ATTR}]`);
  const fromPage = Number(element?.getAttribute(PAGE_CATEGORY_ATTR));
  if (!element || !Number.isInteger(fromPage)) return;
  const categoryId = categoryFromQuery(location.search) ?? fromPage;
  const token = $user.get()?.UserToken ?? null;
  // On a loaded phone the island can hydrate first; its own call is the page's list then.
  lists.startEarly(keyOf(categoryId, token), () => fetchList(categoryId, token));
}
