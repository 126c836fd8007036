/**
 * Hilltop Grocers: theme 2, PIN sign-in, and the data behind the "one client" pages (senior
 * discount, floral, order online, pharmacy, careers widget, deli content, store 2 left out of
 * /contact, hidden zip field…); those flags live in tenants/hilltop/local.json. Its stores come
 * from GetStaticClientStores and its careers page from GET /jobs/hilltop-grocers.
 *
 * Demo member: demo@hilltop.example / PIN 2468 (card 800500013579).
 */
import { BASE } from "../wire.ts";
import { buildChain, firstIds, type ChainDef } from "./chain.ts";
import type { ChainSeed, Job, SeedContext } from "./types.ts";

const JOBS: Job[] = [
  ["Cashier", "Asheville"],
  ["Deli Clerk", "Asheville"],
  ["Bakery Associate", "Black Mountain"],
  ["Produce Manager", "Hendersonville"],
  ["Pharmacy Technician", "Asheville"],
  ["Stock Associate (Overnight)", "Weaverville"],
  ["Floral Designer", "Hendersonville"],
  ["Meat Cutter", "Black Mountain"],
].map(([title, city], i) => ({
  title: title ?? "",
  city: city ?? "",
  job_hash: `hg${(0x5a17 + i * 977).toString(16)}`,
}));

const def: ChainDef = {
  site: "hilltop",
  name: "Hilltop Grocers",
  clientId: 105,
  storeGroupId: 15,
  guestToken: "guest-hilltop-9d44f0",
  behaviour: {
    passwordLogin: false,
    phoneRequired: false,
    linkCardRegistration: true,
    emailChange: true,
    accountDeletion: true,
    pointsApi: false,
    cardPrefix: "8005",
    cardLength: 12,
  },
  theme: 2,
  headerColor: "#0b6e4f",
  logoColor: "#0b6e4f",
  sliderVisible: true,
  // Theme 2 shows 'Coming soon' on /tutorial.
  shopTutorial: true,
  employment: true,
  storesSource: "static",
  tagline: "On the hill, in the neighbourhood since 1952.",
  testimonials: [
    {
      post: "Senior Wednesdays and free coffee: what's not to love?",
      designation: "Shopper since 1980",
      name: "Ruth H.",
    },
    { post: "The florist made our wedding bouquets.", designation: "Hendersonville", name: "Ben & Ana" },
  ],
  places: [
    {
      name: "Hilltop Asheville",
      street: "88 Merrimon Avenue",
      city: "Asheville",
      state: "NC",
      stateName: "North Carolina",
      zip: "28801",
      lat: 35.6081,
      lng: -82.5541,
    },
    {
      name: "Hilltop Warehouse (not open to the public)",
      street: "5 Commerce Way",
      city: "Asheville",
      state: "NC",
      stateName: "North Carolina",
      zip: "28806",
      lat: 35.5786,
      lng: -82.6167,
    },
    {
      name: "Hilltop Black Mountain",
      street: "210 W State Street",
      city: "Black Mountain",
      state: "NC",
      stateName: "North Carolina",
      zip: "28711",
      lat: 35.6179,
      lng: -82.3237,
    },
    {
      name: "Hilltop Hendersonville",
      street: "1200 Spartanburg Highway",
      city: "Hendersonville",
      state: "NC",
      stateName: "North Carolina",
      zip: "28792",
      lat: 35.3046,
      lng: -82.4318,
    },
    {
      name: "Hilltop Weaverville",
      street: "33 N Main Street",
      city: "Weaverville",
      state: "NC",
      stateName: "North Carolina",
      zip: "28787",
      lat: 35.6976,
      lng: -82.5607,
    },
  ],
  areaCode: "828",
  extra: {
    // The maps draw the gateway's placeholder tiles (the default MAP_TILE_URL; no outside network).
    MAP_TILE_ATTRIBUTION: "Demo map tiles",
    ANALYTICS: { scripts: [`${BASE}/scripts/analytics/hilltop.js`] },
  },
  noAdStores: [2],
  departments: [
    "Produce",
    "Deli",
    "Floral",
    "Bakery",
    "Meat & Seafood",
    "Dairy",
    "Pharmacy/OTC",
    "Canned Goods",
    "Beer/Wine",
  ],
  couponCount: 40,
  couponIdBase: 500000,
  membersOnlyShare: 0.08,
  dealsShare: 0.1,
  phone: "8285550100",
  welcome: "<p>Welcome to Hilltop Grocers. Seniors save 5% every Wednesday.</p>",
  networks: ["Facebook", "Instagram"],
  rewards: [
    {
      id: 51,
      title: "Buy 6 Bouquets, Get 1 Free",
      kind: "quantity",
      required: 6,
      pointsPerDollar: 0,
      tiers: [],
      details: "Any mixed bouquet from our floral department counts.",
      validUpcs: "080500000051",
    },
  ],
  members: (coupons) => [
    {
      email: "demo@hilltop.example",
      password: "2468",
      firstName: "Jordan",
      lastName: "Reyes",
      zip: "28801",
      phone: "8285550123",
      storeId: 1,
      memberNumber: "800500013579",
      clipped: firstIds(coupons, 3, (c) => c.categoryId < 10000),
      points: 0,
      progress: { "51": { qty: 2, amount: 0 } },
      savings: 33.1,
      purchased: 640.9,
      pointsHistory: [],
    },
  ],
  jobs: { organisationKey: "hilltop-grocers", jobs: JOBS },
};

/** The Hilltop seed. */
export const hilltop = (ctx: SeedContext): ChainSeed => buildChain(def, ctx);
