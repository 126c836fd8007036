/**
 * The paths and route data of the pages, from the tenants of a build (pure; the getStaticPaths of
 * tenant-paths.server.ts hand in the tenants). Each page's data is computed here once per route.
 */
import type { ReadyTenant, SettingsErrorTenant, Tenant } from "../tenant/tenant.ts";
import { patternOf, siteRoutes } from "./route-list.ts";
import { pagesOf } from "./i18n/language-routes.ts";

/**
 * One page per ready tenant route whose pattern is the page's own (`routePattern` as Astro gives it),
 * in every language of the chain (the page files under `es/` have the '/es/…' patterns).
 */
export function pagePaths(tenants: readonly Tenant[], routePattern: string) {
  const pattern = patternOf(routePattern);
  return tenants
    .filter((t): t is ReadyTenant => t.status === "ok")
    .flatMap((tenant) =>
      pagesOf(tenant)
        .filter((page) => page.pattern === pattern)
        .map((page) => ({ params: { site: tenant.site, ...page.params }, props: { tenant, page } })),
    );
}

/**
 * Every route of every chain whose settings failed (its home and /error), for the one page that
 * shows the spec's 'Oops!' message; `settingsError` is the route without its leading slash.
 */
export function settingsErrorPagePaths(tenants: readonly Tenant[]) {
  return tenants
    .filter((t): t is SettingsErrorTenant => t.status === "settings-error")
    .flatMap((tenant) =>
      siteRoutes(tenant).map((page) => ({
        params: { site: tenant.site, settingsError: page.route === "/" ? undefined : page.route.slice(1) },
        props: { tenant, page },
      })),
    );
}

/** For per-tenant files (sitemap.xml, robots.txt): one path per tenant, whatever its settings. */
export function tenantFilePaths(tenants: readonly Tenant[]) {
  return tenants.map((tenant) => ({ params: { site: tenant.site }, props: { tenant } }));
}
