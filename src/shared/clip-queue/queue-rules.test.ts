import { describe, expect, it } from "vitest";
import { enqueue, queuedSaves, sendOrder, waitingActions, type NewClip, type QueuedClip } from "./queue-rules.ts";

const press = (offerId: number, action: "save" | "remove"): NewClip => ({
  offerId,
  action,
  title: `Coupon ${offerId}`,
  userToken: "token",
  body: null,
  gatewayUrl: "http://gateway.test",
  domainname: "freshmart",
});

const run = (...presses: NewClip[]): QueuedClip[] => presses.reduce<QueuedClip[]>(enqueue, []);
const summary = (queue: readonly QueuedClip[]) => sendOrder(queue).map((e) => `${e.action} ${e.offerId}`);

describe("the queue of clips made with no signal", () => {
  it("sends in the order the shopper pressed", () => {
    expect(summary(run(press(3, "save"), press(1, "remove"), press(2, "save")))).toEqual([
      "save 3",
      "remove 1",
      "save 2",
    ]);
  });

  it("a clip then an unclip of one coupon cancel out, and so do an unclip then a clip", () => {
    expect(run(press(7, "save"), press(7, "remove"))).toEqual([]);
    expect(run(press(7, "remove"), press(7, "save"))).toEqual([]);
    expect(summary(run(press(1, "save"), press(7, "save"), press(2, "save"), press(7, "remove")))).toEqual([
      "save 1",
      "save 2",
    ]);
  });

  it("a second press of the same action is not queued twice", () => {
    expect(summary(run(press(5, "save"), press(5, "save")))).toEqual(["save 5"]);
  });

  it("a coupon clipped again after cancelling goes to the end, after what was pressed meanwhile", () => {
    const queue = run(press(1, "save"), press(2, "save"), press(1, "remove"), press(3, "save"), press(1, "save"));
    expect(summary(queue)).toEqual(["save 2", "save 3", "save 1"]);
    // Every entry has its own place: nothing is sent twice or in a tie.
    expect(new Set(queue.map((e) => e.seq)).size).toBe(queue.length);
  });

  it("sends oldest first whatever order storage gives back", () => {
    const queue = run(press(1, "save"), press(2, "save"), press(3, "save"));
    expect(summary(queue.toReversed())).toEqual(["save 1", "save 2", "save 3"]);
  });

  it("says what each waiting coupon waits for, and counts queued clips against the cap", () => {
    const waiting = waitingActions(run(press(1, "save"), press(2, "remove"), press(3, "save")));
    expect([...waiting].map(([id, entry]) => `${entry.action} ${id} (${entry.title})`)).toEqual([
      "save 1 (Coupon 1)",
      "remove 2 (Coupon 2)",
      "save 3 (Coupon 3)",
    ]);
    // 3 is on the card already (a clip sent twice never counts twice); a queued unclip frees no room until confirmed.
    expect(queuedSaves(waiting, new Set([2, 3]))).toBe(1);
  });
});
