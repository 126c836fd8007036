/**
 * The signed-in member's clip times (clip-times.ts), kept in localStorage under 'cliptimes' +
 * RSA_SUBDOMAIN as `{ <member tag>: { <offer id>: { at, before? } } }`. The member tag is a hash of
 * the card number, so the record names no member. Unlike the session's caches the times stay after
 * sign-out: they are the shopper's proof of when a coupon was clipped, and a session that expires
 * (-1001) must not turn every time into 'clipped before'. Other tabs follow through the storage event.
 * Recorded where the gateway's answers arrive: clip-actions.ts and clip-all.ts (a confirmed clip,
 * both loaded on demand), the cart and the deals sheet (every cart list), and the time line itself
 * (a coupon the cart state holds without a time). The header badge on every page carries none of it.
 */
import { atom } from "nanostores";
import { readSiteConfig } from "../../lib/site-config.ts";
import { $user } from "../session/session-store.ts";
import { siteStorageKey } from "../session/session-core.ts";
import { asClipTimes, memberTag as tagOf, withConfirmed, withRemoved, withSeen, type ClipTimes } from "./clip-times.ts";

/** Storage name of the clip times (followed by the subdomain). */
export const CLIP_TIMES = "cliptimes";

/** The signed-in member's clip times by offer id (empty for guests). */
export const $clipTimes = atom<ClipTimes>({});

function storageKey(): string | null {
  try {
    return typeof window === "undefined" ? null : siteStorageKey(CLIP_TIMES, readSiteConfig().subdomain);
  } catch {
    return null;
  }
}

function memberTag(): string | null {
  const member = String($user.get()?.MemberNumber ?? "").trim();
  return member === "" ? null : tagOf(member);
}

/** Every member's record on this browser for this chain ({} when none or unreadable). */
function readAll(key: string): Record<string, unknown> {
  try {
    const all = JSON.parse(localStorage.getItem(key) ?? "{}") as unknown;
    return typeof all === "object" && all !== null && !Array.isArray(all) ? (all as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The signed-in member's times as stored. */
function readMine(): ClipTimes {
  const key = storageKey();
  const tag = memberTag();
  return key === null || tag === null ? {} : asClipTimes(readAll(key)[tag]);
}

/** Applies `change` to the signed-in member's times, stores and publishes them (guests: nothing). */
function update(change: (times: ClipTimes) => ClipTimes): void {
  const key = storageKey();
  const tag = memberTag();
  if (key === null || tag === null) return;
  const all = readAll(key);
  const current = asClipTimes(all[tag]);
  const next = change(current);
  if (next !== current) {
    try {
      localStorage.setItem(key, JSON.stringify({ ...all, [tag]: next }));
    } catch {
      // Storage full or blocked: the times hold for this page only.
    }
  }
  $clipTimes.set(next);
}

/** The gateway confirmed these clips at `now`. */
export function recordConfirmed(ids: readonly number[], now: number): void {
  update((times) => withConfirmed(times, ids, now));
}

/** The gateway confirmed these removals. */
export function recordRemoved(ids: readonly number[]): void {
  update((times) => withRemoved(times, ids));
}

/** A sync at `now` saw these ids in the cart; `complete` when it was the whole cart list. */
export function recordSeen(ids: readonly number[], complete: boolean, now: number): void {
  update((times) => withSeen(times, ids, now, complete));
}

if (typeof window !== "undefined") {
  $clipTimes.set(readMine());
  $user.listen(() => $clipTimes.set(readMine()));
  window.addEventListener("storage", (event) => {
    if (event.key === storageKey()) $clipTimes.set(readMine());
  });
}
