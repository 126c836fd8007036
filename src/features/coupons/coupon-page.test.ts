import { describe, expect, it } from "vitest";
import { testTenant } from "../../test-support/test-tenant.ts";
import {
  DEFAULT_DISCLAIMER,
  LOGIN_SENTENCE,
  clipTextsFor,
  couponsAppProps,
  disclaimerParts,
  disclaimerText,
} from "./coupon-page.ts";

describe("disclaimerText", () => {
  it("uses the default sentence unless the chain sets its own", () => {
    expect(disclaimerText(testTenant())).toBe(DEFAULT_DISCLAIMER);
    expect(DEFAULT_DISCLAIMER).toMatch(/varies by store location/);
    expect(DEFAULT_DISCLAIMER).toMatch(/log in/);
    expect(disclaimerText(testTenant({ COUPON_PAGE_DISCLAIMER_TEXT: "Ours." }))).toBe("Ours.");
  });
});

describe("clipTextsFor", () => {
  it("says cart by default and list with the chain's flag", () => {
    expect(clipTextsFor(testTenant())).toEqual({
      add: "Add to Cart",
      remove: "Remove from Cart",
      badge: "Already in cart",
    });
    expect(clipTextsFor(testTenant({}, { couponListWording: true }))).toEqual({
      add: "Add to List",
      remove: "Remove from List",
      badge: "Already in list",
    });
  });
});

describe("couponsAppProps", () => {
  it("selects the department of the address by name or id, all coupons otherwise", () => {
    const tenant = testTenant();
    expect(couponsAppProps(tenant, "/coupons/meat-&-seafood", "meat-&-seafood").categoryId).toBe(2);
    expect(couponsAppProps(tenant, "/coupons/10002", "10002").categoryId).toBe(10002);
    expect(couponsAppProps(tenant, "/coupons/deals-of-the-week", "deals-of-the-week").categoryId).toBe(10002);
    expect(couponsAppProps(tenant, "/coupons/all", "all").categoryId).toBe(0);
    expect(couponsAppProps(tenant, "/coupons", "").categoryId).toBe(0);
  });
});

describe("disclaimerParts", () => {
  it("sets the login sentence apart so only guests see it", () => {
    expect(disclaimerParts(DEFAULT_DISCLAIMER)).toEqual({
      before: "Coupon availability varies by store location. ",
      login: LOGIN_SENTENCE,
      after: "",
    });
    expect(disclaimerParts("Ours.")).toEqual({ before: "Ours.", login: null, after: "" });
  });
});
