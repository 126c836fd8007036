/**
 * Sends the queue of clips made with no signal, from the page (its `online` event, its load) or
 * the service worker (background sync), exactly once each: a run holds the chain's Web Lock
 * (`navigator.locks`, shared by every tab and the worker of the origin, released by the browser if
 * the holder dies), so two senders never run at once, and each entry leaves the queue in the same
 * transaction that records its answer. Oldest press first; a call with no answer stops the run and
 * keeps the rest for the next connection.
 */
import { removeFromCart, saveMyCart } from "../../api/cart.ts";
import { createGatewayClient, type CallResult, type GatewayClient } from "../../api/client.ts";
import { addNotice, readQueue, settleEntry } from "./queue-db.ts";
import { sendOrder, type QueueNotice, type QueuedClip } from "./queue-rules.ts";

/** The background sync tag of a chain's queue: the worker reads the chain from it. */
export const SYNC_PREFIX = "clip-queue:";

/** How a run ended: everything answered, or stopped with entries left (no answer, or the session is over). */
export type FlushEnd = "done" | "offline" | "expired";

/** Runs `work` holding the chain's lock; without Web Locks (browsers before 2022) it just runs. */
export function withQueueLock<T>(subdomain: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? (locks.request(`clipqueue${subdomain}`, work) as Promise<T>) : work();
}

/** One queued call, with the member token it was made with. */
function send(client: GatewayClient, entry: QueuedClip): Promise<CallResult<unknown>> {
  if (entry.action === "save" && entry.body !== null) return saveMyCart(client, entry.body);
  return removeFromCart(client, { offerId: entry.offerId, userToken: entry.userToken });
}

/** What an answer means for the queue: settled with a notice, or the run stops. */
export function noticeOf(
  entry: QueuedClip,
  result: CallResult<unknown>,
  now: number,
): QueueNotice | "offline" | "expired" {
  if (result.ok) return { kind: "done", offerId: entry.offerId, action: entry.action, at: now };
  if (result.kind === "session-expired") return "expired";
  // A body the call's schema refuses can never pass: dropped like a refusal, with nothing to show (a bug, logged by the client).
  if (result.kind === "invalid-request") {
    return { kind: "refused", offerId: entry.offerId, action: entry.action, title: entry.title, details: "" };
  }
  if (result.kind === "rejected") {
    return {
      kind: "refused",
      offerId: entry.offerId,
      action: entry.action,
      title: entry.title,
      details: result.details,
    };
  }
  // An HTTP error, an unreadable answer or none at all: the entry stays for the next connection.
  return "offline";
}

/**
 * Sends every waiting entry of the chain, oldest first, holding the lock. Each answered entry is
 * settled (removed, its notice kept for the page); resolves how the run ended.
 */
export function flushQueue(subdomain: string): Promise<FlushEnd> {
  return withQueueLock(subdomain, async () => {
    const clients = new Map<string, GatewayClient>();
    for (const entry of sendOrder(await readQueue(subdomain))) {
      const key = `${entry.gatewayUrl} ${entry.domainname}`;
      let client = clients.get(key);
      if (client === undefined) {
        client = createGatewayClient({ baseUrl: entry.gatewayUrl, domainname: entry.domainname });
        clients.set(key, client);
      }
      const notice = noticeOf(entry, await send(client, entry), Date.now());
      if (notice === "expired") {
        await addNotice(subdomain, { kind: "expired" });
        return "expired";
      }
      if (notice === "offline") return "offline";
      await settleEntry(subdomain, entry, notice);
    }
    return "done";
  });
}
