/**
 * The static paths of the app files: the manifest and the icons of every chain with valid settings
 * (a chain showing the 'Oops!' page is no app).
 */
import type { GetStaticPaths, InferGetStaticPropsType } from "astro";
import { buildTenants } from "../../lib/tenant-paths.server.ts";
import type { ReadyTenant } from "../../tenant/tenant.ts";
import { APP_ICONS } from "./web-manifest.ts";

function readyTenants(): ReadyTenant[] {
  return buildTenants().filter((t): t is ReadyTenant => t.status === "ok");
}

/** One manifest per chain. */
export const appTenantPaths = (() =>
  readyTenants().map((tenant) => ({ params: { site: tenant.site }, props: { tenant } }))) satisfies GetStaticPaths;

/** The route data of the manifest. */
export type AppTenantProps = InferGetStaticPropsType<typeof appTenantPaths>;

/** Each chain's icons, `icons/<name>.png`. */
export const appIconPaths = (() =>
  readyTenants().flatMap((tenant) =>
    APP_ICONS.map((icon) => ({ params: { site: tenant.site, icon: icon.name }, props: { tenant, icon } })),
  )) satisfies GetStaticPaths;

/** The route data of an icon. */
export type AppIconProps = InferGetStaticPropsType<typeof appIconPaths>;
