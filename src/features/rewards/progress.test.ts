import { describe, expect, it } from "vitest";
import {
  canRedeem,
  expiryDateText,
  confirmText,
  couponValueText,
  hasProducts,
  leftText,
  rewardProgress,
  toggleTier,
} from "./progress.ts";
import { reward, tier } from "./test-rewards.ts";

describe("reward progress", () => {
  it("quantity rewards count circles and '{n} Left' until earned", () => {
    expect(rewardProgress(reward({ RewardTypeId: 1, BuyQtyAmount: 10, PurchasedQty: 3 }))).toEqual({
      kind: "quantity",
      required: 10,
      purchased: 3,
      left: 7,
      earned: false,
    });
    expect(leftText(7)).toBe("7 Left");
    const done = rewardProgress(reward({ RewardTypeId: 1, BuyQtyAmount: 10, PurchasedQty: 12 }));
    expect(done).toMatchObject({ purchased: 10, left: 0, earned: true });
  });

  it("amount rewards show purchased over required as a percent, capped at 100", () => {
    expect(rewardProgress(reward({ RewardTypeId: 2, BuyQtyAmount: 200, PurchasedAmount: 50 }))).toMatchObject({
      kind: "amount",
      percent: 25,
      earned: false,
    });
    expect(rewardProgress(reward({ RewardTypeId: 2, BuyQtyAmount: 200, PurchasedAmount: 250 }))).toMatchObject({
      percent: 100,
      earned: true,
    });
    expect(rewardProgress(reward({ RewardTypeId: 2, BuyQtyAmount: 0, PurchasedAmount: 5 }))).toMatchObject({
      percent: 0,
      earned: false,
    });
  });

  it("points rewards show their texts and redeem only when qualified", () => {
    const p = rewardProgress(
      reward({
        IsPointsBased: true,
        RewardTypeId: 3,
        RewardPurchasedAmountText: "You have 1,250 points",
        PointsBasedRewardPointsToDollarInfo: "100 points = $1.00",
        IsItQualifiedforReward: true,
        EnableShowPointsExpiryHistory: true,
      }),
    );
    expect(p).toMatchObject({ kind: "points", text: "You have 1,250 points", qualified: true, history: true });
  });
});

describe("redeem tiers", () => {
  const tiers = [tier(1, true), tier(2, true, { TierRewardCouponTypeId: 2 }), tier(3, false)];
  it("lets one qualified tier be chosen at a time", () => {
    let chosen = toggleTier(null, tiers[0]!);
    expect(chosen).toBe(1);
    chosen = toggleTier(chosen, tiers[1]!);
    expect(chosen).toBe(2);
    expect(toggleTier(chosen, tiers[2]!)).toBe(2); // not qualified: ignored
    expect(toggleTier(chosen, tiers[1]!)).toBeNull();
  });

  it("enables REDEEM only with a qualified tier chosen", () => {
    expect(canRedeem(null, tiers)).toBe(false);
    expect(canRedeem(1, tiers)).toBe(true);
    expect(canRedeem(3, tiers)).toBe(false);
    expect(canRedeem(1, [])).toBe(false);
  });

  it("shows products for coupon type 2 and quotes the confirm text", () => {
    expect(hasProducts(tiers[1]!)).toBe(true);
    expect(hasProducts(tiers[0]!)).toBe(false);
    expect(confirmText(couponValueText(tiers[1]!))).toBe("Are you sure to reedem $2.00 value coupon?");
    expect(couponValueText(tier(4, true, { CouponValueString: "", CouponValue: 5 }))).toBe("$5.00");
  });
});

describe("expiryDateText", () => {
  it("writes the points-expiry date as MM/DD/YYYY without a time", () => {
    expect(expiryDateText("01/17/2027 00:00:00")).toBe("01/17/2027");
    expect(expiryDateText("1/7/2027 12:00:00 AM")).toBe("01/07/2027");
    expect(expiryDateText("2027-01-17T00:00:00")).toBe("01/17/2027");
    expect(expiryDateText("01/17/2027")).toBe("01/17/2027");
    expect(expiryDateText(" soon ")).toBe("soon");
  });
});
