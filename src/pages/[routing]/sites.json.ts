/**
 * dist/_routing/sites.json: the sites of this build with their hosts, for the preview server and
 * the production routing files. (A folder named `_routing` would be ignored by Astro's router, so
 * the name comes in through a parameter.)
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { runtimeCspSources } from "../../lib/runtime-csp.ts";
import { buildTenants } from "../../lib/tenant-paths.server.ts";

export const getStaticPaths = (() => [{ params: { routing: "_routing" } }]) satisfies GetStaticPaths;

export const GET: APIRoute = () => {
  const sites = buildTenants().map((t) => {
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
    };
  });
  return new Response(`${JSON.stringify({ sites }, null, 2)}\n`, { headers: { "Content-Type": "application/json" } });
};
