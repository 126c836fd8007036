import { describe, expect, it } from "vitest";
import { toDate } from "../../api/wire-fields.ts";
import { adDate, galleryStoreId, isCateringItem, memberStoreId, validityText, wrapIndex } from "./weekly-ads.ts";

describe("weekly-ad dates", () => {
  it("formats the list's dates as MM/DD/YYYY", () => {
    // The wire sends '/Date(ms-0500)/'; the date is the one written, whatever the build machine's zone.
    const from = toDate("/Date(1767330000000-0500)/");
    expect(adDate(from)).toBe("01/02/2026");
    expect(adDate(new Date(Date.UTC(2026, 10, 3)))).toBe("11/03/2026");
    expect(adDate(null)).toBe("");
  });

  it("writes the validity line from the dates it can read", () => {
    const a = new Date(Date.UTC(2026, 0, 4));
    const b = new Date(Date.UTC(2026, 0, 10));
    expect(validityText(a, b)).toBe("Valid from 01/04/2026 to 01/10/2026");
    expect(validityText(a, null)).toBe("Valid from 01/04/2026");
    expect(validityText(null, b)).toBe("Expires on 01/10/2026");
    expect(validityText(null, null)).toBe("");
  });
});

describe("store-id choice", () => {
  it("uses the store in the address", () => {
    expect(galleryStoreId("7", null)).toBe(7);
    expect(galleryStoreId(7, { ClientStoreId: 3 })).toBe(7);
  });

  it("falls back to the member's ClientStoreId, and to store 1 for guests", () => {
    expect(galleryStoreId(undefined, { ClientStoreId: 3 })).toBe(3);
    expect(galleryStoreId("", { ClientStoreId: "12" })).toBe(12);
    expect(galleryStoreId(undefined, null)).toBe(1);
    expect(galleryStoreId("abc", { ClientStoreId: 0 })).toBe(1);
  });

  it("gives catering the member's store, else the chain's default store", () => {
    expect(memberStoreId({ ClientStoreId: 5 }, 2)).toBe(5);
    expect(memberStoreId(null, 2)).toBe(2);
    expect(memberStoreId({ ClientStoreId: null }, 1)).toBe(1);
  });
});

describe("gallery helpers", () => {
  it("tells catering slides from ad pages", () => {
    expect(isCateringItem({ GalleryType: "Catering" })).toBe(true);
    expect(isCateringItem({ GalleryType: " catering " })).toBe(true);
    expect(isCateringItem({ GalleryType: "WeeklyAd" })).toBe(false);
  });

  it("wraps next and previous around", () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
