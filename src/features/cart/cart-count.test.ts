import { describe, expect, it } from "vitest";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import { badgeView, type BadgeWords } from "./cart-count.ts";

/** The badge's words as CartLink.astro writes them from a catalogue. */
const wordsOf = (c: typeof en | typeof es): BadgeWords => ({
  filled: c["cartLink.filled"],
  empty: c["cartLink.empty"],
  one: c["cartLink.one"],
  many: c["cartLink.many"],
});

describe("the cart link's English (shopping spec, Header)", () => {
  it("uses the spec's tooltips", () => {
    expect(en["cartLink.filled"]).toBe("Click to view your shopping cart");
    expect(en["cartLink.empty"]).toBe("You have no items in your shopping cart");
  });
});

describe("badgeView", () => {
  it("shows the count, the tooltip (a click invited only above 0) and the sentence announced on change", () => {
    const words = wordsOf(en);
    expect(badgeView(3, words)).toEqual({
      text: "3",
      title: "Click to view your shopping cart",
      announcement: "Shopping cart: 3 items",
    });
    expect(badgeView(1, words)).toEqual({
      text: "1",
      title: "Click to view your shopping cart",
      announcement: "Shopping cart: 1 item",
    });
    expect(badgeView(0, words)).toEqual({
      text: "0",
      title: "You have no items in your shopping cart",
      announcement: "Shopping cart: 0 items",
    });
  });

  it("speaks the words of a Spanish page", () => {
    const words = wordsOf(es);
    expect(badgeView(3, words)).toEqual({
      text: "3",
      title: "Haga clic para ver su carrito de compras",
      announcement: "Carrito de compras: 3 artículos",
    });
    expect(badgeView(1, words).announcement).toBe("Carrito de compras: 1 artículo");
    expect(badgeView(0, words).title).toBe("No tiene artículos en su carrito de compras");
  });

  it("never shows a negative, fractional or missing number", () => {
    const words = wordsOf(en);
    expect(badgeView(-2, words).text).toBe("0");
    expect(badgeView(2.7, words).text).toBe("2");
    expect(badgeView(Number.NaN, words)).toEqual(badgeView(0, words));
  });
});
