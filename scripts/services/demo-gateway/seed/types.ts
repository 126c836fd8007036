/**
 * Shapes of the demo seed. Wire-named fields are sent as they are; camelCase fields are the gateway's
 * own bookkeeping (dates as epoch ms, formatted per call as the real gateway does).
 */

/** How the gateway itself behaves for a chain (mirrors the chain's clientinfo flags). */
export type ChainBehaviour = {
  /** Password (6-12) instead of a 4-digit PIN. */
  passwordLogin: boolean;
  phoneRequired: boolean;
  linkCardRegistration: boolean;
  emailChange: boolean;
  accountDeletion: boolean;
  /** Rewards come from the V2 (points) calls. */
  pointsApi: boolean;
  /** Card numbers this chain issues start with this prefix and have `cardLength` digits. */
  cardPrefix: string;
  cardLength: number;
};

/** A store as GetClientStores sends it. */
export type Store = {
  ClientStoreId: number;
  ClientStoreName: string;
  City: string;
  AddressLine1: string;
  AddressLine2: string;
  StateName: string;
  ZipCode: string;
  StorePhoneNumber: string;
  StoreEmail: string;
  StoreTimings: string;
  StoreTimingLable: string;
  StoreImage: string;
  SectionName: string;
  Latitude: number;
  Longitude: number;
  WeeklyAdStoreId: number;
  StoreNumber: string;
};

/** A department (coupon category). */
export type Department = { id: number; name: string; description: string };

/** A coupon before it is formatted for a response. */
export type CouponSeed = {
  id: number;
  title: string;
  productName: string;
  /** Description, optionally followed by `||` and a disclaimer. */
  details: string;
  amount: number;
  isPercent: boolean;
  /** Savings text ("$1.00", "25%", "100%" = free). */
  plu: string;
  newsCategoryId: number;
  categoryId: number;
  /** Most clips allowed across members; 0 = unlimited. */
  limit: number;
  featured: boolean;
  validFrom: number;
  expires: number;
  upc: string;
  ncrCode: string;
  customerName: string;
};

/** One store's weekly ad. */
export type WeeklyAdSeed = { storeId: number; validFrom: number; expires: number; pages: number; pdf: boolean };

/** A points tier of a points-based reward. */
export type RewardTier = {
  id: number;
  title: string;
  points: number;
  couponValue: number;
  /** 2 = the tier's items can be viewed (GetUPCTierProducts). */
  couponTypeId: number;
  products: { Title: string; UPC: string }[];
};

/** A loyalty reward programme. */
export type RewardSeed = {
  id: number;
  title: string;
  kind: "quantity" | "amount" | "points";
  /** Quantity or dollar amount needed (unused for points). */
  required: number;
  details: string;
  validUpcs: string;
  /** Points per dollar of coupon value, for points rewards. */
  pointsPerDollar: number;
  tiers: RewardTier[];
};

/** A member registered at seed time. */
export type MemberSeed = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  zip: string;
  phone: string;
  storeId: number;
  memberNumber: string;
  clipped: number[];
  points: number;
  progress: Record<string, { qty: number; amount: number }>;
  savings: number;
  purchased: number;
  /** Points earned and spent before the demo starts. */
  pointsHistory: { at: number; entries: { points: number; type: string }[] }[];
};

/** A job of the external hiring service. */
export type Job = { title: string; city: string; job_hash: string };

/** Everything the gateway knows about one demo chain. */
export type ChainSeed = {
  site: string;
  name: string;
  clientId: number;
  storeGroupId: number;
  clientDbName: string;
  guestToken: string;
  behaviour: ChainBehaviour;
  /** clientinfo `basename`, `data` and `common`. */
  basename: string;
  data: Record<string, unknown>;
  common: Record<string, unknown>;
  company: Record<string, unknown>;
  social: { Title: string; Value: string; ImageURL: string; IsSocialMedia: boolean; SequenceNumber: number }[];
  stores: Store[];
  departments: Department[];
  coupons: CouponSeed[];
  weeklyAds: WeeklyAdSeed[];
  rewards: RewardSeed[];
  members: MemberSeed[];
  jobs: { organisationKey: string; jobs: Job[] } | null;
  /** Domain-map hosts besides `<site>.localhost` and `www.<site>.example` (chains added by data). */
  hosts?: string[];
  /** A chain of the test suite only (the hostile chain): left out of the demo that `npm start` serves. */
  testOnly?: true;
};

/** What a chain's seed function is given. */
export type SeedContext = { /** Anchor instant: dates are relative to the start of its week. */ now: number };
