/**
 * Coupons and categories as a given viewer sees them: guests never see members-only offers
 * (category 10001), members also see the coupons created for them, and IsInCart follows their cart.
 */
import type { Member } from "./state.ts";
import type { ChainSeed, CouponSeed, Department } from "./seed/types.ts";
import { BASE, mdy, msDate } from "./wire.ts";

/** Members-only and deals-of-the-week category ids. */
export const MEMBERS_ONLY = 10001;
export const DEALS_OF_THE_WEEK = 10002;

/** Names of the special categories. */
export const SPECIAL_CATEGORIES: readonly Department[] = [
  { id: MEMBERS_ONLY, name: "Members Only", description: "Offers for signed-in members." },
  { id: DEALS_OF_THE_WEEK, name: "Deals of the Week", description: "This week's best deals." },
];

/** Department path slug used in image URLs: lower case, spaces → hyphens, '/' → '_'. */
export function slug(name: string): string {
  return name.toLowerCase().replaceAll(" ", "-").replaceAll("/", "_");
}

/** Image URL of a coupon (served by this gateway). */
export function couponImage(c: CouponSeed): string {
  return `${BASE}/images/coupon/${c.id}.jpg?name=${encodeURIComponent(c.productName)}&save=${encodeURIComponent(c.plu)}`;
}

/** Image URL of a department tile. */
export function departmentImage(d: Department): string {
  return `${BASE}/images/department/${encodeURIComponent(slug(d.name))}.jpg?name=${encodeURIComponent(d.name)}`;
}

/** Every offer a viewer may see now (member null = guest). */
export function visibleCoupons(chain: ChainSeed, member: Member | null, now: number): CouponSeed[] {
  const all = member === null ? chain.coupons : [...chain.coupons, ...member.ownCoupons];
  return all.filter((c) => c.expires > now && (member !== null || c.categoryId !== MEMBERS_ONLY));
}

/** Offers of one category: 0 = all, 10002 = featured deals, otherwise by department. */
export function inCategory(coupons: readonly CouponSeed[], categoryId: number): CouponSeed[] {
  if (categoryId === 0) return [...coupons];
  if (categoryId === DEALS_OF_THE_WEEK) return coupons.filter((c) => c.featured);
  return coupons.filter((c) => c.categoryId === categoryId);
}

/** Finds an offer by id among the chain's and the member's own. */
export function findCoupon(chain: ChainSeed, member: Member | null, id: number): CouponSeed | undefined {
  return chain.coupons.find((c) => c.id === id) ?? member?.ownCoupons.find((c) => c.id === id);
}

/** A coupon as GetDetailsForCoupons sends it ("Specials"). */
export function toSpecial(c: CouponSeed, inCart: boolean): Record<string, unknown> {
  return {
    SSNewsId: c.id,
    Title: c.title,
    Details: c.details,
    ImagePath: couponImage(c),
    ValidFromDate: msDate(c.validFrom),
    ExpiresOn: msDate(c.expires),
    ProductName: c.productName,
    Amount: c.amount,
    DiscountAmount: c.isPercent ? 0 : c.amount,
    IsDiscountPercentage: c.isPercent,
    IsInCart: inCart,
    PLUCode: c.plu,
    NCRPromotionCode: c.ncrCode,
    IsInNCRImpressions: c.ncrCode !== "",
    NewsCategoryId: c.newsCategoryId,
    ProductCategoryId: c.categoryId,
    CustomerName: c.customerName,
    CouponLimit: c.limit,
    IsFeatured: c.featured,
    UPC: c.upc,
  };
}

/** A coupon as GetMyCartDetails sends it ("MyCartInfo"): other names, other date format. */
export function toCartItem(c: CouponSeed): Record<string, unknown> {
  return {
    OfferId: c.id,
    Title: c.title,
    ProductName: c.productName,
    ImagePath: couponImage(c),
    NewsCategoryId: c.newsCategoryId,
    CategoryId: c.categoryId,
    Amount: c.amount,
    PLUCode: c.plu,
    ExpiresOn: mdy(c.expires),
    ValidFrom: mdy(c.validFrom),
    Details: c.details,
    Quantity: 1,
    UPC: c.upc,
    NCRPromotionCode: c.ncrCode,
  };
}

/** The category list a viewer sees, sorted by name; guests never get 10001. */
export function categoriesFor(
  chain: ChainSeed,
  member: Member | null,
  now: number,
): { dept: Department; count: number }[] {
  const coupons = visibleCoupons(chain, member, now);
  const depts = [...chain.departments, ...SPECIAL_CATEGORIES].filter((d) => member !== null || d.id !== MEMBERS_ONLY);
  return depts
    .map((dept) => ({ dept, count: inCategory(coupons, dept.id).length }))
    .filter((entry) => entry.count > 0 || entry.dept.id < MEMBERS_ONLY)
    .sort((a, b) => a.dept.name.localeCompare(b.dept.name));
}
