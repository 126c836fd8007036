/**
 * "Clip all" beside the search: clips every coupon of the list as shown (department, search and
 * sort applied, all of it, not only the cards drawn) that is not in the cart yet. The button shows
 * the progress ('Clipping 12 of 100…') and a polite live region speaks it; 'All clipped' (disabled)
 * when nothing is left. Offline, a member's run puts its clips in the queue of clips made with no
 * signal (sent when the browser is online again) and the button says so; a guest's is disabled and
 * says 'Needs a connection', as the guests' Clip buttons do. On a chain with a load cap a member sees '{n} of {limit} loaded' beside it. It is in the
 * page's HTML from the start, invisible until the list is there, so nothing moves when it appears.
 * The run and the report (failures, Retry, Undo) load on demand; when their code cannot load, the
 * page says so and the list stays.
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { Coupon } from "../../api/coupons.ts";
import LoadBoundary from "../../components/LoadBoundary.tsx";
import LoadFailed from "../../components/LoadFailed.tsx";
import { NEEDS_CONNECTION, useOnline } from "../../lib/browser-state.ts";
import { $clippedIds } from "../../shared/clipped/clipped-store.ts";
import { $clipAll, CLIP_ALL_IDLE, withClipAllCode } from "./clip-all-store.ts";
import { clipAllLabel, toClip } from "./clip-queue.ts";
import LoadedCount from "../../shared/clipped/LoadedCount.tsx";
import { useUser } from "../../shared/session/use-user.ts";

const ClipAllReport = lazy(() => import("./ClipAllReport.tsx"));

type Props = {
  /** The list as shown; empty while it loads. */
  coupons: readonly Coupon[];
  /** The department on screen (SaveMyCart's CategoryId when a coupon names none). */
  categoryId: number;
};

const subscribeClipped = (listener: () => void) => $clippedIds.listen(listener);
const subscribeRun = (listener: () => void) => $clipAll.listen(listener);
const OFFLINE_NOTE = "clip-all-offline";
/** A member's Clip all with no connection: what happens to the clips. */
const QUEUED_NOTE = "No connection: the clips wait and are sent when you are back online.";

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
  const online = useOnline();
  const member = Boolean(useUser());
  const texts = useTexts();
  const left = coupons.length === 0 ? 0 : toClip(coupons, clipped).length;
  const busy = run.phase !== "idle";
  const unavailable = busy || left === 0;
  const listed = coupons.length > 0 || busy;
  const showReport = run.phase === "idle" && (run.failed.length > 0 || run.added.length > 0 || run.leftOut !== "");
  return (
    <>
      <button
        type="button"
        className="button button-secondary clip-all-button"
        // Invisible (its place kept) until the list is there.
        data-invisible={listed ? undefined : ""}
        disabled={!online && !busy && !member}
        aria-disabled={unavailable || undefined}
        aria-busy={busy || undefined}
        aria-describedby={online ? undefined : OFFLINE_NOTE}
        onClick={() => {
          if (unavailable) return;
          withClipAllCode(({ clipAll }) => clipAll(coupons, categoryId));
        }}
      >
        {clipAllLabel(run, left, texts)}
      </button>
      {!online && listed && (
        <p id={OFFLINE_NOTE} className="clip-status clip-all-offline">
          {tr(texts, member ? QUEUED_NOTE : NEEDS_CONNECTION)}
        </p>
      )}
      <LoadedCount loaded={clipped.size} />
      <p className="visually-hidden" role="status">
        {run.announce}
      </p>
      {run.loadFailed && <LoadFailed texts={texts} />}
      {showReport && (
        <LoadBoundary>
          <Suspense fallback={null}>
            <ClipAllReport failed={run.failed} leftOut={run.leftOut} canUndo={run.added.length > 0} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}

const EMPTY: ReadonlySet<number> = new Set();
