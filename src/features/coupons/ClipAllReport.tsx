/**
 * What a "Clip all" run left to do: the coupons it could not clip, with the reason and a Retry, and
 * an Undo that removes exactly what the run (and its retries) added. Stays until the next run or the
 * Undo, so neither depends on catching the summary toast in time.
 */
import type { ClipAllFailure } from "./clip-all-store.ts";

type Props = {
  failed: readonly ClipAllFailure[];
  /** Whether the runs added anything Undo can remove. */
  canUndo: boolean;
};

/** Runs an action of the clip-all code (loaded with the run, so at once). */
function act(name: "retryFailed" | "undoClipAll"): void {
  void import("./clip-all.ts")
    .then((code) => code[name]())
    .catch((error: unknown) => console.warn("Clip all failed:", error));
}

/** Failures with Retry, and Undo. */
export default function ClipAllReport({ failed, canUndo }: Props) {
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
          <button type="button" className="button" onClick={() => act("retryFailed")}>
            Retry
          </button>
        )}
        {canUndo && (
          <button type="button" className="button button-secondary" onClick={() => act("undoClipAll")}>
            Undo clip all
          </button>
        )}
      </div>
    </div>
  );
}
