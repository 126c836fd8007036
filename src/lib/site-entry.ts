/**
 * A chain's entry of dist/_routing/sites.json (hosts, gateway, beta hosts, run-time CSP sources, the
 * languages of a chain built in more than English): what the routing files are made from. Pure, so
 * the tests check the same entries the build writes.
 */
import type { Tenant } from "../tenant/tenant.ts";
import { runtimeCspSources } from "./runtime-csp.ts";

/** The sites.json entry of one chain. */
export function siteEntryOf(t: Tenant) {
  const csp = runtimeCspSources(t);
  return {
    site: t.site,
    hosts: t.hosts,
    primaryHost: t.primaryHost,
    // The gateway the pages were built with: write-routing reads it from here, never from its own env.
    gatewayUrl: t.gatewayUrl,
    betaHosts: t.local.betaHosts,
    onlyCoupons: t.status === "ok" && t.data.ONLY_COUPONS,
    ...(csp ? { csp } : {}),
    // Only a chain with more than English names its languages: an English-only chain's entry is as before.
    ...(t.local.languages.length > 1 ? { languages: [...t.local.languages] } : {}),
  };
}
