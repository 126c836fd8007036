/**
 * "Clip all" wired to the page: the member's SaveMyCart for every offer of the list not in the cart
 * yet, a few at a time (clip-queue.ts), each landing on the header badge at once; one summary toast
 * at the end with an Undo; the failures kept for a Retry; Undo removing exactly what the runs added
 * (RemoveFromCart). After a run (and an Undo) the cart is read back (GetMyCartDetails): an answer
 * lost or late, or an "already in your cart", is settled by what the cart holds, so the badge, the
 * cards and the Undo agree with the gateway. Pressed with no connection, the run's clips join the
 * queue of clips made offline (each once, sent when the browser is online again, as a card's Clip
 * is); a run under way stops when the browser goes offline. On a chain with a load cap a run clips up to it, in the page's order, and says how
 * many it left out and why. The single-coupon flow (clip-actions.ts) is untouched: no toast per
 * offer here. Guests get the spec's 'Please login to add item to cart!' and go to /login. Loaded
 * on the first press.
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { pageText, pageTexts } from "../../lib/i18n/page-texts.ts";
import { toast, TOAST_MS } from "../../lib/toast.ts";
import { removeFromCart, saveMyCart } from "../../api/cart.ts";
import type { Coupon } from "../../api/coupons.ts";
import { $clippedIds, loadCart, markClipped, markRemoved } from "../../shared/clipped/clipped-store.ts";
import { NEEDS_CONNECTION } from "../../lib/browser-state.ts";
import { fullTitle } from "../../shared/clipped/offer-text.ts";
import { handleSessionExpired, siteClient } from "../../shared/session/site-client.ts";
import { $user, type StoredUser } from "../../shared/session/session-store.ts";
import { sendGuestToLogin } from "./clip-actions.ts";
import { $clipAll, updateClipAll, type ClipAllFailure } from "./clip-all-store.ts";
import { clipMember, clipOutcome, saveCartArgs, type ClipAction } from "./clip-outcomes.ts";
import { setFailed, setPending } from "./clip-store.ts";
import { clipLimit, LIMIT_TOAST_MS, loadedOrLoading } from "./clip-limit-guard.ts";
import { $waitingClips } from "../../shared/clipped/waiting-store.ts";
import { joinQueue } from "../../shared/clipped/queue-press.ts";
import { queuedSaves } from "../../shared/clip-queue/queue-rules.ts";
import { leftOutText, withinLimit } from "./clip-limit.ts";
import {
  announceProgress,
  CLIP_ALL_CONCURRENCY,
  clipAllSummary,
  runQueue,
  toClip,
  undoSet,
  queuedSummary,
  undoSummary,
  type ItemResult,
} from "./clip-queue.ts";
import { settleByCart } from "./clip-settle.ts";

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
    const member = clipMember(user);
    const result =
      action === "save"
        ? await saveMyCart(siteClient(), saveCartArgs(coupon, member, categoryId))
        : await removeFromCart(siteClient(), { offerId: id, userToken: user.UserToken });
    const outcome = clipOutcome(action, result);
    switch (outcome.kind) {
      case "done":
        if (action === "save") {
          // The clip's time is the gateway's confirmation, recorded as the badge appears (the store
          // loads on demand: a static import would weigh on every coupon page).
          const confirmedAt = Date.now();
          const store = await import("../../shared/clipped/clip-times-store.ts").catch(() => null);
          markClipped(id);
          store?.recordConfirmed([id], confirmedAt);
        } else markRemoved(id);
        return true;
      case "expired":
        handleSessionExpired(result);
        return { stop: pageText("Your session has expired.") };
      case "logged":
        console.warn(outcome.message);
        return pageText(NO_ANSWER_TEXT);
      default:
        return outcome.toast?.text ?? pageText("Not accepted.");
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
 * The cart as the gateway holds it now (its offer ids), which also brings the badge and the cards
 * in line with it; null when it cannot be read (offline, no answer, the session over).
 */
