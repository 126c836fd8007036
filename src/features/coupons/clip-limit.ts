/**
 * The chain's load cap (local.json `flags.clipLimit`): the most coupons one card may hold loaded.
 * A clip that would go over it is refused before any call; Clip all clips up to it, in the page's
 * order, and says how many it left out. Framework-free and tested; the page reads the cap from
 * the site config (null: the chain has none).
 */
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";

/** Whether one more clip would go over the cap (never, without one). */
export function atLimit(loaded: number, limit: number | null): boolean {
  return limit !== null && loaded >= limit;
}

/** The refusal of a single clip at the cap, before any call: what happened and what to do. */
export function limitReachedText(limit: number, texts?: Texts): string {
  return trFill(
    texts,
    "You have {limit} of {limit} loaded, the most this store allows on one card. Remove a coupon to load this one.",
    { limit: String(limit) },
  );
}

/** What a Clip all run clips and what it leaves out: the first offers, in the page's order, up to the cap. */
export function withinLimit<T>(
  todo: readonly T[],
  loaded: number,
  limit: number | null,
): { take: T[]; leftOut: number } {
  if (limit === null) return { take: [...todo], leftOut: 0 };
  const room = Math.max(0, limit - loaded);
  const take = todo.slice(0, room);
  return { take, leftOut: todo.length - take.length };
}

/** Why a Clip all run left offers out: how many, and the cap. */
export function leftOutText(leftOut: number, limit: number, texts?: Texts): string {
  const text =
    leftOut === 1
      ? "{n} coupon left out: this store allows {limit} loaded coupons on one card."
      : "{n} coupons left out: this store allows {limit} loaded coupons on one card.";
  return trFill(texts, text, { n: String(leftOut), limit: String(limit) });
}
