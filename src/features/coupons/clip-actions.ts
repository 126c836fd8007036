/**
 * The clip flow of the shopping spec §4 wired to the page: the member's SaveMyCart / RemoveFromCart,
 * the shared cart state (every island and the header badge move together) and the toasts; a guest's
 * press and any press while the gateway cannot be reached are guest-clip.ts's; a member's press with
 * no connection joins the queue (shared/clipped/queued-clips.ts). The rules themselves are in clip-outcomes.ts. Loaded on
 * demand (the first click, or once a list is shown), with the gateway client.
 */
import { toast, TOAST_MS } from "../../lib/toast.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { fullTitle } from "../../shared/clipped/offer-text.ts";
import { removeFromCart, saveMyCart } from "../../api/cart.ts";
import type { Coupon } from "../../api/coupons.ts";
import { markClipped, markRemoved } from "../../shared/clipped/clipped-store.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";
import { $user } from "../../shared/session/session-store.ts";
import { clipOutcome, saveCartArgs } from "./clip-outcomes.ts";
import type { ClipAction } from "./clip-outcomes.ts";
import { $limitRefused, $pendingClips, setFailed, setPending } from "./clip-store.ts";
import { refusedAtLimit } from "./clip-limit-guard.ts";
import { pressWithoutGateway } from "./guest-clip.ts";
import { queueClip } from "../../shared/clipped/queued-clips.ts";
import { $waitingClips } from "../../shared/clipped/waiting-store.ts";

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
  const member = {
    UserToken: user.UserToken,
    MemberNumber: String(user.MemberNumber ?? ""),
    FirstName: String(user.FirstName ?? ""),
  };
  // No connection, or this coupon already waits for one (the press then cancels it): the queue.
  const waiting = $waitingClips.get().get(id)?.action;
  if (!navigator.onLine || waiting !== undefined) {
    if (waiting === undefined && action === "save" && refusedAtLimit(id)) return;
    if (action === "remove") $limitRefused.set(null);
    const { gatewayUrl, subdomain } = readSiteConfig();
    const queued = waiting === undefined ? action : waiting === "save" ? "remove" : "save";
    await queueClip({
      offerId: id,
      action: queued,
      title: fullTitle(coupon),
      userToken: user.UserToken,
      body: queued === "save" ? saveCartArgs(coupon, member, shownCategoryId) : null,
      gatewayUrl,
      domainname: subdomain,
    }).catch((error: unknown) => {
      console.warn("Clip queue:", error);
      setFailed(id, true);
    });
    return;
  }
  // Over the chain's load cap: refused here, before any call; checked as the save starts, so a
  // save another card began meanwhile counts too.
  if (action === "save" && refusedAtLimit(id)) return;
  // A removal makes room: no card keeps saying the cap is reached.
  if (action === "remove") $limitRefused.set(null);
  setPending(id, true);
  setFailed(id, false);
  // The clip-times store loads while the gateway answers. Not a static import: it would join the
  // preload list of this module's importer on every coupon page, past the home page's JS budget.
  const times = import("../../shared/clipped/clip-times-store.ts").catch(() => null);
  try {
    const client = siteClient();
    const result =
      action === "save"
        ? await saveMyCart(client, saveCartArgs(coupon, member, shownCategoryId))
        : await removeFromCart(client, { offerId: id, userToken: user.UserToken });
    const outcome = clipOutcome(action, result);
    if (outcome.kind === "done") {
      // The clip's time is the gateway's confirmation (what 'Clipped {time}' shows), recorded in the
      // same task as the badge appears, so the card never shows the clip without its time.
      const confirmedAt = Date.now();
      const store = await times;
      if (action === "save") {
        markClipped(id);
        store?.recordConfirmed([id], confirmedAt);
      } else {
        markRemoved(id);
        store?.recordRemoved([id]);
      }
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
