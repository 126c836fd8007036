/**
 * Generates a chain's coupons from the catalog: every NewsCategoryId, savings texts from '$0.50'
 * to '$10.00', percentages and '100%' (free), long titles, `||` disclaimers, members-only offers
 * (10001) and deals of the week, all from the chain's seeded PRNG.
 */
import { DAY, weekStart } from "../wire.ts";
import type { CatalogDepartment } from "./catalog.ts";
import type { Rng } from "./prng.ts";
import type { CouponSeed, Department } from "./types.ts";

const DOLLARS = ["$0.50", "$0.75", "$1.00", "$1.50", "$2.00", "$3.00", "$5.00", "$10.00"];
const PERCENTS = ["10%", "15%", "20%", "25%", "50%"];
const NEWS_CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 9];
const SIZES = ["12 oz", "16 oz", "1 lb", "2 lb", "24 ct", "family size", "6 pack", "32 oz"];
const DISCLAIMERS = [
  "Limit one coupon per transaction.",
  "Limit 1 per household. Not valid with other offers.",
  "Valid at participating stores only. While supplies last.",
  "Excludes trial and travel sizes. Cannot be doubled.",
];

/** Options of generateCoupons. */
export type CouponOptions = {
  rng: Rng;
  now: number;
  firstId: number;
  count: number;
  departments: readonly (Department & { catalog: CatalogDepartment })[];
  customerName: string;
  /** Share of members-only (10001) offers. */
  membersOnly: number;
  /** Share of deals of the week (10002). */
  deals: number;
};

function savings(rng: Rng, news: number): { plu: string; amount: number; isPercent: boolean } {
  if (news === 7 || rng.chance(0.04)) return { plu: "100%", amount: 100, isPercent: true };
  if (news !== 4 && rng.chance(0.2)) {
    const plu = rng.pick(PERCENTS);
    return { plu, amount: Number(plu.replace("%", "")), isPercent: true };
  }
  const plu = rng.pick(DOLLARS);
  return { plu, amount: Number(plu.slice(1)), isPercent: false };
}

function title(news: number, brand: string, item: string, plu: string, dept: string, rng: Rng): string {
  switch (news) {
    case 1:
      return `${item} ${rng.pick(SIZES)}`;
    case 3:
      return `Spend $${rng.pick([25, 50, 75, 100])} on your basket and save ${plu}`;
    case 4:
      return "Manufacturer Coupon";
    case 5:
      return `Save ${plu} on any ${rng.int(2, 4)} ${brand} products`;
    case 6:
      return `Buy any 2 ${dept} items and save ${plu} on your basket`;
    case 7:
      return `Buy One Get One Free ${brand} ${item}`;
    case 9:
      return `${brand} ${item}, distributor special`;
    default:
      // Some product titles are long on purpose (the storefront cuts them at 35 characters).
      return rng.chance(0.3)
        ? `Save ${plu} when you buy any TWO (2) ${brand} ${item} ${rng.pick(SIZES)}`
        : `${brand} ${item}`;
  }
}

/** One coupon. */
function coupon(o: CouponOptions, n: number, anchor: number): CouponSeed {
  const { rng } = o;
  const dept = o.departments[n % o.departments.length];
  if (dept === undefined) throw new Error("a chain needs departments to generate coupons");
  // Offset by the round so every department gets every kind of coupon.
  const news = NEWS_CATEGORIES[(n + Math.floor(n / o.departments.length)) % NEWS_CATEGORIES.length] ?? 2;
  const item = rng.pick(dept.catalog.items);
  const brand = rng.pick(dept.catalog.brands);
  const s = savings(rng, news);
  const productName = `${brand} ${item} ${rng.pick(SIZES)}`;
  const description = `${s.plu === "100%" ? "Get one free" : `Save ${s.plu}`} on ${productName}.`;
  const membersOnly = rng.chance(o.membersOnly);
  return {
    id: o.firstId + n,
    title: title(news, brand, item, s.plu, dept.name, rng),
    productName,
    details: rng.chance(0.6) ? `${description}||${rng.pick(DISCLAIMERS)}` : description,
    amount: s.amount,
    isPercent: s.isPercent,
    plu: s.plu,
    newsCategoryId: news,
    categoryId: membersOnly ? 10001 : dept.id,
    limit: rng.chance(0.05) ? rng.int(50, 500) : 0,
    featured: !membersOnly && rng.chance(o.deals),
    validFrom: anchor - rng.int(0, 14) * DAY,
    expires: anchor + rng.int(7, 60) * DAY + DAY - 60_000,
    upc: String(rng.int(100000, 999999)) + String(rng.int(100000, 999999)),
    ncrCode: rng.chance(0.3) ? `NCR${rng.int(100000, 999999)}` : "",
    customerName: o.customerName,
  };
}

/** Generates `count` coupons with ids from `firstId`. */
export function generateCoupons(o: CouponOptions): CouponSeed[] {
  const anchor = weekStart(o.now);
  return Array.from({ length: o.count }, (_, n) => coupon(o, n, anchor));
}
