/**
 * The files of `tenants/<site>/` and how they become a `Tenant`. Pure (no disk access), so the pull
 * checks freshly fetched data with exactly the rules the build later applies: what pull writes, the
 * build accepts. Snapshots hold the gateway's answers as sent and are parsed with the API client's
 * own response schemas, so the two cannot drift apart.
 */
import { imageCdnTemplateProblem, withCdnImages } from "./image-cdn.ts";
import * as z from "zod/mini";
import { getCompanySettingsResponseSchema } from "../api/company.ts";
import {
  couponSchema,
  getCategoriesForCouponsResponseSchema,
  getDetailsForCouponsResponseSchema,
} from "../api/coupons.ts";
import { errorMessageSchema, SUCCESS_CODE } from "../api/envelope.ts";
import { list, num, wireObject } from "../api/wire-fields.ts";
import { getClientStoresResponseSchema } from "../api/stores.ts";
import { getWeeklyAdsResponseSchema, weeklyAdGalleryResponseSchema } from "../api/weekly-ads.ts";
import { DEFAULT_GATEWAY_URL, tenantGatewayUrl } from "./gateway-url.ts";
import { primaryHostOf, tenantHosts, type DomainMap } from "./hosts.ts";
import {
  clientInfoSnapshotSchema,
  localSettingsSchema,
  parseTenantFile,
  siteDataSchema,
  type LocalSettings,
} from "./tenant-schema.ts";
import { dropUnsafeUrls } from "./settings-urls.ts";
import type { FormSending, ReadyTenant, Tenant } from "./tenant.ts";
import { safeOrigin } from "./url-checks.ts";
import { hintFor, TenantConfigError } from "./tenant-errors.ts";
import { siteDataWarnings } from "./settings-warnings.ts";

export { DEFAULT_GATEWAY_URL, tenantGatewayUrl } from "./gateway-url.ts";

/** The pulled host → site map, beside the tenant folders. */
export const DOMAIN_MAP_FILE = "domain-map.json";
/** The hand-written settings of a tenant; pull never writes it. */
export const LOCAL_FILE = "local.json";
/** The pulled clientinfo answer `{ error, basename, data, common }`. */
export const CLIENT_INFO_FILE = "clientinfo.json";

/** One guest list of `coupon-lists.json`: the gateway's answer with its coupons named by id. */
const couponListEntrySchema = wireObject({
  ErrorMessage: errorMessageSchema,
  /** The list's coupons in the gateway's order, each one of the file's `coupons`. */
  SSNewsIds: list(num),
});

/**
 * `weekly-ad-galleries.json`: each store's weekly-ad gallery (`WeeklyAdGallery/{guest token}/{store
 * id}`) as guests saw it at the pull, keyed by store id: the stores the weekly-ad pages are built for
 * and the chain's default store (the catering slides). Each is the gateway's answer as sent; "No
 * WeeklyAds available." (-1) is kept as that store's "none".
 */
export const weeklyAdGalleriesSchema = z.object({
  galleries: z.record(z.string(), weeklyAdGalleryResponseSchema),
});

/**
 * `coupon-lists.json`: every coupons and department list as guests saw it at the pull, keyed by
 * category id ("0" is All Coupons; a refused list keeps its error block). Each coupon is kept once,
 * as sent, in `coupons`; the lists name them by id. `pulledAt` is when the pull last found the lists
 * changed (the "as of" time shoppers see when the gateway cannot be reached).
 */
export const couponListsSchema = z
  .object({
    pulledAt: z
      .string()
      .check(z.refine((v) => !Number.isNaN(Date.parse(v)), { message: "expected an ISO date and time" })),
    coupons: z.array(couponSchema),
    lists: z.record(z.string(), couponListEntrySchema),
  })
  .check(
    z.superRefine((file, ctx) => {
      const known = new Set(file.coupons.map((c) => c.SSNewsId));
      for (const [id, entry] of Object.entries(file.lists)) {
        entry.SSNewsIds.forEach((offer, index) => {
          if (known.has(offer)) return;
          ctx.issues.push({
            code: "custom",
            message: `no coupon ${offer} in coupons`,
            input: offer,
            path: ["lists", id, "SSNewsIds", index],
          });
        });
      }
    }),
  );

