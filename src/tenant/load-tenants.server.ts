/**
 * Reads every tenant under `tenants/` for the build: validates local.json, the clientinfo snapshot
 * and the pulled server data, and returns the tenants sorted by site. Synchronous and cached per
 * process, because every page's getStaticPaths and frontmatter asks for it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { envValue, processBuildEnv, type BuildEnv } from "./build-env.ts";
import { hostConflicts } from "./hosts.ts";
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

/** Reads the files of one tenant folder. */
export function readTenantFiles(dir: string, site: string): TenantFileValues {
  const folder = join(dir, site);
  const clientInfo = readJsonFile(join(folder, CLIENT_INFO_FILE), site, CLIENT_INFO_FILE);
  if (clientInfo === undefined) {
    throw new TenantConfigError(`tenant "${site}", ${CLIENT_INFO_FILE}: (root): missing; run \`npm run pull\` first`);
  }
  const snapshots: TenantFileValues["snapshots"] = {};
  for (const file of Object.keys(SNAPSHOT_SCHEMAS) as SnapshotFile[]) {
    snapshots[file] = readJsonFile(join(folder, file), site, file);
  }
  return { local: readJsonFile(join(folder, LOCAL_FILE), site, LOCAL_FILE), clientInfo, snapshots };
}

function readTenants(dir: string, only: readonly string[] | undefined, env: BuildEnv): Tenant[] {
  const known = tenantSites(dir);
  const unknown = (only ?? []).filter((s) => !known.includes(s));
  if (unknown.length > 0) {
    throw new TenantConfigError(
      `TENANTS names ${unknown.map((s) => `"${s}"`).join(", ")}, not found in ${dir} (known: ${known.join(", ") || "none"})`,
    );
  }
  const domainMap = readDomainMap(dir);
  const context = {
    domainMap,
    envGatewayUrl: envValue(env.GATEWAY_URL),
    envRelayUrl: envValue(env.FORM_RELAY_URL),
  };
  const tenants = (only ?? known).toSorted().map((site) => {
    parseTenantFile(siteKeySchema, site, site, "(folder name)");
    return buildTenant(site, readTenantFiles(dir, site), context);
  });
  checkHosts(tenants, domainMap);
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

/** A host must lead to one site only, across the loaded tenants and the domain map. */
function checkHosts(tenants: readonly Tenant[], domainMap: Readonly<Record<string, string>>): void {
  const bySite = new Map<string, readonly string[]>(tenants.map((t) => [t.site, t.hosts]));
  const loaded = new Set(bySite.keys());
  for (const [host, site] of Object.entries(domainMap)) {
    if (!loaded.has(site)) bySite.set(site, [...(bySite.get(site) ?? []), host]);
  }
  const clashes = hostConflicts(bySite);
  if (clashes.length > 0) throw new TenantConfigError(`hosts claimed by more than one tenant:\n${clashes.join("\n")}`);
}
