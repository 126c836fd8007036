/**
 * The states of a coupon list: the loading image while pending (for guests, the build's preview
 * cards where the page has them), a retry offer when the call failed, 'No coupons available' when
 * there are none (with a retry when the gateway refused the list), a no-match note for a search,
 * else the grid.
 */
import { lazy, Suspense, useRef, type ReactNode } from "react";
import type { Coupon } from "../../api/coupons.ts";
import Loader from "../../components/Loader.tsx";
import LoadBoundary from "../../components/LoadBoundary.tsx";
import LoadFailed from "../../components/LoadFailed.tsx";
import { NeedsConnection, useOnline } from "../../lib/browser-state.ts";
import { NO_COUPONS_TEXT } from "./categories.ts";
import type { ClipTexts } from "./clip-outcomes.ts";
import type { CouponListState } from "./coupon-fetch.ts";
import { preload } from "./coupon-loader.ts";
import { handoffFrom, type Handoff } from "./preview-handoff.ts";

/**
 * The grid's code is not needed to hydrate the page: it starts loading when this module runs in the
 * browser and arrives beside the list's data.
 */
const gridCode = typeof window === "undefined" ? null : preload(import("./CouponGrid.tsx"));
const CouponGrid = lazy(() => gridCode ?? import("./CouponGrid.tsx"));

type Props = {
  state: CouponListState;
  /** The coupons to show (searched and sorted) when the list is ready. */
  shown: Coupon[];
  /** The search words, to say why nothing matches. */
  q?: string;
  categoryId: number;
  texts: ClipTexts;
  onRetry: () => void;
  /**
   * The build's first cards of this list as guests see them (`CouponPreview`, static HTML), shown
   * to guests while the live list loads; a signed-in member, whose list differs, sees the loader.
   */
  preview?: ReactNode;
};

/** Loader, retry, empty state or the grid. */
export default function CouponResults({ state, shown, q = "", categoryId, texts, onRetry, preview }: Props) {
  // A button focused or pressed on a preview card, for the live grid to take over.
  const handoffRef = useRef<Handoff | null>(null);
  const online = useOnline();
  const retryButton = (
    <>
      <button type="button" className="button" disabled={!online} onClick={onRetry}>
        Try again
      </button>
      <NeedsConnection />
    </>
  );
  const pending =
    preview == null ? (
      <Loader />
    ) : (
      <>
        <div className="member-only">
          <Loader />
        </div>
        <div
          className="guest-only coupon-preview"
          onFocusCapture={(e) => {
            if (!handoffRef.current?.pressed) handoffRef.current = handoffFrom(e.target, false);
          }}
          onClickCapture={(e) => {
            handoffRef.current = handoffFrom(e.target, true) ?? handoffRef.current;
          }}
        >
          {preview}
        </div>
      </>
    );
  if (state.status === "loading") return pending;
  if (state.status === "failed") {
    return (
      <div className="coupon-empty" role="alert">
        <p>The coupons could not be loaded. Please check your connection and try again.</p>
        {retryButton}
      </div>
    );
  }
  if (state.status === "refused") {
    return (
      <div className="coupon-empty">
        <p>{NO_COUPONS_TEXT}</p>
        {retryButton}
      </div>
    );
  }
  if (state.coupons.length === 0) return <p className="coupon-empty">{NO_COUPONS_TEXT}</p>;
  if (shown.length === 0) {
    return <p className="coupon-empty">No coupons match “{q.trim()}”.</p>;
  }
  // The grid's code lost (a bad connection, a release meanwhile): the page says so; a guest keeps the preview.
  return (
    <LoadBoundary
      fallback={
        <>
          <LoadFailed />
          {preview != null && <div className="guest-only coupon-preview">{preview}</div>}
        </>
      }
    >
      <Suspense fallback={pending}>
        <CouponGrid coupons={shown} categoryId={categoryId} texts={texts} handoffRef={handoffRef} />
      </Suspense>
    </LoadBoundary>
  );
}
