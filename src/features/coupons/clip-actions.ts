/**
 * The clip flow of the shopping spec §4 wired to the page: the member's SaveMyCart / RemoveFromCart,
 * the shared cart state (every island and the header badge move together) and the toasts; a guest's
 * press and any press while the gateway cannot be reached are guest-clip.ts's; a member's press with
 * no connection, or whose call got no answer at all, joins the queue (shared/clipped/queued-clips.ts).
 * The rules themselves are in clip-outcomes.ts. Loaded on demand (the first click, or once a list is
 * shown), with the gateway client.
 */
import { pageText } from "../../lib/i18n/page-texts.ts";
import { toast, TOAST_MS } from "../../lib/toast.ts";
import { removeFromCart, saveMyCart } from "../../api/cart.ts";
import type { Coupon } from "../../api/coupons.ts";
import { markClipped, markRemoved } from "../../shared/clipped/clipped-store.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";
import { $user } from "../../shared/session/session-store.ts";
import { clipMember, clipOutcome, saveCartArgs } from "./clip-outcomes.ts";
import type { ClipAction } from "./clip-outcomes.ts";
import { $limitRefused, $pendingClips, setFailed, setPending } from "./clip-store.ts";
import { refusedAtLimit } from "./clip-limit-guard.ts";
import { pressWithoutGateway } from "./guest-clip.ts";
import type { SaveMyCartArgs } from "../../api/cart.ts";
import type { CallResult } from "../../api/client.ts";
import type { QueuedAction } from "../../shared/clip-queue/queue-rules.ts";
import { joinQueue, startQueue } from "../../shared/clipped/queue-press.ts";

// Clip all's guest press goes through here too.
export { sendGuestToLogin } from "./guest-clip.ts";

// A member's page with coupons (this code loads with their list) sends what waits for a connection
// (clips made offline on an earlier page, or in a tab since closed) and shows what still waits.
if (typeof window !== "undefined" && $user.get() !== null) void startQueue();

/**
 * Saves (`save`) or removes (`remove`) a coupon for the signed-in member, or sends a guest to login.
 * `shownCategoryId` is the department on screen (the body's CategoryId when the coupon names none).
 */
export async function clipCoupon(
  coupon: Coupon,
  action: ClipAction,
  shownCategoryId: number,
  queue: QueueState = { waiting: undefined, queued: 0, title: coupon.Title },
): Promise<void> {
  const user = $user.get();
  if (pressWithoutGateway() || user === null) return;
  const id = coupon.SSNewsId;
  if ($pendingClips.get().has(id)) return;
  const member = clipMember(user);
  const body = (queued: QueuedAction) => (queued === "save" ? saveCartArgs(coupon, member, shownCategoryId) : null);
  // No connection, or this coupon already waits for one (the press then cancels it): the queue.
  if (!navigator.onLine || queue.waiting !== undefined) {
    await queuePress(coupon, action, queue, body);
    return;
  }
  // Over the chain's load cap: refused here, before any call; checked as the save starts, so a
  // save another card began meanwhile counts too (and clips waiting for a connection).
  if (action === "save" && refusedAtLimit(id, queue.queued)) return;
  // A removal makes room: no card keeps saying the cap is reached.
  if (action === "remove") $limitRefused.set(null);
  setPending(id, true);
  setFailed(id, false);
  // The clip-times store loads while the gateway answers. Not a static import: it would join the
  // preload list of this module's importer on every coupon page, past the home page's JS budget.
  const times = import("../../shared/clipped/clip-times-store.ts").catch(() => null);
  let noAnswer: boolean;
  try {
    const client = siteClient();
    const result =
      action === "save"
        ? await saveMyCart(client, saveCartArgs(coupon, member, shownCategoryId))
        : await removeFromCart(client, { offerId: id, userToken: user.UserToken });
    // No answer at all while the browser still says it is online (the signal dropped on the way):
    // the press waits for a connection like one made offline, instead of being lost.
    noAnswer = !result.ok && result.kind === "network";
    if (noAnswer) console.warn(`${action === "save" ? "SaveMyCart" : "RemoveFromCart"}: no answer, queued`);
    else await settle(action, id, result, times);
  } finally {
    setPending(id, false);
  }
  if (noAnswer) await queuePress(coupon, action, queue, body);
}

/** Applies a gateway answer to a member's press: the card, the badge, the clip's time and the toast. */
async function settle(
  action: ClipAction,
  id: number,
  result: CallResult<unknown>,
  times: Promise<typeof import("../../shared/clipped/clip-times-store.ts") | null>,
): Promise<void> {
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
  } else if (outcome.toast) toast[outcome.toast.type](pageText(outcome.toast.text), { duration: TOAST_MS });
}

/**
 * What the card knows of the queue: what its coupon waits for, how many clips wait in all (the cap
 * counts them), and the title the cart lists it under (the card has the text code; this module does not load it).
 */
export type QueueState = { waiting: QueuedAction | undefined; queued: number; title: string };

/**
 * A press with no connection, or on a coupon that already waits (it then takes the waiting one
 * back): into the queue, after the load cap's check. The queue's code loads here, on demand.
 */
async function queuePress(
  coupon: Coupon,
  action: ClipAction,
  queue: QueueState,
  body: (queued: QueuedAction) => SaveMyCartArgs | null,
): Promise<void> {
  const id = coupon.SSNewsId;
  const user = $user.get();
  if (user === null) return;
  if (queue.waiting === undefined && action === "save" && refusedAtLimit(id, queue.queued)) return;
  if (action === "remove") $limitRefused.set(null);
  const queued = queue.waiting === undefined ? action : queue.waiting === "save" ? "remove" : "save";
  try {
    await joinQueue({
      offerId: id,
      action: queued,
      title: queue.title,
      userToken: user.UserToken,
      body: body(queued),
    });
  } catch (error) {
    console.warn("Clip queue:", error);
    setFailed(id, true);
  }
}
