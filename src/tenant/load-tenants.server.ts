/**
 * Reads every tenant under `tenants/` for the build: validates local.json, the clientinfo snapshot
 * and the pulled server data, and returns the tenants sorted by site. Synchronous and cached per
 * process, because every page's getStaticPaths and frontmatter asks for it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { envValue, processBuildEnv, type BuildEnv } from "./build-env.ts";
import { tenantHosts, type DomainMap } from "./hosts.ts";
import {
  buildTenant,
  CLIENT_INFO_FILE,
  DOMAIN_MAP_FILE,
  FORMS_OFF_REASON,
  LOCAL_FILE,
  SNAPSHOT_SCHEMAS,
  type SnapshotFile,
  type TenantFileValues,
} from "./tenant-files.ts";
import { domainMapSchema, parseTenantFile, siteKeySchema, TenantConfigError } from "./tenant-schema.ts";
import type { Tenant } from "./tenant.ts";

/** Options of `loadTenants`. */
export type LoadTenantsOptions = {
  /** The tenants folder; default `TENANTS_DIR`, else `tenants/` in the working directory. */
  dir?: string;
  /** Site keys to load; default the `TENANTS` environment variable (comma-separated), else all. */
  only?: readonly string[];
  /** The build variables (GATEWAY_URL, TENANTS, TENANTS_DIR, FORM_RELAY_URL); default `process.env`'s. */
  env?: BuildEnv;
};

const cache = new Map<string, Tenant[]>();

/** The site keys named by a `TENANTS=a,b` value; undefined when it names none. */
export function tenantFilter(value: string | undefined = processBuildEnv().TENANTS): string[] | undefined {
  const sites = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  return sites.length === 0 ? undefined : [...new Set(sites)];
}

/** Every tenant (or those of `only` / TENANTS), sorted by site; throws TenantConfigError on bad data. */
export function loadTenants(options: LoadTenantsOptions = {}): Tenant[] {
  const env = options.env ?? processBuildEnv();
  const dir = resolve(options.dir ?? tenantsDir(env));
  const only = options.only === undefined ? tenantFilter(env.TENANTS) : [...options.only];
  const key = `${dir}\n${only?.join(",") ?? "*"}`;
  let tenants = cache.get(key);
  if (tenants === undefined) {
    tenants = readTenants(dir, only, env);
    cache.set(key, tenants);
  }
  return tenants;
}

/** The tenants folder: `TENANTS_DIR`, else `tenants` (relative to the working directory). */
export function tenantsDir(env: BuildEnv = processBuildEnv()): string {
  return envValue(env.TENANTS_DIR) ?? "tenants";
}

/** Forgets what `loadTenants` read (tests; a dev server after a pull). */
export function resetTenantCache(): void {
  cache.clear();
}

/** Site keys of the tenant folders under `dir` (folders holding clientinfo.json or local.json). */
export function tenantSites(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith("."))
    .filter((e) => existsSync(join(dir, e.name, CLIENT_INFO_FILE)) || existsSync(join(dir, e.name, LOCAL_FILE)))
    .map((e) => e.name)
    .sort();
}

/** Reads a JSON file; undefined when absent; a TenantConfigError naming the file when unreadable. */
export function readJsonFile(path: string, site: string, file: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8")) as unknown;
  } catch (error) {
    throw new TenantConfigError(`tenant "${site}", ${file}: (root): not valid JSON (${(error as Error).message})`);
  }
}

/** Reads the pulled domain map (empty when never pulled). */
export function readDomainMap(dir: string): Record<string, string> {
  return parseTenantFile(
    domainMapSchema,
    readJsonFile(join(dir, DOMAIN_MAP_FILE), "*", DOMAIN_MAP_FILE) ?? {},
    "*",
    DOMAIN_MAP_FILE,
  );
}

