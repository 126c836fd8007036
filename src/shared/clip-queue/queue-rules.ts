/**
 * The rules of the queue of clips made with no signal, without storage or network: adding a clip or
 * unclip (a clip and an unclip of one coupon cancel out, a repeat is not queued twice), the order
 * they are sent in, and what a card shows. Framework-free and tested; queue-db.ts keeps the queue,
 * queue-flush.ts sends it.
 */
import type { SaveMyCartArgs } from "../../api/cart.ts";
import { listKey } from "../session/session-core.ts";

/**
 * The IndexedDB database of a chain's queue: named after the member's remembered list
 * (`cartlist` + RSA_SUBDOMAIN, a localStorage key) and deleted with it when the session is cleared
 * (session-store.ts), in one line of a module that is on every page.
 */
export function clipQueueDbName(subdomain: string): string {
  return listKey(subdomain);
}

/** Save (clip) or remove (unclip). */
export type QueuedAction = "save" | "remove";

/** One clip or unclip waiting for a connection, with everything needed to send it from the page or the worker. */
export type QueuedClip = {
  offerId: number;
  action: QueuedAction;
  /** Order of arrival: the queue is sent oldest first. */
  seq: number;
  /** What the cart and the refusal message call it. */
  title: string;
  /** The member token the call carries. */
  userToken: string;
  /** SaveMyCart's body (a save only), built as a direct clip builds it. */
  body: SaveMyCartArgs | null;
  /** The chain's gateway and `domainname` header (the worker has no page config to read them from). */
  gatewayUrl: string;
  domainname: string;
};

/** A clip or unclip to add: the queue gives it its place. */
export type NewClip = Omit<QueuedClip, "seq">;

/**
 * The queue after a press with no signal. An entry for the same coupon with the other action is
 * taken out (a clip then an unclip, or the reverse, leaves the gateway as it was: nothing is sent);
 * the same action again changes nothing; otherwise the press joins the end.
 */
export function enqueue(queue: readonly QueuedClip[], next: NewClip): QueuedClip[] {
  const same = queue.find((entry) => entry.offerId === next.offerId);
  if (same !== undefined) {
    return same.action === next.action ? [...queue] : queue.filter((entry) => entry !== same);
  }
  const seq = queue.reduce((max, entry) => Math.max(max, entry.seq), 0) + 1;
  return [...queue, { ...next, seq }];
}

/** The queue in the order it is sent: oldest press first. */
export function sendOrder(queue: readonly QueuedClip[]): QueuedClip[] {
  return queue.toSorted((a, b) => a.seq - b.seq);
}

/** A coupon waiting for a connection: what it waits to become, and its title (the cart lists it). */
export type WaitingClip = { action: QueuedAction; title: string };

/** What each waiting coupon is waiting to become (offer id → action and title, oldest press first), for the cards and the cart. */
export function waitingActions(queue: readonly QueuedClip[]): ReadonlyMap<number, WaitingClip> {
  return new Map(sendOrder(queue).map((entry) => [entry.offerId, { action: entry.action, title: entry.title }]));
}

/** Queued clips of coupons not on the card yet: the load cap counts them, so the cap cannot be passed offline. */
export function queuedSaves(waiting: ReadonlyMap<number, WaitingClip>, clipped: ReadonlySet<number>): number {
  return [...waiting].filter(([id, entry]) => entry.action === "save" && !clipped.has(id)).length;
}

/** What a gateway answer to a queued call came to, kept for the page to show (the worker has no toasts). */
export type QueueNotice =
  | { kind: "done"; offerId: number; action: QueuedAction; at: number }
  | { kind: "refused"; offerId: number; action: QueuedAction; title: string; details: string }
  | { kind: "expired" };
