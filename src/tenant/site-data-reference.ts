/**
 * What each clientinfo `data` key drives on the site and where the specs name it, beside the schema
 * (site-data-schema.ts holds type, default and meaning). The settings reference in tenants/README.md
 * is generated from both (scripts/pull/settings-table.ts); the type below makes a key without
 * an entry a type error, so the reference cannot leave a key out.
 *
 * Spec sections: "shopping" is spec 000 (site selection, header, footer, home, coupons …),
 * "accounts" spec 001 (accounts, rewards, locations, employment, static pages); "—" marks a key the
 * specs leave unnamed (the storefront's own).
 */
import type { siteDataShape } from "./site-data-schema.ts";

/** Pages and sections a key drives, and the spec section naming it. */
export type SettingUse = { drives: string; spec: string };

/** One entry per top-level `data` key. */
export const SITE_DATA_USES: Record<keyof typeof siteDataShape, SettingUse> = {
  RSA_SUBDOMAIN: {
    drives: "every gateway call (`domainname` header); the member record's storage key",
    spec: "shopping §2 Site selection",
  },
  RSA_CLIENT_ID: {
    drives: "registration, company settings, support calls (ClientId)",
    spec: "shopping §7, accounts §7",
  },
  RSA_CLIENT_STORE_GROUP_ID: { drives: "company settings, stores by client app (StoreGroupId)", spec: "shopping §7" },
  RSA_CLIENT_STORE_ID: { drives: "company settings, default store of weekly ads (StoreId)", spec: "shopping §7" },
  GUEST_TOKEN: { drives: "guest browsing: coupons, departments, weekly-ad gallery, cart badge", spec: "shopping §7" },
  SUPPORT_GUEST_TOKEN: { drives: "calls sent with the support domain", spec: "shopping §7" },
  SUPPORT_DOMAIN: {
    drives: "support calls: category variant, weekly ads by customer/store, static stores",
    spec: "shopping §7, accounts §7",
  },
  CLIENT_DB_NAME: { drives: "support calls (ClientDbName)", spec: "shopping §7" },
  CLIENT_APP_NAME: { drives: "company settings call (ClientAppName)", spec: "shopping §7" },
  STORE_NAME: { drives: "header, home title, page titles, JSON-LD, e-mails", spec: "— (falls back to SEO.title)" },
  THEME: { drives: "layout of every page (theme 1 or 2)", spec: "shopping §2 Header" },
  BASIC_THEME: { drives: "home page decorative sections", spec: "shopping §2 Home" },
  ONLY_COUPONS: {
    drives: "coupons-only site: home is the coupons page, GO BACK header",
    spec: "shopping §2 Site selection",
  },
  ONLY_COUPONS_COMING_SOON: { drives: "coupons-only home shows 'Coming Soon'", spec: "shopping §2 Site selection" },
  HOME_DOMAIN: { drives: "GO BACK link of coupons-only sites", spec: "shopping §2 Header" },
  BETA_SITE: { drives: "served under /{site}/ on a beta host", spec: "shopping §2 Site selection" },
  LOGO_HEADER: { drives: "header logo; social image when SEO.image is unset", spec: "shopping §2 Header" },
  LOGO_FOOTER: { drives: "footer logo", spec: "shopping §2 Footer" },
  LOGO_COLOR: { drives: "accent colour beside the logo", spec: "shopping §2 Header" },
  APP_ICON: { drives: "app icons (192, 512, maskable), read at build", spec: "— (installable app)" },
  APP_SHORT_NAME: { drives: "the manifest's short_name (the launcher's label)", spec: "— (installable app)" },
  HEADER_BG_COLOR: { drives: "header background (contrast checked)", spec: "shopping §2 Header" },
  MENU: {
    drives: "header menu and submenus, About page and sub-pages, generic /page/{page} pages",
    spec: "shopping §2 Header, accounts §2.17, §2.1",
  },
  DEPARTMENTS: { drives: "department page descriptions and images (page variant)", spec: "shopping §2 Departments" },
  HOME_SLIDER: { drives: "home slider", spec: "shopping §2 Home" },
  SLIDER_SPEED_MS: { drives: "home and catering slider speed", spec: "shopping §2 Home, Catering" },
  SEO: {
    drives: "document titles, meta description, social cards, per-route overrides",
    spec: "shopping §2 Site selection",
  },
  COMPANY_POLICIES: { drives: "/company-policies and its text pages", spec: "accounts §2.16" },
  APP_URL_ANDROID: { drives: "app links: header, footer, /loyalty, /download-our-app", spec: "accounts §2.7, §2.8" },
  APP_URL_IOS: { drives: "app links: header, footer, /loyalty, /download-our-app", spec: "accounts §2.7, §2.8" },
  SIGNIN_URL: { drives: "header sign-in link", spec: "shopping §2 Header" },
  REGISTER_URL: { drives: "header register link", spec: "shopping §2 Header" },
  ALLOW_PASSWORD: {
    drives: "sign-in, registration and change forms: password instead of PIN",
    spec: "accounts §2.2, §5",
  },
  ALLOW_LINK_CARD_REGISTRATION: {
    drives: "/register chooser and /link-card-registration",
    spec: "accounts §2.4, §2.6",
  },
  IS_PHONE_NUMBER_REQUIRED: { drives: "phone field of registration and My Account", spec: "accounts §5" },
  ALLOW_EMPLOYMENT_SCREEN: { drives: "/employment form", spec: "accounts §2.14" },
  ALLOW_EMAIL_CHANGE: { drives: "Change Email in My Account", spec: "accounts §2.10" },
  ALLOW_USER_DELETE: { drives: "account deletion in My Account", spec: "accounts §2.9" },
  POINTS_API: { drives: "My Rewards: points calls (GetLMRewardsV2 …) instead of GetLMRewards", spec: "accounts §2.12" },
  SHOP_TUTORIAL: { drives: "/tutorial (1 builds it)", spec: "accounts §2.18" },
  STORES_SOURCE: {
    drives: "which store call feeds /contact, weekly ads and store pickers",
    spec: "accounts §2.13, §7",
  },
  WEEKLY_ADS_SOURCE: { drives: "which weekly-ad list call feeds /weekly-ads", spec: "shopping §2 Weekly ads" },
  COUPON_PAGE_DISCLAIMER_TEXT: { drives: "coupons and department pages' disclaimer", spec: "shopping §2 Coupons" },
  NEIGHBORHOOD_TEXT: { drives: "home page neighbourhood band", spec: "shopping §2 Home" },
  WELCOME_TEXT: { drives: "home welcome text when company settings have none", spec: "shopping §2 Home" },
  SUPPORT_PHONE: { drives: "footer and contact phone (company settings win)", spec: "shopping §2 Footer" },
  SUPPORT_EMAIL: { drives: "footer and contact e-mail (company settings win)", spec: "shopping §2 Footer" },
  HOME_ABOUT: { drives: "home page About Us section", spec: "shopping §2 Home" },
  HOME_WEEKLY_AD_IMAGES: { drives: "home page weekly-ad teaser", spec: "shopping §2 Home" },
  TESTIMONIALS: { drives: "home and About testimonials", spec: "shopping §2 Home, accounts §2.17" },
  ABOUT: {
    drives: "About page: store images, extra text, counters, brands; footer about text",
    spec: "accounts §2.17",
  },
  EMAIL: {
    drives: "newsletter (home), contact (/contact) and employment forms; off without it",
    spec: "shopping §2 Home, accounts §2.13, §2.14",
  },
  DELETE_USER_PAGE: { drives: "/how-to-delete-your-account", spec: "accounts §2.18" },
  TUTORIAL: { drives: "/tutorial content", spec: "accounts §2.18" },
  CATERING: { drives: "/catering text and menu PDF", spec: "shopping §2 Catering" },
  LINK_CARD: { drives: "/link-card-registration texts and images", spec: "accounts §2.6" },
  ANALYTICS: { drives: "analytics script on every page (CSP allows its origins)", spec: "—" },
  MAP_TILE_URL: { drives: "store maps on /contact and About (left out without it)", spec: "accounts §2.13" },
  MAP_TILE_ATTRIBUTION: { drives: "map attribution", spec: "accounts §2.13" },
  RECAPTCHA_SITE_KEY: { drives: "reCAPTCHA on the forms (else the built-in check)", spec: "accounts §2.13, §2.14" },
};
