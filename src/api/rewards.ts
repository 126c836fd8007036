/**
 * Loyalty rewards: the reward list (V2 = points API flag), redeemable tiers, points history, tier
 * products and redeeming points for a coupon. Every call uses the member token.
 */
import type { CallResult, GatewayClient } from "./client.ts";
import { seg } from "./envelope.ts";
import {
  createPointsBasedRewardCouponForMemberNumberRequestSchema,
  createPointsBasedRewardCouponForMemberNumberResponseSchema,
  getLMRewardsRequestSchema,
  getLMRewardsResponseSchema,
  getQualifiedRewardTiersResponseSchema,
  getUPCTierProductsResponseSchema,
  viewPointsExpiryHistoryResponseSchema,
} from "./rewards-schemas.ts";
import type * as S from "./rewards-schemas.ts";

export * from "./rewards-schemas.ts";

/** `POST GetLMRewards/{userToken}`: rewards with the member's progress. */
export function getLMRewards(client: GatewayClient, userToken: string): Promise<CallResult<S.GetLMRewardsResponse>> {
  return client.post(`GetLMRewards/${seg(userToken)}`, getLMRewardsRequestSchema, {}, getLMRewardsResponseSchema);
}

/** `POST GetLMRewardsV2/{userToken}`: the points-API variant. */
export function getLMRewardsV2(client: GatewayClient, userToken: string): Promise<CallResult<S.GetLMRewardsResponse>> {
  return client.post(`GetLMRewardsV2/${seg(userToken)}`, getLMRewardsRequestSchema, {}, getLMRewardsResponseSchema);
}

/** Arguments of the tier calls. */
export type QualifiedRewardTiersArgs = { userToken: string; memberNumber: string; firstRewardId: number | string };

/** Path of the tier calls. */
function tiersPath(call: string, { userToken, memberNumber, firstRewardId }: QualifiedRewardTiersArgs): string {
  return `${call}/${seg(userToken)}/${seg(memberNumber)}/${seg(firstRewardId)}`;
}

/** `GET GetQualifiedRewardTiers/{userToken}/{memberNumber}/{firstRewardId}`. */
export function getQualifiedRewardTiers(
  client: GatewayClient,
  args: QualifiedRewardTiersArgs,
): Promise<CallResult<S.GetQualifiedRewardTiersResponse>> {
  return client.get(tiersPath("GetQualifiedRewardTiers", args), getQualifiedRewardTiersResponseSchema);
}

/** `GET GetQualifiedRewardTiersV2/{userToken}/{memberNumber}/{firstRewardId}` (points API). */
export function getQualifiedRewardTiersV2(
  client: GatewayClient,
  args: QualifiedRewardTiersArgs,
): Promise<CallResult<S.GetQualifiedRewardTiersResponse>> {
  return client.get(tiersPath("GetQualifiedRewardTiersV2", args), getQualifiedRewardTiersResponseSchema);
}

/** `GET ViewPointsExpiryHistory/{userToken}`. */
export function viewPointsExpiryHistory(
  client: GatewayClient,
  userToken: string,
): Promise<CallResult<S.ViewPointsExpiryHistoryResponse>> {
  return client.get(`ViewPointsExpiryHistory/${seg(userToken)}`, viewPointsExpiryHistoryResponseSchema);
}

/** Arguments of the redeem call (the body without `method`). */
export type CreatePointsBasedRewardCouponArgs = Omit<S.CreatePointsBasedRewardCouponForMemberNumberRequest, "method">;

/**
 * `POST CreatePointsBasedRewardCouponForMemberNumber`: redeems points for a coupon. Any ErrorCode but
 * -1001 comes back as data (passthrough), because the outcome is read from `CouponId` (`isRedeemed`).
 */
export function createPointsBasedRewardCouponForMemberNumber(
  client: GatewayClient,
  args: CreatePointsBasedRewardCouponArgs,
): Promise<CallResult<S.CreatePointsBasedRewardCouponForMemberNumberResponse>> {
  return client.post(
    "CreatePointsBasedRewardCouponForMemberNumber",
    createPointsBasedRewardCouponForMemberNumberRequestSchema,
    args,
    createPointsBasedRewardCouponForMemberNumberResponseSchema,
    { envelope: "passthrough" },
  );
}

/** The spec's redeem success rule: the call answered and `CouponId` equals 0. */
export function isRedeemed(result: CallResult<S.CreatePointsBasedRewardCouponForMemberNumberResponse>): boolean {
  return result.ok && result.data.CouponId === 0;
}

/** Arguments of `getUPCTierProducts`. */
export type UPCTierProductsArgs = { userToken: string; rewardId: number | string; tierId: number | string };

/** `GET GetUPCTierProducts/{userToken}/{rewardId}/{tierId}`: the reward id, then the tier id (never swapped). */
export function getUPCTierProducts(
  client: GatewayClient,
  { userToken, rewardId, tierId }: UPCTierProductsArgs,
): Promise<CallResult<S.GetUPCTierProductsResponse>> {
  const path = `GetUPCTierProducts/${seg(userToken)}/${seg(rewardId)}/${seg(tierId)}`;
  return client.get(path, getUPCTierProductsResponseSchema);
}
