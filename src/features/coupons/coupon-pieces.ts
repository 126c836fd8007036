/**
 * The static coupon lists the build publishes (`coupon-lists/`, one set of files per list) and the
 * browser reads back: a list is cut into pieces so the first screen needs little (the first piece
 * holds the first page of cards, the rest follow in larger pieces), and each piece holds its coupons
 * as columns, one array per field, which gzip packs far tighter than one object per coupon (the
 * 2,054-coupon list: 81 KB gzipped instead of 145 KB for the gateway's answer). Framework-free and
 * without zod: the build checked the coupons at the pull, and the browser only unpacks them.
 */
import type { Coupon } from "../../api/coupons.ts";
import { parseRawDate } from "../../api/wire.ts";
import { PAGE_SIZE } from "./coupon-query.ts";

/** Coupons per piece after the first (the first holds one page of cards, PAGE_SIZE). */
export const PIECE_SIZE = 500;

/** The format's version; a piece of another version is refused (an old cached file, a new reader). */
export const PIECE_VERSION = 1;

/** The fields a piece carries, in the gateway's names. IsInCart is left out: a guest's list has none in a cart. */
export const PIECE_FIELDS = [
  "SSNewsId",
  "Title",
  "Details",
  "ImagePath",
  "ValidFromDate",
  "ExpiresOn",
  "ProductName",
  "Amount",
  "DiscountAmount",
  "IsDiscountPercentage",
  "PLUCode",
  "NCRPromotionCode",
  "IsInNCRImpressions",
  "NewsCategoryId",
  "ProductCategoryId",
  "CustomerName",
  "CouponLimit",
  "IsFeatured",
] as const satisfies readonly (keyof Coupon)[];

/** A field a piece carries. */
type PieceField = (typeof PIECE_FIELDS)[number];

/** One piece as published: the version, the number of coupons and a column per field. */
export type CouponPiece = { v: number; n: number; c: { [K in PieceField]: Coupon[K][] } };

/** The sizes of the pieces of a list of `count` coupons: one page first, then PIECE_SIZE at most. */
export function pieceSizes(count: number): number[] {
  if (count <= 0) return [];
  const sizes = [Math.min(count, PAGE_SIZE)];
  for (let left = count - PAGE_SIZE; left > 0; left -= PIECE_SIZE) sizes.push(Math.min(left, PIECE_SIZE));
  return sizes;
}

/** Cuts a list into its pieces (see `pieceSizes`). */
export function packList(coupons: readonly Coupon[]): CouponPiece[] {
  let start = 0;
  return pieceSizes(coupons.length).map((size) => {
    const piece = packPiece(coupons.slice(start, start + size));
    start += size;
    return piece;
  });
}

/** The coupons as one piece. */
export function packPiece(coupons: readonly Coupon[]): CouponPiece {
  const column = <K extends PieceField>(field: K): Coupon[K][] => coupons.map((c) => c[field]);
  const c = Object.fromEntries(PIECE_FIELDS.map((f) => [f, column(f)])) as CouponPiece["c"];
  return { v: PIECE_VERSION, n: coupons.length, c };
}

/** Why a fetched piece cannot be read. */
export class BadPieceError extends Error {}

/**
 * A fetched piece (its JSON already decoded) checked for this version's shape. Throws BadPieceError
 * when it is not one: the caller then asks the gateway instead.
 */
export function checkPiece(value: unknown): CouponPiece {
  const piece = value as Partial<CouponPiece> | null;
  if (typeof piece !== "object" || piece === null || piece.v !== PIECE_VERSION || typeof piece.n !== "number") {
    throw new BadPieceError("not a coupon list piece of this version");
  }
  const { n, c } = piece;
  if (typeof c !== "object" || PIECE_FIELDS.some((f) => !Array.isArray(c[f]) || c[f].length !== n)) {
    throw new BadPieceError("a column is missing or has the wrong length");
  }
  return piece as CouponPiece;
}

/** The coupons `from` to `to` (exclusive) of a checked piece, with their dates parsed as the API client parses them. */
export function unpackRange(piece: CouponPiece, from: number, to: number): Coupon[] {
  const coupons: Coupon[] = [];
  for (let i = from; i < Math.min(to, piece.n); i++) {
    const coupon = { IsInCart: false } as Record<string, unknown>;
    for (const field of PIECE_FIELDS) coupon[field] = piece.c[field][i];
    const typed = coupon as Omit<Coupon, "validFromAt" | "expiresAt">;
    coupons.push({
      ...typed,
      validFromAt: parseRawDate(typed.ValidFromDate),
      expiresAt: parseRawDate(typed.ExpiresOn),
    });
  }
  return coupons;
}

/** Every coupon of a fetched piece (see `checkPiece` and `unpackRange`). */
export function unpackPiece(value: unknown): Coupon[] {
  const piece = checkPiece(value);
  return unpackRange(piece, 0, piece.n);
}
