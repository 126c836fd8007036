/**
 * Which chains `npm start` serves: every chain of its tenants folder checked on its own (the build's
 * checks, `checkTenants`), once, for both the form relay and the build. A chain whose settings are
 * refused (a bad file, a host another chain owns, a shared RSA_SUBDOMAIN) is named with every problem
 * and left out of both; every other chain is served.
 */
import { resolve } from "node:path";
import { processBuildEnv, type BuildEnv } from "../../src/tenant/build-env.ts";
import { checkTenants, tenantFilter, tenantsDir } from "../../src/tenant/load-tenants.server.ts";
import { relayChainOf, type RelayChains } from "../services/form-relay/chains.ts";
import { consoleText } from "./console-text.ts";

/** The demo's chains: the relay's, the build's environment (narrowed when a chain is refused), and what to print. */
export type DemoChains = { relay: RelayChains; buildEnv: Record<string, string>; good: string[]; lines: string[] };

/** The chains `npm start` serves with `env` (its GATEWAY_URL, FORM_RELAY_URL and TENANTS_DIR). */
export function demoChains(env: Record<string, string>): DemoChains {
  const all: BuildEnv = { ...processBuildEnv(), ...env };
  const { tenants, refused } = checkTenants(resolve(tenantsDir(all)), all, tenantFilter(all.TENANTS));
  const chains = new Map(tenants.flatMap((t) => [relayChainOf(t)].flatMap((c) => (c ? [[c.site, c] as const] : []))));
  const lines = [...refused].flatMap(([site, problems]) => [
    consoleText(`npm start: chain ${JSON.stringify(site)} left out (relay and build), its settings are refused:`),
    ...problems.map((p) => `  ${consoleText(p)}`),
  ]);
  const good = tenants.map((t) => t.site);
  return {
    relay: { chains, refused },
    buildEnv: refused.size > 0 ? { ...env, TENANTS: good.join(",") } : env,
    good,
    lines,
  };
}
