/**
 * Fetches one chain's files through the API client: clientinfo first (its `data` names the ids,
 * tokens and sources of every other call), then company settings, departments, stores and weekly
 * ads, then the deals of the week as guests see them (the home page renders them at build time),
 * then All Coupons and every department's coupons as guests see them (the coupons and department
 * pages draw their first cards and the build publishes the lists as static files), then each
 * store's weekly-ad gallery (the weekly-ad and catering pages draw its first picture at build time).
 * Answers are kept as the gateway sent them; nothing is written here.
 */
import { createGatewayClient, type CallFailure, type CallResult, type GatewayClient } from "../../src/api/client.ts";
import { clientInfoError, clientInfoResponseSchema, getClientInfo } from "../../src/api/clientinfo.ts";
import { getCompanySettings } from "../../src/api/company.ts";
import {
  ALL_CATEGORY,
  DEALS_CATEGORY,
  getCategoriesForCoupons,
  getDetailsForCoupons,
  getDetailsForCouponsResponseSchema,
} from "../../src/api/coupons.ts";
import { getClientStores, getClientStoresByClientApp, getStaticClientStores } from "../../src/api/stores.ts";
import { getWeeklyAdsByCustomer, getWeeklyAdsByStore } from "../../src/api/weekly-ads.ts";
import { isRecord, normalizeKeys } from "../../src/api/wire.ts";
import { CLIENT_INFO_FILE, SNAPSHOT_SCHEMAS, type SnapshotFile } from "../../src/tenant/tenant-files.ts";
import { parseTenantFile, siteDataSchema, TenantConfigError, type SiteData } from "../../src/tenant/tenant-schema.ts";
import { describeFailure } from "./call-failure.ts";
import { fetchGalleries, GALLERIES_FILE, galleriesCount, galleryStoreIds } from "./galleries.ts";
import { limitedFetch, type PullLimits } from "./limited-fetch.ts";
import { recordingFetch } from "./recording-fetch.ts";

/** What one chain's fetch gave: its files, a settings error reported by the gateway, or a failure. */
export type FetchedTenant =
  | { kind: "ok"; files: Record<string, unknown> }
  | { kind: "settings-error"; error: string; files: Record<string, unknown> }
  /** `data`: the clientinfo settings as sent, when they arrived but did not validate (for their warnings). */
  | { kind: "failed"; reason: string; data?: unknown };

/** How to reach the gateway for one chain. */
export type FetchTenantOptions = {
  gatewayUrl: string;
  /** `domainname` for the clientinfo call (the last known RSA_SUBDOMAIN, else the site key). */
  domainname: string;
  fetch?: typeof globalThis.fetch | undefined;
  /** Size and redirect limits per call (default DEFAULT_PULL_LIMITS). */
  limits?: PullLimits | undefined;
  /** Progress line sink. */
  log: (line: string) => void;
};

/** One call after clientinfo: its label, the file its answer goes to, and how to make it. */
export type PullStep = {
  label: string;
  file: SnapshotFile;
  count: (raw: unknown) => string;
  run: () => Promise<CallResult<unknown>>;
  /** A failure ErrorCode means "none" for this list: the answer is kept, not a failed pull. */
  rejectedMeansEmpty?: boolean;
};

/** Fetches every file of `site`. */
export async function fetchTenant(site: string, options: FetchTenantOptions): Promise<FetchedTenant> {
  const recorder = recordingFetch(limitedFetch(options.fetch, options.limits));
  const client = (domainname: string) =>
    createGatewayClient({ baseUrl: options.gatewayUrl, domainname, fetch: recorder.fetch });

  const info = await getClientInfo(client(options.domainname), site);
  if (!info.ok) {
    const error = info.kind === "rejected" && isRecord(info.raw) ? clientInfoError(info.raw["error"]) : null;
    if (info.kind === "rejected" && error !== null) {
      options.log(`  clientinfo: settings error "${error}"`);
      return { kind: "settings-error", error, files: { [CLIENT_INFO_FILE]: info.raw } };
    }
    return {
      kind: "failed",
      reason: describeFailure(site, "clientinfo", CLIENT_INFO_FILE, info, clientInfoResponseSchema),
    };
  }
  const rawInfo = recorder.takeJson();
  let data: SiteData;
  try {
    data = parseTenantFile(siteDataSchema, info.data.data, site, CLIENT_INFO_FILE, ["data"]);
  } catch (error) {
    if (error instanceof TenantConfigError) return { kind: "failed", reason: error.message, data: info.data.data };
    throw error;
  }
  options.log(`  clientinfo ok (${data.STORE_NAME})`);

  const files: Record<string, unknown> = { [CLIENT_INFO_FILE]: rawInfo };
  // Every call is made even after one failed, so one run reports every problem of the chain.
  const failures: string[] = [];
  for (const step of pullSteps(client(data.RSA_SUBDOMAIN), data)) {
    const result = await step.run();
    const raw = recorder.takeJson();
    if (!result.ok && !(step.rejectedMeansEmpty && result.kind === "rejected")) {
      failures.push(describeFailure(site, step.label, step.file, result, SNAPSHOT_SCHEMAS[step.file]));
      continue;
    }
    files[step.file] = raw;
    options.log(`  ${step.label} ok${step.count(raw)}`);
  }
  if (failures.length > 0) return { kind: "failed", reason: failures.join("\n") };
  const lists = await fetchCouponLists(client(data.RSA_SUBDOMAIN), data.GUEST_TOKEN, files["departments.json"], () =>
    recorder.takeJson(),
  );
  if (lists.kind === "failed") {
    return {
      kind: "failed",
      reason: describeFailure(site, lists.label, LISTS_FILE, lists.result, getDetailsForCouponsResponseSchema),
    };
  }
  files[LISTS_FILE] = lists.file;
  options.log(
    `  coupon lists ok (${Object.keys(lists.file.lists).length} lists, ${lists.file.coupons.length} coupons)`,
  );
  const galleries = await fetchGalleries(
    site,
    client(data.RSA_SUBDOMAIN),
    data.GUEST_TOKEN,
    galleryStoreIds(files["stores.json"], data.RSA_CLIENT_STORE_ID),
    () => recorder.takeJson(),
  );
  if (galleries.kind === "failed") return { kind: "failed", reason: galleries.reason };
  files[GALLERIES_FILE] = galleries.file;
  options.log(`  weekly-ad galleries ok${galleriesCount(galleries.file)}`);
  return { kind: "ok", files };
}

