import { describe, expect, it } from "vitest";
import * as rewards from "./rewards.ts";
import { OK_BLOCK, expectOneRequest, recordingGatewayPerTest } from "../test-support/test-server.ts";

const gw = recordingGatewayPerTest();

const wireReward = {
  LMrewardID: 5,
  Title: "Buy 10 coffees",
  ImageUrl: "https://img.example/coffee.png",
  IsPointsBased: false,
  RewardTypeId: 1,
  PurchasedQty: "7",
  BuyQtyAmount: 10,
  PurchasedAmount: null,
  RoundedPurchasedAmount: 0,
  PurchasedAmountString: "$0.00",
  RewardPurchasedAmountText: "",
  PointsBasedRewardPointsToDollarInfo: null,
  IsItQualifiedforReward: "false",
  NoOfPointsExpireString: "",
  EnableShowPointsExpiryHistory: 0,
  RewardDetails: "Any 12 oz coffee",
  ValidUPCs: "0001, 0002",
};

describe("GetLMRewards / GetLMRewardsV2", () => {
  it.each([
    ["GetLMRewards", rewards.getLMRewards],
    ["GetLMRewardsV2", rewards.getLMRewardsV2],
  ] as const)("%s POSTs method only and absorbs LMrewardID casing", async (path, call) => {
    gw.server.reply("POST", `/${path}/t`, { json: { ErrorMessage: OK_BLOCK, LMRewards: [wireReward] } });
    const result = await call(gw.client, "t");
    expectOneRequest(gw.server, { method: "POST", url: `/${path}/t`, body: { method: "POST" } });
    expect(result).toMatchObject({
      ok: true,
      data: {
        LMRewards: [
          {
            LMRewardId: 5,
            PurchasedQty: 7,
            PurchasedAmount: 0,
            IsItQualifiedforReward: false,
            ValidUPCs: ["0001", "0002"],
          },
        ],
      },
    });
  });
});

describe("GetQualifiedRewardTiers[V2]/{userToken}/{memberNumber}/{firstRewardId}", () => {
  const tiers = {
    ErrorMessage: OK_BLOCK,
    QualifiedRewardTiers: [
      {
        LMRewardTierID: 11,
        TierTitle: "$5 off",
        TierImageUrl: "",
        PointsRequired: 1000,
        PointsRequiredString: "1,000 pts",
        CouponValue: "5",
        CouponValueString: "$5.00",
        IsItQualifiedforReward: true,
        TierRewardCouponTypeId: 2,
      },
    ],
    RewardDetails: {
      LMRewardId: 5,
      MemberPoints: "1,250",
      MemberPointsString: "1,250 pts",
      RewardPointsText: "",
      RewardOptionsText: "",
      RewardOptionsNoteText: "",
    },
  };

  it.each([
    ["GetQualifiedRewardTiers", rewards.getQualifiedRewardTiers],
    ["GetQualifiedRewardTiersV2", rewards.getQualifiedRewardTiersV2],
  ] as const)("%s GETs the token/member/reward path", async (path, call) => {
    gw.server.reply("GET", `/${path}/t/0001/5`, { json: tiers });
    const result = await call(gw.client, { userToken: "t", memberNumber: "0001", firstRewardId: 5 });
    expectOneRequest(gw.server, { method: "GET", url: `/${path}/t/0001/5` });
    expect(result).toMatchObject({
      ok: true,
      data: {
        QualifiedRewardTiers: [{ LMRewardTierID: 11, CouponValue: 5, PointsRequiredString: "1,000 pts" }],
        RewardDetails: { LMRewardID: 5, MemberPoints: 1250 },
      },
    });
  });
});

describe("ViewPointsExpiryHistory/{userToken}", () => {
  it("GETs and parses expiry info and history", async () => {
    const history = {
      ErrorMessage: OK_BLOCK,
      PointsExpiryInfo: {
        PointsExpiryMessage: "Points expire soon",
        PointsString: "200 pts",
        PointsExpiryDate: "12/31/2023",
        EnablePointsRedeemButton: true,
      },
      PointsHistoryInfo: [
        { PointsDateString: "11/14/2023", PointsInfo: [{ PointsString: "+50", PointsTypeText: "Earned" }] },
      ],
    };
    gw.server.reply("GET", "/ViewPointsExpiryHistory/t", { json: history });
    const result = await rewards.viewPointsExpiryHistory(gw.client, "t");
    expectOneRequest(gw.server, { method: "GET", url: "/ViewPointsExpiryHistory/t" });
    expect(result).toStrictEqual({ ok: true, data: history });
  });
});

describe("CreatePointsBasedRewardCouponForMemberNumber", () => {
  const args = { MemberNumber: "0001", CouponValue: 5, RewardID: 5, TierID: 11, UserToken: "t" };

  it("POSTs exactly its body and reads CouponId 0 as redeemed", async () => {
    gw.server.reply("POST", "/CreatePointsBasedRewardCouponForMemberNumber", {
      json: { ErrorMessage: OK_BLOCK, CouponId: 0 },
    });
    const result = await rewards.createPointsBasedRewardCouponForMemberNumber(gw.client, args);
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/CreatePointsBasedRewardCouponForMemberNumber",
      body: { ...args, method: "POST" },
    });
    expect(rewards.isRedeemed(result)).toBe(true);
  });

  it("passes a failing code through so the caller can still read CouponId", async () => {
    gw.server.reply("POST", "/CreatePointsBasedRewardCouponForMemberNumber", {
      json: { ErrorMessage: { ErrorCode: -1, ErrorDetails: "Not enough points" }, CouponId: -1 },
    });
    const result = await rewards.createPointsBasedRewardCouponForMemberNumber(gw.client, args);
    expect(result).toMatchObject({
      ok: true,
      data: { CouponId: -1, ErrorMessage: { ErrorDetails: "Not enough points" } },
    });
    expect(rewards.isRedeemed(result)).toBe(false);
  });
});

describe("GetUPCTierProducts/{userToken}/{rewardId}/{tierId}", () => {
  it("puts the reward id before the tier id", async () => {
    const products = {
      ErrorMessage: OK_BLOCK,
      RewardTierProducts: [
        { Title: "Coffee", UPC: 12345, ImageUrl: "", DeductPointsText: "1,000 pts", TierTitle: "$5 off" },
      ],
    };
    gw.server.reply("GET", "/GetUPCTierProducts/t/5/11", { json: products });
    const result = await rewards.getUPCTierProducts(gw.client, { userToken: "t", rewardId: 5, tierId: 11 });
    expectOneRequest(gw.server, { method: "GET", url: "/GetUPCTierProducts/t/5/11" });
    expect(result).toMatchObject({ ok: true, data: { RewardTierProducts: [{ UPC: "12345" }] } });
  });
});
