/**
 * `npm run pull` as a function: the domain map, then every chain one after the other. A chain's
 * files are written only when every call succeeded and the result passes the same checks as the
 * build; otherwise its previous snapshot stays as it was and the failure is reported.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { readJsonFile, subdomainKey, tenantSites } from "../../src/tenant/load-tenants.server.ts";
import {
  buildTenant,
  CLIENT_INFO_FILE,
  expandGateway,
  FORMS_OFF_REASON,
  LOCAL_FILE,
  tenantGatewayUrl,
  type TenantFileValues,
} from "../../src/tenant/tenant-files.ts";
import {
  parseTenantFile,
  localSettingsSchema,
  siteKeySchema,
  TenantConfigError,
} from "../../src/tenant/tenant-schema.ts";
import { clientInfoError } from "../../src/api/clientinfo.ts";
import { siteDataWarnings } from "../../src/tenant/settings-warnings.ts";
import { siteDataSchema } from "../../src/tenant/site-data-schema.ts";
import { previousDomainMap, pullDomainMap } from "./domain-map.ts";
import { privateAddressWarnings } from "./private-addresses.ts";
import { buildFetchPolicy } from "../../src/lib/net/guarded-fetch.server.ts";
import type { PullLimits } from "./limited-fetch.ts";
import { fetchTenant } from "./fetch-tenant.ts";
import { statusLabel, type PullReport, type TenantReport } from "./report.ts";
import { keepPulledAt, writeSnapshot } from "./snapshot-files.ts";
import type { Tenant } from "../../src/tenant/tenant.ts";

/** Options of `pullTenants`. */
export type PullOptions = {
  /** Gateway base URL (a tenant's local.json `gatewayUrl` wins for its own calls). */
  gatewayUrl: string;
  /** The tenants folder. */
  dir: string;
  /** Pull only these sites (the CLI passes TENANTS). */
  only?: readonly string[] | undefined;
  /** Progress lines, printed as the run goes. */
  log?: (line: string) => void;
  /** Fetch used by the API client (default: the global fetch). */
  fetch?: typeof globalThis.fetch;
  /** FORM_RELAY_URL, as the build will see it (decides whether a chain's forms are built). */
  relayUrl?: string | undefined;
  /** Size and redirect limits per call (default DEFAULT_PULL_LIMITS; PULL_MAX_ANSWER_MB in the CLI). */
  limits?: PullLimits;
  /**
   * Settings warnings (unknown keys, dropped URLs, fallbacks) fail the chain instead: for a new
   * chain's first pull, so nothing it was meant to do is dropped unseen.
   */
  strict?: boolean;
  /** Accept a host that the domain map moves to another chain (default: it stays with its owner, warned). */
  acceptHostMoves?: boolean;
};

/** Pulls the domain map and every (or every `only`) tenant; never throws for a tenant's failure. */
export async function pullTenants(options: PullOptions): Promise<PullReport> {
  const log = options.log ?? (() => undefined);
  const dir = resolve(options.dir);
  mkdirSync(dir, { recursive: true });
  log(`Pulling tenants from ${options.gatewayUrl} into ${dir}`);

  const mapResult = await pullDomainMap(
    dir,
    options.gatewayUrl,
    options.fetch,
    options.limits,
    options.acceptHostMoves ?? false,
  );
  const map = mapResult.status === "failed" ? previousDomainMap(dir) : mapResult.map;
  const mapLine = mapResult.status === "failed" ? "FAILED (kept last good snapshot)" : mapResult.status;
  log(`domain map: ${Object.keys(map).length} hosts, ${new Set(Object.values(map)).size} sites (${mapLine})`);

  const chosen = chooseSites(dir, map, options.only);
  const { sites, missing } = chosen;
  const refusedHosts = mapResult.status === "failed" ? [] : mapResult.refused;
  const moves = mapResult.status === "failed" ? [] : mapResult.moves;
  for (const line of moves) log(line);
  const warnings = [...refusedHosts, ...moves, ...chosen.warnings];
  const tenants: TenantReport[] = missing.map((site) => ({
    site,
    status: "failed",
    changedFiles: [],
    reason: `tenant "${site}": not in the domain map and no ${site}/${LOCAL_FILE}; nothing to pull`,
    hadSnapshot: false,
  }));
  for (const [i, site] of sites.entries()) {
    log(`[${i + 1}/${sites.length}] ${site}`);
    const report = await pullOne(dir, site, map, options, log);
    log(`  -> ${statusLabel(report)}`);
    if (report.status === "failed") log(`  ${report.reason ?? ""}`.replaceAll("\n", "\n  "));
    tenants.push(report);
  }
  tenants.sort((a, b) => a.site.localeCompare(b.site));
  const domainMap =
    mapResult.status === "failed"
      ? { status: "failed" as const, reason: mapResult.reason }
      : { status: mapResult.status };
  // A settings error written for a chain without a good snapshot still fails the run: it is reported, not hidden.
  const failed =
    mapResult.status === "failed" ||
    refusedHosts.length > 0 ||
    // A host held with its owner: the gateway's map says otherwise until the move is accepted.
    mapResult.held ||
    tenants.some((t) => t.status === "failed" || t.status === "settings-error");
  return { gatewayUrl: options.gatewayUrl, domainMap, tenants, warnings, failed };
}

