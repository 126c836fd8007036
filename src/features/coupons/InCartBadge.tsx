/** The 'already in cart' badge of a coupon, shown while the coupon is in the member's cart. */
import { useClipState } from "./use-coupons.ts";

/** The badge, or nothing when the coupon is not in the cart. */
export default function InCartBadge({ id, text }: { id: number; text: string }) {
  const { inCart } = useClipState(id);
  return inCart ? <p className="coupon-badge">{text}</p> : null;
}
