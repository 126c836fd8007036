/**
 * The files of `tenants/<site>/` and how they become a `Tenant`. Pure (no disk access), so the pull
 * checks freshly fetched data with exactly the rules the build later applies: what pull writes, the
 * build accepts. Snapshots hold the gateway's answers as sent and are parsed with the API client's
 * own response schemas, so the two cannot drift apart.
 */
import type * as z from "zod";
import { getCompanySettingsResponseSchema } from "../api/company.ts";
import { getCategoriesForCouponsResponseSchema } from "../api/coupons.ts";
import { getClientStoresResponseSchema } from "../api/stores.ts";
import { getWeeklyAdsResponseSchema } from "../api/weekly-ads.ts";
import { primaryHostOf, tenantHosts, type DomainMap } from "./hosts.ts";
import { clientInfoSnapshotSchema, localSettingsSchema, parseTenantFile, siteDataSchema } from "./tenant-schema.ts";
import { dropUnsafeUrls } from "./settings-urls.ts";
import type { Tenant } from "./tenant.ts";

/** Gateway used when neither local.json nor GATEWAY_URL names one. */
export const DEFAULT_GATEWAY_URL = "http://localhost:8787";

/** The pulled host → site map, beside the tenant folders. */
export const DOMAIN_MAP_FILE = "domain-map.json";
/** The hand-written settings of a tenant; pull never writes it. */
export const LOCAL_FILE = "local.json";
/** The pulled clientinfo answer `{ error, basename, data, common }`. */
export const CLIENT_INFO_FILE = "clientinfo.json";

/** Pulled snapshot files besides clientinfo, each a gateway answer, with the schema that reads it. */
export const SNAPSHOT_SCHEMAS = {
  "company-settings.json": getCompanySettingsResponseSchema,
  "departments.json": getCategoriesForCouponsResponseSchema,
  "stores.json": getClientStoresResponseSchema,
  "weekly-ads.json": getWeeklyAdsResponseSchema,
} as const;

/** Name of a snapshot file other than clientinfo.json. */
export type SnapshotFile = keyof typeof SNAPSHOT_SCHEMAS;

/** Every file pull writes into a tenant folder. */
export const PULLED_FILES = [CLIENT_INFO_FILE, ...(Object.keys(SNAPSHOT_SCHEMAS) as SnapshotFile[])] as const;

/** A tenant folder's decoded JSON files; an absent snapshot file is undefined. */
export type TenantFileValues = {
  local?: unknown;
  clientInfo: unknown;
  snapshots: Partial<Record<SnapshotFile, unknown>>;
};

/** What a tenant needs from outside its folder. */
export type TenantContext = {
  domainMap: DomainMap;
  /** GATEWAY_URL, or undefined for the default. */
  envGatewayUrl?: string | undefined;
  /** Where warnings go (a dropped settings URL); default console.warn. */
  warn?: ((message: string) => void) | undefined;
};

/** Parses one snapshot file with its API schema; undefined (not pulled yet) stays undefined. */
function snapshot<S extends z.core.$ZodType>(
  schema: S,
  site: string,
  file: SnapshotFile,
  value: unknown,
): z.output<S> | undefined {
  return value === undefined ? undefined : parseTenantFile(schema, value, site, file);
}

/** Placeholder in local.json texts for the tenant's gateway URL (demo links follow GATEWAY_URL). */
export const GATEWAY_PLACEHOLDER = "{gateway}";

/** The gateway a tenant uses: local.json `gatewayUrl`, else GATEWAY_URL, else the default; no trailing slash. */
export function tenantGatewayUrl(localRaw: unknown, envGatewayUrl: string | undefined): string {
  const own =
    typeof localRaw === "object" && localRaw !== null ? (localRaw as Record<string, unknown>)["gatewayUrl"] : undefined;
  const url = typeof own === "string" && own.trim() !== "" ? own : (envGatewayUrl ?? DEFAULT_GATEWAY_URL);
  return url.trim().replace(/\/+$/, "");
}

/** Replaces `{gateway}` in every text of a local.json value. */
export function expandGateway(value: unknown, gatewayUrl: string): unknown {
  if (typeof value === "string") return value.replaceAll(GATEWAY_PLACEHOLDER, gatewayUrl);
  if (Array.isArray(value)) return value.map((v) => expandGateway(v, gatewayUrl));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandGateway(v, gatewayUrl)]));
}

/** Builds the tenant from its files, or throws a TenantConfigError naming tenant, file and key path. */
export function buildTenant(site: string, files: TenantFileValues, context: TenantContext): Tenant {
  const gatewayUrl = tenantGatewayUrl(files.local, context.envGatewayUrl);
  const local = parseTenantFile(localSettingsSchema, expandGateway(files.local ?? {}, gatewayUrl), site, LOCAL_FILE);
  const info = parseTenantFile(clientInfoSnapshotSchema, files.clientInfo, site, CLIENT_INFO_FILE);
  const hosts = tenantHosts(site, context.domainMap, local.hosts, local.primaryHost);
  const base = {
    site,
    hosts,
    primaryHost: primaryHostOf(site, hosts, local.primaryHost),
    gatewayUrl,
    flags: local.flags,
    local,
  };
  if (typeof info.error === "string" && info.error.trim() !== "") {
    return { ...base, status: "settings-error", error: info.error };
  }
  const warn = context.warn ?? ((m: string) => console.warn(`warning: ${m}`));
  const data = dropUnsafeUrls(
    site,
    CLIENT_INFO_FILE,
    parseTenantFile(siteDataSchema, info.data, site, CLIENT_INFO_FILE, ["data"]),
    warn,
  );
  const s = files.snapshots;
  return {
    ...base,
    status: "ok",
    basename: info.basename,
    data,
    common: info.common,
    companySettings:
      snapshot(getCompanySettingsResponseSchema, site, "company-settings.json", s["company-settings.json"]) ?? null,
    departments:
      snapshot(getCategoriesForCouponsResponseSchema, site, "departments.json", s["departments.json"])
        ?.GetProductCategories ?? [],
    stores: snapshot(getClientStoresResponseSchema, site, "stores.json", s["stores.json"])?.GetClientStores ?? [],
    weeklyAds: snapshot(getWeeklyAdsResponseSchema, site, "weekly-ads.json", s["weekly-ads.json"])?.WeeklyAds ?? [],
  };
}
