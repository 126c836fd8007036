import { describe, expect, it } from "vitest";
import {
  announceProgress,
  clipAllLabel,
  clipAllSummary,
  queuedSummary,
  runQueue,
  toClip,
  undoSet,
  undoSummary,
  type ItemResult,
  type Settled,
} from "./clip-queue.ts";

/** A call the test answers by hand, to see how many are under way at once. */
function gate() {
  const open: { id: number; resolve: (r: ItemResult) => void }[] = [];
  let running = 0;
  let peak = 0;
  const work = (id: number) =>
    new Promise<ItemResult>((resolve) => {
      running += 1;
      peak = Math.max(peak, running);
      open.push({
        id,
        resolve: (r) => {
          running -= 1;
          resolve(r);
        },
      });
    });
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return { open, work, tick, peak: () => peak, running: () => running };
}

describe("runQueue", () => {
  it("never has more than the limit under way and starts the next one as soon as one lands", async () => {
    const g = gate();
    const ids = Array.from({ length: 10 }, (_, i) => i + 1);
    const run = runQueue(ids, 3, g.work);
    await g.tick();
    expect(g.running()).toBe(3);
    expect(g.open.map((o) => o.id)).toEqual([1, 2, 3]);
    g.open.splice(1, 1)[0]?.resolve(true);
    await g.tick();
    expect(g.running()).toBe(3);
    expect(g.open.map((o) => o.id)).toEqual([1, 3, 4]);
    let finished = false;
    void run.then(() => (finished = true));
    while (!finished) {
      for (const o of g.open.splice(0)) o.resolve(true);
      await g.tick();
    }
    const report = await run;
    expect(g.peak()).toBe(3);
    expect(report.done).toEqual(ids);
    expect(report.failed).toEqual([]);
  });

  it("collects failures with their reasons in list order, rejected promises included", async () => {
    const settled: Settled<number>[] = [];
    const report = await runQueue(
      [1, 2, 3, 4, 5],
      4,
      async (id) => {
        if (id === 2) return "Coupon limit reached.";
        if (id === 4) throw new Error("network down");
        return true;
      },
      (s) => settled.push(s),
    );
    expect(report.done).toEqual([1, 3, 5]);
    expect(report.failed).toEqual([
      { item: 2, reason: "Coupon limit reached." },
      { item: 4, reason: "network down" },
    ]);
    expect(report.stopped).toBe(false);
    // Every item was reported as it landed, once.
    expect(settled.map((s) => s.item).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("starts nothing more after a stop (the session is over) and reports only what started", async () => {
    const started: number[] = [];
    const report = await runQueue([1, 2, 3, 4, 5, 6], 2, async (id) => {
      started.push(id);
      return id === 2 ? { stop: "Session expired" } : true;
    });
    expect(report.stopped).toBe(true);
    expect(started).toEqual([1, 2, 3]);
    expect(report.failed).toEqual([{ item: 2, reason: "Session expired" }]);
    expect(report.done).toEqual([1, 3]);
  });

  it("resolves at once for an empty list", async () => {
    expect(await runQueue([], 4, async () => true)).toEqual({ done: [], failed: [], stopped: false });
  });
});

describe("toClip and undoSet", () => {
  const list = [{ SSNewsId: 1 }, { SSNewsId: 2 }, { SSNewsId: 3 }, { SSNewsId: 2 }, { SSNewsId: 4 }];

  it("clips the offers not yet in the cart, each once, in list order", () => {
    expect(toClip(list, new Set([3])).map((c) => c.SSNewsId)).toEqual([1, 2, 4]);
    expect(toClip(list, new Set([1, 2, 3, 4]))).toEqual([]);
  });

  it("undoes exactly what the run added and is still in the cart", () => {
    // 9 was in the cart before the run; 2 was removed by hand since.
    expect(undoSet([1, 2, 4, 4], new Set([1, 4, 9]))).toEqual([1, 4]);
    expect(undoSet([], new Set([9]))).toEqual([]);
  });
});

describe("texts", () => {
  it("says how far a run is and what is left", () => {
    expect(clipAllLabel({ phase: "idle", done: 0, total: 0 }, 100)).toBe("Clip all (100)");
    expect(clipAllLabel({ phase: "clipping", done: 12, total: 100 }, 88)).toBe("Clipping 12 of 100…");
    expect(clipAllLabel({ phase: "undoing", done: 3, total: 99 }, 0)).toBe("Removing 3 of 99…");
    expect(clipAllLabel({ phase: "idle", done: 100, total: 100 }, 0)).toBe("All clipped");
  });

  it("sums a run and an undo up in one sentence", () => {
    expect(clipAllSummary(100, 100, 0)).toBe("Clipped 100 of 100 coupons.");
    expect(clipAllSummary(4, 5, 1)).toBe("Clipped 4 of 5 coupons. 1 could not be clipped.");
    expect(clipAllSummary(1, 1, 0)).toBe("Clipped 1 of 1 coupon.");
    expect(undoSummary(5, 0)).toBe("Removed 5 coupons.");
    expect(undoSummary(1, 1)).toBe("Removed 1 coupon. 1 could not be removed.");
  });

  it("says what an offline run left waiting for a connection", () => {
    expect(queuedSummary(3, 3)).toBe("No connection: 3 coupons wait, clipped when you are back online.");
    expect(queuedSummary(1, 1)).toBe("No connection: 1 coupon waits, clipped when you are back online.");
    expect(queuedSummary(2, 3)).toBe(
      "No connection: 2 coupons wait, clipped when you are back online. 1 could not be kept; try again.",
    );
  });

  it("speaks the start, every tenth coupon and the end", () => {
    expect([0, 1, 9, 10, 11, 20, 37].filter((n) => announceProgress(n, 37))).toEqual([0, 10, 20, 37]);
  });
});
