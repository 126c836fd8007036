/**
 * Build-time props of the account entry pages: the chain's options from its site config, the
 * relative links of the page (so the same HTML works in host and path mode) and the store list for
 * the preferred-store dropdown.
 */
import { siteHref } from "../../lib/links.ts";
import { siteConfigFor, type SiteConfig } from "../../lib/site-config.ts";
import { registerRoute } from "../../lib/site-routes.ts";
import type { Tenant } from "../../tenant/tenant.ts";
import type { StoreOption } from "./StoreSelect.tsx";

/** What the entry pages render from. */
export type EntryPage = {
  config: SiteConfig;
  stores: StoreOption[];
  href: {
    login: string;
    forgot: string;
    register: string;
    simpleRegister: string;
    linkCard: string;
    terms: string;
  };
  /** The link-card page's explanatory text and images. */
  linkCard: { text?: string; barcodeImage?: string; appImage?: string };
};

/** Props of an entry page at `route` (the entry routes exist only for ready tenants). */
export function entryPage(tenant: Tenant, route: string): EntryPage {
  if (tenant.status !== "ok") throw new Error(`${tenant.site}: account pages need the chain's settings`);
  const to = (target: string): string => siteHref(route, target);
  const lc = tenant.data.LINK_CARD;
  return {
    config: siteConfigFor(tenant),
    stores: tenant.stores.map((s) => ({ id: s.ClientStoreId, name: s.ClientStoreName })),
    href: {
      login: to("/login"),
      forgot: to("/forget-pin"),
      register: to(registerRoute(tenant)),
      simpleRegister: to("/simple-register"),
      linkCard: to("/link-card-registration"),
      terms: to("/company-policies/terms-and-conditions"),
    },
    linkCard: {
      ...(lc?.text ? { text: lc.text } : {}),
      ...(lc?.barcode_image ? { barcodeImage: lc.barcode_image } : {}),
      ...(lc?.app_image ? { appImage: lc.app_image } : {}),
    },
  };
}
