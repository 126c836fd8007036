/**
 * The React side of a coupons or department page's list (`list-source.ts`): the list's states as
 * they arrive, each one rendered as a transition so React draws a page of cards in slices between
 * which the browser answers input (no long task), the member's cart brought in line with the
 * member's list, and clipping marked unavailable while the page shows the build's list "as of" its
 * time. Starts from "loading", as the build rendered the page, so hydration never mismatches.
 */
import { startTransition, useEffect, useState } from "react";
import type { Coupon } from "../../api/coupons.ts";
import { $clipUnavailable, syncCartWith } from "./clip-store.ts";
import type { CouponListState } from "./coupon-fetch.ts";
import { couponFetch, preload } from "./coupon-loader.ts";
import { loadList, type ListCalls, type ListSource } from "./list-source.ts";
import { readStaticList, yieldToPage } from "./static-list.ts";

/** The real calls: the gateway's through the coupon calls module (loaded on demand), the site's static files. */
const CALLS: ListCalls = {
  async live(categoryId, token, onCoupons) {
    try {
      const { fetchCoupons } = await couponFetch();
      const state = await fetchCoupons(categoryId, token, onCoupons);
      if (token !== null && state.status === "ready") syncCartWith(state.coupons);
      return state;
    } catch (error) {
      // The code itself did not load (offline, a new deploy): offer the retry.
      console.warn("Coupon list failed to load:", error);
      return FAILED;
    }
  },
  async counts() {
    try {
      return await (await couponFetch()).fetchGuestCounts();
    } catch (error) {
      console.warn("Coupon counts failed to load:", error);
      return "unreachable";
    }
  },
  staticList: (list, onPiece: (coupons: Coupon[]) => void) => readStaticList(list, onPiece, yieldToPage),
};

const LOADING: CouponListState = { status: "loading" };
const FAILED: CouponListState = { status: "failed" };

/**
 * The list of `source` (null until the visitor is known: the page stays as the build drew it).
 * `source` is read when its department, visitor or the attempt changes; `retry()` loads it again.
 */
export function useListView(source: ListSource | null): { state: CouponListState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ run: string; state: CouponListState } | null>(null);
  const run = source === null ? null : JSON.stringify([source.categoryId, source.token, attempt]);
  useEffect(() => {
    if (source === null || run === null) return;
    // A member's first press should not wait for the clip code.
    if (source.token !== null) void preload(import("./clip-actions.ts"));
    const controller = new AbortController();
    const emit = (state: CouponListState) => startTransition(() => setAnswer({ run, state }));
    loadList(source, CALLS, emit, controller.signal).catch((error: unknown) => {
      console.warn("Coupon list failed to load:", error);
      if (!controller.signal.aborted) emit(FAILED);
    });
    return () => controller.abort();
    // `run` names the source's department and visitor, and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);
  const state = run !== null && answer?.run === run ? answer.state : LOADING;
  const asOf = state.status === "ready" ? (state.asOf ?? null) : null;
  useEffect(() => {
    $clipUnavailable.set(asOf);
  }, [asOf]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
