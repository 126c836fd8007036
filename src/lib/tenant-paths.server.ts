/**
 * The getStaticPaths of the site and the route data every page receives. Every page under
 * src/pages/[site]/ re-exports `getStaticPaths`: it reads the page's own route pattern and builds
 * the page for each ready tenant whose route list has it, with the tenant and the route entry as
 * props (route-paths.ts). A chain whose settings failed has no page of its own: its routes are
 * built by the one settings-error page (`settingsErrorPaths`). The tenants come from the loader
 * with the build variables of `astro:env` (GATEWAY_URL, TENANTS, TENANTS_DIR, FORM_RELAY_URL).
 */
import type { GetStaticPaths, GetStaticPathsOptions, InferGetStaticPropsType } from "astro";
import { FORM_RELAY_URL, GATEWAY_URL, TENANTS, TENANTS_DIR } from "astro:env/server";
import { loadTenants } from "../tenant/load-tenants.server.ts";
import type { Tenant } from "../tenant/tenant.ts";
import { pagePaths, settingsErrorPagePaths, tenantFilePaths } from "./route-paths.ts";

/** The tenants of this build (the loader reads them once per process). */
export function buildTenants(): Tenant[] {
  return loadTenants({ env: { GATEWAY_URL, TENANTS, TENANTS_DIR, FORM_RELAY_URL } });
}

/** Builds the calling page once per ready tenant route whose pattern is the page's own. */
export const getStaticPaths = (({ routePattern }: GetStaticPathsOptions) =>
  pagePaths(buildTenants(), routePattern)) satisfies GetStaticPaths;

/** The route data of a page: its (ready) tenant and its route entry. */
export type PageProps = InferGetStaticPropsType<typeof getStaticPaths>;

/** The home and /error of every chain whose settings failed, for the one 'Oops!' page. */
export const settingsErrorPaths = (() => settingsErrorPagePaths(buildTenants())) satisfies GetStaticPaths;

/** The route data of the settings-error page. */
export type SettingsErrorProps = InferGetStaticPropsType<typeof settingsErrorPaths>;

/** For per-tenant files (sitemap.xml, robots.txt): one path per tenant. */
export const getTenantFilePaths = (() => tenantFilePaths(buildTenants())) satisfies GetStaticPaths;

/** The route data of a per-tenant file. */
export type TenantFileProps = InferGetStaticPropsType<typeof getTenantFilePaths>;
