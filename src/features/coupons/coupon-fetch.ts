/**
 * The coupon calls of the islands: a department's coupons and the member's own category list,
 * with the member token when signed in and the guest token otherwise. Failures the spec calls
 * "logged only" are logged as warnings and end in a state the page can show (empty or retry),
 * never an endless spinner; ErrorCode -1001 signs the member out.
 */
import { failureMessage } from "../../api/client.ts";
import { getCategoriesForCoupons, getDetailsForCoupons } from "../../api/coupons.ts";
import type { Coupon, ProductCategory } from "../../api/coupons.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { withCdnImages } from "../../tenant/image-cdn.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";

/**
 * A coupon list: loading (null in the spec), loaded (maybe empty), refused by the gateway (an
 * ErrorCode: shown as 'No coupons available', with a retry) or failed (no answer: retry offered).
 */
export type CouponListState =
  { status: "loading" } | { status: "ready"; coupons: Coupon[] } | { status: "refused" } | { status: "failed" };

/**
 * `GetDetailsForCoupons/{categoryId}/{token}/0`, its coupons checked in slices so a list of
 * thousands never blocks the page for long. A rejection (ErrorCode ≠ 1) is the gateway's way of
 * saying "none" for some lists, so it reads as empty, with a retry in case it was a passing refusal;
 * no answer or an unreadable one offers a retry.
 */
export async function fetchCoupons(categoryId: number, memberToken: string | null): Promise<CouponListState> {
  const token = memberToken ?? readSiteConfig().guestToken;
  const result = await getDetailsForCoupons(siteClient(), { categoryId, token }, { pause: yieldToPage });
  if (result.ok) return { status: "ready", coupons: withCdnImages(result.data.Specials, readSiteConfig().imageCdn) };
  // The session helper signs out and navigates to /login; keep the spinner until the page leaves.
  if (handleSessionExpired(result)) return { status: "loading" };
  console.warn(`GetDetailsForCoupons failed: ${failureMessage(result)}`);
  return result.kind === "rejected" ? { status: "refused" } : { status: "failed" };
}

/** Lets the page paint and answer input between slices of a long list (`scheduler.yield` where there is one). */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** `GetCategoriesForCoupons/{userToken}`: the member's categories (with 10001); null when it failed. */
export async function fetchMemberCategories(memberToken: string): Promise<ProductCategory[] | null> {
  const result = await getCategoriesForCoupons(siteClient(), memberToken);
  if (result.ok) return result.data.GetProductCategories;
  if (handleSessionExpired(result)) return null;
  console.warn(`GetCategoriesForCoupons failed: ${failureMessage(result)}`);
  return null;
}