async function cartNow(): Promise<ReadonlySet<number> | null> {
  if (!navigator.onLine) return null;
  try {
    const load = await loadCart();
    return load.ok ? new Set(load.items.map((item) => item.OfferId)) : null;
  } catch (error) {
    console.warn("The cart could not be read back:", error);
    return null;
  }
}

/**
 * The work of one offer of a queue: `call`, unless the browser is offline, which stops the queue
 * (the offers not started are left for the next run, not listed as failures one by one).
 */
function unlessOffline<T>(
  offline: Set<number>,
  call: (coupon: Coupon) => Promise<T>,
): (coupon: Coupon) => Promise<T | { stop: string }> {
  return (coupon) => {
    if (navigator.onLine) return call(coupon);
    offline.add(coupon.SSNewsId);
    return Promise.resolve({ stop: pageText(NEEDS_CONNECTION) });
  };
}

/** The summary of a run: clipped of total, failures, and what waits for a connection. */
function runSummary(clipped: number, total: number, failed: number, waiting: number): string {
  const texts = pageTexts();
  const summary = clipAllSummary(clipped, total, failed, texts);
  return waiting === 0
    ? summary
    : `${summary} ${trFill(texts, "Needs a connection: {n} not clipped yet.", { n: String(waiting) })}`;
}

/** A summary with the load cap's note after it, when there is one. */
function withNote(summary: string, note: string): string {
  return note === "" ? summary : `${summary} ${note}`;
}

/** A run with no room left under the cap: nothing is sent; the report, the live region and a toast say why. */
function refuseAtLimit(note: string): void {
  updateClipAll({ failed: [], leftOut: note, announce: note });
  toast.warning(note, { duration: LIMIT_TOAST_MS });
}

/**
 * Clips every offer of `coupons` (the list as shown: department, search and sort applied, all of
 * it, not only the cards drawn so far) that is not in the cart yet.
 */
export async function clipAll(coupons: readonly Coupon[], categoryId: number, retry = false): Promise<void> {
  const user = memberOrLogin();
  if (user === null || $clipAll.get().phase !== "idle") return;
  const limit = clipLimit();
  const queue = $waitingClips.get();
  // Up to the chain's load cap, in the page's order; what is left out is said, never sent. A coupon
  // whose clip already waits for a connection is not clipped twice.
  const { take: todo, leftOut } = withinLimit(
    toClip(coupons, $clippedIds.get()).filter((c) => queue.get(c.SSNewsId)?.action !== "save"),
    loadedOrLoading(queuedSaves(queue, $clippedIds.get())),
    limit,
  );
  const texts = pageTexts();
  const leftOutNote = limit === null || leftOut === 0 ? "" : leftOutText(leftOut, limit, texts);
  if (todo.length === 0) {
    if (leftOutNote !== "") refuseAtLimit(leftOutNote);
    return;
  }
  if (!navigator.onLine) return queueAll(user, todo, categoryId, leftOutNote);
  const total = todo.length;
  // A new run starts a new Undo; a Retry's additions join the run it retries.
  const before = retry ? $clipAll.get().added : [];
  updateClipAll({
    phase: "clipping",
    done: 0,
    total,
    failed: [],
    leftOut: leftOutNote,
    added: before,
    announce: trFill(texts, "Clipping {n} coupons…", { n: String(total) }),
  });
  let done = 0;
  const offline = new Set<number>();
  const answered = await runQueue(
    todo,
    CLIP_ALL_CONCURRENCY,
    unlessOffline(offline, (coupon) => call(user, "save", coupon, categoryId)),
    () => {
      done += 1;
      if (announceProgress(done, total) && done < total)
        updateClipAll({
          done,
          announce: trFill(texts, "Clipped {done} of {total}", { done: String(done), total: String(total) }),
        });
      else updateClipAll({ done });
    },
  );
  const expired = answered.stopped && offline.size === 0;
  const cart = expired ? null : await cartNow();
  const report = settleByCart(answered, cart, "in");
  const failures = report.failed.filter((f) => !offline.has(f.item.SSNewsId));
  const added = [...new Set([...before, ...report.done.map((c) => c.SSNewsId)])].filter(
    (id) => cart === null || cart.has(id),
  );
  failedCoupons = failures.map((f) => f.item);
  failedCategory = categoryId;
  const failed: ClipAllFailure[] = failures.map((f) => ({
    id: f.item.SSNewsId,
    title: fullTitle(f.item),
    reason: f.reason,
  }));
  const waiting = total - report.done.length - failures.length;
  const summary = withNote(
    runSummary(report.done.length, total, failed.length, offline.size === 0 ? 0 : waiting),
    leftOutNote,
  );
  updateClipAll({ phase: "idle", done: total, added, failed, announce: summary });
  if (expired) return;
  const kind = failed.length === 0 && offline.size === 0 && leftOutNote === "" ? "success" : "warning";
  const canUndo = added.length > 0;
  toast[kind](summary, {
    duration: canUndo ? SUMMARY_TOAST_MS : TOAST_MS,
    ...(canUndo ? { action: { label: tr(texts, "Undo"), onClick: () => void undoClipAll() } } : {}),
  });
}

