/**
 * Chains added by data: every `<site>.json` in the chains folder (default `scripts/services/demo-gateway/chains/`)
 * holds one chain in the gateway's own wire shapes — the clientinfo answer, CompanySettings,
 * SocialMediaSettings, GetProductCategories, Specials, GetClientStores — plus its demo members. The
 * gateway serves it like a seeded chain, so `npm run pull` fetches it with no code change. A file
 * that does not read is reported (file and key path) and left out; the other chains still start.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { couponSchema } from "#src/api/coupons.ts";
import { describeIssues } from "#src/tenant/tenant-errors.ts";
import { DAY } from "../wire.ts";
import { makeWeeklyAds } from "./common.ts";
import type { ChainSeed, CouponSeed, SeedContext, Store } from "./types.ts";

/** The default chains folder beside the seed. */
export const CHAINS_DIR = join(import.meta.dirname, "..", "chains");

const record = z.record(z.string(), z.unknown());
const text = z.string().default("");
const num = z.coerce.number();

/** A store as GetClientStores answers it; fields left out get empty values. */
const storeSchema = z.object({
  ClientStoreId: num,
  ClientStoreName: z.string(),
  City: text,
  AddressLine1: text,
  AddressLine2: text,
  StateName: text,
  ZipCode: text,
  StorePhoneNumber: text,
  StoreEmail: text,
  StoreTimings: text,
  StoreTimingLable: text,
  StoreImage: text,
  SectionName: text,
  Latitude: num.default(0),
  Longitude: num.default(0),
  WeeklyAdStoreId: num.optional(),
  StoreNumber: text,
});

/** A demo member of the chain (sign-in with UserName and Password). */
const memberSchema = z.object({
  UserName: z.string().email(),
  Password: z.string().min(1),
  FirstName: z.string(),
  LastName: z.string(),
  ZipCode: text,
  PhoneNumber: text,
  StoreId: num.default(1),
  MemberNumber: z.string().min(1),
});

/** One chain file. */
export const chainFileSchema = z.object({
  $comment: z.string().optional(),
  /** Domain-map hosts besides `<site>.localhost` and `www.<site>.example`. */
  hosts: z.array(z.string()).default([]),
  /** The answer of `clientinfo?FileName=<site>`. */
  clientinfo: z.object({
    error: z.unknown().optional(),
    basename: z.string().default("/"),
    data: record,
    common: record.default({}),
  }),
  CompanySettings: record.default({}),
  SocialMediaSettings: z.array(z.looseObject({ Title: z.string(), Value: z.string() })).default([]),
  GetProductCategories: z
    .array(z.object({ ProductCategoryId: num, ProductCategoryName: z.string(), DepartmentDescription: text }))
    .default([]),
  Specials: z.array(record).default([]),
  GetClientStores: z.array(storeSchema).default([]),
  members: z.array(memberSchema).default([]),
  /** Card numbers the chain issues start with this (link-card registration). */
  cardPrefix: z.string().regex(/^\d*$/).default("9"),
});

