/**
 * The way into the queue of clips made offline for a card or Clip all. The queue's code
 * (queued-clips.ts: IndexedDB and the gateway client) loads on demand; when the connection went
 * before it reached the page (a phone that loses its signal in the first seconds, with no service
 * worker keeping the page yet), a press waits in the page instead: its card says 'Waiting for a
 * connection' like a queued one, the load cap counts it, pressing again takes it back, and it joins
 * the queue (and is sent) as soon as the connection and the code are back. Only closing the tab
 * before then loses it: nothing in the page could store it.
 */
import type { NewClip } from "../clip-queue/queue-rules.ts";
import { $waitingClips } from "./waiting-store.ts";

/** A press as a card or Clip all makes it (the queue adds the page's gateway and `domainname`). */
export type QueuePress = Omit<NewClip, "gatewayUrl" | "domainname">;

type QueueModule = typeof import("./queued-clips.ts");

/** How often a page holding presses looks whether it can load the queue's code again. */
const RETRY_MS = 5_000;

let loaded: Promise<QueueModule> | null = null;
const held = new Map<number, QueuePress>();
let retrying: ReturnType<typeof setInterval> | null = null;

/** The queue's code, once it has loaded; a failed load is tried again on the next call. */
function loadQueue(): Promise<QueueModule> {
  loaded ??= import("./queued-clips.ts").catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

/** Starts the queue on this page (what waits from earlier pages is sent), or when its code can load. */
export async function startQueue(): Promise<void> {
  try {
    (await loadQueue()).startClipQueue();
  } catch (error) {
    console.warn("Clip queue:", error);
    retryLater();
  }
}

/**
 * Puts a press in the queue; with no connection and no queue code yet, holds it in the page.
 * Rejects only when the code could not load although the browser is online (the card then says the
 * press failed, as any failed call).
 */
export async function joinQueue(press: QueuePress): Promise<void> {
  let queue: QueueModule;
  try {
    queue = await loadQueue();
  } catch (error) {
    if (navigator.onLine) throw error;
    hold(press);
    return;
  }
  await queue.queueClip(press);
}

/** A press on a coupon already held takes it back (a clip then unclip never reaches the gateway). */
function hold(press: QueuePress): void {
  const before = held.get(press.offerId);
  const waiting = new Map($waitingClips.get());
  if (before !== undefined && before.action !== press.action) {
    held.delete(press.offerId);
    waiting.delete(press.offerId);
  } else {
    held.set(press.offerId, press);
    waiting.set(press.offerId, { action: press.action, title: press.title });
  }
  $waitingClips.set(waiting);
  retryLater();
}

/** On `online` and every few seconds (a page frozen in the background misses the event), until loaded. */
function retryLater(): void {
  if (retrying !== null || typeof window === "undefined") return;
  addEventListener("online", sendHeld);
  retrying = setInterval(sendHeld, RETRY_MS);
}

/** The code is back: the held presses join the queue in the order they were made, and it starts. */
function sendHeld(): void {
  if (!navigator.onLine) return;
  loadQueue().then(
    async (queue) => {
      if (retrying !== null) clearInterval(retrying);
      removeEventListener("online", sendHeld);
      retrying = null;
      queue.startClipQueue();
      const presses = [...held.values()];
      held.clear();
      for (const press of presses) await queue.queueClip(press);
    },
    () => undefined,
  );
}
