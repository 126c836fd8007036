import { describe, expect, it } from "vitest";
import {
  ALLOW_TIME,
  EARNED,
  NO_REWARDS,
  REDEEMED,
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

describe("reward progress edges", () => {
  it("counts whole circles only, and none for a negative or unreadable quantity", () => {
    expect(rewardProgress(reward({ RewardTypeId: 1, BuyQtyAmount: 10.6, PurchasedQty: 2.9 }))).toMatchObject({
      required: 10,
      purchased: 2,
      left: 8,
    });
    expect(rewardProgress(reward({ RewardTypeId: 1, BuyQtyAmount: 5, PurchasedQty: -3 }))).toMatchObject({
      purchased: 0,
      left: 5,
    });
    expect(rewardProgress(reward({ RewardTypeId: 1, BuyQtyAmount: 5, PurchasedQty: Number.NaN }))).toMatchObject({
      purchased: 0,
      left: 5,
    });
    expect(
      rewardProgress(reward({ RewardTypeId: 1, BuyQtyAmount: Number.POSITIVE_INFINITY, PurchasedQty: 1 })),
    ).toMatchObject({ required: 0, purchased: 0, left: 0, earned: false });
  });

  it("never calls a quantity reward earned when it requires nothing", () => {
    expect(rewardProgress(reward({ RewardTypeId: 1, BuyQtyAmount: -5, PurchasedQty: 0 }))).toEqual({
      kind: "quantity",
      required: 0,
      purchased: 0,
      left: 0,
      earned: false,
    });
    expect(rewardProgress(reward({ RewardTypeId: 1, BuyQtyAmount: 0, PurchasedQty: 3 }))).toMatchObject({
      earned: false,
    });
  });

  it("earns a quantity reward on exactly the required quantity", () => {
    expect(rewardProgress(reward({ RewardTypeId: 1, BuyQtyAmount: 4, PurchasedQty: 4 }))).toMatchObject({
      left: 0,
      earned: true,
    });
  });

  it("earns an amount reward on exactly the required amount", () => {
    expect(rewardProgress(reward({ RewardTypeId: 2, BuyQtyAmount: 200, PurchasedAmount: 200 }))).toEqual({
      kind: "amount",
      percent: 100,
      text: "100%",
      earned: true,
    });
    expect(rewardProgress(reward({ RewardTypeId: 2, BuyQtyAmount: 200, PurchasedAmount: 199.99 }))).toMatchObject({
      percent: 100,
      earned: false,
    });
  });

  it("shows the gateway's amount text, else the percent", () => {
    expect(rewardProgress(reward({ RewardTypeId: 2, BuyQtyAmount: 200, PurchasedAmount: 50 }))).toMatchObject({
      text: "25%",
    });
    const sent = rewardProgress(
      reward({ RewardTypeId: 2, BuyQtyAmount: 200, PurchasedAmount: 50, RewardPurchasedAmountText: "$50 of $200" }),
    );
    expect(sent).toMatchObject({ percent: 25, text: "$50 of $200" });
  });
});

describe("the spec's reward texts", () => {
  // What the shopper reads, quoted from accounts §2.12, §8 and §9.
  it("are quoted exactly", () => {
    expect(EARNED).toBe("Congratulations! You earned a reward and it is on the way.");
    expect(ALLOW_TIME).toBe(
      "Please allow 15-30 min before you see the reward in your list.It applies to your next purchase.",
    );
    expect(NO_REWARDS).toBe("No Rewards found");
    expect(REDEEMED).toBe("Your Coupon Code is reedem successfully");
  });
});

describe("expiryDateText edges", () => {
  it.each([
    ["1/7/2027", "01/07/2027"],
    ["1/7/2027 9:05", "01/07/2027"],
    ["01/17/2027 12:00:00PM", "01/17/2027"],
    ["01/17/2027T00:00", "01/17/2027"],
    ["2027-01-17", "01/17/2027"],
    ["2027-01-17 00:00:00", "01/17/2027"],
    ["2027-01-17T00:00:00Z", "01/17/2027"],
    ["2027-01-17T00:00:00.000+05:30", "01/17/2027"],
    ["2027-01-17T00:00:00-0500", "01/17/2027"],
  ])("writes %j as %j", (raw, shown) => {
    expect(expiryDateText(raw)).toBe(shown);
  });
  it.each([
    "Expires 01/17/2027",
    "01/17/2027 00:00:00 UTC",
    "01/17/27",
    "On 2027-01-17",
    "2027-01-17 at noon",
    "2027-01-17T00:00:00+05",
    "2027-01-17T00:00:00+5:30",
    "2027-01-17T00:00:00+ab:cd",
    "2027-01-17T00:00:00+05:3",
  ])("shows %j as sent", (raw) => {
    expect(expiryDateText(raw)).toBe(raw);
  });
});
