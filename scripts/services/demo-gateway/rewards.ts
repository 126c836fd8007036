/**
 * Reward programmes as a member sees them: quantity, amount and points-based progress, the points
 * tiers, and the points that expire next.
 */
import type { Member } from "./state.ts";
import type { ChainSeed, RewardSeed, RewardTier } from "./seed/types.ts";
import { BASE, DAY, mdy, money, thousands, weekStart } from "./wire.ts";

/** RewardTypeId per kind (1 = quantity based). */
const TYPE_ID = { quantity: 1, amount: 2, points: 3 } as const;

/** Points that expire at the next expiry date (the oldest earned). */
export function expiringPoints(member: Member): number {
  return Math.min(member.points, 150);
}

/** The next points expiry date: eight weeks after the start of this week. */
export function expiryDate(now: number): number {
  return weekStart(now) + 56 * DAY;
}

/** Whether the member can redeem the cheapest tier. */
export function pointsQualified(reward: RewardSeed, member: Member): boolean {
  return reward.tiers.some((t) => member.points >= t.points);
}

/** An LMRewards item for a member. */
export function rewardItem(chain: ChainSeed, member: Member, r: RewardSeed, now: number): Record<string, unknown> {
  const p = member.progress[String(r.id)] ?? { qty: 0, amount: 0 };
  const amount = r.kind === "points" ? member.points : p.amount;
  const qualified =
    r.kind === "quantity"
      ? p.qty >= r.required
      : r.kind === "amount"
        ? p.amount >= r.required
        : pointsQualified(r, member);
  return {
    LMRewardId: r.id,
    Title: r.title,
    ImageUrl: `${BASE}/images/reward/${chain.site}/${r.id}.jpg?name=${encodeURIComponent(r.title)}`,
    IsPointsBased: r.kind === "points",
    RewardTypeId: TYPE_ID[r.kind],
    PurchasedQty: p.qty,
    BuyQtyAmount: r.required,
    PurchasedAmount: amount,
    RoundedPurchasedAmount: Math.round(amount),
    PurchasedAmountString: r.kind === "points" ? `${thousands(member.points)} pts` : money(p.amount),
    RewardPurchasedAmountText:
      r.kind === "amount"
        ? `${money(p.amount)} of ${money(r.required)} spent`
        : r.kind === "points"
          ? `You have ${thousands(member.points)} points`
          : "",
    PointsBasedRewardPointsToDollarInfo: r.kind === "points" ? `${thousands(r.pointsPerDollar)} points = $1.00` : "",
    IsItQualifiedforReward: qualified,
    NoOfPointsExpireString:
      r.kind === "points" ? `${thousands(expiringPoints(member))} points expire on ${mdy(expiryDate(now))}` : "",
    EnableShowPointsExpiryHistory: r.kind === "points",
    RewardDetails: r.details,
    ValidUPCs: r.validUpcs,
  };
}

/** A reward tier for the redeem view. */
export function tierItem(chain: ChainSeed, member: Member, tier: RewardTier): Record<string, unknown> {
  return {
    LMRewardTierID: tier.id,
    TierTitle: tier.title,
    PointsRequired: tier.points,
    PointsRequiredString: `${thousands(tier.points)} pts`,
    CouponValue: tier.couponValue,
    CouponValueString: money(tier.couponValue),
    TierRewardCouponTypeId: tier.couponTypeId,
    IsItQualifiedforReward: member.points >= tier.points,
    TierImageUrl: `${BASE}/images/reward/${chain.site}/tier-${tier.id}.jpg?name=${encodeURIComponent(tier.title)}`,
  };
}

/** The RewardDetails block of the tiers call. */
export function rewardDetails(r: RewardSeed, member: Member): Record<string, unknown> {
  return {
    LMRewardID: r.id,
    MemberPoints: member.points,
    MemberPointsString: `${thousands(member.points)} pts`,
    RewardPointsText: `You have ${thousands(member.points)} points available.`,
    RewardOptionsText: "Choose one reward to redeem.",
    RewardOptionsNoteText: "Only one reward can be redeemed at a time. Reward coupons apply to your next purchase.",
  };
}
