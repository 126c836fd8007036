import { describe, expect, it } from "vitest";
import type { Coupon } from "../../api/coupons.ts";
import { applyPatch, diffCategory, joinPatches, NO_CHANGE, staleCategories } from "./list-refresh.ts";

/** A coupon of department `dept` with the fields a refresh compares. */
const coupon = (id: number, dept: number | null, title = `Offer ${id}`): Coupon =>
  ({ SSNewsId: id, ProductCategoryId: dept, Title: title, ProductName: "", Details: "", PLUCode: "$1.00" }) as Coupon;
const ids = (coupons: readonly Coupon[]) => coupons.map((c) => c.SSNewsId);

describe("staleCategories", () => {
  const pulled = new Map([
    [301, 10],
    [302, 5],
    [10002, 3],
  ]);

  it("names the categories whose count changed, a new or vanished one included, for All Coupons", () => {
    const live = new Map([
      [301, 10],
      [302, 6],
      [10002, 3],
      [303, 1],
    ]);
    expect(staleCategories(pulled, live, null)).toEqual([302, 303]);
    expect(staleCategories(pulled, new Map([[301, 10]]), null)).toEqual([302, 10002]);
    expect(staleCategories(pulled, pulled, null)).toEqual([]);
  });

  it("looks at the page's own department only", () => {
    const live = new Map([
      [301, 10],
      [302, 6],
    ]);
    expect(staleCategories(pulled, live, 301)).toEqual([]);
    expect(staleCategories(pulled, live, 302)).toEqual([302]);
  });
});

describe("a refresh of All Coupons", () => {
  const shown = [coupon(1, 301), coupon(2, 302), coupon(3, 301), coupon(4, null)];

  it("puts a coupon the gateway added first, marked new; replaces a changed one in place; drops a gone one", () => {
    const live301 = [coupon(1, 301, "Offer 1, now bigger"), coupon(9, 301)];
    const patch = joinPatches([diffCategory(301, shown, live301, false)]);
    const { coupons, marks } = applyPatch(shown, patch);
    expect(ids(coupons)).toEqual([9, 1, 2, 4]);
    expect(coupons[1]?.Title).toBe("Offer 1, now bigger");
    expect([...marks]).toEqual([
      [9, "new"],
      [1, "updated"],
    ]);
  });

  it("keeps a coupon that moved between departments, and adds a special category's coupon once", () => {
    const moved = diffCategory(301, shown, [coupon(1, 301)], false); // 3 left 301…
    const into = diffCategory(302, shown, [coupon(2, 302), coupon(3, 302, "Offer 3")], false); // …for 302
    const deals = diffCategory(10002, shown, [coupon(9, 303), coupon(1, 301)], false);
    const dealsAgain = diffCategory(303, shown, [coupon(9, 303)], false);
    const { coupons, marks } = applyPatch(shown, joinPatches([moved, into, deals, dealsAgain]));
    expect(ids(coupons)).toEqual([9, 1, 2, 3, 4]);
    expect(marks.get(9)).toBe("new");
    expect(marks.has(3)).toBe(false);
  });

  it("changes nothing without changes", () => {
    expect(applyPatch(shown, NO_CHANGE)).toEqual({ coupons: shown, marks: new Map() });
    expect(applyPatch(shown, joinPatches([diffCategory(301, shown, [coupon(1, 301), coupon(3, 301)], false)]))).toEqual(
      { coupons: shown, marks: new Map() },
    );
  });
});

describe("a refresh of a department's page", () => {
  it("takes the gateway's list in its order, marking what is new or changed", () => {
    const shown = [coupon(1, 301), coupon(2, 301), coupon(3, 301)];
    const live = [coupon(7, 301), coupon(3, 301, "Offer 3, changed"), coupon(1, 301)];
    const { coupons, marks } = applyPatch(shown, joinPatches([diffCategory(301, shown, live, true)]));
    expect(ids(coupons)).toEqual([7, 3, 1]);
    expect(coupons[1]?.Title).toBe("Offer 3, changed");
    expect(Object.fromEntries(marks)).toEqual({ 7: "new", 3: "updated" });
  });
});
