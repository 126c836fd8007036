/**
 * The one getStaticPaths of the site. Every page under src/pages/[site]/ re-exports it; it reads
 * the page's own route pattern and builds the page for each tenant whose route list has it, with
 * the tenant and the route entry as props. TENANTS=a,b narrows the build (see the loader).
 */
import type { GetStaticPaths, GetStaticPathsOptions } from "astro";
import { loadTenants } from "../tenant/load-tenants.server.ts";
import type { Tenant } from "../tenant/tenant.ts";
import { patternOf, siteRoutes, type SiteRoute } from "./route-list.ts";

/** Props every page receives. */
export interface PageProps {
  tenant: Tenant;
  page: SiteRoute;
}

/** The tenants of this build (the loader reads them once per process). */
export function buildTenants(): Tenant[] {
  return loadTenants();
}

/** Builds the calling page once per tenant route whose pattern is the page's own. */
export const getStaticPaths = (({ routePattern }: GetStaticPathsOptions) => {
  const pattern = patternOf(routePattern);
  const tenants = buildTenants();
  return tenants.flatMap((tenant) =>
    siteRoutes(tenant)
      .filter((page) => page.pattern === pattern)
      .map((page) => ({ params: { site: tenant.site, ...page.params }, props: { tenant, page } satisfies PageProps })),
  );
}) satisfies GetStaticPaths;

/** For per-tenant files (sitemap.xml, robots.txt): one path per tenant. */
export const getTenantFilePaths = (() => {
  const tenants = buildTenants();
  return tenants.map((tenant) => ({ params: { site: tenant.site }, props: { tenant } }));
}) satisfies GetStaticPaths;
