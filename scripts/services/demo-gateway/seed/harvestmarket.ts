/**
 * Harvest Market, the large chain (for scale): 44 stores in regional sections, 2,160 coupons over
 * all 28 catalog departments plus the special categories, theme 1, password sign-in, link-card
 * registration, employment and shop tutorial on; stores from GetclientStoresbyClientapp and the
 * weekly-ad list from GetWeeklyAdsByCustomer.
 *
 * Demo member: demo@harvestmarket.example / password Harvest1 (card 6003000077777).
 */
import { BASE } from "../wire.ts";
import { CATALOG } from "./catalog.ts";
import { buildChain, firstIds, type ChainDef } from "./chain.ts";
import { harvestPlaces } from "./harvestmarket-stores.ts";
import { createRng } from "./prng.ts";
import type { ChainSeed, SeedContext } from "./types.ts";

const def: ChainDef = {
  site: "harvestmarket",
  name: "Harvest Market",
  clientId: 103,
  storeGroupId: 13,
  guestToken: "guest-harvestmarket-c92d17",
  behaviour: {
    passwordLogin: true,
    phoneRequired: false,
    linkCardRegistration: true,
    emailChange: true,
    accountDeletion: false,
    pointsApi: false,
    cardPrefix: "6003",
    cardLength: 13,
  },
  theme: 1,
  headerColor: "#8a3b12",
  logoColor: "#8a3b12",
  sliderVisible: true,
  employment: true,
  shopTutorial: true,
  storesSource: "client-app",
  weeklyAdsSource: "by-customer",
  tagline: "Forty-four stores, one neighbourhood grocer.",
  testimonials: [
    {
      post: "Whatever town I'm in, there's a Harvest Market close by.",
      designation: "Travelling nurse",
      name: "Priya N.",
    },
    { post: "The members-only deals are the best in the region.", designation: "Member since 2015", name: "Carl W." },
    { post: "Great butcher counter and friendly cashiers.", designation: "Omaha", name: "Jo R." },
  ],
  places: harvestPlaces(createRng("harvestmarket:stores")),
  areaCode: "515",
  noImage: [7, 30],
  noAdStores: [44],
  departments: CATALOG.map((c) => c.name),
  couponCount: 2160,
  couponIdBase: 300000,
  membersOnlyShare: 0.05,
  dealsShare: 0.04,
  phone: "5155550100",
  welcome:
    "<p>Welcome to Harvest Market. Thousands of digital coupons, a weekly ad for every store, and rewards on every visit.</p>",
  networks: ["Facebook", "Instagram", "Twitter", "YouTube", "Pinterest"],
  rewards: [
    {
      id: 31,
      title: "Buy 8 Pizzas, Get 1 Free",
      kind: "quantity",
      required: 8,
      pointsPerDollar: 0,
      tiers: [],
      details: "Any Polar Best frozen pizza counts toward your free pizza.",
      validUpcs: "060300000031",
    },
    {
      id: 32,
      title: "Spend $250 on Meat & Seafood, Get $20",
      kind: "amount",
      required: 250,
      pointsPerDollar: 0,
      tiers: [],
      details: "Spend $250 at the meat and seafood counter this quarter.",
      validUpcs: "",
    },
  ],
  members: (coupons) => [
    {
      email: "demo@harvestmarket.example",
      password: "Harvest1",
      firstName: "Alex",
      lastName: "Jensen",
      zip: "50309",
      phone: "5155550199",
      storeId: 3,
      memberNumber: "6003000077777",
      clipped: firstIds(coupons, 6, (c) => c.categoryId < 10000),
      points: 0,
      savings: 212.8,
      purchased: 4210.33,
      pointsHistory: [],
      progress: { "31": { qty: 3, amount: 0 }, "32": { qty: 0, amount: 250 } },
    },
  ],
  extra: {
    APP_ICON: `${BASE}/images/mark/harvestmarket/mark.svg?color=${encodeURIComponent("#8a3b12")}`,
    APP_SHORT_NAME: "Harvest Mkt",
    TUTORIAL: {
      text: "New to digital coupons? Watch how to clip offers and use them at checkout.",
      thumb: `${BASE}/images/tutorial/harvestmarket/video-poster.svg?name=How%20to%20clip%20coupons`,
      instruction_image: `${BASE}/images/tutorial/harvestmarket/instructions.svg?name=Step%20by%20step`,
    },
  },
};

/** The Harvest Market seed. */
export const harvestmarket = (ctx: SeedContext): ChainSeed => buildChain(def, ctx);
