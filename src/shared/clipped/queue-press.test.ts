import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QueuePress } from "./queue-press.ts";

// The queue's code as the browser loads it on demand: failing while `reachable` is false.
const code = { reachable: false };
const queueClip = vi.fn(async (_press: unknown) => undefined);
const startClipQueue = vi.fn();
const queueCode = () => {
  if (!code.reachable) throw new TypeError("Failed to fetch dynamically imported module");
  return { queueClip, startClipQueue };
};

const press = (offerId: number, action: "save" | "remove"): QueuePress => ({
  offerId,
  action,
  title: `Coupon ${offerId}`,
  userToken: "token",
  body: null,
});

describe("a press before the queue's code reached the page", () => {
  const listeners = new Map<string, () => void>();
  const browser = { onLine: false };

  beforeEach(() => {
    vi.resetModules();
    vi.doMock("./queued-clips.ts", queueCode);
    vi.useFakeTimers();
    code.reachable = false;
    browser.onLine = false;
    queueClip.mockClear();
    startClipQueue.mockClear();
    listeners.clear();
    vi.stubGlobal("window", {});
    vi.stubGlobal("navigator", browser);
    vi.stubGlobal("addEventListener", (type: string, listener: () => void) => listeners.set(type, listener));
    vi.stubGlobal("removeEventListener", (type: string) => listeners.delete(type));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const load = async () => ({
    ...(await import("./queue-press.ts")),
    waiting: (await import("./waiting-store.ts")).$waitingClips,
  });

  it("offline, waits in the page as waiting, and joins the queue in order once online", async () => {
    const { joinQueue, waiting } = await load();
    await joinQueue(press(1, "save"));
    await joinQueue(press(2, "remove"));
    expect([...waiting.get()]).toEqual([
      [1, { action: "save", title: "Coupon 1" }],
      [2, { action: "remove", title: "Coupon 2" }],
    ]);
    expect(queueClip).not.toHaveBeenCalled();

    browser.onLine = true;
    code.reachable = true;
    listeners.get("online")?.();
    await vi.waitFor(() => expect(queueClip).toHaveBeenCalledTimes(2));
    expect(queueClip.mock.calls.map(([p]) => p)).toEqual([press(1, "save"), press(2, "remove")]);
    expect(startClipQueue).toHaveBeenCalledTimes(1);
    expect(listeners.has("online")).toBe(false);
  });

  it("a second press on a held coupon takes it back: nothing joins the queue", async () => {
    const { joinQueue, waiting } = await load();
    await joinQueue(press(1, "save"));
    await joinQueue(press(1, "remove"));
    expect(waiting.get().size).toBe(0);
    browser.onLine = true;
    code.reachable = true;
    listeners.get("online")?.();
    await vi.waitFor(() => expect(startClipQueue).toHaveBeenCalled());
    expect(queueClip).not.toHaveBeenCalled();
  });

  it("without the `online` event (a page frozen in the background), tries again every few seconds", async () => {
    const { joinQueue } = await load();
    await joinQueue(press(3, "save"));
    browser.onLine = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queueClip).not.toHaveBeenCalled();
    code.reachable = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queueClip.mock.calls.map(([p]) => p)).toEqual([press(3, "save")]);
  });

  it("online, a queue that cannot load is the press's failure, not a silent hold", async () => {
    browser.onLine = true;
    const { joinQueue, waiting } = await load();
    await expect(joinQueue(press(4, "save"))).rejects.toThrow();
    expect(waiting.get().size).toBe(0);
  });

  it("with its code here, a press goes straight into the queue", async () => {
    code.reachable = true;
    const { joinQueue } = await load();
    await joinQueue(press(5, "save"));
    expect(queueClip.mock.calls.map(([p]) => p)).toEqual([press(5, "save")]);
  });
});
