/**
 * My Rewards as pure logic (accounts §2.12, §4, §8, §9): the three progress forms, their texts, and
 * the redeem view's tier rules. No DOM, no calls.
 */
import type { LMReward, RewardTier } from "../../api/rewards.ts";
import { formatUSD } from "../../lib/money.ts";

/** Quoted texts of the spec. */
export const EARNED = "Congratulations! You earned a reward and it is on the way.";
export const ALLOW_TIME =
  "Please allow 15-30 min before you see the reward in your list.It applies to your next purchase.";
export const NO_REWARDS = "No Rewards found";
export const REDEEMED = "Your Coupon Code is reedem successfully";
/** Reload after a redeem (accounts §9). */
export const REDEEM_RELOAD_MS = 2200;

/** 'Are you sure to reedem ${value} value coupon?' (spelt as the spec). */
export function confirmText(value: string | number): string {
  return `Are you sure to reedem ${value} value coupon?`;
}

/** '{n} Left'. */
export function leftText(n: number): string {
  return `${n} Left`;
}

/** How a reward shows its progress. */
export type RewardProgress =
  | { kind: "quantity"; required: number; purchased: number; left: number; earned: boolean }
  | { kind: "amount"; percent: number; text: string; earned: boolean }
  | { kind: "points"; text: string; pointsText: string; qualified: boolean; expiry: string; history: boolean };

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The progress form of a reward: points when points-based, quantity for RewardTypeId 1, else amount. */
export function rewardProgress(r: LMReward): RewardProgress {
  if (r.IsPointsBased) {
    return {
      kind: "points",
      text: r.RewardPurchasedAmountText || r.PurchasedAmountString,
      pointsText: r.PointsBasedRewardPointsToDollarInfo,
      qualified: r.IsItQualifiedforReward,
      expiry: r.NoOfPointsExpireString,
      history: r.EnableShowPointsExpiryHistory,
    };
  }
  if (r.RewardTypeId === 1) {
    const required = whole(r.BuyQtyAmount);
    const purchased = Math.min(whole(r.PurchasedQty), required);
    return {
      kind: "quantity",
      required,
      purchased,
      left: required - purchased,
      earned: required > 0 && purchased >= required,
    };
  }
  const percent =
    r.BuyQtyAmount > 0 ? Math.min(100, Math.max(0, Math.round((r.PurchasedAmount / r.BuyQtyAmount) * 100))) : 0;
  return {
    kind: "amount",
    percent,
    text: r.RewardPurchasedAmountText || `${percent}%`,
    earned: r.BuyQtyAmount > 0 && r.PurchasedAmount >= r.BuyQtyAmount,
  };
}

/** Tiers that can be chosen: only qualified ones show a checkbox (accounts §4). */
export function selectable(tier: RewardTier): boolean {
  return tier.IsItQualifiedforReward;
}

/** One tier at a time: choosing a tier replaces the choice, choosing it again clears it; others are ignored. */
export function toggleTier(current: number | null, tier: RewardTier): number | null {
  if (!selectable(tier)) return current;
  return current === tier.LMRewardTierID ? null : tier.LMRewardTierID;
}

/** REDEEM is enabled only with a qualified tier chosen. */
export function canRedeem(current: number | null, tiers: readonly RewardTier[]): boolean {
  return current !== null && tiers.some((t) => t.LMRewardTierID === current && selectable(t));
}

/** Tier products can be viewed for TierRewardCouponTypeId 2. */
export function hasProducts(tier: RewardTier): boolean {
  return tier.TierRewardCouponTypeId === 2;
}

/** The coupon value as the confirm prompt shows it. */
export function couponValueText(tier: RewardTier): string {
  return tier.CouponValueString || formatUSD(tier.CouponValue);
}

/**
 * The gateway's points-expiry date ('01/17/2027 00:00:00', or ISO '2027-01-17T00:00:00') as the
 * site writes dates, MM/DD/YYYY without a time; anything else is shown as sent.
 */
export function expiryDateText(raw: string): string {
  const text = raw.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i.exec(text);
  if (us) return `${us[1]!.padStart(2, "0")}/${us[2]!.padStart(2, "0")}/${us[3]}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`;
  return text;
}
