/**
 * The tenant as pages receive it: settings plus the slowly changing server data pulled into
 * `tenants/<site>/`. Server data keeps the gateway's field names (normalised by `src/api`).
 * A chain whose settings call reported an error is a `settings-error` tenant: every page of it
 * shows the spec's 'Oops!' page.
 */
import type { LocalSettings, SiteData, TenantFlags } from "./tenant-schema.ts";
import type { GetCompanySettingsResponse } from "../api/company.ts";
import type { Coupon, ProductCategory } from "../api/coupons.ts";
import type { Store } from "../api/stores.ts";
import type { GalleryItem, WeeklyAd } from "../api/weekly-ads.ts";

/** How a chain's e-mail forms send (see tenant-files.ts `tenantRelayUrl`). */
export type FormSending = "relay" | "direct" | "off";

/** What every tenant has, whatever the state of its settings. */
interface TenantBase {
  /** Site key, e.g. 'freshmart'; the folder under tenants/ and dist/. */
  site: string;
  /** Hosts served as this chain (domain map plus local.json). */
  hosts: string[];
  /** Host of canonical URLs and the sitemap. */
  primaryHost: string;
  /** Gateway base URL the browser calls. */
  gatewayUrl: string;
  /** Form relay base URL (local.json `formRelay`, else FORM_RELAY_URL); null when the forms use none. */
  formRelayUrl: string | null;
  /** How the forms send: `relay`, `direct` (local.json `"formRelay": false`, key public) or `off` (not built). */
  formSending: FormSending;
  /** Chain-specific behaviour flags (local.json). */
  flags: TenantFlags;
  /** The whole local.json after defaults. */
  local: LocalSettings;
}

/** A chain with valid settings and snapshots. */
export interface ReadyTenant extends TenantBase {
  status: "ok";
  /** clientinfo `basename`. */
  basename: string;
  /** clientinfo `data` after defaults. */
  data: SiteData;
  /** clientinfo `common`. */
  common: Record<string, unknown>;
  /** Company settings and social links; null when the tenant folder has no company-settings.json. */
  companySettings: GetCompanySettingsResponse | null;
  /** Coupon categories as guests see them (GetCategoriesForCoupons with the guest token), as sent. */
  departments: ProductCategory[];
  /** Stores from the configured store source (STORES_SOURCE), as sent. */
  stores: Store[];
  /** Current weekly ad per store (WEEKLY_ADS_SOURCE), dates parsed. */
  weeklyAds: WeeklyAd[];
  /**
   * Deals of the week as guests saw them at the pull (GetDetailsForCoupons, category 10002, guest
   * token), dates parsed; the home page renders them at build time and refreshes them live.
   */
  deals: Coupon[];
  /**
   * Every coupons and department list (category id; 0 is All Coupons) as guests saw it at the pull,
   * dates parsed: the build draws each list's first cards and publishes the lists as static files
   * (`coupon-lists/`), which the live calls refresh. `pulledAt` is null and `lists` empty when the
   * folder has no coupon-lists.json.
   */
  couponLists: { pulledAt: Date | null; lists: Record<number, Coupon[]> };
  /**
   * Each store's weekly-ad gallery as guests saw it at the pull, by store id (the weekly-ad pages'
   * stores and the default store): the weekly-ad and catering pages draw it into the HTML and the
   * live call replaces it. Empty when the folder has no weekly-ad-galleries.json.
   */
  galleries: Record<number, BuiltGallery>;
}

/** A store's gallery as pulled: its items, its PDF ("" for none) and the ad's last day (null: unknown). */
export type BuiltGallery = { items: GalleryItem[]; pdfUrl: string; endsAt: Date | null };

/** A chain whose settings call reported an error. */
export interface SettingsErrorTenant extends TenantBase {
  status: "settings-error";
  /** The error the gateway reported. */
  error: string;
}

/** A chain as the build sees it. */
export type Tenant = ReadyTenant | SettingsErrorTenant;
