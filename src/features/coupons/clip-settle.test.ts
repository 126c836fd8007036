import { describe, expect, it } from "vitest";
import { settleByCart } from "./clip-settle.ts";

describe("settleByCart", () => {
  const item = (id: number) => ({ SSNewsId: id });
  const report = {
    done: [item(1)],
    failed: [
      { item: item(2), reason: "No answer from the server. Try again." },
      { item: item(3), reason: "This coupon is already in your cart." },
      { item: item(4), reason: "No answer from the server. Try again." },
      { item: item(5), reason: "Coupon limit reached." },
    ],
    stopped: false,
  };

  it("counts a clip whose answer was lost, or that was already there, as done when the cart holds it", () => {
    const settled = settleByCart(report, new Set([1, 2, 3, 9]), "in");
    expect(settled.done.map((c) => c.SSNewsId)).toEqual([1, 2, 3]);
    expect(settled.failed.map((f) => [f.item.SSNewsId, f.reason])).toEqual([
      [4, "No answer from the server. Try again."],
      [5, "Coupon limit reached."],
    ]);
  });

  it("counts a removal whose answer was lost as done when the cart no longer holds it", () => {
    const settled = settleByCart(report, new Set([4, 5]), "out");
    expect(settled.done.map((c) => c.SSNewsId)).toEqual([1, 2, 3]);
    expect(settled.failed.map((f) => f.item.SSNewsId)).toEqual([4, 5]);
  });

  it("leaves the answers as they were when the cart could not be read", () => {
    expect(settleByCart(report, null, "in")).toBe(report);
  });
});
