/**
 * The rules of "Clip all" without the page: which offers a run clips, a queue that runs a few calls
 * at a time and collects what failed, and which offers an Undo removes. Framework-free and tested;
 * clip-all.ts wires it to the gateway, the cart store and the toasts.
 */
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";

/** Calls under way at once: a few, so 100 clips neither queue behind one another nor flood the gateway. */
export const CLIP_ALL_CONCURRENCY = 4;

/** What one item of a queue came to. */
export type Settled<T> = { item: T; ok: true } | { item: T; ok: false; reason: string };

/** What a queue did: the items that succeeded and those that failed with their reasons, in list order. */
export type QueueReport<T> = { done: T[]; failed: { item: T; reason: string }[]; stopped: boolean };

/** How one item went: `true` on success, a reason text on failure, `"stop"` to end the run (session over). */
export type ItemResult = true | string | { stop: string };

/**
 * Runs `work` over `items`, at most `limit` at a time, in list order. Each item's outcome goes to
 * `onSettled` as it lands (the page's progress and badge follow it). A rejected promise counts as a
 * failure with its message; `{ stop }` fails that item and starts no further one (those not started
 * are left out of the report). Resolves once every started item has settled.
 */
export async function runQueue<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<ItemResult>,
  onSettled: (settled: Settled<T>) => void = () => {},
): Promise<QueueReport<T>> {
  const outcome = new Map<number, Settled<T>>();
  let next = 0;
  let stopped = false;
  const lane = async (): Promise<void> => {
    while (!stopped && next < items.length) {
      const index = next++;
      const item = items[index] as T;
      let result: ItemResult;
      try {
        result = await work(item);
      } catch (error) {
        result = error instanceof Error ? error.message : String(error);
      }
      if (typeof result === "object") stopped = true;
      const settled: Settled<T> =
        result === true
          ? { item, ok: true }
          : { item, ok: false, reason: typeof result === "object" ? result.stop : result };
      outcome.set(index, settled);
      onSettled(settled);
    }
  };
  const lanes = Math.max(1, Math.min(limit, items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  const ordered = [...outcome.entries()].sort(([a], [b]) => a - b).map(([, s]) => s);
  return {
    done: ordered.filter((s) => s.ok).map((s) => s.item),
    failed: ordered.flatMap((s) => (s.ok ? [] : [{ item: s.item, reason: s.reason }])),
    stopped,
  };
}

/** The offers of a list a run clips: those not in the cart yet, each once, in list order. */
export function toClip<C extends { SSNewsId: number }>(coupons: readonly C[], clipped: ReadonlySet<number>): C[] {
  const seen = new Set<number>();
  return coupons.filter((c) => {
    if (clipped.has(c.SSNewsId) || seen.has(c.SSNewsId)) return false;
    seen.add(c.SSNewsId);
    return true;
  });
}

/**
 * What an Undo removes: exactly the offers the run (and its retries) added that are still in the
 * cart. One the shopper removed by hand since is not removed twice; nothing clipped before the run is touched.
 */
export function undoSet(added: readonly number[], clipped: ReadonlySet<number>): number[] {
  return [...new Set(added)].filter((id) => clipped.has(id));
}

/** The summary toast of a run: how many of how many were clipped, and how many failed. */
export function clipAllSummary(clipped: number, total: number, failed: number, texts?: Texts): string {
  const values = { clipped: String(clipped), total: String(total) };
  const head = trFill(
    texts,
    total === 1 ? "Clipped {clipped} of {total} coupon." : "Clipped {clipped} of {total} coupons.",
    values,
  );
  return failed === 0 ? head : `${head} ${trFill(texts, "{n} could not be clipped.", { n: String(failed) })}`;
}

/** A Clip all run made with no connection: how many of its coupons wait to be sent. */
export function queuedSummary(queued: number, total: number, texts?: Texts): string {
  const lost =
    queued === total ? "" : ` ${trFill(texts, "{n} could not be kept; try again.", { n: String(total - queued) })}`;
  const head =
    queued === 1
      ? "No connection: {n} coupon waits, clipped when you are back online."
      : "No connection: {n} coupons wait, clipped when you are back online.";
  return trFill(texts, head, { n: String(queued) }) + lost;
}

/** The summary toast of an Undo. */
export function undoSummary(removed: number, failed: number, texts?: Texts): string {
  const head = trFill(texts, removed === 1 ? "Removed {n} coupon." : "Removed {n} coupons.", { n: String(removed) });
  return failed === 0 ? head : `${head} ${trFill(texts, "{n} could not be removed.", { n: String(failed) })}`;
}

/** The button's text: what it will do, how far a run (or its Undo) is, or that nothing is left. */
export function clipAllLabel(
  state: { phase: "idle" | "clipping" | "undoing"; done: number; total: number },
  left: number,
  texts?: Texts,
): string {
  const values = { done: String(state.done), total: String(state.total), n: String(left) };
  if (state.phase === "clipping") return trFill(texts, "Clipping {done} of {total}…", values);
  if (state.phase === "undoing") return trFill(texts, "Removing {done} of {total}…", values);
  return left === 0 ? trFill(texts, "All clipped", values) : trFill(texts, "Clip all ({n})", values);
}

/** Whether the live region should speak this progress: the start, every tenth offer and the end. */
export function announceProgress(done: number, total: number): boolean {
  return done === 0 || done === total || done % 10 === 0;
}
