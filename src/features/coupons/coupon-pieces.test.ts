import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { couponSchema, type Coupon } from "../../api/coupons.ts";
import { BadPieceError, PIECE_SIZE, packList, packPiece, pieceSizes, unpackPiece } from "./coupon-pieces.ts";
import { PAGE_SIZE } from "./coupon-query.ts";

/** A coupon as the API client parses it from the wire. */
const coupon = (id: number, extra: Record<string, unknown> = {}): Coupon =>
  z.parse(couponSchema, {
    SSNewsId: id,
    Title: `Offer ${id}`,
    Details: `Save on item ${id}||Limit one per visit.`,
    ImagePath: `https://gw.example/images/coupon/${id}.jpg?name=Item%20${id}`,
    ValidFromDate: "/Date(1794114000000-0500)/",
    ExpiresOn: "11/30/2026",
    ProductName: `Item ${id}`,
    Amount: 1.5,
    PLUCode: "$1.50",
    NewsCategoryId: 4,
    ProductCategoryId: 301 + (id % 3),
    CustomerName: "Acme",
    IsFeatured: id % 2 === 0,
    ...extra,
  });

/** A piece as the browser receives it: through JSON. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("pieceSizes", () => {
  it("puts one page of cards first, then pieces of PIECE_SIZE at most", () => {
    expect(pieceSizes(0)).toEqual([]);
    expect(pieceSizes(5)).toEqual([5]);
    expect(pieceSizes(PAGE_SIZE)).toEqual([PAGE_SIZE]);
    expect(pieceSizes(PAGE_SIZE + 1)).toEqual([PAGE_SIZE, 1]);
    expect(pieceSizes(2054)).toEqual([PAGE_SIZE, PIECE_SIZE, PIECE_SIZE, PIECE_SIZE, PIECE_SIZE, 6]);
  });
});

describe("packing and unpacking a list", () => {
  it("gives back the coupons the API client parsed, dates included, none of them in a cart", () => {
    const coupons = [
      coupon(1),
      coupon(2, { ExpiresOn: "", ValidFromDate: "" }),
      coupon(3, { IsInCart: true, CouponLimit: 2, ProductCategoryId: null }),
    ];
    const back = unpackPiece(overTheWire(packPiece(coupons)));
    expect(back).toEqual(coupons.map((c) => ({ ...c, IsInCart: false })));
    expect(back[0]?.expiresAt).toEqual(new Date(Date.UTC(2026, 10, 30)));
    expect(back[1]?.expiresAt).toBeNull();
  });

  it("cuts a list into pieces that put it back together in order", () => {
    const coupons = Array.from({ length: PAGE_SIZE + PIECE_SIZE + 3 }, (_, i) => coupon(i + 1));
    const pieces = packList(coupons);
    expect(pieces.map((p) => p.n)).toEqual([PAGE_SIZE, PIECE_SIZE, 3]);
    expect(pieces.flatMap((p) => unpackPiece(overTheWire(p))).map((c) => c.SSNewsId)).toEqual(
      coupons.map((c) => c.SSNewsId),
    );
  });

  it("gzips to well under the gateway's answer for the same coupons (the large demo chain's list)", () => {
    const pulled = JSON.parse(readFileSync("tenants/harvestmarket/coupon-lists.json", "utf8")) as {
      coupons: unknown[];
    };
    const sent = pulled.coupons.slice(0, PIECE_SIZE);
    const answer = gzipSync(JSON.stringify({ Specials: sent })).length;
    const piece = gzipSync(JSON.stringify(packPiece(sent.map((c) => z.parse(couponSchema, c))))).length;
    expect(piece).toBeLessThan(answer * 0.7);
  });

  it("refuses what is not a piece of this version, so the page asks the gateway instead", () => {
    const good = overTheWire(packPiece([coupon(1)])) as Record<string, unknown>;
    expect(() => unpackPiece("<!doctype html>")).toThrow(BadPieceError);
    expect(() => unpackPiece(null)).toThrow(BadPieceError);
    expect(() => unpackPiece({ ...good, v: 2 })).toThrow(BadPieceError);
    expect(() => unpackPiece({ ...good, n: 2 })).toThrow(/wrong length/);
    expect(() => unpackPiece({ ...good, c: { SSNewsId: [1] } })).toThrow(BadPieceError);
  });
});
