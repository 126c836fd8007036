/**
 * When each clipped coupon was clipped, as this browser knows it: the moment the gateway confirmed
 * the clip (SaveMyCart answered ErrorCode 1), or, for a coupon clipped elsewhere (the app, another
 * browser, the till), the first sync that saw it in the cart ("clipped before {date}"). A clip the
 * gateway has not confirmed never gets a time. Framework-free; the store (clip-times-store.ts)
 * keeps the records and the pages only render these texts.
 */
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";

/** One coupon's clip time: `at` is the confirmation, or with `before` the sync that first saw it. */
export type ClipTime = { at: number; before?: true };

/** Clip times by offer id. */
export type ClipTimes = Readonly<Record<string, ClipTime>>;

/** How times are written: the browser's locale and zone unless a test names them. */
export type ClipFormat = {
  locale?: string;
  timeZone?: string;
  /** The page's texts in another language (lib/i18n/page-texts.ts); absent in English. */
  texts?: Texts | undefined;
};

/**
 * The record's key for a member: a hash of the card number, so the times kept after sign-out name
 * no member. (Its own few lines, not the cart cache's: sharing that module would split it into a
 * chunk of its own that every page loads.)
 */
export function memberTag(member: string): string {
  let hash = 5381;
  for (const char of member) hash = Math.imul(hash ^ char.charCodeAt(0), 33) >>> 0;
  return `m${hash.toString(36)}`;
}

/** The times with `ids` confirmed at `now` (a confirmation replaces a 'before' guess). */
export function withConfirmed(times: ClipTimes, ids: readonly number[], now: number): ClipTimes {
  if (ids.length === 0) return times;
  const next: Record<string, ClipTime> = { ...times };
  for (const id of ids) next[id] = { at: now };
  return next;
}

/** The times without `ids` (unclipped: a later clip gets a time of its own). */
export function withRemoved(times: ClipTimes, ids: readonly number[]): ClipTimes {
  if (!ids.some((id) => id in times)) return times;
  const next: Record<string, ClipTime> = { ...times };
  for (const id of ids) delete next[id];
  return next;
}

/**
 * The times after a sync that saw `ids` in the cart: an id with no time gets 'before `now`'.
 * `complete` (the whole cart list, not some coupons' flags) also drops ids no longer in the cart.
 */
export function withSeen(times: ClipTimes, ids: readonly number[], now: number, complete: boolean): ClipTimes {
  const seen = new Set(ids.map(String));
  const next: Record<string, ClipTime> = {};
  let changed = false;
  for (const [id, time] of Object.entries(times)) {
    if (!complete || seen.has(id)) next[id] = time;
    else changed = true;
  }
  for (const id of seen) {
    if (next[id] === undefined) {
      next[id] = { at: now, before: true };
      changed = true;
    }
  }
  return changed ? next : times;
}

/** A stored value read back: only well-formed times survive. */
export function asClipTimes(value: unknown): ClipTimes {
  if (typeof value !== "object" || value === null) return {};
  const out: Record<string, ClipTime> = {};
  for (const [id, t] of Object.entries(value as Record<string, unknown>)) {
    const time = t as Partial<ClipTime> | null;
    if (!/^\d+$/.test(id) || typeof time?.at !== "number" || !Number.isFinite(time.at)) continue;
    out[id] = time.before === true ? { at: time.at, before: true } : { at: time.at };
  }
  return out;
}

const sameDay = (a: Date, b: Date, timeZone?: string): boolean =>
  a.toLocaleDateString("en-US", { timeZone }) === b.toLocaleDateString("en-US", { timeZone });

/** A date as 'Nov 28, 2026'. */
export function dayText(at: number, f: ClipFormat = {}): string {
  return new Date(at).toLocaleDateString(f.locale, {
    timeZone: f.timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/** A time as '2:05 PM', with the date before it ('Nov 27, 2:05 PM') when it is not today or `withDate`. */
export function timeText(at: number, now: Date, f: ClipFormat = {}, withDate = false): string {
  const date = withDate || !sameDay(new Date(at), now, f.timeZone);
  return new Date(at).toLocaleString(f.locale, {
    timeZone: f.timeZone,
    ...(date ? { month: "short", day: "numeric", ...(withDate ? { year: "numeric" } : {}) } : {}),
    hour: "numeric",
    minute: "2-digit",
  });
}

/** 'Clipped 2:05 PM', or for a coupon clipped elsewhere 'Clipped before Nov 28, 2026'. */
export function clippedText(t: ClipTime, now: Date = new Date(), f: ClipFormat = {}): string {
  return t.before
    ? trFill(f.texts, "Clipped before {day}", { day: dayText(t.at, f) })
    : trFill(f.texts, "Clipped {time}", { time: timeText(t.at, now, f) });
}

/** The sheet's column: 'Nov 28, 2026, 2:05 PM', or 'before Nov 28, 2026' (a printed proof names the day). */
export function clippedCell(t: ClipTime, f: ClipFormat = {}): string {
  return t.before
    ? trFill(f.texts, "before {day}", { day: dayText(t.at, f) })
    : timeText(t.at, new Date(t.at), f, true);
}

/**
 * 'ready at the register by 2:35 PM' where the chain knows its delay (`clipReadyMinutes`) and the
 * clip time is known; '' otherwise (a 'before' time says nothing about when it reached the tills).
 */
export function readyText(t: ClipTime, minutes: number | null, now: Date = new Date(), f: ClipFormat = {}): string {
  if (minutes === null || t.before) return "";
  return trFill(f.texts, "ready at the register by {time}", { time: timeText(t.at + minutes * 60_000, now, f) });
}

/** The line under a clipped coupon: 'Clipped 2:05 PM · ready at the register by 2:35 PM'. */
export function clipStatusLine(
  t: ClipTime,
  minutes: number | null,
  now: Date = new Date(),
  f: ClipFormat = {},
): string {
  const ready = readyText(t, minutes, now, f);
  return ready === "" ? clippedText(t, now, f) : `${clippedText(t, now, f)} · ${ready}`;
}
