/**
 * "Clip all" beside the search: clips every coupon of the list as shown (department, search and
 * sort applied, all of it, not only the cards drawn) that is not in the cart yet. The button shows
 * the progress ('Clipping 12 of 100…') and a polite live region speaks it; 'All clipped' (disabled)
 * when nothing is left. It is in the page's HTML from the start, invisible until the list is there,
 * so nothing moves when it appears. The run and the report (failures, Retry, Undo) load on demand.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { Coupon } from "../../api/coupons.ts";
import { $clippedIds } from "../../shared/clipped/clipped-store.ts";
import { $clipAll, CLIP_ALL_IDLE } from "./clip-all-store.ts";
import { clipAllLabel, toClip } from "./clip-queue.ts";

const ClipAllReport = lazy(() => import("./ClipAllReport.tsx"));

type Props = {
  /** The list as shown; empty while it loads. */
  coupons: readonly Coupon[];
  /** The department on screen (SaveMyCart's CategoryId when a coupon names none). */
  categoryId: number;
};

const subscribeClipped = (listener: () => void) => $clippedIds.listen(listener);
const subscribeRun = (listener: () => void) => $clipAll.listen(listener);

/** The button, its live region and, after a run, its report. */
export default function ClipAllButton({ coupons, categoryId }: Props) {
  const clipped = useSyncExternalStore(
    subscribeClipped,
    () => $clippedIds.get(),
    () => EMPTY,
  );
  const run = useSyncExternalStore(
    subscribeRun,
    () => $clipAll.get(),
    () => CLIP_ALL_IDLE,
  );
  const left = coupons.length === 0 ? 0 : toClip(coupons, clipped).length;
  const busy = run.phase !== "idle";
  const unavailable = busy || left === 0;
  const showReport = run.phase === "idle" && (run.failed.length > 0 || run.added.length > 0);
  return (
    <>
      <button
        type="button"
        className="button button-secondary clip-all-button"
        // Invisible (its place kept) until the list is there.
        data-invisible={coupons.length === 0 && !busy ? "" : undefined}
        aria-disabled={unavailable || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (unavailable) return;
          void import("./clip-all.ts")
            .then(({ clipAll }) => clipAll(coupons, categoryId))
            .catch((error: unknown) => console.warn("Clip all failed:", error));
        }}
      >
        {clipAllLabel(run, left)}
      </button>
      <p className="visually-hidden" role="status">
        {run.announce}
      </p>
      {showReport && (
        <Suspense fallback={null}>
          <ClipAllReport failed={run.failed} canUndo={run.added.length > 0} />
        </Suspense>
      )}
    </>
  );
}

const EMPTY: ReadonlySet<number> = new Set();
