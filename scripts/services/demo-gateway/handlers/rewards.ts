/**
 * Reward calls: the list (V1 and the points V2), tiers, tier items, points history, and redeeming
 * points for a coupon (which is created for the member, clipped, and answered with CouponId 0).
 */
import type { CallContext, CallSpec } from "../calls.ts";
import { rewardDetails, rewardItem, tierItem, expiringPoints, expiryDate, pointsQualified } from "../rewards.ts";
import { requestSchemas } from "../schemas.ts";
import { num, text } from "../validate.ts";
import { BASE, DAY, fail, mdy, mdyTime, money, ok, thousands } from "../wire.ts";

function list({ gw, chain, member }: CallContext) {
  if (member === null) return fail("Member not found.");
  const items = chain.rewards.map((r) => rewardItem(chain, member, r, gw.now()));
  return ok({ LMRewards: items }, items.length === 0 ? "No Rewards found." : "Success");
}

function tiers({ chain, member, params }: CallContext) {
  if (member === null) return fail("Member not found.");
  if (params["memberNumber"] !== member.MemberNumber) return fail("Member number does not match the signed-in member.");
  const reward = chain.rewards.find((r) => r.id === Number(params["rewardId"]));
  if (reward === undefined) return fail("Reward not found.");
  return ok({
    QualifiedRewardTiers: reward.tiers.map((t) => tierItem(chain, member, t)),
    RewardDetails: rewardDetails(reward, member),
  });
}

function tierProducts({ chain, member, params }: CallContext) {
  const reward = chain.rewards.find((r) => r.id === Number(params["rewardId"]));
  const tier = reward?.tiers.find((t) => t.id === Number(params["tierId"]));
  if (member === null || tier === undefined) return ok({ RewardTierProducts: [] }, "No products found.");
  return ok({
    RewardTierProducts: tier.products.map((p) => ({
      Title: p.Title,
      UPC: p.UPC,
      ImageUrl: `${BASE}/images/coupon/${p.UPC}.svg?name=${encodeURIComponent(p.Title)}&save=FREE`,
      DeductPointsText: `Deducts ${thousands(tier.points)} pts`,
      TierTitle: tier.title,
    })),
  });
}

function history({ gw, chain, member }: CallContext) {
  if (member === null) return fail("Member not found.");
  const reward = chain.rewards.find((r) => r.kind === "points");
  const expiring = expiringPoints(member);
  const when = expiryDate(gw.now());
  return ok({
    PointsExpiryInfo: {
      PointsExpiryMessage:
        expiring > 0 ? `${thousands(expiring)} points will expire on ${mdy(when)}.` : "No points are expiring soon.",
      PointsString: `${thousands(member.points)} pts`,
      PointsExpiryDate: mdyTime(when),
      EnablePointsRedeemButton: reward !== undefined && pointsQualified(reward, member),
    },
    PointsHistoryInfo: [...member.pointsHistory]
      .sort((a, b) => b.at - a.at)
      .map((h) => ({
        PointsDateString: mdy(h.at),
        PointsInfo: h.entries.map((e) => ({
          PointsString: `${e.points > 0 ? "+" : ""}${thousands(e.points)} pts`,
          PointsTypeText: e.type,
        })),
      })),
  });
}

function redeem({ gw, chain, member, body }: CallContext) {
  const refused = (why: string) => ({ ...fail(why), CouponId: -1 });
  if (member === null) return refused("Member not found.");
  if (text(body, "MemberNumber") !== member.MemberNumber)
    return refused("Member number does not match the signed-in member.");
  const reward = chain.rewards.find((r) => r.id === num(body, "RewardID") && r.kind === "points");
  const tier = reward?.tiers.find((t) => t.id === num(body, "TierID"));
  if (reward === undefined || tier === undefined) return refused("Reward tier not found.");
  const value = num(body, "CouponValue");
  if (!Number.isNaN(value) && value !== tier.couponValue)
    return refused("Coupon value does not match the reward tier.");
  if (member.points < tier.points) return refused("You do not have enough points for this reward.");
  const now = gw.now();
  const id = 900_000 + gw.store.nextId();
  member.points -= tier.points;
  member.pointsHistory.push({ at: now, entries: [{ points: -tier.points, type: `Redeemed: ${tier.title}` }] });
  member.ownCoupons.push({
    id,
    title: `${money(tier.couponValue)} Reward Coupon`,
    productName: tier.title,
    details: `Redeemed with ${thousands(tier.points)} points.||One per member. Applies to your next purchase.`,
    amount: tier.couponValue,
    isPercent: false,
    plu: money(tier.couponValue),
    newsCategoryId: 2,
    categoryId: 10001,
    limit: 0,
    featured: false,
    validFrom: now,
    expires: now + 30 * DAY,
    upc: "",
    ncrCode: `RW${id}`,
    customerName: chain.name,
  });
  member.cart.push(id);
  gw.store.changed();
  return ok({ CouponId: 0, RewardCouponId: id }, "Your Coupon Code is reedem successfully");
}

const get = (name: string, path: string, handler: CallSpec["handler"]): CallSpec => ({
  name,
  method: "GET",
  path,
  auth: "member",
  token: { param: "token" },
  handler,
});

/** Reward calls. */
export const rewardCalls: CallSpec[] = [
  {
    name: "GetLMRewards",
    method: "POST",
    path: "/GetLMRewards/:token",
    schema: requestSchemas.GetLMRewards,
    auth: "member",
    token: { param: "token" },
    handler: list,
  },
  {
    name: "GetLMRewardsV2",
    method: "POST",
    path: "/GetLMRewardsV2/:token",
    schema: requestSchemas.GetLMRewardsV2,
    auth: "member",
    token: { param: "token" },
    handler: list,
  },
  get("GetQualifiedRewardTiers", "/GetQualifiedRewardTiers/:token/:memberNumber/:rewardId", tiers),
  get("GetQualifiedRewardTiersV2", "/GetQualifiedRewardTiersV2/:token/:memberNumber/:rewardId", tiers),
  get("ViewPointsExpiryHistory", "/ViewPointsExpiryHistory/:token", history),
  get("GetUPCTierProducts", "/GetUPCTierProducts/:token/:rewardId/:tierId", tierProducts),
  {
    name: "CreatePointsBasedRewardCouponForMemberNumber",
    method: "POST",
    path: "/CreatePointsBasedRewardCouponForMemberNumber",
    schema: requestSchemas.CreatePointsBasedRewardCouponForMemberNumber,
    auth: "member",
    token: { body: "UserToken" },
    handler: redeem,
  },
];
