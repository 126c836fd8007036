/**
 * Turns a chain definition (places, departments, choices) into the full seed the gateway serves.
 */
import { generateCoupons } from "./coupon-gen.ts";
import { makeCompany, makeSocial, makeStores, makeWeeklyAds, pickDepartments, type Place } from "./common.ts";
import { siteData, type SiteOptions } from "./content.ts";
import { createRng } from "./prng.ts";
import type { ChainSeed, CouponSeed, Job, MemberSeed, RewardSeed, SeedContext } from "./types.ts";

/** What a chain file declares. */
export type ChainDef = Omit<SiteOptions, "clientDbName"> & {
  places: readonly Place[];
  areaCode: string;
  /** Store ids without a photo. */
  noImage?: number[];
  /** Store ids without a weekly ad. */
  noAdStores?: number[];
  departments: readonly string[];
  couponCount: number;
  couponIdBase: number;
  membersOnlyShare: number;
  dealsShare: number;
  phone: string;
  welcome: string;
  networks: readonly string[];
  rewards: RewardSeed[];
  /** Registered members, given the generated coupons (to clip some). */
  members: (coupons: readonly CouponSeed[], ctx: SeedContext) => MemberSeed[];
  jobs?: { organisationKey: string; jobs: Job[] };
  /** Last adjustments to the generated coupons (e.g. a clip limit to demonstrate). */
  tweakCoupons?: (coupons: CouponSeed[]) => void;
};

/** Builds a chain seed deterministically from its definition. */
export function buildChain(def: ChainDef, ctx: SeedContext): ChainSeed {
  const rng = createRng(def.site);
  const departments = pickDepartments(def.departments, def.couponIdBase / 1000 + 1);
  const stores = makeStores(def.site, rng, def.places, def.areaCode, def.noImage);
  const coupons = generateCoupons({
    rng,
    now: ctx.now,
    firstId: def.couponIdBase,
    count: def.couponCount,
    departments,
    customerName: def.name,
    membersOnly: def.membersOnlyShare,
    deals: def.dealsShare,
  });
  def.tweakCoupons?.(coupons);
  const clientDbName = `RSA_${def.site.toUpperCase()}`;
  return {
    site: def.site,
    name: def.name,
    clientId: def.clientId,
    storeGroupId: def.storeGroupId,
    clientDbName,
    guestToken: def.guestToken,
    behaviour: def.behaviour,
    basename: "/",
    data: siteData({ ...def, clientDbName }),
    common: { COPYRIGHT_YEAR_FROM: 1998, POWERED_BY: "Storefront Platform" },
    company: makeCompany(def.site, def.name, def.phone, def.welcome),
    social: makeSocial(def.site, def.networks),
    stores,
    departments: departments.map(({ id, name, description }) => ({ id, name, description })),
    coupons,
    weeklyAds: makeWeeklyAds(ctx.now, stores, def.noAdStores),
    rewards: def.rewards,
    members: def.members(coupons, ctx),
    jobs: def.jobs ?? null,
  };
}

/** Ids of the first `n` coupons matching a test, for members' clipped lists. */
export function firstIds(
  coupons: readonly CouponSeed[],
  n: number,
  test: (c: CouponSeed) => boolean = () => true,
): number[] {
  return coupons
    .filter(test)
    .slice(0, n)
    .map((c) => c.id);
}
