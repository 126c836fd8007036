/**
 * Corner Coupons: a coupons-only chain (ONLY_COUPONS), theme 1, PIN sign-in.
 *
 * Demo member: demo@couponsonly.example / PIN 4321 (card 500400024680).
 */
import { buildChain, firstIds, type ChainDef } from "./chain.ts";
import type { ChainSeed, SeedContext } from "./types.ts";

const def: ChainDef = {
  site: "couponsonly",
  name: "Corner Coupons",
  clientId: 104,
  storeGroupId: 14,
  guestToken: "guest-couponsonly-5e07aa",
  behaviour: {
    passwordLogin: false,
    phoneRequired: false,
    linkCardRegistration: false,
    emailChange: false,
    accountDeletion: false,
    pointsApi: false,
    cardPrefix: "5004",
    cardLength: 12,
  },
  theme: 1,
  onlyCoupons: true,
  logoColor: "#b5179e",
  headerColor: "#5a189a",
  sliderVisible: false,
  employment: false,
  tagline: "Digital coupons for the corner store.",
  testimonials: [
    { post: "I clip on the bus and save at the register.", designation: "Burlington", name: "Jamie F." },
    { post: "Simple, quick, and the deals are real.", designation: "Member", name: "Chris O." },
  ],
  places: [
    {
      name: "Corner Market Elm",
      street: "12 Elm Street",
      city: "Burlington",
      state: "VT",
      stateName: "Vermont",
      zip: "05401",
      lat: 44.4759,
      lng: -73.2121,
    },
    {
      name: "Corner Market Pine",
      street: "300 Pine Street",
      city: "Burlington",
      state: "VT",
      stateName: "Vermont",
      zip: "05401",
      lat: 44.4701,
      lng: -73.2143,
    },
    {
      name: "Corner Market Winooski",
      street: "55 Main Street",
      city: "Winooski",
      state: "VT",
      stateName: "Vermont",
      zip: "05404",
      lat: 44.4917,
      lng: -73.1857,
    },
  ],
  areaCode: "802",
  departments: ["Snacks", "Beverages", "Candy", "Dairy", "Household Supplies", "Health & Beauty"],
  couponCount: 30,
  couponIdBase: 400000,
  membersOnlyShare: 0.1,
  dealsShare: 0.15,
  phone: "8025550100",
  welcome: "<p>Clip coupons online and save at the corner store.</p>",
  networks: ["Facebook"],
  rewards: [],
  members: (coupons) => [
    {
      email: "demo@couponsonly.example",
      password: "4321",
      firstName: "Robin",
      lastName: "Lee",
      zip: "05401",
      phone: "",
      storeId: 1,
      memberNumber: "500400024680",
      clipped: firstIds(coupons, 2, (c) => c.categoryId < 10000),
      points: 0,
      progress: {},
      savings: 12.5,
      purchased: 230,
      pointsHistory: [],
    },
  ],
};

/** The coupons-only seed. */
export const couponsonly = (ctx: SeedContext): ChainSeed => buildChain(def, ctx);
