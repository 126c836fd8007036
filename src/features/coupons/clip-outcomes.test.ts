import { describe, expect, it } from "vitest";
import { saveMyCartRequestSchema } from "../../api/cart.ts";
import { couponSchema } from "../../api/coupons.ts";
import { actionFor, buttonText, badgeText, cartCorrections, clipOutcome, saveCartArgs } from "./clip-outcomes.ts";

const coupon = couponSchema.parse({
  SSNewsId: 501,
  Title: "Save on Apples",
  Details: "Any 3 lb bag||Limit one",
  ImagePath: "https://img.example/a.svg",
  ValidFromDate: "/Date(1700013600000-0500)/",
  ExpiresOn: "/Date(1700618400000-0500)/",
  ProductName: "Apples 3 lb",
  Amount: "10.00",
  PLUCode: "$10.00",
  NCRPromotionCode: "NCR-9",
  IsInNCRImpressions: true,
  IsInCart: false,
  NewsCategoryId: 2,
  ProductCategoryId: 12,
  CustomerName: "Demo",
});
const member = { UserToken: "tok-1", MemberNumber: "400100012345", FirstName: "Dana" };

describe("saveCartArgs", () => {
  it("carries every field the spec lists, with the member token and the dates as sent", () => {
    expect(saveCartArgs(coupon, member, 0)).toEqual({
      OfferId: 501,
      CategoryId: 12,
      MemberNumber: "400100012345",
      UserFirstName: "Dana",
      NCRPromotionCode: "NCR-9",
      IsInNCRImpressions: true,
      Title: "Save on Apples",
      Details: "Any 3 lb bag||Limit one",
      Amount: 10,
      ProductName: "Apples 3 lb",
      ValidFrom: "/Date(1700013600000-0500)/",
      ExpiresOn: "/Date(1700618400000-0500)/",
      UserToken: "tok-1",
    });
  });

  it("is a valid SaveMyCart body once the client adds method and UPC", () => {
    const body = { ...saveCartArgs(coupon, member, 0), method: "POST", UPC: "" };
    expect(saveMyCartRequestSchema.safeParse(body).success).toBe(true);
  });

  it("falls back to the shown department when the coupon names none", () => {
    expect(saveCartArgs({ ...coupon, ProductCategoryId: null }, member, 10002).CategoryId).toBe(10002);
  });
});

describe("clipOutcome", () => {
  const ok = { ok: true as const, data: {} };
  const rejected = (details: string) => ({ ok: false as const, kind: "rejected" as const, code: -1, details, raw: {} });

  it("succeeds on ErrorCode 1 with the spec's toasts", () => {
    expect(clipOutcome("save", ok)).toEqual({ kind: "done", toast: { type: "success", text: "Item added to cart." } });
    expect(clipOutcome("remove", ok)).toEqual({
      kind: "done",
      toast: { type: "warning", text: "Item removed from cart." },
    });
  });

  it("shows ErrorDetails as info on save and as a warning on remove", () => {
    expect(clipOutcome("save", rejected("Coupon limit reached."))).toEqual({
      kind: "rejected",
      toast: { type: "info", text: "Coupon limit reached." },
    });
    expect(clipOutcome("remove", rejected("Not in your cart."))).toEqual({
      kind: "rejected",
      toast: { type: "warning", text: "Not in your cart." },
    });
  });

  it("shows nothing for a rejection without details", () => {
    expect(clipOutcome("save", rejected(" "))).toEqual({ kind: "rejected", toast: null });
  });

  it("treats -1001 as an expired session", () => {
    expect(clipOutcome("save", { ok: false, kind: "session-expired", details: "expired", raw: {} })).toEqual({
      kind: "expired",
    });
  });

  it("only logs network, HTTP and unreadable answers", () => {
    expect(clipOutcome("save", { ok: false, kind: "network", error: "fetch failed" })).toEqual({
      kind: "logged",
      message: "SaveMyCart failed: fetch failed",
    });
    expect(
      clipOutcome("remove", { ok: false, kind: "http", status: 502, details: "", error: "HTTP 502", raw: "" }),
    ).toMatchObject({ kind: "logged", message: "RemoveFromCart failed: HTTP 502" });
    expect(clipOutcome("save", { ok: false, kind: "invalid-response", error: "x", raw: "" }).kind).toBe("logged");
  });
});

describe("button and badge state", () => {
  const texts = { add: "Add to List", remove: "Remove from List" };
  it("flips the text and the action with the cart state", () => {
    expect(buttonText(false, texts)).toBe("Add to List");
    expect(buttonText(true, texts)).toBe("Remove from List");
    expect(actionFor(false)).toBe("save");
    expect(actionFor(true)).toBe("remove");
  });

  it("names the badge with the chain's wording", () => {
    expect(badgeText(false)).toBe("Already in cart");
    expect(badgeText(true)).toBe("Already in list");
  });
});

describe("cartCorrections", () => {
  it("lists the offers whose IsInCart the cart's ids disagree with", () => {
    const list = [
      { SSNewsId: 1, IsInCart: true },
      { SSNewsId: 2, IsInCart: false },
      { SSNewsId: 3, IsInCart: true },
      { SSNewsId: 4, IsInCart: false },
    ];
    expect(cartCorrections(list, new Set([2, 3, 99]))).toEqual({ clip: [1], unclip: [2] });
  });
  it("finds nothing when they agree (guests: nothing in cart, nothing flagged)", () => {
    expect(cartCorrections([{ SSNewsId: 1, IsInCart: false }], new Set())).toEqual({ clip: [], unclip: [] });
  });
});