const LISTS_FILE = "coupon-lists.json" satisfies SnapshotFile;

/** `coupon-lists.json` as the pull writes it (see `couponListsSchema`). */
type CouponListsFile = { pulledAt: string; coupons: unknown[]; lists: Record<string, unknown> };

/**
 * All Coupons and each department of the pulled list, as guests see them: each answer as sent, its
 * `Specials` kept once in `coupons` and named by id in the list (`SSNewsIds`). A refusal (the
 * gateway's "none") is kept like the deals; no answer fails the pull.
 */
async function fetchCouponLists(
  client: GatewayClient,
  guestToken: string,
  departmentsRaw: unknown,
  takeJson: () => unknown,
): Promise<{ kind: "ok"; file: CouponListsFile } | { kind: "failed"; label: string; result: CallFailure }> {
  const departments = isRecord(departmentsRaw) ? departmentsRaw["GetProductCategories"] : undefined;
  const ids = [
    ALL_CATEGORY,
    ...(Array.isArray(departments) ? departments : []).flatMap((d: unknown) =>
      isRecord(d) && typeof d["ProductCategoryId"] === "number" ? [d["ProductCategoryId"]] : [],
    ),
  ];
  const file: CouponListsFile = { pulledAt: new Date().toISOString(), coupons: [], lists: {} };
  const kept = new Set<unknown>();
  for (const categoryId of new Set(ids)) {
    const result = await getDetailsForCoupons(client, { categoryId, token: guestToken });
    const raw = takeJson();
    if (!result.ok && result.kind !== "rejected") {
      return { kind: "failed", label: `coupon list of category ${categoryId}`, result };
    }
    const normalized = normalizeKeys(raw, ["Specials"]);
    if (!isRecord(normalized)) continue;
    const { Specials: specials, ...answer } = normalized;
    const coupons = Array.isArray(specials) ? specials : [];
    const idOf = (coupon: unknown) => {
      const c = normalizeKeys(coupon, ["SSNewsId"]);
      return isRecord(c) ? c["SSNewsId"] : c;
    };
    for (const coupon of coupons) {
      const id = idOf(coupon);
      if (kept.has(id)) continue;
      kept.add(id);
      file.coupons.push(coupon);
    }
    file.lists[String(categoryId)] = {
      ...answer,
      SSNewsIds: coupons.map(idOf),
    };
  }
  return { kind: "ok", file };
}

/** ` (n things)` for the list under `key` of an answer. */
function counter(key: string, noun: string) {
  return (raw: unknown): string => {
    const list = isRecord(raw) ? raw[key] : undefined;
    return Array.isArray(list) ? ` (${list.length} ${noun})` : "";
  };
}

/** The calls after clientinfo, with the ids and tokens of the chain's settings (the watcher makes some of them too). */
export function pullSteps(client: GatewayClient, data: SiteData): PullStep[] {
  const support = {
    ClientDbName: data.CLIENT_DB_NAME ?? "",
    ClientId: data.RSA_CLIENT_ID,
    supportDomain: data.SUPPORT_DOMAIN ?? data.RSA_SUBDOMAIN,
  };
  const company = {
    ClientAppName: data.CLIENT_APP_NAME,
    ClientId: data.RSA_CLIENT_ID,
    StoreGroupId: data.RSA_CLIENT_STORE_GROUP_ID,
    StoreId: data.RSA_CLIENT_STORE_ID,
  };
  const stores = {
    default: () => getClientStores(client),
    "client-app": () => getClientStoresByClientApp(client, data.RSA_CLIENT_STORE_GROUP_ID),
    static: () => getStaticClientStores(client, support),
  }[data.STORES_SOURCE];
  const weeklyAds = {
    "by-store": () => getWeeklyAdsByStore(client, support),
    "by-customer": () =>
      getWeeklyAdsByCustomer(client, { ...support, ClientStoreGroupId: data.RSA_CLIENT_STORE_GROUP_ID }),
  }[data.WEEKLY_ADS_SOURCE];
  return [
    {
      label: "company settings",
      file: "company-settings.json",
      count: () => "",
      run: () => getCompanySettings(client, company),
    },
    {
      label: "departments",
      file: "departments.json",
      count: counter("GetProductCategories", "departments"),
      run: () => getCategoriesForCoupons(client, data.GUEST_TOKEN),
    },
    {
      label: `stores (${data.STORES_SOURCE})`,
      file: "stores.json",
      count: counter("GetClientStores", "stores"),
      run: stores,
    },
    {
      label: `weekly ads (${data.WEEKLY_ADS_SOURCE})`,
      file: "weekly-ads.json",
      count: counter("WeeklyAds", "ads"),
      run: weeklyAds,
    },
    {
      label: "deals of the week",
      file: "deals.json",
      count: counter("Specials", "deals"),
      run: () => getDetailsForCoupons(client, { categoryId: DEALS_CATEGORY, token: data.GUEST_TOKEN }),
      rejectedMeansEmpty: true,
    },
  ];
}