/**
 * Pulled snapshot files besides clientinfo, each a gateway answer (the coupon lists: several, each
 * coupon once), with the schema that reads it.
 */
export const SNAPSHOT_SCHEMAS = {
  "company-settings.json": getCompanySettingsResponseSchema,
  "departments.json": getCategoriesForCouponsResponseSchema,
  "stores.json": getClientStoresResponseSchema,
  "weekly-ads.json": getWeeklyAdsResponseSchema,
  "deals.json": getDetailsForCouponsResponseSchema,
  "coupon-lists.json": couponListsSchema,
  "weekly-ad-galleries.json": weeklyAdGalleriesSchema,
} as const;

/** Name of a snapshot file other than clientinfo.json. */
export type SnapshotFile = keyof typeof SNAPSHOT_SCHEMAS;

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
  /** FORM_RELAY_URL, or undefined for the default. */
  envRelayUrl?: string | undefined;
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

/** Default address of the form relay (`npm start` runs it on RELAY_PORT, default 8790). */
export const DEFAULT_RELAY_URL = "http://localhost:8790";

/**
 * The relay a tenant's forms use: its own URL; FORM_RELAY_URL (else the default) for `true`;
 * FORM_RELAY_URL when the setting is left out and the build has one; null otherwise (`false`: the
 * page calls SendEmail itself; left out with no FORM_RELAY_URL: the forms are not built).
 */
export function tenantRelayUrl(setting: boolean | string | undefined, envRelayUrl: string | undefined): string | null {
  if (setting === false) return null;
  const env = envRelayUrl?.trim() || undefined;
  const url = typeof setting === "string" ? setting : setting === true ? (env ?? DEFAULT_RELAY_URL) : env;
  return url === undefined ? null : url.trim().replace(/\/+$/, "");
}

/** How a tenant's forms send: through a relay, by the page itself (explicit opt-out), or not at all. */
export function formSendingOf(setting: boolean | string | undefined, relayUrl: string | null): FormSending {
  if (relayUrl !== null) return "relay";
  return setting === false ? "direct" : "off";
}

/** Why a chain with e-mail settings has no forms (the pull summary and the build print it). */
export const FORMS_OFF_REASON =
  'forms not built: no form relay (set "formRelay" in local.json, or FORM_RELAY_URL for the build; ' +
  '"formRelay": false sends SendEmail from the browser and makes the SecurityKey public)';

/** Replaces `{gateway}` in every text of a local.json value. */
export function expandGateway(value: unknown, gatewayUrl: string): unknown {
  if (typeof value === "string") return value.replaceAll(GATEWAY_PLACEHOLDER, gatewayUrl);
  if (Array.isArray(value)) return value.map((v) => expandGateway(v, gatewayUrl));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandGateway(v, gatewayUrl)]));
}

/** local.json's settings when the file itself is refused (so the other files are still checked). */
const NO_LOCAL = localSettingsSchema.parse({});

/**
 * Collects a chain's problems instead of stopping at the first: `attempt` runs one check and, when it
 * throws a TenantConfigError, keeps the error and goes on with `fallback`; `refused` is the one error
 * that lists them all (each line once).
 */
function problemCollector() {
  const problems: TenantConfigError[] = [];
  return {
    problems,
    attempt<T>(read: () => T, fallback: T): T {
      try {
        return read();
      } catch (error) {
        if (!(error instanceof TenantConfigError)) throw error;
        problems.push(error);
        return fallback;
      }
    },
    refused(): TenantConfigError {
      const [only] = problems;
      if (problems.length === 1 && only !== undefined) return only;
      const lines = new Set(problems.flatMap((p) => p.message.split("\n")));
      return new TenantConfigError([...lines].join("\n"));
    },
  };
}

type Collector = ReturnType<typeof problemCollector>;

/** A chain's gateway and its local.json settings, `{gateway}` expanded and the image CDN checked. */
function localSettingsOf(site: string, files: TenantFileValues, context: TenantContext, { attempt }: Collector) {
  const gatewayUrl = attempt(() => tenantGatewayUrl(files.local, context.envGatewayUrl, site), DEFAULT_GATEWAY_URL);
  const local = attempt(
    () => parseTenantFile(localSettingsSchema, expandGateway(files.local ?? {}, gatewayUrl), site, LOCAL_FILE),
    NO_LOCAL,
  );
  attempt(() => checkImageCdn(site, local.imageCdnTemplate, gatewayUrl), undefined);
  return { gatewayUrl, local };
}

