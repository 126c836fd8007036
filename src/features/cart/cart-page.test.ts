import { describe, expect, it } from "vitest";
import { getMyCartDetailsResponseSchema } from "../../api/cart.ts";
import {
  CASHIER_CAPTION,
  REMOVED_MESSAGE,
  RETURN_TO_SHOP,
  cartRows,
  focusAfterRemoval,
  offlineLine,
  removeOutcome,
  savedRows,
} from "./cart-page.ts";
import { cartTexts } from "./cart-texts.server.ts";
import { es } from "../../lib/i18n/es.ts";

/** Cart items as the wire sends them, parsed by the real schema. */
function items(raw: Record<string, unknown>[]) {
  return getMyCartDetailsResponseSchema.parse({
    ErrorMessage: { ErrorCode: 1, ErrorDetails: "" },
    MyCartInfo: raw,
  }).MyCartInfo;
}

describe("texts", () => {
  it("are the spec's", () => {
    expect(CASHIER_CAPTION).toBe("SHOW THIS BARCODE TO CASHIER");
    expect(RETURN_TO_SHOP).toBe("Return to Shop");
    expect(REMOVED_MESSAGE).toBe("Item removed from the cart!");
  });
});

describe("cartRows", () => {
  it("lists each item with quantity 1", () => {
    const rows = cartRows(
      items([
        { OfferId: 7, Title: "Save $1.00 on Bananas", ProductName: "Bananas", NewsCategoryId: 2 },
        { OfferId: "8", Title: "Milk", ProductName: "", NewsCategoryId: 1 },
      ]),
    );
    expect(rows.map(({ offerId, title, qty }) => ({ offerId, title, qty }))).toEqual([
      { offerId: 7, title: "Save $1.00 on Bananas", qty: 1 },
      { offerId: 8, title: "Milk", qty: 1 },
    ]);
  });

  it("carries the offer text, the value and the expiry day for the deals sheet", () => {
    const [row] = cartRows(
      items([
        {
          OfferId: 7,
          Title: "Bananas",
          Details: "Any bunch||Limit one per household",
          PLUCode: "$1.50",
          Amount: 1.5,
          ExpiresOn: "12/31/2026",
        },
      ]),
    );
    expect(row).toMatchObject({ offer: "Any bunch", value: "$1.50", expiresOn: "2026-12-31" });
    expect(cartRows(items([{ OfferId: 8, Title: "Milk", Amount: 2, ExpiresOn: "" }]))[0]).toMatchObject({
      value: "$2.00",
      expiresOn: "",
    });
  });

  it("titles manufacturer coupons (NewsCategoryId 4) by product, as the coupon cards do", () => {
    const [row] = cartRows(
      items([{ OfferId: 9, Title: "Manufacturer Coupon", ProductName: "Acme Oats", NewsCategoryId: 4 }]),
    );
    expect(row?.title).toBe("Acme Oats");
  });

  it("never renders an empty title cell", () => {
    const [row] = cartRows(items([{ OfferId: 10, Title: "", ProductName: "" }]));
    expect(row?.title).toBe("Coupon");
  });

  it("names an untitled coupon in the page's language", () => {
    const [row] = cartRows(items([{ OfferId: 11, Title: "", ProductName: "" }]), cartTexts("es"));
    expect(row?.title).toBe(es["cart.coupon"]);
    expect(row?.title).not.toBe("Coupon");
  });
});

describe("savedRows", () => {
  it("reads the sheet's fields of a remembered row, '' for lists kept before them or for bad values", () => {
    expect(
      savedRows([
        { offerId: 1, title: "Kale", qty: 1, offer: "Any bunch", value: "$1.00", expiresOn: "2026-12-31" },
        { offerId: 2, title: "Milk", qty: 1 },
        { offerId: 3, title: "Eggs", qty: 1, offer: 5, value: null, expiresOn: "soon" },
      ]),
    ).toEqual([
      { offerId: 1, title: "Kale", qty: 1, offer: "Any bunch", value: "$1.00", expiresOn: "2026-12-31" },
      { offerId: 2, title: "Milk", qty: 1, offer: "", value: "", expiresOn: "" },
      { offerId: 3, title: "Eggs", qty: 1, offer: "", value: "", expiresOn: "" },
    ]);
  });
});

describe("removeOutcome (spec §4, §8)", () => {
  it("ErrorCode 1: the success toast for 2 s, then reload", () => {
    expect(removeOutcome({ ok: true, data: {} })).toEqual({
      kind: "removed",
      toast: { type: "success", message: "Item removed from the cart!", duration: 2000 },
    });
  });

  it("another ErrorCode: the server's ErrorDetails as a warning for 2 s", () => {
    const outcome = removeOutcome({ ok: false, kind: "rejected", code: -1, details: "Offer not in cart", raw: {} });
    expect(outcome).toEqual({
      kind: "rejected",
      toast: { type: "warning", message: "Offer not in cart", duration: 2000 },
    });
  });

  it("a rejection without details still says something", () => {
    const outcome = removeOutcome({ ok: false, kind: "rejected", code: -1, details: " ", raw: {} });
    expect(outcome.kind === "rejected" && outcome.toast.message).toBe("The item could not be removed.");
  });

  it("-1001: the session handler takes over", () => {
    expect(removeOutcome({ ok: false, kind: "session-expired", details: "Your session has expired", raw: {} })).toEqual(
      {
        kind: "expired",
      },
    );
  });

  it("no answer at all: the removal waits for a connection (logged too)", () => {
    expect(removeOutcome({ ok: false, kind: "network", error: "fetch failed" })).toEqual({
      kind: "no-answer",
      log: "RemoveFromCart failed (network): fetch failed",
    });
  });

  it("HTTP errors and unreadable answers are logged only", () => {
    const http = removeOutcome({ ok: false, kind: "http", status: 502, details: "", error: "HTTP 502", raw: "" });
    expect(http.kind).toBe("failed");
    expect(removeOutcome({ ok: false, kind: "invalid-response", error: "x", raw: "" }).kind).toBe("failed");
  });
});

describe("focusAfterRemoval", () => {
  it("stays on the same row index, or the last row, or none when empty", () => {
    expect(focusAfterRemoval(0, 2)).toBe(0);
    expect(focusAfterRemoval(2, 2)).toBe(1);
    expect(focusAfterRemoval(1, 0)).toBe(-1);
  });
});

describe("offlineLine", () => {
  const now = new Date(2026, 10, 25, 19, 30);

  it("says when the list was synced: the time today", () => {
    expect(offlineLine(new Date(2026, 10, 25, 7, 5).getTime(), now, "en-US")).toBe("Offline — your list as of 7:05 AM");
  });

  it("adds the date when the sync was on another day", () => {
    expect(offlineLine(new Date(2026, 10, 23, 18, 40).getTime(), now, "en-US")).toBe(
      "Offline — your list as of Nov 23, 6:40 PM",
    );
  });
});
