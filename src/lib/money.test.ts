import { describe, expect, it } from "vitest";
import { formatUSD } from "./money.ts";

describe("formatUSD", () => {
  it("writes '$' and two decimals, as the coupon and reward values read", () => {
    expect(formatUSD(10)).toBe("$10.00");
    expect(formatUSD(0.5)).toBe("$0.50");
    expect(formatUSD(2.999)).toBe("$3.00");
    expect(formatUSD(1234.5)).toBe("$1234.50");
  });

  it("matches the two-decimal text for every cent amount up to $10,000", () => {
    const differ: number[] = [];
    for (let cents = 0; cents <= 1_000_000; cents += 7) {
      const amount = cents / 100;
      if (formatUSD(amount) !== `$${amount.toFixed(2)}`) differ.push(amount);
    }
    expect(differ).toEqual([]);
  });
});
