/**
 * Green Valley Foods: theme 2, password sign-in, phone required, no link-card registration, no
 * e-mail change, no account deletion, quantity- and amount-based rewards, 'Add to List' wording
 * (tenant flag in local.json), custom coupon disclaimer, dark header, slider hidden, employment on.
 *
 * Demo member: demo@greenvalley.example / password Green123 (card 700200054321).
 */
import { buildChain, firstIds, type ChainDef } from "./chain.ts";
import type { ChainSeed, SeedContext } from "./types.ts";

const def: ChainDef = {
  site: "greenvalley",
  name: "Green Valley Foods",
  clientId: 102,
  storeGroupId: 12,
  guestToken: "guest-greenvalley-41b8e2",
  behaviour: {
    passwordLogin: true,
    phoneRequired: true,
    linkCardRegistration: false,
    emailChange: false,
    accountDeletion: false,
    pointsApi: false,
    cardPrefix: "7002",
    cardLength: 12,
  },
  theme: 2,
  headerColor: "#1d4e89",
  logoColor: "#1d4e89",
  sliderVisible: false,
  employment: true,
  disclaimer:
    "Offers on this list are redeemed automatically at checkout when you give your phone number or card. Selection differs between our Valley and Ridge stores.",
  tagline: "Good food from the valley.",
  testimonials: [
    { post: "My shopping list and my coupons in one place.", designation: "Member since 2019", name: "Greg P." },
    { post: "The bakery's sourdough is worth the drive.", designation: "Riverton", name: "Lena S." },
  ],
  places: [
    {
      name: "Green Valley Riverton",
      street: "44 River Road",
      city: "Riverton",
      state: "WY",
      stateName: "Wyoming",
      zip: "82501",
      lat: 43.0249,
      lng: -108.3801,
    },
    {
      name: "Green Valley Lander",
      street: "910 Main Street",
      city: "Lander",
      state: "WY",
      stateName: "Wyoming",
      zip: "82520",
      lat: 42.833,
      lng: -108.7307,
    },
    {
      name: "Green Valley Casper East",
      street: "3300 E 2nd Street",
      city: "Casper",
      state: "WY",
      stateName: "Wyoming",
      zip: "82609",
      lat: 42.8485,
      lng: -106.2706,
    },
    {
      name: "Green Valley Casper West",
      street: "1500 CY Avenue",
      city: "Casper",
      state: "WY",
      stateName: "Wyoming",
      zip: "82604",
      lat: 42.8335,
      lng: -106.3587,
    },
  ],
  areaCode: "307",
  noAdStores: [4],
  departments: [
    "Produce",
    "Natural & Organic",
    "Bakery",
    "Dairy",
    "Meat & Seafood",
    "Coffee/Tea",
    "Pasta & Rice",
    "Snacks",
    "Pet Care",
  ],
  couponCount: 36,
  couponIdBase: 200000,
  membersOnlyShare: 0.06,
  dealsShare: 0.1,
  phone: "3075550100",
  welcome: "<p>Welcome to Green Valley Foods. Add offers to your list and they come off at the register.</p>",
  networks: ["Facebook", "Instagram", "YouTube"],
  rewards: [
    {
      id: 21,
      title: "Buy 10 Coffees, Get 1 Free",
      kind: "quantity",
      required: 10,
      pointsPerDollar: 0,
      tiers: [],
      details: "Buy any 10 bags of Roaster's Reserve coffee and the next one is on us.",
      validUpcs: "070200000011,070200000012",
    },
    {
      id: 22,
      title: "Spend $100 on Produce, Get $10",
      kind: "amount",
      required: 100,
      pointsPerDollar: 0,
      tiers: [],
      details: "Spend $100 in Produce within the quarter and earn a $10 reward.",
      validUpcs: "",
    },
    {
      id: 23,
      title: "Buy 5 Bakery Loaves, Get 1 Free",
      kind: "quantity",
      required: 5,
      pointsPerDollar: 0,
      tiers: [],
      details: "Any Hometown Bakery loaf counts.",
      validUpcs: "",
    },
  ],
  members: (coupons) => [
    {
      email: "demo@greenvalley.example",
      password: "Green123",
      firstName: "Sam",
      lastName: "Ortega",
      zip: "82501",
      phone: "3075550177",
      storeId: 1,
      memberNumber: "700200054321",
      clipped: firstIds(coupons, 4, (c) => c.categoryId < 10000),
      points: 0,
      savings: 41.25,
      purchased: 812.4,
      pointsHistory: [],
      // One reward in progress, one amount reward part-way, one earned.
      progress: { "21": { qty: 7, amount: 0 }, "22": { qty: 0, amount: 64.5 }, "23": { qty: 5, amount: 0 } },
    },
  ],
};

/** The Green Valley seed. */
export const greenvalley = (ctx: SeedContext): ChainSeed => buildChain(def, ctx);
