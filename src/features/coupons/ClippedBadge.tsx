/**
 * A coupon card's 'already in cart' badge with when it was clipped below it ('Clipped 2:05 PM', and
 * 'ready at the register by …' where the chain sets `clipReadyMinutes`). The time line loads when a
 * coupon first shows as clipped, so coupon pages and the home page's deals carry none of it up front.
 */
import { lazy, Suspense } from "react";
import InCartBadge from "./InCartBadge.tsx";
import { useClipState } from "./use-coupons.ts";

const ClipTimeLine = lazy(() => import("../../shared/clipped/ClipTimeLine.tsx"));

/** The badge and the clip time, or nothing when the coupon is not in the cart. */
export default function ClippedBadge({ id, text }: { id: number; text: string }) {
  const { inCart } = useClipState(id);
  return (
    <>
      <InCartBadge id={id} text={text} />
      {inCart && (
        <Suspense fallback={null}>
          <ClipTimeLine id={id} className="coupon-clip-time" />
        </Suspense>
      )}
    </>
  );
}