/** Reads the files of one tenant folder; each unreadable file is one problem, the others are still read. */
export function readTenantFilesReporting(dir: string, site: string): { files: TenantFileValues; problems: string[] } {
  const folder = join(dir, site);
  const problems: string[] = [];
  const read = (file: string): unknown => {
    try {
      return readJsonFile(join(folder, file), site, file);
    } catch (error) {
      if (!(error instanceof TenantConfigError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  };
  const local = read(LOCAL_FILE);
  let clientInfo = read(CLIENT_INFO_FILE);
  if (clientInfo === undefined) {
    if (!existsSync(join(folder, CLIENT_INFO_FILE)))
      problems.push(`tenant "${site}", ${CLIENT_INFO_FILE}: (root): missing; run \`npm run pull\` first`);
    // Stands in for the settings, so local.json is still checked in full.
    clientInfo = { error: "(no settings snapshot)", data: null };
  }
  const snapshots: TenantFileValues["snapshots"] = {};
  for (const file of Object.keys(SNAPSHOT_SCHEMAS) as SnapshotFile[]) snapshots[file] = read(file);
  return { files: { local, clientInfo, snapshots }, problems };
}

/** What the loader needs besides a tenant's own folder (see TenantContext). */
export type LoadContext = { domainMap: Record<string, string>; envGatewayUrl?: string; envRelayUrl?: string };

/** The context of the build's tenants: the domain map, GATEWAY_URL and FORM_RELAY_URL. */
export function loadContext(dir: string, env: BuildEnv): LoadContext {
  const context: LoadContext = { domainMap: readDomainMap(dir) };
  const gateway = envValue(env.GATEWAY_URL);
  const relay = envValue(env.FORM_RELAY_URL);
  if (gateway !== undefined) context.envGatewayUrl = gateway;
  if (relay !== undefined) context.envRelayUrl = relay;
  return context;
}

/** One chain checked on its own: the tenant, or every problem of its folder (all files, all keys). */
export type ChainCheck = { site: string; tenant: Tenant | null; problems: string[] };

/** Reads and validates one chain, collecting every problem instead of stopping at the first. */
export function checkChain(dir: string, site: string, context: LoadContext): ChainCheck {
  if (!siteKeySchema.safeParse(site).success) {
    return { site, tenant: null, problems: [`tenant "${site}", (folder name): not a valid site key`] };
  }
  const { files, problems } = readTenantFilesReporting(dir, site);
  try {
    const tenant = buildTenant(site, files, context);
    return problems.length > 0 ? { site, tenant: null, problems } : { site, tenant, problems };
  } catch (error) {
    if (!(error instanceof TenantConfigError)) throw error;
    return { site, tenant: null, problems: [...problems, ...error.message.split("\n")] };
  }
}

/**
 * Problems between chains, by chain: a host claimed by two chains, and an RSA_SUBDOMAIN shared by
 * two chains (the signed-in member is stored per subdomain, so two chains on one subdomain would
 * show each other's member). A host has one owner: the chain the domain map gives it to. A chain
 * that claims it besides (local.json `hosts` or `primaryHost`) is refused, naming the owner, and
 * the owner is kept: a chain's own settings can never take another chain's host, nor get it refused.
 * A host that two chains claim and the domain map gives to neither has no owner to keep: both are
 * refused. Each problem names both chains.
 */
export function crossChainProblems(
  tenants: readonly SharedKeys[],
  domainMap: Readonly<Record<string, string>>,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (site: string, line: string) => out.set(site, [...(out.get(site) ?? []), line]);
  const names = (sites: readonly string[]) =>
    sites
      .toSorted()
      .map((s) => `"${s}"`)
      .join(" and ");
  const hostsBySite = new Map<string, readonly string[]>(tenants.map((t) => [t.site, t.hosts]));
  const loaded = new Set(hostsBySite.keys());
  for (const [host, site] of Object.entries(domainMap)) {
    if (!loaded.has(site)) hostsBySite.set(site, [...(hostsBySite.get(site) ?? []), host]);
  }
  for (const { value, sites } of sharedValues(hostsBySite)) {
    const owner = domainMap[value];
    for (const site of sites.filter((s) => loaded.has(s) && s !== owner)) {
      add(
        site,
        owner !== undefined && sites.includes(owner)
          ? `tenant "${site}", ${LOCAL_FILE}: host ${value} belongs to "${owner}" (${DOMAIN_MAP_FILE}); "${site}" is refused, "${owner}" kept`
          : `tenant "${site}": host ${value} is claimed by ${names(sites)}`,
      );
    }
  }
  const subdomains = new Map<string, string[]>();
  for (const t of tenants) {
    const subdomain = "status" in t ? (t.status === "ok" ? t.data.RSA_SUBDOMAIN : null) : t.subdomain;
    if (subdomain !== null) subdomains.set(t.site, [subdomainKey(subdomain)]);
  }
  for (const { value, sites } of sharedValues(subdomains)) {
    for (const site of sites) {
      add(
        site,
        `tenant "${site}", ${CLIENT_INFO_FILE}: data.RSA_SUBDOMAIN: "${value}" is the subdomain of ${names(sites)} ` +
          "(each chain needs its own: the signed-in member is kept per subdomain)",
      );
    }
  }
  return out;
}

/** What two chains may not share: a chain's hosts and RSA_SUBDOMAIN (null when it has no settings). */
export type SharedKeys = Tenant | { site: string; hosts: readonly string[]; subdomain: string | null };

/**
 * A chain's hosts and RSA_SUBDOMAIN read from its files without validating the rest (for chains a
 * narrowed build does not load, so that a loaded chain cannot take what one of them holds).
 */
export function sharedKeysOf(dir: string, site: string, domainMap: DomainMap): SharedKeys {
  const raw = (file: string): Record<string, unknown> => {
    try {
      const value = readJsonFile(join(dir, site, file), site, file);
      return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  const local = raw(LOCAL_FILE);
  const data = raw(CLIENT_INFO_FILE)["data"] as Record<string, unknown> | undefined;
  const primary = typeof local["primaryHost"] === "string" ? local["primaryHost"] : undefined;
  const subdomain = data?.["RSA_SUBDOMAIN"];
  return {
    site,
    hosts: tenantHosts(site, domainMap, strings(local["hosts"]), primary),
    subdomain: typeof subdomain === "string" && subdomain.trim() !== "" ? subdomain : null,
  };
}

/** RSA_SUBDOMAIN as compared between chains: trimmed, case ignored. */
export const subdomainKey = (subdomain: string) => subdomain.trim().toLowerCase();

/** Values listed for more than one site. */
function sharedValues(bySite: ReadonlyMap<string, readonly string[]>): { value: string; sites: string[] }[] {
  const owners = new Map<string, string[]>();
  for (const [site, values] of bySite) for (const v of new Set(values)) owners.set(v, [...(owners.get(v) ?? []), site]);
  return [...owners].filter(([, sites]) => sites.length > 1).map(([value, sites]) => ({ value, sites }));
}

/** The chains of a folder that can be served, and the refused ones with every problem, by chain. */
export type TenantsCheck = { tenants: Tenant[]; refused: Map<string, string[]> };

/**
 * Checks every chain of `dir` (or of `only`) on its own and what two chains may not share; never
 * throws for one chain's data, so a shared service (the build, the form relay, `npm start`,
 * `npm run chains`, the release) serves every other chain. Chains outside `only` still hold their
 * hosts and subdomains. Throws a TenantConfigError only for what every chain shares (an unreadable
 * domain map).
 */
export function checkTenants(dir: string, env: BuildEnv, only?: readonly string[]): TenantsCheck {
  const known = tenantSites(dir);
  const wanted = only ?? known;
  const refused = new Map<string, string[]>();
  const refuse = (site: string, lines: readonly string[]) =>
    refused.set(site, [...(refused.get(site) ?? []), ...lines]);
  for (const site of wanted.filter((s) => !known.includes(s))) {
    refuse(site, [`TENANTS names "${site}", not found in ${dir} (known: ${known.join(", ") || "none"})`]);
  }
  const context = loadContext(dir, env);
  const checks = wanted
    .filter((s) => known.includes(s))
    .toSorted()
    .map((site) => checkChain(dir, site, context));
  for (const check of checks) if (check.problems.length > 0) refuse(check.site, check.problems);
  const tenants = checks.flatMap((c) => (c.tenant === null ? [] : [c.tenant]));
  const others = known.filter((s) => !wanted.includes(s)).map((s) => sharedKeysOf(dir, s, context.domainMap));
  for (const [site, lines] of crossChainProblems([...tenants, ...others], context.domainMap)) {
    if (wanted.includes(site)) refuse(site, [...new Set(lines)]);
  }
  return { tenants: tenants.filter((t) => !refused.has(t.site)), refused };
}

function readTenants(dir: string, only: readonly string[] | undefined, env: BuildEnv): Tenant[] {
  const known = tenantSites(dir);
  const unknown = (only ?? []).filter((s) => !known.includes(s));
  if (unknown.length > 0) {
    throw new TenantConfigError(
      `TENANTS names ${unknown.map((s) => `"${s}"`).join(", ")}, not found in ${dir} (known: ${known.join(", ") || "none"})`,
    );
  }
  const context = loadContext(dir, env);
  const checks = (only ?? known).toSorted().map((site) => checkChain(dir, site, context));
  const problems = checks.flatMap((c) => c.problems);
  if (problems.length > 0) throw new TenantConfigError(problems.join("\n"));
  const tenants = checks.flatMap((c) => (c.tenant === null ? [] : [c.tenant]));
  const clashes = [...crossChainProblems(tenants, context.domainMap).values()].flat();
  if (clashes.length > 0) throw new TenantConfigError([...new Set(clashes)].join("\n"));
  warnFormSending(tenants);
  return tenants;
}

/** Says at build which chains' forms are not built, and which send their SendEmail key from the browser. */
function warnFormSending(tenants: readonly Tenant[]): void {
  for (const t of tenants) {
    if (t.status !== "ok" || t.data.EMAIL === undefined) continue;
    if (t.formSending === "off") console.warn(`warning: ${t.site}: ${FORMS_OFF_REASON}`);
    if (t.formSending === "direct" && t.data.EMAIL.security_key) {
      console.warn(
        `warning: ${t.site} sends its forms without the relay (local.json "formRelay": false): its SecurityKey is public in the built pages`,
      );
    }
  }
}
