/**
 * The queue of clips made with no signal on the page: a press with no connection joins the queue
 * (IndexedDB, ../clip-queue/), the cards and the cart show it as 'Waiting for a connection', and it
 * is sent when the browser is online again — by the service worker's background sync where the
 * browser has it, and by the page itself on its `online` event and on load (the chain's lock makes
 * sure one of them sends each entry, once). What the gateway answered then reaches the page as
 * notices: a confirmed clip shows as clipped with its time, a refusal shows the spec's message
 * (ErrorDetails as an info toast for a clip, a warning for an unclip, 2 s), an expired session signs out.
 */
import { readSiteConfig } from "../../lib/site-config.ts";
import { toast, TOAST_MS } from "../../lib/toast.ts";
import { handleSessionExpired } from "../session/site-client.ts";
import { addToQueue, readQueue, takeNotices } from "../clip-queue/queue-db.ts";
import { flushQueue, SYNC_PREFIX } from "../clip-queue/queue-flush.ts";
import { waitingActions, type NewClip, type QueueNotice } from "../clip-queue/queue-rules.ts";
import { clipQueueDbName } from "../clip-queue/queue-rules.ts";
import { $cartStatus, loadCart, markClipped, markRemoved } from "./clipped-store.ts";
import { recordConfirmed, recordRemoved } from "./clip-times-store.ts";
import { $waitingClips } from "./waiting-store.ts";

/** The chain's channel: every tab and the worker say there that the queue changed. */
function channel(subdomain: string): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(clipQueueDbName(subdomain));
}

let started: { subdomain: string; channel: BroadcastChannel | null } | null = null;

/** Applies what the gateway answered to queued calls (sent here, in another tab or by the worker). */
function applyNotices(notices: readonly QueueNotice[]): void {
  for (const notice of notices) {
    if (notice.kind === "expired") {
      handleSessionExpired({ ok: false, kind: "session-expired", details: "", raw: null });
      return;
    }
    if (notice.kind === "done" && notice.action === "save") {
      markClipped(notice.offerId);
      recordConfirmed([notice.offerId], notice.at);
    } else if (notice.kind === "done") {
      markRemoved(notice.offerId);
      recordRemoved([notice.offerId]);
    } else if (notice.details.trim() !== "") {
      // The spec's answer to a refused save or remove: the server's ErrorDetails, info or warning, 2 s.
      toast[notice.action === "save" ? "info" : "warning"](notice.details.trim(), { duration: TOAST_MS });
    }
  }
  // A page showing the cart's list (the cart, loaded or not) reads it again: the table gains what was sent.
  // A refusal reads it on every page: a press resent after its answer was lost ("already in your
  // cart") did reach the gateway, and the cards and the badge follow what the gateway holds.
  const refused = notices.some((notice) => notice.kind === "refused");
  if (refused || (notices.some((notice) => notice.kind === "done") && $cartStatus.get() !== "idle")) void loadCart();
}

/** Reads the queue and the notices again (the cards follow). A storage failure leaves the page as it is. */
async function refresh(subdomain: string): Promise<void> {
  try {
    $waitingClips.set(waitingActions(await readQueue(subdomain)));
    applyNotices(await takeNotices(subdomain));
  } catch (error) {
    console.warn("Clip queue:", error);
  }
}

/** Sends the queue from this page when the browser says it is online. */
async function flushHere(subdomain: string): Promise<void> {
  if (!navigator.onLine) return;
  try {
    await flushQueue(subdomain);
  } catch (error) {
    console.warn("Clip queue:", error);
  }
  await refresh(subdomain);
  started?.channel?.postMessage("changed");
}

/**
 * How often a page with something waiting looks whether the browser is online again. The `online`
 * event is not enough on its own: a page loaded while offline (from the worker) may never get it
 * (seen in Chromium), and a page frozen in the background misses it.
 */
const RECHECK_MS = 5_000;

/** Starts the queue on this page (once): what waits, the notices, sending on load, on `online` and while something waits. */
export function startClipQueue(): void {
  if (started !== null || typeof window === "undefined" || typeof indexedDB === "undefined") return;
  const { subdomain } = readSiteConfig();
  started = { subdomain, channel: channel(subdomain) };
  started.channel?.addEventListener("message", () => void refresh(subdomain));
  addEventListener("online", () => void flushHere(subdomain));
  setInterval(() => {
    if (navigator.onLine && $waitingClips.get().size > 0) void flushHere(subdomain);
  }, RECHECK_MS);
  void refresh(subdomain).then(() => flushHere(subdomain));
}

/** Asks the worker to send the queue when a connection is back (background sync; Chromium has it). */
async function registerSync(subdomain: string): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(SYNC_PREFIX + subdomain);
}

/**
 * Puts a press made with no connection in the queue, with the page's gateway and `domainname` (the
 * worker has no page config to read them from); the cards and other tabs follow at once.
 */
export async function queueClip(press: Omit<NewClip, "gatewayUrl" | "domainname">): Promise<void> {
  startClipQueue();
  const { gatewayUrl, subdomain } = readSiteConfig();
  $waitingClips.set(waitingActions(await addToQueue(subdomain, { ...press, gatewayUrl, domainname: subdomain })));
  started?.channel?.postMessage("changed");
  // Online (a press that cancels a waiting one while the queue is being sent, or one whose call got
  // no answer): send what is left now. What still waits goes to the worker's background sync.
  if (navigator.onLine) await flushHere(subdomain);
  if ($waitingClips.get().size === 0) return;
  await registerSync(subdomain).catch((error: unknown) => console.warn("Clip queue: background sync", error));
}
