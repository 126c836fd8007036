/**
 * What a "Clip all" run left to do: how many it left out at the chain's load cap and why, the
 * coupons it could not clip, with the reason and a Retry, and an Undo that removes exactly what the run (and its retries) added. Stays until the next run or the
 * Undo, so neither depends on catching the summary toast in time. Offline both wait, disabled, and
 * say why in the words of the Clip buttons.
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { NEEDS_CONNECTION, useOnline } from "../../lib/browser-state.ts";
import { withClipAllCode, type ClipAllFailure } from "./clip-all-store.ts";

type Props = {
  failed: readonly ClipAllFailure[];
  /** Why the run left offers out at the chain's load cap ('' when it left none). */
  leftOut: string;
  /** Whether the runs added anything Undo can remove. */
  canUndo: boolean;
};

/** Failures with Retry, and Undo. */
export default function ClipAllReport({ failed, leftOut, canUndo }: Props) {
  const online = useOnline();
  const texts = useTexts();
  const offline = online ? undefined : "clip-all-report-offline";
  return (
    <div className="clip-all-report" role="group" aria-label={tr(texts, "Clip all results")}>
      {leftOut !== "" && <p className="clip-all-left-out">{leftOut}</p>}
      {failed.length > 0 && (
        <>
          <p className="clip-all-failed-title">
            {failed.length === 1
              ? tr(texts, "1 coupon could not be clipped:")
              : trFill(texts, "{n} coupons could not be clipped:", { n: String(failed.length) })}
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
            {tr(texts, "Retry")}
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
            {tr(texts, "Undo clip all")}
          </button>
        )}
        {offline && (
          <p id={offline} className="clip-status">
            {tr(texts, NEEDS_CONNECTION)}
          </p>
        )}
      </div>
    </div>
  );
}
