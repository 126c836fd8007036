/**
 * Fresh Mart: theme 1, PIN sign-in, phone optional, link-card registration, e-mail change and
 * account deletion allowed, points-based rewards (V2 calls), visible slider, default header colour,
 * default disclaimer and 'Add to Cart' wording.
 *
 * Demo member: demo@freshmart.example / PIN 1234 (card 400100012345, 1,250 points).
 */
import { BASE } from "../wire.ts";
import { DAY, weekStart } from "../wire.ts";
import { buildChain, firstIds, type ChainDef } from "./chain.ts";
import type { ChainSeed, SeedContext } from "./types.ts";

const def: ChainDef = {
  site: "freshmart",
  name: "Fresh Mart",
  clientId: 101,
  storeGroupId: 11,
  guestToken: "guest-freshmart-7f3a9c",
  behaviour: {
    passwordLogin: false,
    phoneRequired: false,
    linkCardRegistration: true,
    emailChange: true,
    accountDeletion: true,
    pointsApi: true,
    cardPrefix: "4001",
    cardLength: 12,
  },
  theme: 1,
  logoColor: "#318501",
  sliderVisible: true,
  // A custom analytics script, loaded after the page is interactive (its origin is in this chain's CSP).
  extra: {
    ANALYTICS: { scripts: [`${BASE}/scripts/analytics/freshmart.js`] },
    APP_ICON: `${BASE}/images/mark/freshmart/mark.svg?color=${encodeURIComponent("#318501")}`,
  },
  employment: false,
  tagline: "Fresh food, friendly people.",
  testimonials: [
    {
      post: "The digital coupons save me twenty dollars every week.",
      designation: "Shopper since 2012",
      name: "Maria L.",
    },
    { post: "Best produce in town, and the staff know my name.", designation: "Springfield", name: "Tom B." },
    { post: "Clipping coupons on my phone before I shop is so easy.", designation: "Member", name: "Aisha K." },
  ],
  places: [
    {
      name: "Fresh Mart Downtown",
      street: "120 Main Street",
      city: "Springfield",
      state: "IL",
      stateName: "Illinois",
      zip: "62701",
      lat: 39.8017,
      lng: -89.6436,
    },
    {
      name: "Fresh Mart West Side",
      street: "2450 Wabash Avenue",
      city: "Springfield",
      state: "IL",
      stateName: "Illinois",
      zip: "62704",
      lat: 39.7723,
      lng: -89.6979,
    },
    {
      name: "Fresh Mart Chatham",
      street: "501 N Main Street",
      city: "Chatham",
      state: "IL",
      stateName: "Illinois",
      zip: "62629",
      lat: 39.6823,
      lng: -89.7045,
    },
    {
      name: "Fresh Mart Jacksonville",
      street: "1600 W Morton Avenue",
      city: "Jacksonville",
      state: "IL",
      stateName: "Illinois",
      zip: "62650",
      lat: 39.7281,
      lng: -90.259,
    },
    {
      name: "Fresh Mart Decatur",
      street: "875 E Pershing Road",
      city: "Decatur",
      state: "IL",
      stateName: "Illinois",
      zip: "62526",
      lat: 39.8731,
      lng: -88.936,
    },
  ],
  areaCode: "217",
  noImage: [4],
  noAdStores: [5],
  departments: [
    "Produce",
    "Meat & Seafood",
    "Dairy",
    "Bakery",
    "Frozen Foods",
    "Beverages",
    "Snacks",
    "Beer/Wine",
    "Health & Beauty",
    "Household Supplies",
  ],
  couponCount: 48,
  couponIdBase: 100000,
  membersOnlyShare: 0.08,
  dealsShare: 0.12,
  phone: "2175550100",
  welcome: "<p>Welcome to Fresh Mart! Clip digital coupons, check the weekly ad and earn points on every visit.</p>",
  networks: ["Facebook", "Instagram", "Twitter"],
  rewards: [
    {
      id: 1,
      title: "Fresh Points",
      kind: "points",
      required: 0,
      pointsPerDollar: 100,
      validUpcs: "",
      details: "Earn 1 point for every dollar you spend. Redeem points for money off your next trip.",
      tiers: [
        { id: 11, title: "$5 Off Your Order", points: 500, couponValue: 5, couponTypeId: 1, products: [] },
        {
          id: 12,
          title: "Free Produce Item",
          points: 1000,
          couponValue: 10,
          couponTypeId: 2,
          products: [
            { Title: "Organic Bananas 2 lb", UPC: "400100000101" },
            { Title: "Gala Apples 3 lb", UPC: "400100000102" },
            { Title: "Baby Carrots 1 lb", UPC: "400100000103" },
          ],
        },
        { id: 13, title: "$25 Off Your Order", points: 2500, couponValue: 25, couponTypeId: 1, products: [] },
      ],
    },
  ],
  members: (coupons, ctx) => {
    const week = weekStart(ctx.now);
    return [
      {
        email: "demo@freshmart.example",
        password: "1234",
        firstName: "Dana",
        lastName: "Miller",
        zip: "62701",
        phone: "2175550142",
        storeId: 1,
        memberNumber: "400100012345",
        clipped: firstIds(coupons, 3, (c) => c.categoryId < 10000 && c.limit === 0).concat(coupons[0]?.id ?? []),
        points: 1250,
        progress: {},
        savings: 86.4,
        purchased: 1432.15,
        pointsHistory: [
          { at: week - 21 * DAY, entries: [{ points: 420, type: "Purchase" }] },
          {
            at: week - 14 * DAY,
            entries: [
              { points: 380, type: "Purchase" },
              { points: 100, type: "Bonus: Digital coupon" },
            ],
          },
          { at: week - 7 * DAY, entries: [{ points: 350, type: "Purchase" }] },
        ],
      },
    ];
  },
  // A coupon only one member may clip: the demo member already has it, so anyone else sees the limit.
  tweakCoupons: (coupons) => {
    const first = coupons[0];
    if (first !== undefined)
      Object.assign(first, { limit: 1, categoryId: first.categoryId === 10001 ? 101 : first.categoryId });
  },
};

/** The Fresh Mart seed. */
export const freshmart = (ctx: SeedContext): ChainSeed => buildChain(def, ctx);
