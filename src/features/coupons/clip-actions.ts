/**
 * The clip flow of the shopping spec §4 wired to the page: the member's SaveMyCart / RemoveFromCart,
 * the shared cart state (every island and the header badge move together) and the toasts; a guest's
 * press and any press while the gateway cannot be reached are guest-clip.ts's. The rules themselves are in clip-outcomes.ts. Loaded on
 * demand (the first click, or once a list is shown), with the gateway client.
 */
import { toast, TOAST_MS } from "../../lib/toast.ts";
import { removeFromCart, saveMyCart } from "../../api/cart.ts";
import type { Coupon } from "../../api/coupons.ts";
import { markClipped, markRemoved } from "../../shared/clipped/clipped-store.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";
import { $user } from "../../shared/session/session-store.ts";
import { clipOutcome, saveCartArgs } from "./clip-outcomes.ts";
import type { ClipAction } from "./clip-outcomes.ts";
import { $pendingClips, setFailed, setPending } from "./clip-store.ts";
import { pressWithoutGateway } from "./guest-clip.ts";

// Clip all's guest press goes through here too.
export { sendGuestToLogin } from "./guest-clip.ts";

/**
 * Saves (`save`) or removes (`remove`) a coupon for the signed-in member, or sends a guest to login.
 * `shownCategoryId` is the department on screen (the body's CategoryId when the coupon names none).
 */
export async function clipCoupon(coupon: Coupon, action: ClipAction, shownCategoryId: number): Promise<void> {
  const user = $user.get();
  if (pressWithoutGateway() || user === null) return;
  const id = coupon.SSNewsId;
  if ($pendingClips.get().has(id)) return;
  setPending(id, true);
  setFailed(id, false);
  try {
    const client = siteClient();
    const result =
      action === "save"
        ? await saveMyCart(
            client,
            saveCartArgs(
              coupon,
              {
                UserToken: user.UserToken,
                MemberNumber: String(user.MemberNumber ?? ""),
                FirstName: String(user.FirstName ?? ""),
              },
              shownCategoryId,
            ),
          )
        : await removeFromCart(client, { offerId: id, userToken: user.UserToken });
    const outcome = clipOutcome(action, result);
    if (outcome.kind === "done") {
      if (action === "save") markClipped(id);
      else markRemoved(id);
    }
    if (outcome.kind === "expired") handleSessionExpired(result);
    else if (outcome.kind === "logged") {
      // The spec logs these; the card also says, quietly, that the click did not take.
      console.warn(outcome.message);
      setFailed(id, true);
    } else if (outcome.toast) toast[outcome.toast.type](outcome.toast.text, { duration: TOAST_MS });
  } finally {
    setPending(id, false);
  }
}
