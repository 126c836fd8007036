/**
 * What the browser needs to know about its chain: ids, tokens, gateway address and the behaviour
 * flags the account, coupon and cart islands read. Built once per tenant at build time
 * (`siteConfigFor`), written into every page by SiteLayout as
 * `<script type="application/json" id="site-config">`, and read back by `readSiteConfig()`.
 * Only type imports of the tenant: this module ships to the browser.
 */
import type { ReadyTenant } from "../tenant/tenant.ts";

/** Element id of the JSON block SiteLayout emits. */
export const SITE_CONFIG_ID = "site-config";

/** Card-number length the spec uses until company settings load. */
export const DEFAULT_CARD_LENGTH = 12;

/** Allowed card-number lengths (company settings MemberCardMinLength / MemberCardMaxLength). */
export type CardLength = { min: number; max: number };

/** The chain's settings as islands and header scripts see them (serialisable). */
export type SiteConfig = {
  /** Site key, e.g. 'freshmart'. */
  site: string;
  /** RSA_SUBDOMAIN: the `domainname` header and the suffix of the stored user record's key. */
  subdomain: string;
  /** Gateway base URL. */
  gatewayUrl: string;
  /** Token for guest browsing calls. */
  guestToken: string;
  /** RSA_CLIENT_ID. */
  clientId: number;
  /** RSA_CLIENT_STORE_GROUP_ID. */
  storeGroupId: number;
  /** RSA_CLIENT_STORE_ID (default store). */
  storeId: number;
  /** CLIENT_APP_NAME for the company-settings call. */
  clientAppName: string;
  /** Chain display name. */
  storeName: string;
  /** Password sign-in (ALLOW_PASSWORD or the alwaysPasswordMode flag) instead of a 4-digit PIN. */
  passwordMode: boolean;
  /** ALLOW_LINK_CARD_REGISTRATION. */
  linkCardAllowed: boolean;
  /** IS_PHONE_NUMBER_REQUIRED. */
  phoneRequired: boolean;
  /** Zip field hidden in simple registration (hideZipField flag). */
  hideZip: boolean;
  /** ALLOW_EMAIL_CHANGE. */
  allowEmailChange: boolean;
  /** ALLOW_USER_DELETE. */
  allowUserDelete: boolean;
  /** POINTS_API: the V2 reward calls. */
  pointsApi: boolean;
  /** ONLY_COUPONS: after login the shopper goes to the site base. */
  onlyCoupons: boolean;
  /** Cart button wording ('Add to Cart' / 'Remove from Cart', or the list wording). */
  cartTexts: { add: string; remove: string };
  /** reCAPTCHA v2 site key; null uses the built-in demo check. */
  recaptchaSiteKey: string | null;
  /** Card-number length from the pulled company settings (12/12 without them). */
  cardLength: CardLength;
  /** Image CDN template for live coupon pictures (local.json `imageCdnTemplate`), or null. */
  imageCdn: string | null;
  /** The most coupons one card may hold loaded (local.json `flags.clipLimit`), or null for no cap. */
  clipLimit: number | null;
  /**
   * Minutes a clip takes to reach the registers (local.json `flags.clipReadyMinutes`); absent when
   * the chain does not say (every byte of this block counts towards each page's JavaScript budget).
   */
  clipReadyMinutes?: number;
};

/** The config of a ready tenant (build time). */
export function siteConfigFor(tenant: ReadyTenant): SiteConfig {
  const d = tenant.data;
  const cs = tenant.companySettings?.CompanySettings;
  const list = tenant.flags.couponListWording;
  return {
    site: tenant.site,
    subdomain: d.RSA_SUBDOMAIN,
    gatewayUrl: tenant.gatewayUrl,
    guestToken: d.GUEST_TOKEN,
    clientId: d.RSA_CLIENT_ID,
    storeGroupId: d.RSA_CLIENT_STORE_GROUP_ID,
    storeId: d.RSA_CLIENT_STORE_ID,
    clientAppName: d.CLIENT_APP_NAME,
    storeName: d.STORE_NAME,
    passwordMode: d.ALLOW_PASSWORD || tenant.flags.alwaysPasswordMode,
    linkCardAllowed: d.ALLOW_LINK_CARD_REGISTRATION,
    phoneRequired: d.IS_PHONE_NUMBER_REQUIRED,
    hideZip: tenant.flags.hideZipField,
    allowEmailChange: d.ALLOW_EMAIL_CHANGE,
    allowUserDelete: d.ALLOW_USER_DELETE,
    pointsApi: d.POINTS_API,
    onlyCoupons: d.ONLY_COUPONS,
    cartTexts: list
      ? { add: "Add to List", remove: "Remove from List" }
      : { add: "Add to Cart", remove: "Remove from Cart" },
    recaptchaSiteKey: d.RECAPTCHA_SITE_KEY?.trim() || null,
    cardLength: cardLengthOf(cs?.MemberCardMinLength, cs?.MemberCardMaxLength),
    imageCdn: tenant.local.imageCdnTemplate ?? null,
    clipLimit: tenant.flags.clipLimit ?? null,
    ...(tenant.flags.clipReadyMinutes === undefined ? {} : { clipReadyMinutes: tenant.flags.clipReadyMinutes }),
  };
}

/** Card lengths from company settings; 12 for a missing or nonsensical value. */
export function cardLengthOf(min: number | undefined, max: number | undefined): CardLength {
  const ok = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n > 0;
  const lo = ok(min) ? min : DEFAULT_CARD_LENGTH;
  const hi = ok(max) ? max : DEFAULT_CARD_LENGTH;
  return lo <= hi ? { min: lo, max: hi } : { min: hi, max: lo };
}

/** The JSON text for the config block, safe inside `<script>` (no `<` survives). */
export function siteConfigJson(config: SiteConfig): string {
  return JSON.stringify(config).replace(/</g, "\\u003c");
}

let cached: SiteConfig | undefined;

/** The page's config (browser). Throws on a page without one (the settings-error page has no islands). */
export function readSiteConfig(): SiteConfig {
  if (cached) return cached;
  const text = document.getElementById(SITE_CONFIG_ID)?.textContent;
  if (!text) throw new Error(`missing <script id="${SITE_CONFIG_ID}"> on this page`);
  cached = JSON.parse(text) as SiteConfig;
  return cached;
}
