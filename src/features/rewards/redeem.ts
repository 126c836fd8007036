/**
 * The steps of My Rewards' calls as pure functions (accounts §4, §8): what each call is sent for a
 * member and reward, which tier a press of REDEEM redeems, and what each answer means. No DOM, no
 * calls; the views and `use-member-call.ts` put them together.
 */
import type { CallResult } from "../../api/client.ts";
import type {
  CreatePointsBasedRewardCouponArgs,
  CreatePointsBasedRewardCouponForMemberNumberResponse,
  GetLMRewardsResponse,
  GetUPCTierProductsResponse,
  LMReward,
  QualifiedRewardTiersArgs,
  RewardTier,
  RewardTierProduct,
  UPCTierProductsArgs,
} from "../../api/rewards.ts";
import { isRedeemed } from "../../api/rewards.ts";
import { canRedeem } from "./progress.ts";

/** Who asks: the signed-in member's token and card number. */
export type Member = { UserToken: string; MemberNumber?: string | null | undefined };

/** A failed member call, as a load's error (the view shows 'Error Notification !'). */
export class CallFailed extends Error {
  readonly kind: string;
  constructor(kind: string) {
    super(`call failed: ${kind}`);
    this.kind = kind;
  }
}

/** The data of a successful call; any failure is thrown as `CallFailed`. */
export function okData<T>(result: CallResult<T>): T {
  if (!result.ok) throw new CallFailed(result.kind);
  return result.data;
}

/** The rewards of the list call; a failed list reads as empty (accounts §8) and is logged. */
export function rewardsOf(result: CallResult<GetLMRewardsResponse>): LMReward[] {
  if (!result.ok) console.warn(`rewards: ${result.kind}`);
  return result.ok ? result.data.LMRewards : [];
}

/** The tier calls' arguments: the member, then the reward. */
export function tierArgs(member: Member, reward: LMReward): QualifiedRewardTiersArgs {
  return { userToken: member.UserToken, memberNumber: member.MemberNumber ?? "", firstRewardId: reward.LMRewardId };
}

/** The tier a press of REDEEM redeems: the chosen one, when it can be redeemed. */
export function tierToRedeem(chosen: number | null, tiers: readonly RewardTier[]): RewardTier | null {
  const tier = tiers.find((t) => t.LMRewardTierID === chosen);
  return tier !== undefined && canRedeem(chosen, tiers) ? tier : null;
}

/** The body of the redeem call for a tier. */
export function redeemArgs(member: Member, reward: LMReward, tier: RewardTier): CreatePointsBasedRewardCouponArgs {
  return {
    MemberNumber: member.MemberNumber ?? "",
    CouponValue: tier.CouponValue,
    RewardID: reward.LMRewardId,
    TierID: tier.LMRewardTierID,
    UserToken: member.UserToken,
  };
}

/** What a redeem answer means: the page is leaving (expired session), a coupon was made, or not. */
export function redeemOutcome(
  result: CallResult<CreatePointsBasedRewardCouponForMemberNumberResponse>,
  leaving: (result: CallResult<unknown>) => boolean,
): "leaving" | "redeemed" | "failed" {
  if (leaving(result)) return "leaving";
  return isRedeemed(result) ? "redeemed" : "failed";
}

/** The tier-products call's arguments: the reward id, then the tier id. */
export function tierProductsArgs(member: Member, reward: LMReward, tier: RewardTier): UPCTierProductsArgs {
  return { userToken: member.UserToken, rewardId: reward.LMRewardId, tierId: tier.LMRewardTierID };
}

/** The products of a tier; a failed call reads as none. */
export function tierProductsOf(result: CallResult<GetUPCTierProductsResponse>): RewardTierProduct[] {
  return result.ok ? result.data.RewardTierProducts : [];
}