/** What every tenant has, whatever its clientinfo says: its hosts, gateway, form relay and settings. */
function tenantBase(
  site: string,
  { gatewayUrl, local }: { gatewayUrl: string; local: LocalSettings },
  context: TenantContext,
  { attempt }: Collector,
) {
  const hosts = tenantHosts(site, context.domainMap, local.hosts, local.primaryHost);
  const formRelayUrl = attempt(() => checkedRelayUrl(site, local.formRelay, context.envRelayUrl), null);
  return {
    site,
    hosts,
    primaryHost: primaryHostOf(site, hosts, local.primaryHost),
    gatewayUrl,
    formRelayUrl,
    formSending: formSendingOf(local.formRelay, formRelayUrl),
    flags: local.flags,
    local,
  };
}

type ClientInfo = z.output<typeof clientInfoSnapshotSchema>;

/**
 * The site data of clientinfo's `data`, its warnings said and its unsafe URLs dropped (null when
 * clientinfo itself was refused or its data is).
 */
function siteDataOf(site: string, info: ClientInfo | null, warn: (m: string) => void, { attempt }: Collector) {
  if (info === null) return null;
  for (const w of siteDataWarnings(siteDataSchema, info.data)) warn(`tenant "${site}", ${CLIENT_INFO_FILE}: ${w}`);
  return attempt(
    () =>
      dropUnsafeUrls(
        site,
        CLIENT_INFO_FILE,
        parseTenantFile(siteDataSchema, info.data, site, CLIENT_INFO_FILE, ["data"]),
        warn,
      ),
    null,
  );
}

/** Every pulled snapshot parsed with its API schema (undefined: not pulled, or refused and collected). */
function snapshotsOf(site: string, files: TenantFileValues["snapshots"], { attempt }: Collector) {
  const read = <S extends z.core.$ZodType>(schema: S, file: SnapshotFile) =>
    attempt(() => snapshot(schema, site, file, files[file]), undefined);
  return {
    companySettings: read(getCompanySettingsResponseSchema, "company-settings.json"),
    departments: read(getCategoriesForCouponsResponseSchema, "departments.json"),
    stores: read(getClientStoresResponseSchema, "stores.json"),
    weeklyAds: read(getWeeklyAdsResponseSchema, "weekly-ads.json"),
    deals: read(getDetailsForCouponsResponseSchema, "deals.json"),
    couponLists: read(couponListsSchema, "coupon-lists.json"),
    galleries: read(weeklyAdGalleriesSchema, "weekly-ad-galleries.json"),
  };
}

/**
 * Builds the tenant from its files, or throws a TenantConfigError naming tenant, file and key path.
 * Every file is checked even when an earlier one failed, so the error lists all of a chain's problems.
 */
export function buildTenant(site: string, files: TenantFileValues, context: TenantContext): Tenant {
  const collector = problemCollector();
  const { problems, attempt, refused } = collector;
  const settings = localSettingsOf(site, files, context, collector);
  // Read before the relay is checked, so a combined error lists the chain's problems in file order.
  const info = attempt(() => parseTenantFile(clientInfoSnapshotSchema, files.clientInfo, site, CLIENT_INFO_FILE), null);
  const base = tenantBase(site, settings, context, collector);
  const { local } = base;
  // A chain whose settings answer is an error builds its error page; only its own files' problems stop it.
  if (info !== null && info.error != null) {
    if (problems.length > 0) throw refused();
    return { ...base, status: "settings-error", error: info.error };
  }
  const warn = context.warn ?? ((m: string) => console.warn(`warning: ${m}`));
  const data = siteDataOf(site, info, warn, collector);
  const snaps = snapshotsOf(site, files.snapshots, collector);
  const { stores } = snaps;
  if (stores !== undefined)
    attempt(() => checkServiceStores(site, local.storeServices, stores.GetClientStores), undefined);
  if (problems.length > 0 || info === null || data === null) throw refused();
  return {
    ...base,
    status: "ok",
    basename: info.basename,
    data,
    common: info.common,
    companySettings: snaps.companySettings ?? null,
    departments: snaps.departments?.GetProductCategories ?? [],
    stores: stores?.GetClientStores ?? [],
    weeklyAds: snaps.weeklyAds?.WeeklyAds ?? [],
    deals: withCdnImages(dealsOf(snaps.deals), local.imageCdnTemplate),
    couponLists: couponListsOf(snaps.couponLists, local.imageCdnTemplate),
    galleries: galleriesOf(snaps.galleries),
  };
}

