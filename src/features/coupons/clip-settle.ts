/**
 * How a "Clip all" run (or its Undo) came out as the gateway's cart shows it afterwards. Pure and
 * tested; apart from clip-queue.ts because only the run itself (clip-all.ts, loaded on the first
 * press) needs it, so the page does not carry it.
 */
import type { QueueReport } from "./clip-queue.ts";

/**
 * A run's outcome as the gateway's cart shows it after the run. An answer can be lost or late while
 * the call itself went through, and a repeated clip is answered "already in your cart": so an item
 * whose call failed counts as done when the cart read back afterwards is where the run wanted it
 * (`wanted`: in the cart for a clip, out of it for a removal), and stays failed otherwise. Without a
 * cart (it could not be read) the answers stand.
 */
export function settleByCart<T extends { SSNewsId: number }>(
  report: QueueReport<T>,
  cart: ReadonlySet<number> | null,
  wanted: "in" | "out",
): QueueReport<T> {
  if (cart === null) return report;
  const reached = (item: T) => cart.has(item.SSNewsId) === (wanted === "in");
  return {
    done: [...report.done, ...report.failed.filter((f) => reached(f.item)).map((f) => f.item)],
    failed: report.failed.filter((f) => !reached(f.item)),
    stopped: report.stopped,
  };
}
