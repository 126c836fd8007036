/**
 * The add / remove button of a coupon with the chain's wording. Its state comes from the shared
 * cart ids, so the card, its Quick View and the header badge always agree.
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import type { Coupon } from "../../api/coupons.ts";
import { actionFor, buttonText } from "./clip-outcomes.ts";
import { $limitRefused, CLIP_FAILED_TEXT, setFailed } from "./clip-store.ts";
import type { ClipTexts } from "./clip-outcomes.ts";
import { fullTitle } from "../../shared/clipped/offer-text.ts";
import { useSyncExternalStore } from "react";
import { useClipState } from "./use-coupons.ts";
import { NEEDS_CONNECTION, useOnline } from "../../lib/browser-state.ts";
import { pressWithoutGateway } from "./guest-clip.ts";
import { $waitingClips, WAITING_TEXT } from "../../shared/clipped/waiting-store.ts";
import { queuedSaves, type QueuedAction } from "../../shared/clip-queue/queue-rules.ts";
import { $clippedIds } from "../../shared/clipped/clipped-store.ts";
import { useUser } from "../../shared/session/use-user.ts";

type Props = {
  coupon: Coupon;
  /** The department on screen (SaveMyCart's CategoryId when the coupon names none). */
  categoryId: number;
  texts: ClipTexts;
};

const subscribeRefused = (listener: () => void) => $limitRefused.listen(listener);

/** Why this card's last clip was refused at the chain's load cap, else null. Only that card re-renders. */
function useLimitRefused(id: number): string | null {
  return useSyncExternalStore(
    subscribeRefused,
    () => {
      const refused = $limitRefused.get();
      return refused?.id === id ? refused.text : null;
    },
    () => null,
  );
}

const subscribeWaiting = (listener: () => void) => $waitingClips.listen(listener);

/** What this card's clip or unclip waits for a connection to become, else undefined. Only that card re-renders. */
function useWaiting(id: number): QueuedAction | undefined {
  return useSyncExternalStore(
    subscribeWaiting,
    () => $waitingClips.get().get(id)?.action,
    () => undefined,
  );
}

/**
 * The polite status beside a clip button: empty until a save or remove got an unusable answer (HTTP
 * 5xx, a body that does not parse), then 'Could not update. Try again.', or until a clip was refused
 * at the chain's load cap, then why; 'Waiting for a connection' while a clip or unclip made with no
 * signal (or whose call got no answer at all) waits to be sent; offline, a guest's 'Needs a connection'. Screen readers announce it.
 */
export function ClipStatus({ id }: { id: number }) {
  const { failed } = useClipState(id);
  const refused = useLimitRefused(id);
  const waiting = useWaiting(id);
  const online = useOnline();
  const member = Boolean(useUser());
  const words = useTexts();
  const text =
    waiting !== undefined
      ? WAITING_TEXT
      : !online && !member
        ? NEEDS_CONNECTION
        : (refused ?? (failed ? CLIP_FAILED_TEXT : ""));
  return (
    <p className="clip-status" role="status">
      {tr(words, text)}
    </p>
  );
}

/** The button of a card whose clip or unclip waits: a press takes it back. */
export const CANCEL_TEXT = "Cancel";

/** Clips or unclips the coupon; waits (aria-disabled, keeps focus) while the gateway answers. */
export default function ClipButton({ coupon, categoryId, texts }: Props) {
  const { inCart, pending } = useClipState(coupon.SSNewsId);
  // A clip the gateway has not confirmed never looks clipped: a waiting card keeps its look, says
  // 'Waiting for a connection' and its button takes the press back.
  const waiting = useWaiting(coupon.SSNewsId);
  const words = useTexts();
  const text = waiting === undefined ? buttonText(inCart, texts) : tr(words, CANCEL_TEXT);
  // Offline, a member's press is queued; a guest's needs the gateway (sign-in): disabled, its status says why.
  const online = useOnline();
  const member = Boolean(useUser());
  return (
    <button
      type="button"
      className={inCart ? "button clip-button is-in-cart" : "button clip-button"}
      disabled={!online && !member}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      // The visible text first, then which coupon: every card has the same button text.
      aria-label={`${text}: ${fullTitle(coupon)}`}
      onClick={() => {
        // A guest's press (and any while the gateway cannot be reached) needs no clip code.
        if (pending || pressWithoutGateway()) return;
        void import("./clip-actions.ts")
          .then(({ clipCoupon }) =>
            clipCoupon(coupon, actionFor(inCart), categoryId, {
              waiting,
              queued: queuedSaves($waitingClips.get(), $clippedIds.get()),
              title: fullTitle(coupon),
            }),
          )
          .catch((error: unknown) => {
            // The clip code could not load: the card says the clip did not take.
            console.warn("Clip failed:", error);
            setFailed(coupon.SSNewsId, true);
          });
      }}
    >
      {text}
    </button>
  );
}
