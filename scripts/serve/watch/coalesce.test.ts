/**
 * The coalescer on a clock of its own: a burst of changes gives one rebuild of all their chains,
 * a burst that never goes quiet still gets its rebuild at the longest wait, changes during a
 * rebuild make exactly one more, and a failed rebuild does not stop the next.
 */
import { describe, expect, it } from "vitest";
import { Coalescer, type Timers } from "./coalesce.ts";

/** A clock that moves only when told, running due timers in order. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => void due.delete(id as number),
  };
  const settle = () => new Promise<void>((r) => setImmediate(r));
  return {
    timers,
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        // What finished meanwhile (a rebuild's promise) arms its timers first.
        await settle();
        const first = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (first === undefined || first[1].at > until) break;
        due.delete(first[0]);
        now = first[1].at;
        first[1].fn();
        await settle();
      }
      now = until;
      await settle();
    },
  };
}

/** A rebuild that records its chains and ends when told. */
function rebuilds() {
  const runs: { sites: string[]; end: () => void; fail: (e: Error) => void }[] = [];
  const run = (sites: string[]) =>
    new Promise<void>((end, fail) => {
      runs.push({ sites, end, fail });
    });
  return { runs, run };
}

describe("Coalescer", () => {
  it("makes one rebuild of ten changes in five seconds", async () => {
    const clock = fakeClock();
    const { runs, run } = rebuilds();
    const c = new Coalescer({ settleMs: 2000, maxWaitMs: 10_000, run, timers: clock.timers });
    for (let i = 0; i < 10; i++) {
      c.add([i % 2 === 0 ? "freshmart" : "hilltop"]);
      await clock.advance(500);
    }
    expect(runs).toHaveLength(0);
    await clock.advance(2000);
    expect(runs.map((r) => r.sites)).toEqual([["freshmart", "hilltop"]]);
    runs[0]?.end();
    await clock.advance(60_000);
    expect(runs).toHaveLength(1);
    await c.idle();
  });

  it("starts a burst that never goes quiet at the longest wait after its first change", async () => {
    const clock = fakeClock();
    const { runs, run } = rebuilds();
    const c = new Coalescer({ settleMs: 2000, maxWaitMs: 10_000, run, timers: clock.timers });
    for (let t = 0; t < 9_000; t += 1000) {
      c.add(["freshmart"]);
      await clock.advance(1000);
    }
    expect(runs).toHaveLength(0);
    await clock.advance(1000);
    expect(runs).toHaveLength(1);
    runs[0]?.end();
    c.close();
  });

  it("gathers what comes in during a rebuild into exactly one more, started after it", async () => {
    const clock = fakeClock();
    const { runs, run } = rebuilds();
    const c = new Coalescer({ settleMs: 2000, maxWaitMs: 10_000, run, timers: clock.timers });
    c.add(["freshmart"]);
    await clock.advance(2000);
    expect(runs).toHaveLength(1);
    c.add(["hilltop"]);
    c.add(["greenvalley", "hilltop"]);
    await clock.advance(30_000);
    // Never two at once: the second waits for the first.
    expect(runs).toHaveLength(1);
    expect(c.pending).toEqual(["greenvalley", "hilltop"]);
    runs[0]?.end();
    await clock.advance(2000);
    expect(runs.map((r) => r.sites)).toEqual([["freshmart"], ["greenvalley", "hilltop"]]);
    let idle = false;
    void c.idle().then(() => (idle = true));
    await clock.advance(0);
    expect(idle).toBe(false);
    runs[1]?.end();
    await clock.advance(0);
    expect(idle).toBe(true);
  });

  it("goes on after a rebuild that failed", async () => {
    const clock = fakeClock();
    const { runs, run } = rebuilds();
    const c = new Coalescer({ settleMs: 100, maxWaitMs: 1000, run, timers: clock.timers });
    c.add(["a"]);
    await clock.advance(100);
    runs[0]?.fail(new Error("build failed"));
    await clock.advance(0);
    c.add(["a"]);
    await clock.advance(100);
    expect(runs).toHaveLength(2);
    runs[1]?.end();
    await c.idle();
  });
});
