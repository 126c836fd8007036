import { describe, expect, it } from "vitest";
import { couponSchema } from "../../api/coupons.ts";
import { dealGroups, dealRow, OTHER_DEALS_GROUP } from "./digital-deals.ts";

const coupon = (id: number, category: number | null, extra: Record<string, unknown> = {}) =>
  couponSchema.parse({
    SSNewsId: id,
    Title: `Offer ${id}`,
    Details: `Details ${id}||Limit one coupon per transaction.||Not valid with other offers.`,
    ImagePath: "",
    ValidFromDate: "/Date(1700013600000-0500)/",
    ExpiresOn: "/Date(1799125140000-0500)/",
    ProductName: `Product ${id}`,
    Amount: 1,
    PLUCode: "$1.00",
    NCRPromotionCode: "",
    IsInNCRImpressions: false,
    IsInCart: false,
    NewsCategoryId: 1,
    ProductCategoryId: category,
    CustomerName: "Demo",
    ...extra,
  });
const dept = (id: number, name: string) => ({ ProductCategoryId: id, ProductCategoryName: name, NoOfCoupons: 1 });

describe("dealRow", () => {
  it("carries the full title, the details, the fine print, the card's savings line and the expiry day", () => {
    expect(dealRow(coupon(7, 1))).toEqual({
      id: 7,
      title: "Offer 7",
      details: "Details 7",
      terms: "Limit one coupon per transaction. Not valid with other offers.",
      value: "Save $1.00",
      expires: "01/04/2027",
    });
  });
  it("says 'Free!' for 100 %, names a manufacturer coupon by its product and keeps a long title whole", () => {
    const long = "A very long title that a card would cut at thirty-five characters";
    expect(dealRow(coupon(1, 1, { PLUCode: "100%" })).value).toBe("Free!");
    expect(dealRow(coupon(1, 1, { NewsCategoryId: 4 })).title).toBe("Product 1");
    expect(dealRow(coupon(1, 1, { Title: long })).title).toBe(long);
  });
  it("leaves an unreadable expiry and an unknown saving empty", () => {
    const row = dealRow(coupon(1, 1, { ExpiresOn: "soon", PLUCode: "", Amount: 0 }));
    expect([row.expires, row.value]).toEqual(["", ""]);
  });
});

describe("dealGroups", () => {
  const departments = [dept(2, "Produce"), dept(1, "Bakery"), dept(10002, "Deals of the Week"), dept(3, "Deli")];

  it("groups by department in the coupons page's order (special ids first, then by name), the list's order within", () => {
    const groups = dealGroups([coupon(10, 2), coupon(11, 1), coupon(12, 2), coupon(13, 10002)], departments);
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.id)])).toEqual([
      ["Deals of the Week", [13]],
      ["Bakery", [11]],
      ["Produce", [10, 12]],
    ]);
  });
  it("lists each coupon once and puts those of no known department last, under their own heading", () => {
    const groups = dealGroups([coupon(10, 2), coupon(10, 2), coupon(20, 99), coupon(21, null)], departments);
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.id)])).toEqual([
      ["Produce", [10]],
      [OTHER_DEALS_GROUP, [20, 21]],
    ]);
  });
  it("is empty for an empty list", () => {
    expect(dealGroups([], departments)).toEqual([]);
  });
});
