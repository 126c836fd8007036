/**
 * Schemas of the loyalty reward calls: rewards with progress, redeemable tiers, points history,
 * tier products and the points-to-coupon redemption. `LMRewardId`/`LMrewardID`/`LMRewardID` casing
 * drift is absorbed by the key normaliser.
 */
import * as z from "zod/mini";
import { errorMessageSchema, methodOnlyRequestSchema, postMethod } from "./envelope.ts";
import { flag, list, num, numOr, optNum, text, wireObject } from "./wire-fields.ts";

/** ValidUPCs as a list of texts (a comma-separated text is split). */
const upcList = z.pipe(
  z.optional(z.nullable(z.union([z.array(z.union([z.string(), z.number()])), z.string()]))),
  z.transform((v): string[] => {
    if (v === null || v === undefined) return [];
    const items = typeof v === "string" ? v.split(",") : v.map(String);
    return items.map((s) => s.trim()).filter((s) => s !== "");
  }),
);

/** Body of `POST GetLMRewards/{userToken}` and `GetLMRewardsV2/{userToken}` (not shown in the spec: method only). */
export const getLMRewardsRequestSchema = methodOnlyRequestSchema;

/** One reward with the member's progress. */
export const lmRewardSchema = wireObject({
  LMRewardId: num,
  Title: text,
  ImageUrl: text,
  IsPointsBased: flag,
  /** 1 = quantity based. */
  RewardTypeId: numOr(0),
  PurchasedQty: numOr(0),
  /** Required quantity (quantity rewards) or amount (amount rewards). */
  BuyQtyAmount: numOr(0),
  PurchasedAmount: numOr(0),
  RoundedPurchasedAmount: numOr(0),
  PurchasedAmountString: text,
  RewardPurchasedAmountText: text,
  PointsBasedRewardPointsToDollarInfo: text,
  IsItQualifiedforReward: flag,
  NoOfPointsExpireString: text,
  EnableShowPointsExpiryHistory: flag,
  /** Description text (anything that is not text reads as ''). */
  RewardDetails: z.catch(text, ""),
  ValidUPCs: upcList,
});
/** One reward. */
export type LMReward = z.output<typeof lmRewardSchema>;

/** Response of the reward list calls. */
export const getLMRewardsResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  LMRewards: list(lmRewardSchema),
});
/** Response of the reward list calls. */
export type GetLMRewardsResponse = z.output<typeof getLMRewardsResponseSchema>;

/** One redeemable tier. */
export const rewardTierSchema = wireObject({
  LMRewardTierID: num,
  TierTitle: text,
  TierImageUrl: text,
  PointsRequired: numOr(0),
  /** e.g. "1,000 pts". */
  PointsRequiredString: text,
  CouponValue: numOr(0),
  CouponValueString: text,
  IsItQualifiedforReward: flag,
  /** 2 means the tier's items can be viewed. */
  TierRewardCouponTypeId: numOr(0),
});
/** One redeemable tier. */
export type RewardTier = z.output<typeof rewardTierSchema>;

/** The member's points summary shown above the tiers. */
export const rewardDetailsSchema = wireObject({
  LMRewardID: optNum,
  MemberPoints: numOr(0),
  MemberPointsString: text,
  RewardPointsText: text,
  RewardOptionsText: text,
  RewardOptionsNoteText: text,
});

/** Response of `GetQualifiedRewardTiers[V2]`; `RewardDetails` is null when absent. */
export const getQualifiedRewardTiersResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  QualifiedRewardTiers: list(rewardTierSchema),
  RewardDetails: z.pipe(
    z.optional(z.nullable(rewardDetailsSchema)),
    z.transform((v) => v ?? null),
  ),
});
/** Response of the tier calls. */
export type GetQualifiedRewardTiersResponse = z.output<typeof getQualifiedRewardTiersResponseSchema>;

/** Points about to expire. */
export const pointsExpiryInfoSchema = wireObject({
  PointsExpiryMessage: text,
  PointsString: text,
  PointsExpiryDate: text,
  EnablePointsRedeemButton: flag,
});

/** One day of the points history. */
export const pointsHistoryDaySchema = wireObject({
  PointsDateString: text,
  PointsInfo: list(wireObject({ PointsString: text, PointsTypeText: text })),
});

/** Response of `ViewPointsExpiryHistory`; `PointsExpiryInfo` is null when absent. */
export const viewPointsExpiryHistoryResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  PointsExpiryInfo: z.pipe(
    z.optional(z.nullable(pointsExpiryInfoSchema)),
    z.transform((v) => v ?? null),
  ),
  PointsHistoryInfo: list(pointsHistoryDaySchema),
});
/** Points expiry and history. */
export type ViewPointsExpiryHistoryResponse = z.output<typeof viewPointsExpiryHistoryResponseSchema>;

/** Body of `POST CreatePointsBasedRewardCouponForMemberNumber`. */
export const createPointsBasedRewardCouponForMemberNumberRequestSchema = z.strictObject({
  method: postMethod,
  MemberNumber: z.string(),
  CouponValue: z.number(),
  RewardID: z.number(),
  TierID: z.number(),
  UserToken: z.string(),
});
/** Body of the redeem call. */
export type CreatePointsBasedRewardCouponForMemberNumberRequest = z.output<
  typeof createPointsBasedRewardCouponForMemberNumberRequestSchema
>;

/** Response of the redeem call: `CouponId` 0 means success (per the spec); null when absent. */
export const createPointsBasedRewardCouponForMemberNumberResponseSchema = wireObject({
  ErrorMessage: z.optional(errorMessageSchema),
  CouponId: optNum,
});
/** Response of the redeem call. */
export type CreatePointsBasedRewardCouponForMemberNumberResponse = z.output<
  typeof createPointsBasedRewardCouponForMemberNumberResponseSchema
>;

/** One product of a tier. */
export const rewardTierProductSchema = wireObject({
  Title: text,
  UPC: text,
  ImageUrl: text,
  DeductPointsText: text,
  TierTitle: text,
});
/** One product of a tier. */
export type RewardTierProduct = z.output<typeof rewardTierProductSchema>;

/** Response of `GetUPCTierProducts`. */
export const getUPCTierProductsResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  RewardTierProducts: list(rewardTierProductSchema),
});
/** Response of `GetUPCTierProducts`. */
export type GetUPCTierProductsResponse = z.output<typeof getUPCTierProductsResponseSchema>;