/** Refuses an image CDN template on plain http unless it is on localhost or the chain's own gateway. */
function checkImageCdn(site: string, template: string | undefined, gatewayUrl: string): void {
  const problem = template === undefined ? null : imageCdnTemplateProblem(template, gatewayUrl);
  if (problem !== null) {
    throw new TenantConfigError(
      `tenant "${site}", ${LOCAL_FILE}: imageCdnTemplate: ${problem}, found ${JSON.stringify(template)}`,
      hintFor(site, LOCAL_FILE),
    );
  }
}

/**
 * Refuses services declared for a store stores.json does not list: a mistyped id would otherwise
 * show nothing, unseen. (A store the gateway dropped is refused the same way: remove its entry.)
 */
function checkServiceStores(
  site: string,
  services: Record<string, unknown>,
  stores: readonly { ClientStoreId: number }[],
) {
  const known = new Set(stores.map((s) => String(s.ClientStoreId)));
  const unknown = Object.keys(services).filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  const listed = [...known].slice(0, 12).join(", ") + (known.size > 12 ? ", …" : "");
  throw new TenantConfigError(
    unknown
      .map(
        (id) =>
          `tenant "${site}", ${LOCAL_FILE}: storeServices["${id}"]: expected a ClientStoreId of stores.json (${listed || "no stores"}), found "${id}"`,
      )
      .join("\n"),
    hintFor(site, LOCAL_FILE),
  );
}

/** The relay URL of a tenant (tenantRelayUrl), refused unless it is an http(s) URL with a plain host name. */
function checkedRelayUrl(site: string, setting: boolean | string | undefined, envRelayUrl: string | undefined) {
  const url = tenantRelayUrl(setting, envRelayUrl);
  if (url !== null && safeOrigin(url) === null) {
    throw new TenantConfigError(
      `tenant "${site}", FORM_RELAY_URL: expected an http(s) URL with a plain host name, found ${JSON.stringify(url)}`,
    );
  }
  return url;
}

/**
 * The pulled guest lists by category id, each in the gateway's order with the chain's image CDN
 * applied; a list the gateway refused is left out (the page loads it live).
 */
function couponListsOf(
  file: z.output<typeof couponListsSchema> | undefined,
  imageCdn: string | undefined,
): ReadyTenant["couponLists"] {
  if (file === undefined) return { pulledAt: null, lists: {} };
  const byId = new Map(withCdnImages(file.coupons, imageCdn).map((c) => [c.SSNewsId, c]));
  const lists: ReadyTenant["couponLists"]["lists"] = {};
  for (const [id, entry] of Object.entries(file.lists)) {
    if (entry.ErrorMessage.ErrorCode !== SUCCESS_CODE) continue;
    lists[Number(id)] = entry.SSNewsIds.flatMap((offer) => byId.get(offer) ?? []);
  }
  return { pulledAt: new Date(file.pulledAt), lists };
}

/** The pulled galleries by store id; a store the gateway answered "none" for has an empty one. */
function galleriesOf(file: z.output<typeof weeklyAdGalleriesSchema> | undefined): ReadyTenant["galleries"] {
  const galleries: ReadyTenant["galleries"] = {};
  for (const [id, answer] of Object.entries(file?.galleries ?? {})) {
    const ok = answer.ErrorMessage.ErrorCode === SUCCESS_CODE;
    galleries[Number(id)] = {
      items: ok ? answer.GalleryItems : [],
      pdfUrl: ok ? answer.PDFURL.trim() : "",
      endsAt: ok ? answer.endsAt : null,
    };
  }
  return galleries;
}

/** The deals of a pulled deals answer; a failure code is the gateway's way of saying "none". */
function dealsOf(answer: z.output<typeof getDetailsForCouponsResponseSchema> | undefined) {
  return answer !== undefined && answer.ErrorMessage.ErrorCode === SUCCESS_CODE ? answer.Specials : [];
}
