import { describe, expect, it } from "vitest";
import { TOOLTIP_EMPTY, TOOLTIP_FILLED, badgeView, cartTooltip, itemsText } from "./cart-count.ts";

describe("cart tooltip (shopping spec, Header)", () => {
  it("uses the spec's texts", () => {
    expect(TOOLTIP_FILLED).toBe("Click to view your shopping cart");
    expect(TOOLTIP_EMPTY).toBe("You have no items in your shopping cart");
  });

  it("invites a click only when the count is above 0", () => {
    expect(cartTooltip(0)).toBe(TOOLTIP_EMPTY);
    expect(cartTooltip(1)).toBe(TOOLTIP_FILLED);
    expect(cartTooltip(12)).toBe(TOOLTIP_FILLED);
  });
});

describe("badgeView", () => {
  it("shows the count, the tooltip and the sentence announced on change", () => {
    expect(badgeView(3)).toEqual({
      text: "3",
      title: "Click to view your shopping cart",
      announcement: "Shopping cart: 3 items",
    });
    expect(badgeView(1).announcement).toBe("Shopping cart: 1 item");
    expect(badgeView(0)).toEqual({
      text: "0",
      title: "You have no items in your shopping cart",
      announcement: "Shopping cart: 0 items",
    });
  });

  it("never shows a negative, fractional or missing number", () => {
    expect(badgeView(-2).text).toBe("0");
    expect(badgeView(2.7).text).toBe("2");
    expect(badgeView(Number.NaN)).toEqual(badgeView(0));
  });

  it("pluralises item counts", () => {
    expect(itemsText(0)).toBe("0 items");
    expect(itemsText(1)).toBe("1 item");
    expect(itemsText(2)).toBe("2 items");
  });
});
