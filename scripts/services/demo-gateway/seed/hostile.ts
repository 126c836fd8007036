/**
 * Hostile Test Market: a chain whose every text, HTML and URL setting carries hostile values —
 * script tags, event handlers, `javascript:` and `data:` URLs, '/', '..', '#', '?', '>' and very long
 * values. It exists to prove chain isolation: the build must contain or drop every payload, and the
 * other chains must build regardless. No demo member; a test-only chain (`testOnly`), so `npm start`'s
 * demo leaves it out while the test suite's gateway serves it.
 *
 * Every payload, if it ever ran, would set `window.__pwned` (the browser tests look for it).
 */
import { buildChain, type ChainDef } from "./chain.ts";
import { img } from "./menu.ts";
import type { ChainSeed, SeedContext } from "./types.ts";

/** Markup that runs code if it is ever rendered unescaped or unsanitised. */
const SCRIPT = `<script>window.__pwned="script"</script>`;
const HANDLER = `<img src="data:image/gif;base64,AAAA" onerror="window.__pwned='onerror'"><svg onload="window.__pwned='svg'"></svg>`;
const BREAKOUT = `"'></script></style></title><script>window.__pwned="breakout"</script>`;
/** A text payload: markup, path characters and a quote breakout. */
const TEXT = `${SCRIPT}${HANDLER}${BREAKOUT} / .. # ? > %`;
/** An HTML setting's payload (sanitised at build). */
const HTML = `<p onclick="window.__pwned='click'">Hostile ${SCRIPT}${HANDLER}<a href="javascript:window.__pwned='href'">link</a><iframe src="javascript:window.__pwned='frame'"></iframe><form action="javascript:void 0"><button>go</button></form></p>`;
/** URLs outside the allow-list. */
const JS_URL = `javascript:window.__pwned='url'`;
const DATA_URL = `data:text/html,<script>window.__pwned='data'</script>`;
/**
 * Hosts the URL parser accepts but no generated file may carry: quotes, `$`, braces. A logo, script
 * or image from one of them must be dropped at the pull and the build, never reach the chain's CSP
 * or the shared nginx config (it once failed `nginx -t` for every chain).
 */
const QUOTE_HOST = `https://cdn"$host.example`;
const BRACE_HOST = "https://ti{les}.example";
/** A same-site path where an absolute URL was expected (it once stopped every chain's build). */
const RELATIVE = "/favicon.svg";
/** A very long value (5,000 characters without a break). */
const LONG = `Hostile${"W".repeat(5000)}`;

