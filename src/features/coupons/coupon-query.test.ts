import { describe, expect, it } from "vitest";
import {
  PAGE_SIZE,
  SORTS,
  SORT_LABELS,
  filterCoupons,
  parseListQuery,
  queryCoupons,
  shownCount,
  sortCoupons,
  withListQuery,
} from "./coupon-query.ts";

const day = (d: number) => new Date(Date.UTC(2024, 0, d));
const coupon = (SSNewsId: number, extra: Partial<Parameters<typeof filterCoupons>[0][number]> = {}) => ({
  SSNewsId,
  Title: `Coupon ${SSNewsId}`,
  ProductName: "",
  Details: "",
  ProductCategoryId: null,
  expiresAt: null,
  validFromAt: null,
  ...extra,
});

const list = [
  coupon(1, { Title: "Crème fraîche", ProductCategoryId: 3, expiresAt: day(20), validFromAt: day(1) }),
  coupon(2, { ProductName: "Whole Milk 1 gal", ProductCategoryId: 1, expiresAt: day(10), validFromAt: day(5) }),
  coupon(3, {
    Details: "Any milk chocolate bar||Limit one",
    ProductCategoryId: 2,
    expiresAt: null,
    validFromAt: day(3),
  }),
  coupon(4, { Title: "Bread", ProductCategoryId: 1, expiresAt: day(15), validFromAt: null }),
];
const names: Record<number, string> = { 1: "Dairy", 2: "Candy", 3: "Bakery" };
const nameOf = (id: number | null) => (id === null ? "" : (names[id] ?? ""));
const ids = (cs: readonly { SSNewsId: number }[]) => cs.map((c) => c.SSNewsId);

describe("filterCoupons", () => {
  it("matches title, product name and details, case- and accent-insensitively", () => {
    expect(ids(filterCoupons(list, "MILK"))).toEqual([2, 3]);
    expect(ids(filterCoupons(list, "creme"))).toEqual([1]);
    expect(ids(filterCoupons(list, "limit one"))).toEqual([3]);
  });
  it("needs every word", () => {
    expect(ids(filterCoupons(list, "milk gal"))).toEqual([2]);
  });
  it("keeps everything for a blank query", () => {
    expect(ids(filterCoupons(list, "  "))).toEqual([1, 2, 3, 4]);
  });
});

describe("sortCoupons", () => {
  it("orders by expiry, soonest first, unknown dates last", () => {
    expect(ids(sortCoupons(list, "expiring"))).toEqual([2, 4, 1, 3]);
  });
  it("orders by start date, newest first, unknown dates last", () => {
    expect(ids(sortCoupons(list, "newest"))).toEqual([2, 3, 1, 4]);
  });
  it("orders by department name, keeping the gateway's order within one", () => {
    expect(ids(sortCoupons(list, "department", nameOf))).toEqual([1, 3, 2, 4]);
  });
  it("keeps the gateway's order for 'featured' and never changes its input", () => {
    expect(ids(sortCoupons(list, "featured"))).toEqual([1, 2, 3, 4]);
    sortCoupons(list, "expiring");
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });
});

describe("queryCoupons", () => {
  it("filters, then sorts", () => {
    expect(ids(queryCoupons(list, { q: "milk", sort: "expiring" }))).toEqual([2, 3]);
  });
});

describe("list query in the address", () => {
  it("reads q and sort, ignoring unknown sorts", () => {
    expect(parseListQuery("?q=%20milk%20&sort=newest")).toEqual({ q: "milk", sort: "newest" });
    expect(parseListQuery("?sort=cheapest")).toEqual({ q: "", sort: "featured" });
  });
  it("writes q and sort, leaves defaults out and keeps other parameters", () => {
    expect(withListQuery("?category=10001", { q: "milk bar", sort: "expiring" })).toBe(
      "?category=10001&q=milk+bar&sort=expiring",
    );
    expect(withListQuery("?q=milk&sort=newest", { q: "", sort: "featured" })).toBe("");
  });
  it("round-trips", () => {
    const query = { q: "crème & milk", sort: "department" } as const;
    expect(parseListQuery(withListQuery("", query))).toEqual(query);
  });
});

describe("shownCount", () => {
  it("draws whole pages, never more than there are", () => {
    expect(shownCount(2000, 1)).toBe(PAGE_SIZE);
    expect(shownCount(2000, 3)).toBe(3 * PAGE_SIZE);
    expect(shownCount(10, 3)).toBe(10);
  });
});

describe("sorting edges", () => {
  const undated = [coupon(11), coupon(12), coupon(13)];
  it("keeps the gateway's order among coupons without a date or a department", () => {
    expect(ids(sortCoupons(undated, "expiring"))).toEqual([11, 12, 13]);
    expect(ids(sortCoupons(undated, "newest"))).toEqual([11, 12, 13]);
    expect(ids(sortCoupons(undated, "department", nameOf))).toEqual([11, 12, 13]);
  });
  it("puts coupons without a date or a department last, wherever they stand", () => {
    const mixed = [
      coupon(21),
      coupon(22, { expiresAt: day(9), validFromAt: day(2), ProductCategoryId: 2 }),
      coupon(23),
      coupon(24, { expiresAt: day(3), validFromAt: day(4), ProductCategoryId: 3 }),
    ];
    expect(ids(sortCoupons(mixed, "expiring"))).toEqual([24, 22, 21, 23]);
    expect(ids(sortCoupons(mixed.toReversed(), "expiring"))).toEqual([24, 22, 23, 21]);
    expect(ids(sortCoupons(mixed, "newest"))).toEqual([24, 22, 21, 23]);
    expect(ids(sortCoupons(mixed.toReversed(), "newest"))).toEqual([24, 22, 23, 21]);
    expect(ids(sortCoupons(mixed, "department", nameOf))).toEqual([24, 22, 21, 23]);
    expect(ids(sortCoupons(mixed.toReversed(), "department", nameOf))).toEqual([24, 22, 23, 21]);
  });
  it("orders coupons that started before 1970 after newer ones, and before undated ones", () => {
    const old = [coupon(31), coupon(32, { validFromAt: new Date(Date.UTC(1969, 0, 1)) })];
    expect(ids(sortCoupons(old, "newest"))).toEqual([32, 31]);
  });
});

describe("list query edges", () => {
  it("keeps at most 100 characters of the words", () => {
    expect(parseListQuery(`?q=${"a".repeat(150)}`).q).toBe("a".repeat(100));
  });
  it("writes the words without the spaces around them, and no q for blank words", () => {
    expect(withListQuery("", { q: "  milk  ", sort: "featured" })).toBe("?q=milk");
    expect(withListQuery("?q=milk", { q: "   ", sort: "featured" })).toBe("");
  });
});

describe("the sort menu", () => {
  it("offers the four orders with their labels, featured first", () => {
    expect(SORTS.map((key) => SORT_LABELS[key])).toEqual(["Featured", "Expiring soonest", "Newest", "Department"]);
  });
});