/** A chain file's flag in any of the spellings the settings allow. */
function on(value: unknown): boolean {
  if (typeof value === "string") return ["true", "1", "yes", "y", "on"].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

/** A coupon as GetDetailsForCoupons sends it, read with the storefront's own schema, as the gateway's seed. */
function couponSeed(raw: Record<string, unknown>, now: number): CouponSeed {
  const c = z.parse(couponSchema, raw);
  const category = c.ProductCategoryId ?? 0;
  return {
    id: Number(raw["SSNewsId"]),
    title: c.Title,
    productName: c.ProductName,
    details: c.Details,
    amount: c.Amount,
    isPercent: c.IsDiscountPercentage,
    plu: c.PLUCode,
    newsCategoryId: c.NewsCategoryId,
    categoryId: category,
    limit: c.CouponLimit ?? 0,
    // Deals of the week: flagged, or filed under 10002 itself (counted in no department).
    featured: c.IsFeatured || category === 10002,
    validFrom: c.validFromAt?.getTime() ?? now - DAY,
    expires: c.expiresAt?.getTime() ?? now + 28 * DAY,
    upc: typeof raw["UPC"] === "string" ? raw["UPC"] : "",
    ncrCode: c.NCRPromotionCode,
    customerName: c.CustomerName,
  };
}

/** The seed of one chain file; throws with file and key path when it does not read. */
export function chainFromFile(site: string, file: string, value: unknown, ctx: SeedContext): ChainSeed {
  const parsed = chainFileSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw new Error(describeIssues(site, file, parsed.error, [], chainFileSchema, value));
  const f = parsed.data;
  const data = f.clientinfo.data;
  const sub = String(data["RSA_SUBDOMAIN"] ?? "").toLowerCase();
  if (sub !== site) {
    throw new Error(
      `tenant "${site}", ${file}: clientinfo.data.RSA_SUBDOMAIN: expected "${site}" (the file's name), found ${JSON.stringify(data["RSA_SUBDOMAIN"])}`,
    );
  }
  const coupons = f.Specials.map((raw, i) => {
    const seed = z.safeParse(couponSchema, raw);
    if (!seed.success || !Number.isInteger(Number(raw["SSNewsId"]))) {
      throw new Error(
        `tenant "${site}", ${file}: Specials[${i}]: not a coupon as GetDetailsForCoupons sends it (SSNewsId, Title, dates …)`,
      );
    }
    return couponSeed(raw, ctx.now);
  });
  const stores: Store[] = f.GetClientStores.map((s) => ({
    ...s,
    WeeklyAdStoreId: s.WeeklyAdStoreId ?? s.ClientStoreId,
  }));
  const cardLength = Number(f.CompanySettings["MemberCardMaxLength"] ?? 12) || 12;
  return {
    site,
    name: String(data["STORE_NAME"] ?? site),
    clientId: Number(data["RSA_CLIENT_ID"]),
    storeGroupId: Number(data["RSA_CLIENT_STORE_GROUP_ID"]),
    clientDbName: String(data["CLIENT_DB_NAME"] ?? `RSA_${site.toUpperCase()}`),
    guestToken: String(data["GUEST_TOKEN"] ?? ""),
    behaviour: {
      passwordLogin: on(data["ALLOW_PASSWORD"]),
      phoneRequired: on(data["IS_PHONE_NUMBER_REQUIRED"]),
      linkCardRegistration: on(data["ALLOW_LINK_CARD_REGISTRATION"]),
      emailChange: on(data["ALLOW_EMAIL_CHANGE"]),
      accountDeletion: on(data["ALLOW_USER_DELETE"]),
      pointsApi: on(data["POINTS_API"]),
      cardPrefix: f.cardPrefix,
      cardLength,
    },
    basename: f.clientinfo.basename,
    data,
    common: f.clientinfo.common,
    company: f.CompanySettings,
    social: f.SocialMediaSettings.map((s, i) => ({
      Title: s.Title,
      Value: s.Value,
      ImageURL: typeof s["ImageURL"] === "string" ? s["ImageURL"] : "",
      IsSocialMedia: s["IsSocialMedia"] !== false,
      SequenceNumber: Number(s["SequenceNumber"] ?? i + 1),
    })),
    stores,
    departments: f.GetProductCategories.map((d) => ({
      id: d.ProductCategoryId,
      name: d.ProductCategoryName,
      description: d.DepartmentDescription,
    })),
    coupons,
    weeklyAds: makeWeeklyAds(ctx.now, stores),
    rewards: [],
    members: f.members.map((m) => ({
      email: m.UserName,
      password: m.Password,
      firstName: m.FirstName,
      lastName: m.LastName,
      zip: m.ZipCode,
      phone: m.PhoneNumber,
      storeId: m.StoreId,
      memberNumber: m.MemberNumber,
      clipped: [],
      points: 0,
      progress: {},
      savings: 0,
      purchased: 0,
      pointsHistory: [],
    })),
    jobs: null,
    hosts: f.hosts,
  };
}

/**
 * Every chain file of `dir` (`<site>.json`; absent folder: none). A file that does not read, or
 * names a site the seed has, is reported through `warn` and left out.
 */
export function loadJsonChains(
  dir: string,
  ctx: SeedContext,
  taken: ReadonlySet<string>,
  warn: (message: string) => void = (m) => console.error(`demo gateway: ${m}`),
): ChainSeed[] {
  if (!existsSync(dir)) return [];
  const chains: ChainSeed[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .sort()) {
    const site = name.slice(0, -".json".length);
    const file = `chains/${name}`;
    try {
      if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(site))
        throw new Error(`${file}: the file name must be a site key (a-z, 0-9, -)`);
      if (taken.has(site)) throw new Error(`${file}: "${site}" is a seeded chain already`);
      chains.push(chainFromFile(site, file, JSON.parse(readFileSync(join(dir, name), "utf8")) as unknown, ctx));
    } catch (error) {
      warn(`${error instanceof Error ? error.message : String(error)} (chain left out)`);
    }
  }
  return chains;
}