const def: ChainDef = {
  site: "hostile",
  name: `Hostile ${SCRIPT} Market`,
  clientId: 199,
  storeGroupId: 99,
  guestToken: "guest-hostile-0bad00",
  behaviour: {
    passwordLogin: false,
    phoneRequired: false,
    linkCardRegistration: false,
    emailChange: false,
    accountDeletion: true,
    pointsApi: false,
    cardPrefix: "5009",
    cardLength: 12,
  },
  theme: 1,
  logoColor: "#aa0000",
  headerColor: "#7a1020",
  sliderVisible: true,
  employment: true,
  shopTutorial: true,
  disclaimer: TEXT,
  tagline: TEXT,
  testimonials: [
    { post: TEXT, designation: HANDLER, name: LONG },
    { post: LONG, designation: "..", name: "/../../x" },
  ],
  places: [
    {
      name: `Store ${SCRIPT} #1 ?x=..`,
      street: `1 ${HANDLER} Street`,
      city: "Hostile/City",
      state: "NC",
      stateName: "North Carolina",
      zip: "28801",
      lat: 35.6,
      lng: -82.55,
    },
    {
      name: LONG,
      street: "2 Long Road",
      city: "..",
      state: "NC",
      stateName: "North Carolina",
      zip: "28802",
      lat: 35.61,
      lng: -82.56,
    },
  ],
  areaCode: "828",
  // Catalog departments for the generated coupons; renamed to HOSTILE_DEPARTMENTS below.
  departments: ["Produce", "Meat & Seafood", "Dairy", "Bakery", "Deli", "Frozen Foods"],
  couponCount: 20,
  couponIdBase: 990000,
  membersOnlyShare: 0,
  dealsShare: 0.2,
  phone: "8285550199",
  welcome: HTML,
  networks: ["Facebook"],
  rewards: [],
  members: () => [],
  extra: {
    NEIGHBORHOOD_TEXT: TEXT,
    WELCOME_TEXT: TEXT,
    // Link-typed settings refuse other schemes at pull; these pass that check and must fail the allow-list.
    HOME_DOMAIN: "/\\evil.example/home",
    // Hostile hosts and relative paths in every optional URL setting: dropped with a warning naming the key.
    LOGO_FOOTER: `${QUOTE_HOST}/logo.png`,
    APP_URL_IOS: `${BRACE_HOST}/app`,
    APP_URL_ANDROID: RELATIVE,
    HOME_WEEKLY_AD_IMAGES: [`${QUOTE_HOST}/ad.png`, RELATIVE, JS_URL],
    ANALYTICS: { scripts: [`${QUOTE_HOST}/a.js`, `${BRACE_HOST}/b.js`, "/x.js", JS_URL] },
    MAP_TILE_URL: `https://{s}.tiles"$host.example/{z}/{x}/{y}.png`,
    SIGNIN_URL: "/\\evil.example/login",
    REGISTER_URL: "/../../register",
    SEO: { title: TEXT, description: TEXT, keywords: TEXT, pages: { "/coupons": { title: TEXT } } },
    MENU: [
      { menu_name: "Home", menu_url: "/" },
      { menu_name: LONG, menu_url: JS_URL },
      { menu_name: TEXT, menu_url: DATA_URL },
      { menu_name: "Coupons", menu_url: "/coupons" },
      { menu_name: "Departments", menu_url: "/department" },
      {
        menu_name: "About",
        menu_url: "/about",
        about_description: HTML,
        submenu: [
          { submenu_name: TEXT, submenu_url: "/about/our-story", submenu_html_text: HTML },
          { submenu_name: "Dots", submenu_url: "/about/..", submenu_html_text: HTML },
          { submenu_name: "Evil", submenu_url: JS_URL },
          { submenu_name: LONG, submenu_url: "//evil.example/x" },
        ],
      },
      { menu_name: `Page ${SCRIPT}`, menu_url: "/page/../../etc", menu_has_page: true },
      { menu_name: "Page #?%", menu_url: "#", menu_has_page: true },
    ],
    DEPARTMENTS: [
      { slug: "frozen-#1-?-100%-best", departmentname: TEXT, description: HTML },
      { slug: "x".repeat(150), departmentname: LONG, description: HTML },
    ],
    HOME_SLIDER: [
      {
        slider_image: img("slide", "hostile", "Hostile slide"),
        slider_image_alt: TEXT,
        slider_button_visible: true,
        slider_button_link: JS_URL,
        slider_button_text: TEXT,
        slider_text_line1: TEXT,
        slider_text_line2: LONG,
        slider_text_color: `red;background:url(${JS_URL})`,
      },
    ],
    COMPANY_POLICIES: [
      {
        name: TEXT,
        policie: [
          { name: "Privacy", url: "privacy", is_text: true, text: HTML },
          { name: "Terms", url: "terms-and-conditions", is_text: true, text: HTML },
          { name: TEXT, url: "../../etc/passwd", is_text: true, text: HTML },
          { name: "Slashes", url: "a/b/c", is_text: true, text: HTML },
          { name: "Dots", url: "..", is_text: true, text: HTML },
          { name: LONG, url: "y".repeat(300), is_text: true, text: HTML },
          { name: "Hash", url: "#?>", is_text: true, text: HTML },
          { name: "Script URL", url: JS_URL, is_text: false },
          { name: "Data URL", url: DATA_URL, is_text: false },
        ],
      },
    ],
    HOME_ABOUT: [{ title: TEXT, description: LONG }],
    ABOUT: {
      show_counters: true,
      brands: [RELATIVE, `${QUOTE_HOST}/brand.png`, `${RELATIVE}?name=${encodeURIComponent(TEXT)}`, DATA_URL],
      store_image: `${QUOTE_HOST}/store.png`,
      store_image_2: RELATIVE,
      extra_description: `${HTML}<img src="${QUOTE_HOST.replace('"', "&quot;")}/in-html.png" alt="">`,
      footer_text: TEXT,
      store_image_alt: TEXT,
    },
    DELETE_USER_PAGE: { title: TEXT, info: HTML },
    TUTORIAL: { text: TEXT, video: JS_URL, thumb: `${QUOTE_HOST}/t.png`, instruction_image: RELATIVE },
    CATERING: { text: TEXT, pdf_url: `${BRACE_HOST}/menu.pdf` },
    LINK_CARD: { text: TEXT, barcode_image: `${QUOTE_HOST}/card.png`, app_image: DATA_URL },
  },
};

/** Department names that break paths, links and inline data unless every segment goes through the slug rule. */
const HOSTILE_DEPARTMENTS = ["..", "../../x", "Frozen #1 ? 100% > best", SCRIPT, `Dept${"Z".repeat(300)}`, "Bakery"];

/** The hostile chain's seed: the generated chain with hostile company and social values. */
export const hostile = (ctx: SeedContext): ChainSeed => {
  const chain = buildChain(def, ctx);
  chain.departments = chain.departments.map((d, i) => ({
    ...d,
    name: HOSTILE_DEPARTMENTS[i] ?? d.name,
    description: HTML,
  }));
  chain.company = { ...chain.company, AboutUs: HTML, StoreName: TEXT, SupportEmail: `x@hostile.example${TEXT}` };
  chain.social = [
    { Title: TEXT, Value: JS_URL, ImageURL: DATA_URL, IsSocialMedia: true, SequenceNumber: 1 },
    { Title: "Facebook", Value: DATA_URL, ImageURL: "", IsSocialMedia: true, SequenceNumber: 2 },
  ];
  chain.testOnly = true;
  return chain;
};
