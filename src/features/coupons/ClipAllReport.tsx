/**
 * What a "Clip all" run left to do: the coupons it could not clip, with the reason and a Retry, and
 * an Undo that removes exactly what the run (and its retries) added. Stays until the next run or the
 * Undo, so neither depends on catching the summary toast in time. Offline both wait, disabled, and
 * say why in the words of the Clip buttons.
 */
import { NEEDS_CONNECTION, useOnline } from "../../lib/browser-state.ts";
import { withClipAllCode, type ClipAllFailure } from "./clip-all-store.ts";

type Props = {
  failed: readonly ClipAllFailure[];
  /** Whether the runs added anything Undo can remove. */
  canUndo: boolean;
};

/** Failures with Retry, and Undo. */
export default function ClipAllReport({ failed, canUndo }: Props) {
  const online = useOnline();
  const offline = online ? undefined : "clip-all-report-offline";
  return (
    <div className="clip-all-report" role="group" aria-label="Clip all results">
      {failed.length > 0 && (
        <>
          <p className="clip-all-failed-title">
            {failed.length === 1 ? "1 coupon could not be clipped:" : `${failed.length} coupons could not be clipped:`}
          </p>
          <ul className="clip-all-failures">
            {failed.map((f) => (
              <li key={f.id}>
                {f.title}: {f.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="clip-all-actions">
        {failed.length > 0 && (
          <button
            type="button"
            className="button"
            disabled={!online}
            aria-describedby={offline}
            onClick={() => withClipAllCode((code) => code.retryFailed())}
          >
            Retry
          </button>
        )}
        {canUndo && (
          <button
            type="button"
            className="button button-secondary"
            disabled={!online}
            aria-describedby={offline}
            onClick={() => withClipAllCode((code) => code.undoClipAll())}
          >
            Undo clip all
          </button>
        )}
        {offline && (
          <p id={offline} className="clip-status">
            {NEEDS_CONNECTION}
          </p>
        )}
      </div>
    </div>
  );
}
