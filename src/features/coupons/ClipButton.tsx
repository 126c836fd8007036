/**
 * The add / remove button of a coupon with the chain's wording. Its state comes from the shared
 * cart ids, so the card, its Quick View and the header badge always agree.
 */
import type { Coupon } from "../../api/coupons.ts";
import { actionFor, buttonText } from "./clip-outcomes.ts";
import { CLIP_FAILED_TEXT, setFailed } from "./clip-store.ts";
import type { ClipTexts } from "./clip-outcomes.ts";
import { fullTitle } from "../../shared/clipped/offer-text.ts";
import { useClipState } from "./use-coupons.ts";
import { NEEDS_CONNECTION, useOnline } from "../../lib/browser-state.ts";
import { pressWithoutGateway } from "./guest-clip.ts";

type Props = {
  coupon: Coupon;
  /** The department on screen (SaveMyCart's CategoryId when the coupon names none). */
  categoryId: number;
  texts: ClipTexts;
};

/**
 * The polite status beside a clip button: empty until a save or remove got no usable answer (HTTP
 * 5xx, timeout, no network), then 'Could not update. Try again.', which screen readers announce.
 */
export function ClipStatus({ id }: { id: number }) {
  const { failed } = useClipState(id);
  const online = useOnline();
  return (
    <p className="clip-status" role="status">
      {!online ? NEEDS_CONNECTION : failed ? CLIP_FAILED_TEXT : ""}
    </p>
  );
}

/** Clips or unclips the coupon; waits (aria-disabled, keeps focus) while the gateway answers. */
export default function ClipButton({ coupon, categoryId, texts }: Props) {
  const { inCart, pending } = useClipState(coupon.SSNewsId);
  const text = buttonText(inCart, texts);
  // Offline, clipping cannot reach the gateway: the button is disabled and its status says why.
  const online = useOnline();
  return (
    <button
      type="button"
      className={inCart ? "button clip-button is-in-cart" : "button clip-button"}
      disabled={!online}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      // The visible text first, then which coupon: every card has the same button text.
      aria-label={`${text}: ${fullTitle(coupon)}`}
      onClick={() => {
        // A guest's press (and any while the gateway cannot be reached) needs no clip code.
        if (pending || pressWithoutGateway()) return;
        void import("./clip-actions.ts")
          .then(({ clipCoupon }) => clipCoupon(coupon, actionFor(inCart), categoryId))
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
