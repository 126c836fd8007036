/**
 * The coupon departments (categories) of the coupons page: which ones a visitor sees, in what order,
 * the All Coupons total, which department an address selects and where each entry links.
 */
import { couponDepartmentSlug, pathSegment } from "../../lib/slug.ts";

/** Members-only offers: hidden from guests. */
export const MEMBERS_ONLY_CATEGORY = 10001;
/** Deals of the week (home page section, /coupons/deals-of-the-week). */
export const DEALS_CATEGORY = 10002;
/** Categories from this id up are the special ones, listed first on the coupons page. */
export const SPECIAL_CATEGORY_MIN = 10000;
/** Category id of "all coupons" in GetDetailsForCoupons. */
export const ALL_CATEGORY = 0;

/** Empty-list text of coupon lists (spec §8). */
export const NO_COUPONS_TEXT = "No coupons available";

/** The category fields the coupons page uses. */
export type CategoryLike = { ProductCategoryId: number; ProductCategoryName: string; NoOfCoupons: number };

/** The categories a visitor sees: 10001 only when signed in; ids ≥ 10000 first, then by name. */
export function couponCategories<C extends CategoryLike>(list: readonly C[], signedIn: boolean): C[] {
  const special = (c: C) => (c.ProductCategoryId >= SPECIAL_CATEGORY_MIN ? 0 : 1);
  return list
    .filter((c) => signedIn || c.ProductCategoryId !== MEMBERS_ONLY_CATEGORY)
    .toSorted((a, b) => special(a) - special(b) || a.ProductCategoryName.localeCompare(b.ProductCategoryName));
}

/**
 * The All Coupons count: the sum over the categories shown. Deals of the week (10002) count too,
 * because the All Coupons list includes them and a real gateway counts them in no department; only
 * where the deals are also counted in their own departments (`dealsInDepartments`, read from the
 * pulled deals at build time) are they left out, so that no offer counts twice.
 */
export function allCouponsTotal(list: readonly CategoryLike[], dealsInDepartments = false): number {
  return list.reduce(
    (sum, c) => (dealsInDepartments && c.ProductCategoryId === DEALS_CATEGORY ? sum : sum + Math.max(0, c.NoOfCoupons)),
    0,
  );
}

/**
 * Whether the gateway counts the deals of the week in their departments as well: every pulled deal
 * names a department of the list (not 10002) as its ProductCategoryId. Unknown (no deals) reads as no.
 */
export function dealsCountedInDepartments(
  deals: readonly { ProductCategoryId?: number | null | undefined }[],
  list: readonly CategoryLike[],
): boolean {
  const departments = new Set(list.map((c) => c.ProductCategoryId).filter((id) => id < SPECIAL_CATEGORY_MIN));
  return deals.length > 0 && deals.every((d) => departments.has(d.ProductCategoryId ?? DEALS_CATEGORY));
}

/**
 * The category a coupons address selects: '' and 'all' are all coupons, digits are a category id,
 * anything else is a department name slug ('meat-&-seafood'); null when no category matches.
 */
export function categoryForPath(path: string, list: readonly CategoryLike[]): number | null {
  const segment = decodeSafely(path.replace(/^\/+|\/+$/g, "")).toLowerCase();
  if (segment === "" || segment === "all") return ALL_CATEGORY;
  if (/^\d+$/.test(segment)) return Number(segment);
  // 'beer/wine' (the name as the shopper types it) and 'beer_wine' (the built segment) both match.
  const slug = pathSegment(segment);
  return (
    list.find((c) => {
      const own = couponDepartmentSlug(c.ProductCategoryName);
      return own === segment || own === slug;
    })?.ProductCategoryId ?? null
  );
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A category id from the `category` query parameter (members-only has no page of its own); null when absent. */
export function categoryFromQuery(search: string): number | null {
  const value = new URLSearchParams(search).get("category");
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** The coupons-only view (`#/{site}` entry): it selects departments by `?category=` and stays itself. */
export const COUPONS_ONLY_ROUTE = "/coupons-only";

/**
 * The route of a category's entry: its department page when the build made one (`built` holds the
 * ids of the pulled snapshot), else the coupons page with `?category=` (members-only offers). In the
 * coupons-only view every entry stays on that view with `?category=`.
 */
export function categoryRoute(c: CategoryLike, built: ReadonlySet<number>, couponsOnly = false): string {
  if (couponsOnly) return `${COUPONS_ONLY_ROUTE}?category=${c.ProductCategoryId}`;
  if (built.has(c.ProductCategoryId)) return `/coupons/${couponDepartmentSlug(c.ProductCategoryName)}`;
  return `/coupons?category=${c.ProductCategoryId}`;
}

/** The route of the All Coupons entry. */
export function allCouponsRoute(couponsOnly = false): string {
  return couponsOnly ? COUPONS_ONLY_ROUTE : "/coupons/all";
}

/** The name of the selected category ('All Coupons' for all). */
export function categoryName(categoryId: number, list: readonly CategoryLike[]): string {
  if (categoryId === ALL_CATEGORY) return "All Coupons";
  return list.find((c) => c.ProductCategoryId === categoryId)?.ProductCategoryName ?? "Coupons";
}
