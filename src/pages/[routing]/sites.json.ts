/**
 * dist/_routing/sites.json: the sites of this build with their hosts, for the preview server and
 * the production routing files. (A folder named `_routing` would be ignored by Astro's router, so
 * the name comes in through a parameter.)
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { siteEntryOf } from "../../lib/site-entry.ts";
import { buildTenants } from "../../lib/tenant-paths.server.ts";

export const getStaticPaths = (() => [{ params: { routing: "_routing" } }]) satisfies GetStaticPaths;

export const GET: APIRoute = () => {
  const sites = buildTenants().map(siteEntryOf);
  return new Response(`${JSON.stringify({ sites }, null, 2)}\n`, { headers: { "Content-Type": "application/json" } });
};
