/**
 * Where a coupons or department page's list comes from, and in what order it fills in: the states
 * the island shows, emitted as the list arrives (framework-free; `use-list-view.ts` wires it to
 * React, the calls are injected so it is tested on its own).
 *
 * - A guest reads the build's static list, piece by piece (`static-list.ts`): the first page at
 *   once, the rest as it comes, searchable as soon as it is there. Meanwhile the gateway is asked
 *   for the category counts and, where a count changed, for that list, and the changes are applied
 *   with their marks (`list-refresh.ts`). When the gateway cannot be reached the static list stays,
 *   with its "as of" time: clipping is then unavailable. A static list that cannot be read (or a page
 *   without one) falls back to the gateway's list.
 * - A signed-in member's list comes from the gateway with the member token, read while it arrives
 *   (the first cards before the whole list). When the gateway cannot be reached and the page has a
 *   static list, the member sees that, as of its time, with clipping unavailable.
 */
import type { Coupon } from "../../api/coupons.ts";
import type { CouponListState } from "./coupon-fetch.ts";
import { isCurrent } from "./home-deals.ts";
import { applyPatch, diffCategory, joinPatches, NO_CHANGE, staleCategories, type ListPatch } from "./list-refresh.ts";
import type { StaticList } from "./static-list.ts";

/** The calls a list needs (the island passes the real ones; tests pass their own). */
export type ListCalls = {
  /** The gateway's list of a category (member token, or the guest token for null); coupons as they arrive. */
  live(categoryId: number, token: string | null, onCoupons?: (coupons: Coupon[]) => void): Promise<CouponListState>;
  /**
   * The gateway's category counts as guests see them; "unreachable" when the gateway could not be
   * reached, "unknown" when it answered without them (a refusal: nothing to compare).
   */
  counts(): Promise<ReadonlyMap<number, number> | "unreachable" | "unknown">;
  /** Reads a static list, each piece's coupons in order; rejects when a piece cannot be read. */
  staticList(list: StaticList, onPiece: (coupons: Coupon[]) => void): Promise<void>;
};

/** What the list is: its department, the visitor, the build's list and counts. */
export type ListSource = {
  categoryId: number;
  /** The member token; null for a guest. */
  token: string | null;
  /** The build's static list of the department; null when it has none. */
  staticList: StaticList | null;
  /** The category counts at the pull (guests' categories). */
  pulledCounts: ReadonlyMap<number, number>;
  /** Whether the page is All Coupons (every category's change counts) or one department. */
  all: boolean;
};

/** The list's current state; `signal` stops a load whose page or visitor changed. */
type Emit = (state: CouponListState) => void;

/** Coupons still running at `now` (a static list may hold some that ended since the build). */
const current = (coupons: readonly Coupon[], now: Date) =>
  coupons.filter((c) => isCurrent({ expiresAt: c.expiresAt?.getTime() ?? null }, now));

/** Loads the list of `source`, emitting each state; resolves when nothing more will change. */
export async function loadList(source: ListSource, calls: ListCalls, emit: Emit, signal: AbortSignal): Promise<void> {
  const send: Emit = (state) => {
    if (!signal.aborted) emit(state);
  };
  if (source.token !== null) return loadMemberList(source, calls, send);
  if (source.staticList === null) return void send(await calls.live(source.categoryId, null));
  return loadGuestList(source, source.staticList, calls, send);
}

/** Coupons a member's list shows more of at a time while it arrives, after its first page. */
const MEMBER_STEP = 500;

/** A member's list, as it arrives; the static list, as of its time, when the gateway cannot be reached. */
async function loadMemberList(source: ListSource, calls: ListCalls, send: Emit): Promise<void> {
  const arrived: Coupon[] = [];
  let sent = 0;
  const live = await calls.live(source.categoryId, source.token, (coupons) => {
    arrived.push(...current(coupons, new Date()));
    // The first page at once, then the rest in steps: each step is one more render of the list.
    if (sent > 0 && arrived.length - sent < MEMBER_STEP) return;
    sent = arrived.length;
    send({ status: "ready", coupons: [...arrived], complete: false });
  });
  if (live.status === "failed" && source.staticList !== null) {
    return loadGuestList(source, source.staticList, calls, send, false);
  }
  send(live.status === "ready" ? { ...live, coupons: current(live.coupons, new Date()), complete: true } : live);
}

/**
 * A guest's list from the static files, refreshed from the gateway (`refresh`: false when the
 * gateway is already known to be unreachable).
 */
async function loadGuestList(
  source: ListSource,
  list: StaticList,
  calls: ListCalls,
  send: Emit,
  refresh = true,
): Promise<void> {
  const base: Coupon[] = [];
  let complete = false;
  let patch: ListPatch = NO_CHANGE;
  let asOf: Date | null = refresh ? null : new Date(list.pulledAt);
  const show = () => {
    const { coupons, marks } = applyPatch(current(base, new Date()), patch);
    send({ status: "ready", coupons, complete, marks, asOf });
  };
  const read = calls.staticList(list, (coupons) => {
    base.push(...coupons);
    show();
  });
  const whole = read.then(
    () => base,
    () => [],
  );
  const changes = refresh ? liveChanges(source, calls, whole) : Promise.resolve(NO_CHANGE);
  // Not awaited when the static list fails (the gateway's list is shown then).
  changes.catch(() => undefined);
  try {
    await read;
  } catch (error) {
    console.warn("The static coupon list could not be read; asking the gateway:", error);
    const live = await calls.live(source.categoryId, null);
    return send(live.status === "ready" ? { ...live, complete: true } : live);
  }
  complete = true;
  show();
  const changed = await changes;
  if (changed === null) asOf = new Date(list.pulledAt);
  else patch = changed;
  show();
}

/**
 * The changes the gateway has since the pull, once the static list (`shown`) is whole: NO_CHANGE
 * when the counts agree, null when the gateway could not be reached.
 */
async function liveChanges(source: ListSource, calls: ListCalls, shown: Promise<Coupon[]>): Promise<ListPatch | null> {
  const live = await calls.counts();
  if (live === "unreachable") return null;
  if (live === "unknown") return NO_CHANGE;
  const stale = staleCategories(source.pulledCounts, live, source.all ? null : source.categoryId);
  if (stale.length === 0) return NO_CHANGE;
  const lists = await Promise.all(stale.map((id) => calls.live(id, null)));
  if (lists.some((l) => l.status === "failed")) return null;
  const static_ = await shown;
  const patches = stale.map((id, i) => {
    const l = lists[i];
    // The gateway's "none" (a refusal) is an empty list.
    const coupons = l?.status === "ready" ? l.coupons : [];
    return diffCategory(id, static_, coupons, !source.all);
  });
  return joinPatches(patches);
}
