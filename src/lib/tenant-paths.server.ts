/**
 * The getStaticPaths of the site and the route data every page receives. Every page under
 * src/pages/[site]/ re-exports `getStaticPaths`: it reads the page's own route pattern and builds
 * the page for each ready tenant whose route list has it, with the tenant and the route entry as
 * props, computed here once per route. A chain whose settings failed has no page of its own: its
 * routes are built by the one settings-error page (`settingsErrorPaths`). TENANTS=a,b narrows the
 * build (see the loader).
 */
import type { GetStaticPaths, GetStaticPathsOptions, InferGetStaticPropsType } from "astro";
import { loadTenants } from "../tenant/load-tenants.server.ts";
import type { ReadyTenant, SettingsErrorTenant, Tenant } from "../tenant/tenant.ts";
import { patternOf, siteRoutes } from "./route-list.ts";

/** The tenants of this build (the loader reads them once per process). */
export function buildTenants(): Tenant[] {
  return loadTenants();
}

/** The tenants of this build whose settings loaded. */
function readyTenants(): ReadyTenant[] {
  return buildTenants().filter((t): t is ReadyTenant => t.status === "ok");
}

/** Builds the calling page once per ready tenant route whose pattern is the page's own. */
export const getStaticPaths = (({ routePattern }: GetStaticPathsOptions) => {
  const pattern = patternOf(routePattern);
  return readyTenants().flatMap((tenant) =>
    siteRoutes(tenant)
      .filter((page) => page.pattern === pattern)
      .map((page) => ({ params: { site: tenant.site, ...page.params }, props: { tenant, page } })),
  );
}) satisfies GetStaticPaths;

/** The route data of a page: its (ready) tenant and its route entry. */
export type PageProps = InferGetStaticPropsType<typeof getStaticPaths>;

/**
 * Every route of every chain whose settings failed (its home and /error), for the one page that
 * shows the spec's 'Oops!' message; `settingsError` is the route without its leading slash.
 */
export const settingsErrorPaths = (() =>
  buildTenants()
    .filter((t): t is SettingsErrorTenant => t.status === "settings-error")
    .flatMap((tenant) =>
      siteRoutes(tenant).map((page) => ({
        params: { site: tenant.site, settingsError: page.route === "/" ? undefined : page.route.slice(1) },
        props: { tenant, page },
      })),
    )) satisfies GetStaticPaths;

/** The route data of the settings-error page. */
export type SettingsErrorProps = InferGetStaticPropsType<typeof settingsErrorPaths>;

/** For per-tenant files (sitemap.xml, robots.txt): one path per tenant. */
export const getTenantFilePaths = (() => {
  const tenants = buildTenants();
  return tenants.map((tenant) => ({ params: { site: tenant.site }, props: { tenant } }));
}) satisfies GetStaticPaths;

/** The route data of a per-tenant file. */
export type TenantFileProps = InferGetStaticPropsType<typeof getTenantFilePaths>;