/**
 * A run with no connection: every clip of it joins the queue of clips made offline, in the page's
 * order (the cards say 'Waiting for a connection'); it is sent once when the browser is online.
 */
async function queueAll(user: StoredUser, todo: readonly Coupon[], categoryId: number, leftOutNote: string) {
  const member = clipMember(user);
  let queued = 0;
  try {
    for (const coupon of todo) {
      const body = saveCartArgs(coupon, member, categoryId);
      const title = fullTitle(coupon);
      await joinQueue({
        offerId: coupon.SSNewsId,
        action: "save",
        title,
        userToken: user.UserToken,
        body,
      });
      queued += 1;
    }
  } catch (error) {
    console.warn("Clip queue:", error);
  }
  const summary = withNote(queuedSummary(queued, todo.length, pageTexts()), leftOutNote);
  updateClipAll({ failed: [], leftOut: leftOutNote, announce: summary });
  toast[queued === todo.length && leftOutNote === "" ? "info" : "warning"](summary, { duration: TOAST_MS });
}

/** Tries the last run's failures again (a run of its own: progress, one toast, its additions join the Undo). */
export function retryFailed(): Promise<void> {
  return clipAll(failedCoupons, failedCategory, true);
}

/** Removes exactly the offers the runs added that are still in the cart; one toast at the end. */
export async function undoClipAll(): Promise<void> {
  const user = memberOrLogin();
  const state = $clipAll.get();
  if (user === null || state.phase !== "idle" || !navigator.onLine) return;
  const ids = undoSet(state.added, $clippedIds.get());
  if (ids.length === 0) return;
  const texts = pageTexts();
  updateClipAll({
    phase: "undoing",
    done: 0,
    total: ids.length,
    announce: trFill(texts, "Removing {n} coupons…", { n: String(ids.length) }),
  });
  const byId = (id: number) => ({ SSNewsId: id }) as Coupon;
  const offline = new Set<number>();
  const answered = await runQueue(
    ids.map(byId),
    CLIP_ALL_CONCURRENCY,
    unlessOffline(offline, (coupon) => call(user, "remove", coupon, 0)),
    () => updateClipAll({ done: $clipAll.get().done + 1 }),
  );
  const expired = answered.stopped && offline.size === 0;
  const cart = expired ? null : await cartNow();
  const report = settleByCart(answered, cart, "out");
  const removed = new Set(report.done.map((c) => c.SSNewsId));
  // What is still in the cart stays undoable; the last run's failures no longer matter.
  const left = ids.filter((id) => !removed.has(id));
  const summary = undoSummary(removed.size, left.length, texts);
  failedCoupons = [];
  updateClipAll({ phase: "idle", added: left, failed: [], leftOut: "", announce: summary });
  if (!expired) toast[left.length === 0 ? "warning" : "info"](summary, { duration: TOAST_MS });
}
