import { describe, expect, it } from "vitest";
import { parseGatewayDate } from "../../api/wire.ts";
import { cardTitle, detailParts, expiryText, fullTitle, savingsText, savingsValue, truncate } from "./offer-text.ts";

const money = { Amount: 0, IsDiscountPercentage: false };

describe("cardTitle", () => {
  it("keeps titles of 35 characters or fewer whole", () => {
    const title = "12345678901234567890123456789012345";
    expect(cardTitle({ Title: title, ProductName: "", NewsCategoryId: 2 })).toBe(title);
  });

  it("cuts longer titles at 35 characters and adds an ellipsis", () => {
    const title = "Save $1.00 when you buy any TWO (2) Brand Apples 1 lb";
    expect(cardTitle({ Title: title, ProductName: "", NewsCategoryId: 2 })).toBe(
      "Save $1.00 when you buy any TWO (2)...",
    );
  });

  it("uses ProductName when NewsCategoryId is 4 (manufacturer coupon)", () => {
    const c = { Title: "Manufacturer Coupon", ProductName: "Acme Oats 16 oz", NewsCategoryId: 4 };
    expect(cardTitle(c)).toBe("Acme Oats 16 oz");
    expect(cardTitle({ ...c, NewsCategoryId: 2 })).toBe("Manufacturer Coupon");
  });

  it("falls back to Title when a manufacturer coupon has no product name", () => {
    expect(fullTitle({ Title: "Manufacturer Coupon", ProductName: " ", NewsCategoryId: 4 })).toBe(
      "Manufacturer Coupon",
    );
  });

  it("counts characters, not UTF-16 units", () => {
    expect(truncate("é".repeat(36))).toBe(`${"é".repeat(35)}...`);
  });
});

describe("savingsText", () => {
  it("shows 'Save {value}' with the savings text kept whole", () => {
    expect(savingsText({ ...money, PLUCode: "$10.00" })).toBe("Save $10.00");
    expect(savingsText({ ...money, PLUCode: "$0.50" })).toBe("Save $0.50");
    expect(savingsText({ ...money, PLUCode: "25%" })).toBe("Save 25%");
  });

  it("shows 'Free!' for '100%'", () => {
    expect(savingsText({ ...money, PLUCode: "100%" })).toBe("Free!");
  });

  it("makes the value from Amount when the savings text is empty", () => {
    expect(savingsValue({ PLUCode: "", Amount: 10, IsDiscountPercentage: false })).toBe("$10.00");
    expect(savingsValue({ PLUCode: "", Amount: 15, IsDiscountPercentage: true })).toBe("15%");
    expect(savingsText({ PLUCode: "", Amount: 100, IsDiscountPercentage: true })).toBe("Free!");
    expect(savingsText({ PLUCode: "", Amount: 0, IsDiscountPercentage: false })).toBe("");
  });
});

describe("detailParts", () => {
  it("splits the description from the disclaimer at ||", () => {
    expect(detailParts("Any 3 lb bag||Limit one per household")).toEqual({
      description: "Any 3 lb bag",
      disclaimer: "Limit one per household",
    });
  });
  it("keeps details without a disclaimer whole", () => {
    expect(detailParts(" Any size ")).toEqual({ description: "Any size", disclaimer: "" });
  });
});

describe("expiryText", () => {
  it("formats the expiry as MM/DD/YYYY in the gateway's own wall clock", () => {
    // 2024-03-09 23:59 in US Central (-0600) must not move to the 10th, whatever the machine's zone.
    expect(expiryText(parseGatewayDate("/Date(1710050340000-0600)/"))).toBe("Offer Expires on 03/09/2024");
    expect(expiryText(parseGatewayDate("12/31/2023 23:59:59"))).toBe("Offer Expires on 12/31/2023");
  });
  it("is empty when the date is unreadable", () => {
    expect(expiryText(null)).toBe("");
  });
});
