/**
 * Build-time props of the member pages (/my-account, /change-pin): the chain's options from its
 * site config and the stores of the profile's preferred-store dropdown.
 */
import { siteConfigFor, type SiteConfig } from "../../lib/site-config.ts";
import type { Tenant } from "../../tenant/tenant.ts";
import { storeOptions, type StoreOption } from "./profile.ts";

/** What the member pages render from. */
export type MemberPage = { config: SiteConfig; stores: StoreOption[] };

/** Props of a member page (the member routes exist only for ready tenants). */
export function memberPage(tenant: Tenant): MemberPage {
  if (tenant.status !== "ok") throw new Error(`${tenant.site}: member pages need the chain's settings`);
  return { config: siteConfigFor(tenant), stores: storeOptions(tenant.stores) };
}
