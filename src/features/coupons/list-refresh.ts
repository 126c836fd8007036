/**
 * What the live calls change in a guest's static coupon list. A guest's list comes from the build
 * (the site's own static files); the gateway is asked for the category counts (one small call), and
 * only the lists whose count changed since the pull are fetched live and compared with the static
 * ones: a coupon the gateway added shows, marked new; one whose text changed is replaced, marked
 * updated; one the gateway no longer lists goes. A change that keeps every count the same (one
 * coupon swapped for another in the same department) shows with the next build. Pure functions.
 */
import type { Coupon, ProductCategory } from "../../api/coupons.ts";

/** How a card is marked after a refresh. */
export type CouponMark = "new" | "updated";

/** Categories from this id up are special (members only, deals of the week): no coupon names them as its department. */
const SPECIAL_FROM = 10000;

/** Counts by category id. */
export const countsOf = (categories: readonly ProductCategory[]): Map<number, number> =>
  new Map(categories.map((c) => [c.ProductCategoryId, c.NoOfCoupons]));

/**
 * The categories to fetch again: those whose live count differs from the pulled one (a category
 * new since the pull, or gone, included). `scope` is the page's department, or null for All Coupons
 * (every category counts then).
 */
export function staleCategories(
  pulled: ReadonlyMap<number, number>,
  live: ReadonlyMap<number, number>,
  scope: number | null,
): number[] {
  const ids = scope === null ? new Set([...pulled.keys(), ...live.keys()]) : new Set([scope]);
  return [...ids].filter((id) => (pulled.get(id) ?? 0) !== (live.get(id) ?? 0)).sort((a, b) => a - b);
}

/** What changed: coupons added (in the gateway's order), replaced by id, gone by id, and an order to follow. */
export type ListPatch = {
  added: Coupon[];
  updated: ReadonlyMap<number, Coupon>;
  removed: ReadonlySet<number>;
  /** Every coupon the live lists hold (one gone from a department may have moved to another). */
  present: ReadonlySet<number>;
  /** The list's own order from the gateway (a department's page), or null to keep the static order. */
  order: readonly number[] | null;
};

/** No change. */
export const NO_CHANGE: ListPatch = {
  added: [],
  updated: new Map(),
  removed: new Set(),
  present: new Set(),
  order: null,
};

/** What a shopper sees of a coupon: a change here is an update. */
const visible = (c: Coupon): string =>
  JSON.stringify([c.Title, c.ProductName, c.Details, c.PLUCode, c.ImagePath, c.ExpiresOn, c.ValidFromDate]);

/**
 * The patch of one category: its live coupons against the static list shown (`shown`). With
 * `whole`, `shown` is that category's own list (a department's page), so the live list replaces it
 * in the gateway's order; without, `shown` is All Coupons: the category's coupons are those naming it
 * as their department (none for a special category, whose coupons are only ever added).
 */
export function diffCategory(
  categoryId: number,
  shown: readonly Coupon[],
  live: readonly Coupon[],
  whole: boolean,
): ListPatch {
  const byId = new Map(shown.map((c) => [c.SSNewsId, c]));
  const liveIds = new Set(live.map((c) => c.SSNewsId));
  const added = live.filter((c) => !byId.has(c.SSNewsId));
  const updated = new Map(
    live.flatMap((c) => {
      const before = byId.get(c.SSNewsId);
      return before !== undefined && visible(before) !== visible(c) ? [[c.SSNewsId, c] as const] : [];
    }),
  );
  const inCategory = whole
    ? shown
    : categoryId >= SPECIAL_FROM
      ? []
      : shown.filter((c) => c.ProductCategoryId === categoryId);
  const removed = new Set(inCategory.filter((c) => !liveIds.has(c.SSNewsId)).map((c) => c.SSNewsId));
  return { added, updated, removed, present: liveIds, order: whole ? live.map((c) => c.SSNewsId) : null };
}

/** Several categories' patches as one (All Coupons); a coupon added by two of them is added once. */
export function joinPatches(patches: readonly ListPatch[]): ListPatch {
  const added = new Map<number, Coupon>();
  const updated = new Map<number, Coupon>();
  const removed = new Set<number>();
  const present = new Set<number>();
  for (const p of patches) {
    for (const c of p.added) if (!added.has(c.SSNewsId)) added.set(c.SSNewsId, c);
    for (const [id, c] of p.updated) updated.set(id, c);
    for (const id of p.removed) removed.add(id);
    for (const id of p.present) present.add(id);
  }
  // A coupon that moved to another department is gone from one list and in the other: it stays.
  for (const id of present) removed.delete(id);
  const order = patches.length === 1 ? (patches[0]?.order ?? null) : null;
  return { added: [...added.values()], updated, removed, present, order };
}

/**
 * The list shown after a patch, with each changed coupon's mark: added coupons first (or in the
 * gateway's order when the patch has one), updated ones in place, removed ones gone.
 */
export function applyPatch(
  coupons: readonly Coupon[],
  patch: ListPatch,
): { coupons: Coupon[]; marks: Map<number, CouponMark> } {
  const marks = new Map<number, CouponMark>();
  for (const c of patch.added) marks.set(c.SSNewsId, "new");
  for (const id of patch.updated.keys()) marks.set(id, "updated");
  const kept = coupons
    .filter((c) => !patch.removed.has(c.SSNewsId) && !marksNew(marks, c))
    .map((c) => patch.updated.get(c.SSNewsId) ?? c);
  if (patch.order === null) return { coupons: [...patch.added, ...kept], marks };
  const byId = new Map([...kept, ...patch.added].map((c) => [c.SSNewsId, c]));
  return { coupons: patch.order.flatMap((id) => byId.get(id) ?? []), marks };
}

const marksNew = (marks: ReadonlyMap<number, CouponMark>, c: Coupon) => marks.get(c.SSNewsId) === "new";
