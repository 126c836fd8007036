/** TEMPORARY development fixture until load-tenants.server.ts exists. Delete before finishing. */
import { siteDataSchema, localSettingsSchema } from "./tenant-schema.ts";
import type { Tenant } from "./tenant.ts";

const img = (n: string) => `http://localhost:8787/images/${n}.svg`;
const menu = [
  { menu_name: "Home", menu_url: "/" },
  { menu_name: "Coupons", menu_url: "/coupons" },
  { menu_name: "Weekly Ads", menu_url: "/weekly-ads", menu_link: true },
  { menu_name: "Departments", menu_url: "/department" },
  { menu_name: "About Us", menu_url: "/about", about_description: "<p>We are <b>local</b>.</p><script>alert(1)</script>",
    submenu: [ { submenu_name: "Our Story", submenu_url: "/about/our-story", submenu_html_text: "<p>Since 1950</p>" }, { submenu_name: "Careers", submenu_url: "/employment" } ] },
  { menu_name: "Recipes", menu_url: "/page/recipes", menu_has_page: true },
  { menu_name: "Shop Online", menu_url: "https://shop.example.com", menu_open_self: false },
  { menu_name: "Hidden", menu_url: "/hidden", menu_visible: false },
];
const policies = [
  { name: "Privacy", policie: [ { name: "Privacy Policy", url: "privacy-policy", is_text: true, text: "<h1>Privacy</h1><p onclick='x()'>We respect you.</p>" }, { name: "Cookie Policy", url: "https://example.com/cookies", is_text: false } ] },
  { name: "Terms", policie: [ { name: "Terms and Conditions", url: "terms-and-conditions", is_text: true, text: "<p>Terms apply.</p>" } ] },
];
const base = (site: string, name: string, extra: Record<string, unknown>) => siteDataSchema.parse({
  RSA_SUBDOMAIN: site, RSA_CLIENT_ID: 7, RSA_CLIENT_STORE_GROUP_ID: 3, RSA_CLIENT_STORE_ID: 1, GUEST_TOKEN: "g",
  STORE_NAME: name, LOGO_HEADER: img("logo"), SEO: { title: name, description: `${name} groceries` },
  MENU: menu, COMPANY_POLICIES: policies, APP_URL_IOS: "https://apps.apple.com/app/x", APP_URL_ANDROID: "https://play.google.com/store/apps/x",
  SUPPORT_PHONE: "5551234567", DELETE_USER_PAGE: { title: "How to delete your account", info: "<p>Email us.</p>" },
  ABOUT: { footer_text: "A family grocer serving the neighbourhood since 1950, with fresh produce every day." }, ...extra,
});
const deps = [ ["Produce", 1], ["Meat & Seafood", 2], ["Beer/Wine", 3], ["Members Only", 10001], ["Deals of the Week", 10002] ]
  .map(([n, id]) => ({ ProductCategoryId: id as number, ProductCategoryName: n as string, NoOfCoupons: 3, DepartmentImageUrl: img("d") }));
const stores = [ { ClientStoreId: 1, ClientStoreName: "Main Street" }, { ClientStoreId: 2, ClientStoreName: "Elm Grove #2" } ];
const company = {
  CompanySettings: { SupportEmail: "support@example.com", StoreEmail: "offers@example.com", StorePhoneNumber: "5559876543", StoreTimings: "Mon-Sat 7am-10pm\nSun 8am-8pm", WelcomeText: "Welcome!" },
  SocialMediaSettings: [ { Title: "Facebook", Value: "https://facebook.com/x", ImageURL: "", IsSocialMedia: true, SequenceNumber: 1 }, { Title: "Instagram", Value: "https://instagram.com/x", ImageURL: "", IsSocialMedia: true, SequenceNumber: 2 }, { Title: "Phone", Value: "555", ImageURL: "", IsSocialMedia: false, SequenceNumber: 3 } ],
};
const ready = (site: string, name: string, extra: Record<string, unknown>, flags: Record<string, unknown> = {}): Tenant => {
  const local = localSettingsSchema.parse({ flags });
  return { status: "ok", site, hosts: [`www.${site}.example`, `${site}.localhost`], primaryHost: `www.${site}.example`, gatewayUrl: "http://localhost:8787",
    flags: local.flags, local, basename: "", data: base(site, name, extra), common: {}, companySettings: company as never,
    departments: deps as never, stores: stores as never, weeklyAds: [] };
};

/** Development tenants. */
export function devTenants(): Tenant[] {
  const all: Tenant[] = [
    ready("freshmart", "Fresh Mart", { ALLOW_LINK_CARD_REGISTRATION: true, ALLOW_EMPLOYMENT_SCREEN: true, SHOP_TUTORIAL: 1 }, { seniorDiscountPage: true, floralPage: { links: [{ label: "A", url: "https://a.example" }, { label: "B", url: "https://b.example" }] } }),
    ready("greenvalley", "Green Valley", { THEME: 2, HEADER_BG_COLOR: "#ffd400" }, { pharmacyPage: {}, orderOnlinePage: { partnerName: "X", shopUrl: "https://x.example" } }),
    ready("couponsonly", "Coupon Club", { ONLY_COUPONS: true, HOME_DOMAIN: "https://www.club.example" }),
    { status: "settings-error", site: "brokenco", hosts: ["brokenco.localhost"], primaryHost: "brokenco.localhost", gatewayUrl: "x", flags: localSettingsSchema.parse({}).flags, local: localSettingsSchema.parse({}), error: "boom" },
  ];
  const only = process.env["TENANTS"]?.split(",").map((s) => s.trim()).filter(Boolean);
  return only?.length ? all.filter((t) => only.includes(t.site)) : all;
}
