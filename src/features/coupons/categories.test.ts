import { describe, expect, it } from "vitest";
import {
  allCouponsRoute,
  allCouponsTotal,
  categoryForPath,
  categoryFromQuery,
  categoryName,
  categoryRoute,
  couponCategories,
  dealsCountedInDepartments,
} from "./categories.ts";

const cat = (ProductCategoryId: number, ProductCategoryName: string, NoOfCoupons = 3) => ({
  ProductCategoryId,
  ProductCategoryName,
  NoOfCoupons,
});
const list = [
  cat(2, "Produce", 5),
  cat(10002, "Deals of the Week", 4),
  cat(1, "Bakery", 2),
  cat(10001, "Members Only", 6),
  cat(3, "Meat & Seafood", 7),
  cat(4, "Beer/Wine", 1),
];

describe("couponCategories", () => {
  it("hides 10001 from guests and sorts ids ≥ 10000 first, then by name", () => {
    expect(couponCategories(list, false).map((c) => c.ProductCategoryName)).toEqual([
      "Deals of the Week",
      "Bakery",
      "Beer/Wine",
      "Meat & Seafood",
      "Produce",
    ]);
  });

  it("shows 10001 to signed-in members", () => {
    expect(couponCategories(list, true).map((c) => c.ProductCategoryId)).toEqual([10002, 10001, 1, 4, 3, 2]);
  });

  it("leaves the input untouched", () => {
    const before = list.map((c) => c.ProductCategoryId);
    couponCategories(list, true);
    expect(list.map((c) => c.ProductCategoryId)).toEqual(before);
  });
});

describe("allCouponsTotal", () => {
  it("counts the deals of the week, which the All Coupons list includes and no department counts", () => {
    // A real gateway: 335 in departments, 6 deals of the week, 341 coupons in the All Coupons list.
    const real = [cat(1, "Bakery", 300), cat(2, "Produce", 35), cat(10002, "Deals of the Week", 6)];
    expect(allCouponsTotal(couponCategories(real, false))).toBe(341);
    expect(allCouponsTotal(couponCategories(list, false))).toBe(19);
    expect(allCouponsTotal(couponCategories(list, true))).toBe(25);
  });
  it("leaves the deals out where their departments count them already, so none counts twice", () => {
    expect(allCouponsTotal(couponCategories(list, false), true)).toBe(15);
    expect(allCouponsTotal(couponCategories(list, true), true)).toBe(21);
  });
  it("is 0 for no categories", () => {
    expect(allCouponsTotal([])).toBe(0);
  });
});

describe("dealsCountedInDepartments", () => {
  it("is true when every pulled deal names a department of the list", () => {
    expect(dealsCountedInDepartments([{ ProductCategoryId: 2 }, { ProductCategoryId: 3 }], list)).toBe(true);
  });
  it("is false when a deal names 10002, no department or one the list lacks, and when there are no deals", () => {
    expect(dealsCountedInDepartments([{ ProductCategoryId: 2 }, { ProductCategoryId: 10002 }], list)).toBe(false);
    expect(dealsCountedInDepartments([{ ProductCategoryId: null }], list)).toBe(false);
    expect(dealsCountedInDepartments([{ ProductCategoryId: 99 }], list)).toBe(false);
    expect(dealsCountedInDepartments([], list)).toBe(false);
  });
});

describe("categoryForPath", () => {
  it("reads all coupons, ids and department-name slugs", () => {
    expect(categoryForPath("", list)).toBe(0);
    expect(categoryForPath("all", list)).toBe(0);
    expect(categoryForPath("3", list)).toBe(3);
    expect(categoryForPath("meat-&-seafood", list)).toBe(3);
    expect(categoryForPath("deals-of-the-week", list)).toBe(10002);
    expect(categoryForPath("beer/wine", list)).toBe(4);
    expect(categoryForPath("meat-%26-seafood/", list)).toBe(3);
  });
  it("is null for a name no category has", () => {
    expect(categoryForPath("toys", list)).toBeNull();
  });
});

describe("categoryFromQuery", () => {
  it("reads a numeric category parameter only", () => {
    expect(categoryFromQuery("?category=10001")).toBe(10001);
    expect(categoryFromQuery("?category=x")).toBeNull();
    expect(categoryFromQuery("?q=milk")).toBeNull();
  });
});

describe("categoryRoute", () => {
  it("links built departments by name and others through the query", () => {
    const built = new Set([3, 10002]);
    expect(categoryRoute(cat(3, "Meat & Seafood"), built)).toBe("/coupons/meat-&-seafood");
    expect(categoryRoute(cat(10002, "Deals of the Week"), built)).toBe("/coupons/deals-of-the-week");
    expect(categoryRoute(cat(10001, "Members Only"), built)).toBe("/coupons?category=10001");
  });
  it("keeps every entry of the coupons-only view on that view", () => {
    const built = new Set([3]);
    expect(categoryRoute(cat(3, "Meat & Seafood"), built, true)).toBe("/coupons-only?category=3");
    expect(categoryRoute(cat(10001, "Members Only"), built, true)).toBe("/coupons-only?category=10001");
    expect(allCouponsRoute(true)).toBe("/coupons-only");
    expect(allCouponsRoute()).toBe("/coupons/all");
  });
});

describe("categoryName", () => {
  it("names all coupons and known categories", () => {
    expect(categoryName(0, list)).toBe("All Coupons");
    expect(categoryName(3, list)).toBe("Meat & Seafood");
    expect(categoryName(99, list)).toBe("Coupons");
  });
});
