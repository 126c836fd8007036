/**
 * Which chains a build can take: every chain checked on its own (every problem of every file, see
 * src/tenant/load-tenants.server.ts `checkChain`), then what two chains may not share (a host, an
 * RSA_SUBDOMAIN: both chains are refused, each naming the other). `npm run build` and the release
 * both ask here, so a chain refused by one is refused by the other.
 */
import { resolve } from "node:path";
import { processBuildEnv, type BuildEnv } from "../../src/tenant/build-env.ts";
import {
  checkChain,
  crossChainProblems,
  loadContext,
  sharedKeysOf,
  tenantFilter,
  tenantsDir,
  tenantSites,
} from "../../src/tenant/load-tenants.server.ts";

/** The chains of a build: the ones to build, and the refused ones with every problem, by chain. */
export type BuildPlan = { good: string[]; refused: Map<string, string[]> };

/**
 * Checks every chain of the build (TENANTS narrows) on its own; never throws for one chain's data.
 * Throws a TenantConfigError only for what every chain shares (an unreadable domain map).
 */
export function planBuild(env: BuildEnv = processBuildEnv()): BuildPlan {
  const dir = resolve(tenantsDir(env));
  const known = tenantSites(dir);
  const wanted = tenantFilter(env.TENANTS) ?? known;
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
  // The chains this build leaves alone still hold their hosts and subdomains.
  const others = known.filter((s) => !wanted.includes(s)).map((s) => sharedKeysOf(dir, s, context.domainMap));
  for (const [site, lines] of crossChainProblems([...tenants, ...others], context.domainMap)) {
    if (wanted.includes(site)) refuse(site, lines);
  }
  return { good: tenants.map((t) => t.site).filter((s) => !refused.has(s)), refused };
}