/** Sites to pull: the map's, plus folders with a local.json; `only` narrows. */
function chooseSites(dir: string, map: Record<string, string>, only: readonly string[] | undefined) {
  const folders = tenantSites(dir);
  const withLocal = folders.filter((site) => existsSync(join(dir, site, LOCAL_FILE)));
  const all = [...new Set([...Object.values(map), ...withLocal])].sort();
  const warnings = folders
    .filter((site) => !all.includes(site))
    .map((site) => `tenant "${site}": not in the domain map and has no ${LOCAL_FILE}; its snapshot is left as it is`);
  if (only === undefined) return { sites: all, missing: [], warnings };
  return { sites: all.filter((s) => only.includes(s)), missing: only.filter((s) => !all.includes(s)), warnings };
}

/** What one tenant's pull has gathered so far: warnings, and problems reported together at the end. */
type PullState = { site: string; folder: string; warnings: string[]; problems: string[]; log: (line: string) => void };
type Fetched = Exclude<Awaited<ReturnType<typeof fetchTenant>>, { kind: "failed" }>;

/**
 * Pulls one tenant and writes it when everything is valid, in named steps: local.json, the gateway's
 * files, the tenant built from them, the checks before writing, the write.
 */
async function pullOne(
  dir: string,
  site: string,
  map: Record<string, string>,
  options: PullOptions,
  log: (line: string) => void,
): Promise<TenantReport> {
  const folder = join(dir, site);
  const hadSnapshot = existsSync(join(folder, CLIENT_INFO_FILE));
  const state: PullState = { site, folder, warnings: [], problems: [], log };
  const failed = (reason: string): TenantReport => ({
    site,
    status: "failed",
    changedFiles: [],
    reason,
    hadSnapshot,
    warnings: state.warnings,
  });
  try {
    if (!siteKeySchema.safeParse(site).success) return failed(`tenant "${site}": not a valid site key`);
    const { localRaw, gatewayUrl } = readLocal(state, options);
    const fetched = await fetchTenant(site, {
      gatewayUrl,
      domainname: lastSubdomain(folder, site),
      fetch: options.fetch,
      limits: options.limits,
      log,
    });
    if (fetched.kind === "failed") {
      for (const w of siteDataWarnings(siteDataSchema, fetched.data))
        state.warnings.push(`tenant "${site}", ${CLIENT_INFO_FILE}: ${w}`);
      return failed([...state.problems, fetched.reason].join("\n"));
    }
    if (fetched.kind === "settings-error" && hasGoodSnapshot(folder, site)) {
      // A transient settings error must not take a chain offline: its last good snapshot stays.
      state.problems.push(`tenant "${site}": clientinfo: the gateway reported an error: ${fetched.error}`);
      return failed(state.problems.join("\n"));
    }
    const tenant = tenantOf(state, fetched, localRaw, map, options);
    // local.json's problems are in a refused tenant's message already.
    if (typeof tenant === "string") return failed(tenant);
    warnPrivatePictures(state, fetched, options);
    const refused = refusal(dir, state, tenant, options);
    return refused === null ? written(state, fetched, tenant) : failed(refused);
  } catch (error) {
    const reason = error instanceof TenantConfigError ? error.message : `tenant "${site}": ${messageOf(error)}`;
    return failed([...state.problems, reason].join("\n"));
  }
}

/** Step 1: local.json, read and checked before the gateway is asked (its problems wait for the gateway's). */
function readLocal(state: PullState, options: PullOptions): { localRaw: unknown; gatewayUrl: string } {
  const localRaw = readJsonFile(join(state.folder, LOCAL_FILE), state.site, LOCAL_FILE);
  const gatewayUrl = tenantGatewayUrl(localRaw, options.gatewayUrl, state.site);
  try {
    parseTenantFile(localSettingsSchema, expandGateway(localRaw ?? {}, gatewayUrl), state.site, LOCAL_FILE);
  } catch (error) {
    if (!(error instanceof TenantConfigError)) throw error;
    state.problems.push(error.message);
  }
  return { localRaw, gatewayUrl };
}

