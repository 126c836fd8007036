/**
 * The clip state every coupon island of a page shares besides the cart itself: which offers have a
 * save or remove under way, and bringing the cart's ids in line with a member's fresh coupon list.
 * Kept apart from clip-actions.ts so the gateway client loads only when it is needed.
 */
import { atom } from "nanostores";
import type { Coupon } from "../../api/coupons.ts";
import { $clippedIds, markMany } from "../../shared/clipped/clipped-store.ts";
import { cartCorrections } from "./clip-outcomes.ts";

/** Offer ids with a save or remove under way: their buttons wait (no double clip). */
export const $pendingClips = atom<ReadonlySet<number>>(new Set());

/** Offer ids whose last save or remove got no usable answer (HTTP 5xx, timeout, no network). */
export const $failedClips = atom<ReadonlySet<number>>(new Set());

/**
 * Set (to the "as of" time of the list shown) while the gateway cannot be reached: a press on Clip
 * then says clipping is unavailable (guest-clip.ts) instead of sending anyone to a sign-in or a call
 * that cannot work. Null otherwise.
 */
export const $clipUnavailable = atom<Date | null>(null);

/** What a press on Clip says while the gateway cannot be reached (no spec text covers it; see the README). */
export const CLIP_UNAVAILABLE_TEXT = "Clipping is unavailable right now. Please try again later.";

/** The status a card shows when its last save or remove did not take. */
export const CLIP_FAILED_TEXT = "Could not update. Try again.";

/** Marks an offer's last save or remove as failed (true) or clears that (false). */
export function setFailed(id: number, failed: boolean): void {
  const current = $failedClips.get();
  if (current.has(id) === failed) return;
  const next = new Set(current);
  if (failed) next.add(id);
  else next.delete(id);
  $failedClips.set(next);
}

/** Marks an offer's save or remove as under way (true) or finished (false). */
export function setPending(id: number, pending: boolean): void {
  const next = new Set($pendingClips.get());
  if (pending) next.add(id);
  else next.delete(id);
  $pendingClips.set(next);
}

/** Brings the cart's clipped ids in line with a member's fresh coupon list (its IsInCart flags), in one update. */
export function syncCartWith(coupons: readonly Coupon[]): void {
  const { clip, unclip } = cartCorrections(coupons, $clippedIds.get());
  markMany(clip, unclip);
}
