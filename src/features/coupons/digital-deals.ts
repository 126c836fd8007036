/**
 * This week's digital deals for shoppers without a phone (/digital-deals): every current coupon of
 * the guests' All Coupons list, as rows a printed page can carry (offer text, value, expiry),
 * grouped by department in the coupons page's order. Pure, so the build and its tests agree.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import type { Coupon } from "../../api/coupons.ts";
import { formatUSDate } from "../../api/wire.ts";
import { detailParts, fullTitle, savingsText } from "../../shared/clipped/offer-text.ts";
import { type CategoryLike, couponCategories } from "./categories.ts";

/** The group of coupons whose category is in no department the guests' list names. */
export const OTHER_DEALS_GROUP = "More Deals";

/** The key of coupons that name no category (and of OTHER_DEALS_GROUP). */
const NO_CATEGORY = -1;

/** One printed row: what the cashier needs to find the offer. */
export type DealRow = {
  id: number;
  /** The untruncated title (ProductName for manufacturer coupons, as on the cards). */
  title: string;
  /** The details without their disclaimer. */
  details: string;
  /** The fine print ('Limit one coupon per transaction.'), '' when none. */
  terms: string;
  /** 'Save $1.00', 'Free!', or '' when the coupon names no saving. */
  value: string;
  /** MM/DD/YYYY, '' when the gateway's date is unreadable. */
  expires: string;
};

/** A department's rows. */
export type DealGroup = { id: number; name: string; rows: DealRow[] };

/** A coupon as a printed row. */
export function dealRow(c: Coupon, texts?: Texts): DealRow {
  const { description, disclaimer } = detailParts(c.Details);
  return {
    id: c.SSNewsId,
    title: fullTitle(c),
    details: description,
    terms: disclaimer,
    value: savingsText(c, texts),
    expires: formatUSDate(c.expiresAt),
  };
}

/**
 * The coupons by department, each coupon once, in the coupons page's department order (ids ≥ 10000
 * first, then by name) and the list's own order within a department; a coupon whose category no
 * department names goes to OTHER_DEALS_GROUP, last. Empty departments are left out.
 */
export function dealGroups(
  coupons: readonly Coupon[],
  departments: readonly CategoryLike[],
  texts?: Texts,
): DealGroup[] {
  const byCategory = new Map<number, DealRow[]>();
  const seen = new Set<number>();
  for (const c of coupons) {
    if (seen.has(c.SSNewsId)) continue;
    seen.add(c.SSNewsId);
    const category = c.ProductCategoryId ?? NO_CATEGORY;
    const rows = byCategory.get(category) ?? [];
    rows.push(dealRow(c, texts));
    byCategory.set(category, rows);
  }
  const groups: DealGroup[] = [];
  for (const d of couponCategories(departments, false)) {
    const rows = byCategory.get(d.ProductCategoryId);
    if (rows === undefined) continue;
    groups.push({ id: d.ProductCategoryId, name: d.ProductCategoryName, rows });
    byCategory.delete(d.ProductCategoryId);
  }
  const other = [...byCategory.values()].flat();
  if (other.length > 0) groups.push({ id: NO_CATEGORY, name: tr(texts, OTHER_DEALS_GROUP), rows: other });
  return groups;
}