/** Step 2: the tenant built from local.json and the gateway's files, or why it cannot be. */
function tenantOf(
  state: PullState,
  fetched: Fetched,
  localRaw: unknown,
  map: Record<string, string>,
  options: PullOptions,
): Tenant | string {
  const { [CLIENT_INFO_FILE]: clientInfo, ...snapshots } = fetched.files;
  const values: TenantFileValues = { local: localRaw, clientInfo, snapshots };
  try {
    return buildTenant(state.site, values, {
      domainMap: map,
      envGatewayUrl: options.gatewayUrl,
      envRelayUrl: options.relayUrl,
      warn: (m) => {
        state.warnings.push(m);
        state.log(`  warning: ${m}`);
      },
    });
  } catch (error) {
    if (!(error instanceof TenantConfigError)) throw error;
    return error.message;
  }
}

/** Step 3: pictures and logos at addresses the build will refuse, said at the pull (the build says it again). */
function warnPrivatePictures(state: PullState, fetched: Fetched, options: PullOptions): void {
  const allowed = buildFetchPolicy({ ...process.env, GATEWAY_URL: options.gatewayUrl }).privateOrigins;
  const data = (fetched.files[CLIENT_INFO_FILE] as { data?: unknown } | undefined)?.data;
  for (const w of privateAddressWarnings(data, allowed)) {
    state.warnings.push(`tenant "${state.site}", ${CLIENT_INFO_FILE}: ${w}`);
    state.log(`  warning: tenant "${state.site}", ${CLIENT_INFO_FILE}: ${w}`);
  }
}

/** Step 4: why the snapshot must not be written (problems, warnings under --strict, a taken subdomain), or null. */
function refusal(dir: string, state: PullState, tenant: Tenant, options: PullOptions): string | null {
  if (state.problems.length > 0) return state.problems.join("\n");
  if (options.strict && state.warnings.length > 0)
    return state.warnings.map((w) => `${w} (an error with --strict)`).join("\n");
  const holder = tenant.status === "ok" ? subdomainHolder(dir, state.site, tenant.data.RSA_SUBDOMAIN) : null;
  if (tenant.status !== "ok" || holder === null) return null;
  return (
    `tenant "${state.site}", ${CLIENT_INFO_FILE}: data.RSA_SUBDOMAIN: "${tenant.data.RSA_SUBDOMAIN}" is already the subdomain of "${holder}" ` +
    "(each chain needs its own: the signed-in member is kept per subdomain)"
  );
}

/** Step 5: the snapshot written, and the tenant's report. */
function written(state: PullState, fetched: Fetched, tenant: Tenant): TenantReport {
  const { site, warnings } = state;
  const changedFiles = writeSnapshot(state.folder, keepPulledAt(state.folder, fetched.files));
  if (fetched.kind === "settings-error")
    return { site, status: "settings-error", changedFiles, reason: fetched.error, warnings };
  const notes = tenant.status === "ok" && tenant.data.EMAIL && tenant.formSending === "off" ? [FORMS_OFF_REASON] : [];
  return {
    site,
    status: changedFiles.length > 0 ? "changed" : "unchanged",
    changedFiles,
    warnings,
    ...(notes.length > 0 ? { notes } : {}),
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whether the folder holds a clientinfo snapshot without an error (a chain that was built before). */
function hasGoodSnapshot(folder: string, site: string): boolean {
  try {
    const info = readJsonFile(join(folder, CLIENT_INFO_FILE), site, CLIENT_INFO_FILE) as
      { error?: unknown } | undefined;
    return info !== undefined && clientInfoError(info.error) === null;
  } catch {
    return false;
  }
}

/** The other chain in `dir` whose snapshot holds `subdomain` (case ignored), or null. */
function subdomainHolder(dir: string, site: string, subdomain: string): string | null {
  for (const other of tenantSites(dir)) {
    if (other !== site && subdomainKey(lastSubdomain(join(dir, other), "")) === subdomainKey(subdomain)) return other;
  }
  return null;
}

/** The RSA_SUBDOMAIN of the last good clientinfo (the `domainname` header), else the site key. */
export function lastSubdomain(folder: string, site: string): string {
  try {
    const info = readJsonFile(join(folder, CLIENT_INFO_FILE), site, CLIENT_INFO_FILE) as {
      data?: { RSA_SUBDOMAIN?: unknown };
    };
    const sub = info?.data?.RSA_SUBDOMAIN;
    return typeof sub === "string" && sub.trim() !== "" ? sub : site;
  } catch {
    return site;
  }
}
