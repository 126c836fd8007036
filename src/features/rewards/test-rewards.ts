/** A reward and a tier as the gateway sends them, for the rewards' unit tests. */
import type { LMReward, RewardTier } from "../../api/rewards.ts";

/** A quantity reward, with `over` changed. */
export function reward(over: Partial<LMReward>): LMReward {
  return {
    LMRewardId: 1,
    Title: "Coffee",
    ImageUrl: "",
    IsPointsBased: false,
    RewardTypeId: 1,
    PurchasedQty: 0,
    BuyQtyAmount: 0,
    PurchasedAmount: 0,
    RoundedPurchasedAmount: 0,
    PurchasedAmountString: "",
    RewardPurchasedAmountText: "",
    PointsBasedRewardPointsToDollarInfo: "",
    IsItQualifiedforReward: false,
    NoOfPointsExpireString: "",
    EnableShowPointsExpiryHistory: false,
    RewardDetails: "",
    ValidUPCs: [],
    ...over,
  } as LMReward;
}

/** Tier `id` (qualified or not), with `over` changed. */
export function tier(id: number, qualified: boolean, over: Partial<RewardTier> = {}): RewardTier {
  return {
    LMRewardTierID: id,
    TierTitle: `Tier ${id}`,
    TierImageUrl: "",
    PointsRequired: 100 * id,
    PointsRequiredString: `${100 * id} pts`,
    CouponValue: id,
    CouponValueString: `$${id}.00`,
    IsItQualifiedforReward: qualified,
    TierRewardCouponTypeId: 1,
    ...over,
  } as RewardTier;
}
