/**
 * The coupon calls of the islands: a department's coupons and the member's own category list,
 * with the member token when signed in and the guest token otherwise. Failures the spec calls
 * "logged only" are logged as warnings and end in a state the page can show (empty or retry),
 * never an endless spinner; ErrorCode -1001 signs the member out.
 */
import { createGatewayClient, failureMessage, type GatewayClient } from "../../api/client.ts";
import { getCategoriesForCoupons, getDetailsForCoupons } from "../../api/coupons.ts";
import type { Coupon, ProductCategory } from "../../api/coupons.ts";
import { earlyAwareFetch } from "../../lib/early-fetch.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { withCdnImages } from "../../tenant/image-cdn.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";
import { countsOf, type CouponMark } from "./list-refresh.ts";
import { yieldToPage } from "./static-list.ts";

/**
 * A coupon list: loading (null in the spec), loaded (maybe empty), refused by the gateway (an
 * ErrorCode: shown as 'No coupons available', with a retry) or failed (no answer: retry offered).
 */
export type CouponListState =
  | { status: "loading" }
  | {
      status: "ready";
      coupons: Coupon[];
      /** False while more of the list is still arriving (absent: the list is whole). */
      complete?: boolean;
      /** Coupons the live call found new or changed since the build's list. */
      marks?: ReadonlyMap<number, CouponMark>;
      /** Set when the gateway could not be reached: the build's list is shown as it was at this time. */
      asOf?: Date | null;
    }
  | { status: "refused" }
  | { status: "failed" };

let listClient: GatewayClient | undefined;

/**
 * The client of the list calls: the page's own client, except that a list the page's head script
 * already asked for (CouponListStart.astro) is answered from that request.
 */
function listCalls(): GatewayClient {
  const config = readSiteConfig();
  listClient ??= createGatewayClient({
    baseUrl: config.gatewayUrl,
    domainname: config.subdomain,
    fetch: earlyAwareFetch,
  });
  return listClient;
}

/**
 * `GetDetailsForCoupons/{categoryId}/{token}/0`, its coupons checked in slices so a list of
 * thousands never blocks the page for long. A rejection (ErrorCode ≠ 1) is the gateway's way of
 * saying "none" for some lists, so it reads as empty, with a retry in case it was a passing refusal;
 * no answer or an unreadable one offers a retry.
 */
export async function fetchCoupons(
  categoryId: number,
  memberToken: string | null,
  onCoupons?: (coupons: Coupon[]) => void,
): Promise<CouponListState> {
  const token = memberToken ?? readSiteConfig().guestToken;
  const cdn = readSiteConfig().imageCdn;
  const stream = onCoupons && { onCoupons: (coupons: Coupon[]) => onCoupons(withCdnImages(coupons, cdn)) };
  const result = await getDetailsForCoupons(listCalls(), { categoryId, token }, { pause: yieldToPage, ...stream });
  if (result.ok) return { status: "ready", coupons: withCdnImages(result.data.Specials, cdn) };
  // The session helper signs out and navigates to /login; keep the spinner until the page leaves.
  if (handleSessionExpired(result)) return { status: "loading" };
  console.warn(`GetDetailsForCoupons failed: ${failureMessage(result)}`);
  return result.kind === "rejected" ? { status: "refused" } : { status: "failed" };
}

/**
 * `GetCategoriesForCoupons/{guest token}`: the counts guests see now, to compare with the build's;
 * "unreachable" without an answer (no network, an HTTP error, an unreadable body), "unknown" for a
 * refusal.
 */
export async function fetchGuestCounts(): Promise<ReadonlyMap<number, number> | "unreachable" | "unknown"> {
  const result = await getCategoriesForCoupons(siteClient(), readSiteConfig().guestToken);
  if (result.ok) return countsOf(result.data.GetProductCategories);
  console.warn(`GetCategoriesForCoupons failed: ${failureMessage(result)}`);
  return result.kind === "rejected" || result.kind === "session-expired" ? "unknown" : "unreachable";
}

/** `GetCategoriesForCoupons/{userToken}`: the member's categories (with 10001); null when it failed. */
export async function fetchMemberCategories(memberToken: string): Promise<ProductCategory[] | null> {
  const result = await getCategoriesForCoupons(siteClient(), memberToken);
  if (result.ok) return result.data.GetProductCategories;
  if (handleSessionExpired(result)) return null;
  console.warn(`GetCategoriesForCoupons failed: ${failureMessage(result)}`);
  return null;
}
