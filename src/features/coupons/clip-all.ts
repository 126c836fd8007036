/**
 * "Clip all" wired to the page: the member's SaveMyCart for every offer of the list not in the cart
 * yet, a few at a time (clip-queue.ts), each landing on the header badge at once; one summary toast
 * at the end with an Undo; the failures kept for a Retry; Undo removing exactly what the runs added
 * (RemoveFromCart). The single-coupon flow (clip-actions.ts) is untouched: no toast per offer here.
 * Guests get the spec's 'Please login to add item to cart!' and go to /login. Loaded on the first press.
 */
import { toast, TOAST_MS } from "../../lib/toast.ts";
import { removeFromCart, saveMyCart } from "../../api/cart.ts";
import type { Coupon } from "../../api/coupons.ts";
import { $clippedIds, markClipped, markRemoved } from "../../shared/clipped/clipped-store.ts";
import { fullTitle } from "../../shared/clipped/offer-text.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";
import { $user, type StoredUser } from "../../shared/session/session-store.ts";
import { sendGuestToLogin } from "./clip-actions.ts";
import { $clipAll, updateClipAll, type ClipAllFailure } from "./clip-all-store.ts";
import { clipOutcome, saveCartArgs, type ClipAction } from "./clip-outcomes.ts";
import { setFailed, setPending } from "./clip-store.ts";
import {
  announceProgress,
  CLIP_ALL_CONCURRENCY,
  clipAllSummary,
  runQueue,
  toClip,
  undoSet,
  undoSummary,
  type ItemResult,
} from "./clip-queue.ts";

/** How long the summary toast with its Undo stays (longer than the spec's 2 s notices: it has a button). */
export const SUMMARY_TOAST_MS = 8000;

/** Shown for an offer whose call got no usable answer (network, HTTP, unreadable), as the cards say it. */
export const NO_ANSWER_TEXT = "No answer from the server. Try again.";

/** The coupons of the last run that failed, kept for its Retry. */
let failedCoupons: Coupon[] = [];
let failedCategory = 0;

/** One save or remove for the member: success, a reason, or a stop when the session is over. */
async function call(user: StoredUser, action: ClipAction, coupon: Coupon, categoryId: number): Promise<ItemResult> {
  const id = coupon.SSNewsId;
  setPending(id, true);
  setFailed(id, false);
  try {
    const member = {
      UserToken: user.UserToken,
      MemberNumber: String(user.MemberNumber ?? ""),
      FirstName: String(user.FirstName ?? ""),
    };
    const result =
      action === "save"
        ? await saveMyCart(siteClient(), saveCartArgs(coupon, member, categoryId))
        : await removeFromCart(siteClient(), { offerId: id, userToken: user.UserToken });
    const outcome = clipOutcome(action, result);
    switch (outcome.kind) {
      case "done":
        if (action === "save") markClipped(id);
        else markRemoved(id);
        return true;
      case "expired":
        handleSessionExpired(result);
        return { stop: "Your session has expired." };
      case "logged":
        console.warn(outcome.message);
        return NO_ANSWER_TEXT;
      default:
        return outcome.toast?.text ?? "Not accepted.";
    }
  } finally {
    setPending(id, false);
  }
}

/** The signed-in member, or null after sending a guest to /login with the spec's message. */
function memberOrLogin(): StoredUser | null {
  const user = $user.get();
  if (user === null) sendGuestToLogin();
  return user;
}

/**
 * Clips every offer of `coupons` (the list as shown: department, search and sort applied, all of
 * it, not only the cards drawn so far) that is not in the cart yet.
 */
export async function clipAll(coupons: readonly Coupon[], categoryId: number, retry = false): Promise<void> {
  const user = memberOrLogin();
  if (user === null || $clipAll.get().phase !== "idle") return;
  const todo = toClip(coupons, $clippedIds.get());
  if (todo.length === 0) return;
  const total = todo.length;
  // A new run starts a new Undo; a Retry's additions join the run it retries.
  updateClipAll({
    phase: "clipping",
    done: 0,
    total,
    failed: [],
    announce: `Clipping ${total} coupons…`,
    ...(retry ? {} : { added: [] }),
  });
  let done = 0;
  const report = await runQueue(
    todo,
    CLIP_ALL_CONCURRENCY,
    (coupon) => call(user, "save", coupon, categoryId),
    (settled) => {
      done += 1;
      const added = settled.ok ? [...$clipAll.get().added, settled.item.SSNewsId] : $clipAll.get().added;
      updateClipAll({
        done,
        added,
        ...(announceProgress(done, total) && done < total ? { announce: `Clipped ${done} of ${total}` } : {}),
      });
    },
  );
  failedCoupons = report.failed.map((f) => f.item);
  failedCategory = categoryId;
  const failed: ClipAllFailure[] = report.failed.map((f) => ({
    id: f.item.SSNewsId,
    title: fullTitle(f.item),
    reason: f.reason,
  }));
  const summary = clipAllSummary(report.done.length, total, failed.length);
  updateClipAll({ phase: "idle", failed, announce: summary });
  if (report.stopped) return;
  const kind = failed.length === 0 ? "success" : "warning";
  const canUndo = $clipAll.get().added.length > 0;
  toast[kind](summary, {
    duration: canUndo ? SUMMARY_TOAST_MS : TOAST_MS,
    ...(canUndo ? { action: { label: "Undo", onClick: () => void undoClipAll() } } : {}),
  });
}

/** Tries the last run's failures again (a run of its own: progress, one toast, its additions join the Undo). */
export function retryFailed(): Promise<void> {
  return clipAll(failedCoupons, failedCategory, true);
}

/** Removes exactly the offers the runs added that are still in the cart; one toast at the end. */
export async function undoClipAll(): Promise<void> {
  const user = memberOrLogin();
  const state = $clipAll.get();
  if (user === null || state.phase !== "idle") return;
  const ids = undoSet(state.added, $clippedIds.get());
  if (ids.length === 0) return;
  updateClipAll({ phase: "undoing", done: 0, total: ids.length, announce: `Removing ${ids.length} coupons…` });
  const byId = (id: number) => ({ SSNewsId: id }) as Coupon;
  const report = await runQueue(
    ids.map(byId),
    CLIP_ALL_CONCURRENCY,
    (coupon) => call(user, "remove", coupon, 0),
    () => updateClipAll({ done: $clipAll.get().done + 1 }),
  );
  const left = report.failed.map((f) => f.item.SSNewsId);
  const summary = undoSummary(report.done.length, left.length);
  // What could not be removed stays undoable; the last run's failures no longer matter.
  failedCoupons = [];
  updateClipAll({ phase: "idle", added: left, failed: [], announce: summary });
  if (!report.stopped) toast[left.length === 0 ? "warning" : "info"](summary, { duration: TOAST_MS });
}
