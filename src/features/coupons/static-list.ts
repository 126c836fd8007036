/**
 * A guest's coupon list from the site itself: the build's static list of the page's department
 * (`coupon-lists.server.ts`), read piece by piece as the pieces arrive. The first piece (one page of
 * cards) is usually under way already, started by the head script (list-start-script.ts); the others
 * are asked for together. Framework-free.
 */
import type { Coupon } from "../../api/coupons.ts";
import { takeEarlyFetch } from "../../lib/early-fetch.ts";
import { checkPiece, unpackRange, type CouponPiece } from "./coupon-pieces.ts";

/** What a page tells its island about the static list of its department. */
export type StaticList = {
  /** The pieces' addresses, relative to the page, in order. */
  files: string[];
  /** Coupons in the list (all pieces). */
  count: number;
  /** When the pull took the list (ISO): the "as of" time when the gateway cannot be reached. */
  pulledAt: string;
};

/** Lets the page paint and answer input between slices of a long list (`scheduler.yield` where there is one). */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Coupons unpacked at a time: a slice is a short task even on a slow phone. */
const UNPACK_SLICE = 100;

/** One piece, checked; throws when it cannot be fetched or read (the caller then asks the gateway). */
async function fetchPiece(url: string): Promise<CouponPiece> {
  const response = await (takeEarlyFetch(url) ?? fetch(url));
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return checkPiece(await response.json());
}

/**
 * Reads every piece of `list`, handing each one's coupons to `onPiece` in order as soon as it and
 * those before it are there; a piece is unpacked a slice at a time with `pause()` between slices.
 * Rejects when a piece cannot be read.
 */
export async function readStaticList(
  list: StaticList,
  onPiece: (coupons: Coupon[]) => void,
  pause: () => Promise<void>,
): Promise<void> {
  const pieces = list.files.map((url) => {
    const piece = fetchPiece(url);
    piece.catch(() => undefined);
    return piece;
  });
  for (const next of pieces) {
    const piece = await next;
    const coupons: Coupon[] = [];
    for (let from = 0; from < piece.n; from += UNPACK_SLICE) {
      if (from > 0) await pause();
      coupons.push(...unpackRange(piece, from, from + UNPACK_SLICE));
    }
    onPiece(coupons);
    await pause();
  }
}
