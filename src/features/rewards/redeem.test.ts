import { describe, expect, it, vi } from "vitest";
import type { CallResult } from "../../api/client.ts";
import type { CreatePointsBasedRewardCouponForMemberNumberResponse } from "../../api/rewards.ts";
import {
  CallFailed,
  okData,
  redeemArgs,
  redeemOutcome,
  rewardsOf,
  tierArgs,
  tierProductsArgs,
  tierProductsOf,
  tierToRedeem,
} from "./redeem.ts";
import { reward, tier } from "./test-rewards.ts";

const member = { UserToken: "tok-1", MemberNumber: "400100000001" };
const network = { ok: false, kind: "network", error: "offline" } as const;
const expired = { ok: false, kind: "session-expired", details: "", raw: null } as const;

describe("what the calls are sent", () => {
  it("tiers: the member's token and number, then the reward", () => {
    expect(tierArgs(member, reward({ LMRewardId: 7 }))).toEqual({
      userToken: "tok-1",
      memberNumber: "400100000001",
      firstRewardId: 7,
    });
    expect(tierArgs({ UserToken: "tok-1" }, reward({ LMRewardId: 7 })).memberNumber).toBe("");
  });

  it("redeem: member number, the tier's coupon value, reward and tier ids, token", () => {
    expect(redeemArgs(member, reward({ LMRewardId: 7 }), tier(11, true, { CouponValue: 5 }))).toEqual({
      MemberNumber: "400100000001",
      CouponValue: 5,
      RewardID: 7,
      TierID: 11,
      UserToken: "tok-1",
    });
  });

  it("tier products: the reward id, then the tier id (never swapped)", () => {
    expect(tierProductsArgs(member, reward({ LMRewardId: 7 }), tier(11, true))).toEqual({
      userToken: "tok-1",
      rewardId: 7,
      tierId: 11,
    });
  });
});

describe("tierToRedeem (what a press of REDEEM redeems)", () => {
  const tiers = [tier(1, true), tier(2, false)];

  it("the chosen qualified tier", () => {
    expect(tierToRedeem(1, tiers)).toBe(tiers[0]);
  });

  it("nothing without a choice, for a tier that does not qualify or is not listed", () => {
    expect(tierToRedeem(null, tiers)).toBeNull();
    expect(tierToRedeem(2, tiers)).toBeNull();
    expect(tierToRedeem(3, tiers)).toBeNull();
  });
});

describe("reading the answers", () => {
  it("okData: the data of a success; a failure throws CallFailed with its kind", () => {
    expect(okData({ ok: true, data: 3 })).toBe(3);
    expect(() => okData(network)).toThrow(new CallFailed("network"));
    try {
      okData(network);
    } catch (error) {
      expect((error as CallFailed).kind).toBe("network");
    }
  });

  it("rewardsOf: the list; a failed list reads as empty and is logged", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const list = [reward({ LMRewardId: 1 })];
    const ok = { ok: true, data: { ErrorMessage: { ErrorCode: 1, ErrorDetails: "" }, LMRewards: list } } as const;
    expect(rewardsOf(ok)).toBe(list);
    expect(warn).not.toHaveBeenCalled();
    expect(rewardsOf(network)).toEqual([]);
    expect(warn.mock.calls).toEqual([["rewards: network"]]);
    warn.mockRestore();
  });

  it("tierProductsOf: the products; a failed call reads as none", () => {
    const items = [{ Title: "Milk", UPC: "1", ImageUrl: "", DeductPointsText: "100 pts", TierTitle: "T" }];
    const ok = {
      ok: true,
      data: { ErrorMessage: { ErrorCode: 1, ErrorDetails: "" }, RewardTierProducts: items },
    } as const;
    expect(tierProductsOf(ok)).toBe(items);
    expect(tierProductsOf(network)).toEqual([]);
  });

  it("redeemOutcome: CouponId 0 is redeemed, any other answer failed, an expired session leaving", () => {
    type Result = CallResult<CreatePointsBasedRewardCouponForMemberNumberResponse>;
    const answer = (CouponId: number | null): Result => ({ ok: true, data: { CouponId } });
    const leaving = (r: CallResult<unknown>) => !r.ok && r.kind === "session-expired";
    expect(redeemOutcome(answer(0), leaving)).toBe("redeemed");
    expect(redeemOutcome(answer(12), leaving)).toBe("failed");
    expect(redeemOutcome(answer(null), leaving)).toBe("failed");
    expect(redeemOutcome(network, leaving)).toBe("failed");
    expect(redeemOutcome(expired, leaving)).toBe("leaving");
  });
});
