/**
 * The rules of "Clip all" without the page: which offers a run clips, a queue that runs a few calls
 * at a time and collects what failed, and which offers an Undo removes. Framework-free and tested;
 * clip-all.ts wires it to the gateway, the cart store and the toasts.
 */

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
export function clipAllSummary(clipped: number, total: number, failed: number): string {
  const noun = total === 1 ? "coupon" : "coupons";
  const head = `Clipped ${clipped} of ${total} ${noun}.`;
  return failed === 0 ? head : `${head} ${failed} could not be clipped.`;
}

/** A Clip all run made with no connection: how many of its coupons wait to be sent. */
export function queuedSummary(queued: number, total: number): string {
  const noun = queued === 1 ? "coupon waits" : "coupons wait";
  const lost = queued === total ? "" : ` ${total - queued} could not be kept; try again.`;
  return `No connection: ${queued} ${noun}, clipped when you are back online.${lost}`;
}

/** The summary toast of an Undo. */
export function undoSummary(removed: number, failed: number): string {
  const head = `Removed ${removed} ${removed === 1 ? "coupon" : "coupons"}.`;
  return failed === 0 ? head : `${head} ${failed} could not be removed.`;
}

/** The button's text: what it will do, how far a run (or its Undo) is, or that nothing is left. */
export function clipAllLabel(
  state: { phase: "idle" | "clipping" | "undoing"; done: number; total: number },
  left: number,
): string {
  if (state.phase === "clipping") return `Clipping ${state.done} of ${state.total}…`;
  if (state.phase === "undoing") return `Removing ${state.done} of ${state.total}…`;
  return left === 0 ? "All clipped" : `Clip all (${left})`;
}

/** Whether the live region should speak this progress: the start, every tenth offer and the end. */
export function announceProgress(done: number, total: number): boolean {
  return done === 0 || done === total || done % 10 === 0;
}
