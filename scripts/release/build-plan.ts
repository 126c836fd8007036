/**
 * Which chains a build can take: every chain checked on its own (every problem of every file, see
 * src/tenant/load-tenants.server.ts `checkTenants`), then what two chains may not share (a host:
 * the domain map's owner is kept and the other claimant refused; an RSA_SUBDOMAIN: both chains
 * are refused, each naming the other). `npm run build` and the release
 * both ask here, so a chain refused by one is refused by the other.
 */
import { resolve } from "node:path";
import { processBuildEnv, type BuildEnv } from "../../src/tenant/build-env.ts";
import { checkTenants, tenantFilter, tenantsDir } from "../../src/tenant/load-tenants.server.ts";

/** The chains of a build: the ones to build, and the refused ones with every problem, by chain. */
export type BuildPlan = { good: string[]; refused: Map<string, string[]> };

/**
 * Checks every chain of the build (TENANTS narrows) on its own; never throws for one chain's data.
 * Throws a TenantConfigError only for what every chain shares (an unreadable domain map).
 */
export function planBuild(env: BuildEnv = processBuildEnv()): BuildPlan {
  const { tenants, refused } = checkTenants(resolve(tenantsDir(env)), env, tenantFilter(env.TENANTS));
  return { good: tenants.map((t) => t.site), refused };
}
