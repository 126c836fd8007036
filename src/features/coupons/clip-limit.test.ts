import { describe, expect, it } from "vitest";
import { atLimit, leftOutText, limitReachedText, withinLimit } from "./clip-limit.ts";
import { loadedText } from "../../shared/clipped/loaded-text.ts";

describe("the load cap", () => {
  it("says how many of the cap are loaded", () => {
    expect(loadedText(3, 10)).toBe("3 of 10 loaded");
  });

  it("refuses a clip once the card holds the cap (or more), never without a cap", () => {
    expect(atLimit(9, 10)).toBe(false);
    expect(atLimit(10, 10)).toBe(true);
    expect(atLimit(12, 10)).toBe(true);
    expect(atLimit(5000, null)).toBe(false);
  });

  it("tells the shopper why and what to do", () => {
    expect(limitReachedText(10)).toBe(
      "You have 10 of 10 loaded, the most this store allows on one card. Remove a coupon to load this one.",
    );
  });

  it("lets Clip all take the first offers in the page's order, up to the room left", () => {
    expect(withinLimit([5, 4, 3, 2, 1], 7, 10)).toEqual({ take: [5, 4, 3], leftOut: 2 });
    expect(withinLimit([5, 4], 7, 10)).toEqual({ take: [5, 4], leftOut: 0 });
  });

  it("takes nothing when the card is full (or over, after a change elsewhere), and everything without a cap", () => {
    expect(withinLimit([1, 2], 10, 10)).toEqual({ take: [], leftOut: 2 });
    expect(withinLimit([1, 2], 11, 10)).toEqual({ take: [], leftOut: 2 });
    expect(withinLimit([1, 2], 99, null)).toEqual({ take: [1, 2], leftOut: 0 });
  });

  it("says how many Clip all left out and why", () => {
    expect(leftOutText(23, 10)).toBe("23 coupons left out: this store allows 10 loaded coupons on one card.");
    expect(leftOutText(1, 10)).toBe("1 coupon left out: this store allows 10 loaded coupons on one card.");
  });
});
