/**
 * The home page's deals of the week: what a deal card shows, and which deals are shown (current
 * ones, at most eight). Framework-free, so the build (from the pulled snapshot) and the island (from
 * the live answer) pick and draw the same cards.
 */
import type { Coupon } from "../../api/coupons.ts";
import { cardTitle, detailParts } from "../../shared/clipped/offer-text.ts";

/** Deals shown on the home page; the rest are one click away. */
export const HOME_DEALS_MAX = 8;

/** What a deal card needs (small enough to travel as island props). */
export type DealView = {
  id: number;
  title: string;
  description: string;
  image: string;
  /** The wall-clock expiry (UTC fields hold the gateway's date), in ms; null when it has none. */
  expiresAt: number | null;
};

/** A coupon as a deal card. */
export function toDealView(c: Coupon): DealView {
  return {
    id: c.SSNewsId,
    title: cardTitle(c),
    description: detailParts(c.Details).description,
    image: c.ImagePath,
    expiresAt: c.expiresAt?.getTime() ?? null,
  };
}

const DAY_MS = 86_400_000;

/**
 * Whether a deal still runs at `now` (the visitor's clock): an offer is good through its expiry
 * date, so it goes at the first midnight after it. Expiries are wall-clock dates, compared with the
 * visitor's wall clock.
 */
export function isCurrent(deal: Pick<DealView, "expiresAt">, now: Date): boolean {
  if (deal.expiresAt === null) return true;
  const wallNow = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), now.getMinutes());
  const endOfExpiryDay = Math.floor(deal.expiresAt / DAY_MS) * DAY_MS + DAY_MS;
  return wallNow < endOfExpiryDay;
}

/** The deals the home page shows at `now`: current ones, in the gateway's order, at most eight. */
export function homeDeals(deals: readonly DealView[], now: Date): DealView[] {
  return deals.filter((d) => isCurrent(d, now)).slice(0, HOME_DEALS_MAX);
}
