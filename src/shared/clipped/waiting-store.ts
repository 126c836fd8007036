/**
 * Which coupons wait for a connection (a clip or unclip made with no signal, not sent yet), and what
 * they wait to become. Only the state: the cards and the cart read it, and the queue's code
 * (queued-clips.ts, IndexedDB and the gateway client) loads on demand and fills it.
 */
import { atom } from "nanostores";
import type { WaitingClip } from "../clip-queue/queue-rules.ts";

/** Offer id → what waits for a connection (clip or unclip, and the coupon's title), oldest press first. */
export const $waitingClips = atom<ReadonlyMap<number, WaitingClip>>(new Map());

/** What a card and a cart row say while their clip or unclip waits. */
export const WAITING_TEXT = "Waiting for a connection";
