/**
 * The states of a coupon list: the loading image while pending (for guests, the build's preview
 * cards where the page has them, whose Clip buttons already work: a guest's press needs no list), a
 * retry offer when the call failed, 'No coupons available' when there are none (with a retry when
 * the gateway refused the list), a no-match note for a search, else the grid; above it, when the
 * gateway cannot be reached, the "as of" note of the build's list.
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { lazy, Suspense, useRef, type ReactNode, type RefObject } from "react";
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
import { pressWithoutGateway } from "./guest-clip.ts";
import { asOfText } from "./list-view-text.ts";

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
  /** What resets the grid to its first page (the department, search and sort), not the list growing. */
  listKey: string;
};

/** 'Try again' for a list that could not be loaded, offline disabled with its reason. */
function RetryButton({ onRetry, secondary = false }: { onRetry: () => void; secondary?: boolean }) {
  const online = useOnline();
  const texts = useTexts();
  return (
    <>
      <button
        type="button"
        className={secondary ? "button button-secondary" : "button"}
        disabled={!online}
        onClick={onRetry}
      >
        {tr(texts, "Try again")}
      </button>
      <NeedsConnection texts={texts} />
    </>
  );
}

/**
 * The list while it loads: the loader, or for a guest the build's preview cards, whose focused or
 * pressed button the live grid takes over (`handoffRef`).
 */
function Pending({ preview, handoffRef }: { preview: ReactNode; handoffRef: RefObject<Handoff | null> }) {
  const label = tr(useTexts(), "Loading coupons");
  if (preview == null) return <Loader label={label} />;
  return (
    <>
      <div className="member-only">
        <Loader label={label} />
      </div>
      <div
        className="guest-only coupon-preview"
        onFocusCapture={(e) => {
          if (!handoffRef.current?.pressed) handoffRef.current = handoffFrom(e.target, false);
        }}
        onClickCapture={(e) => {
          // A guest's Clip needs no list: it acts at once (the message and /login).
          const clip = e.target instanceof Element && e.target.closest(".clip-button") !== null;
          if (clip && pressWithoutGateway()) return;
          handoffRef.current = handoffFrom(e.target, true) ?? handoffRef.current;
        }}
      >
        {preview}
      </div>
    </>
  );
}

/** A list that is not there to show: failed, refused, empty, or nothing matching the search; null otherwise. */
function NoList({ state, shown, q, onRetry }: Pick<Props, "state" | "shown" | "onRetry"> & { q: string }) {
  const texts = useTexts();
  const none = tr(texts, NO_COUPONS_TEXT);
  if (state.status === "failed") {
    return (
      <div className="coupon-empty" role="alert">
        <p>{tr(texts, "The coupons could not be loaded. Please check your connection and try again.")}</p>
        <RetryButton onRetry={onRetry} />
      </div>
    );
  }
  if (state.status === "refused") {
    return (
      <div className="coupon-empty">
        <p>{none}</p>
        <RetryButton onRetry={onRetry} />
      </div>
    );
  }
  if (state.status === "ready" && state.coupons.length === 0) return <p className="coupon-empty">{none}</p>;
  if (shown.length === 0)
    return <p className="coupon-empty">{trFill(texts, "No coupons match “{q}”.", { q: q.trim() })}</p>;
  return null;
}

/** Loader, retry, empty state or the grid. */
export default function CouponResults({ state, shown, q = "", categoryId, texts, onRetry, preview, listKey }: Props) {
  // A button focused or pressed on a preview card, for the live grid to take over.
  const handoffRef = useRef<Handoff | null>(null);
  const words = useTexts();
  const pending = <Pending preview={preview} handoffRef={handoffRef} />;
  if (state.status === "loading") return pending;
  if (state.status !== "ready" || state.coupons.length === 0 || shown.length === 0)
    return <NoList state={state} shown={shown} q={q} onRetry={onRetry} />;
  // The grid's code lost (a bad connection, a release meanwhile): the page says so; a guest keeps the preview.
  return (
    <>
      {state.asOf && (
        <div className="coupon-as-of" role="status">
          <p>{asOfText(state.asOf, words)}</p>
          <RetryButton onRetry={onRetry} secondary />
        </div>
      )}

      <LoadBoundary
        fallback={
          <>
            <LoadFailed texts={words} />
            {preview != null && <div className="guest-only coupon-preview">{preview}</div>}
          </>
        }
      >
        <Suspense fallback={pending}>
          <CouponGrid
            coupons={shown}
            categoryId={categoryId}
            texts={texts}
            handoffRef={handoffRef}
            listKey={listKey}
            complete={state.complete !== false}
            marks={state.marks}
          />
        </Suspense>
      </LoadBoundary>
    </>
  );
}
