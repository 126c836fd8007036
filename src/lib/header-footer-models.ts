/**
 * The header and footer models, computed once from the tenant: menu, social and app links,
 * account links, contacts and policy links. The components only render these models.
 */
import type { ReadyTenant } from "../tenant/tenant.ts";
import { buildMenu, resolveUrl, type NavItem } from "./menu.ts";
import { policyHref } from "./policies.ts";
import { registerRoute, signInRoute, siteRoutes } from "./route-list.ts";
import { DIGITAL_DEALS } from "./route-list-shop.ts";

/** The stores whose current ad is in the pulled weekly-ad list: the Weekly Ads menu offers only these. */
export function storesWithAd(tenant: Pick<ReadyTenant, "stores" | "weeklyAds">): ReadyTenant["stores"] {
  const withAd = new Set(tenant.weeklyAds.map((ad) => ad.STOREID));
  return tenant.stores.filter((store) => withAd.has(store.ClientStoreId));
}

/** Icons the header and footer draw for social links. */
export type SocialIcon = "facebook" | "instagram" | "x" | "youtube" | "pinterest" | "linkedin" | "tiktok" | "link";

/** A social link (company settings SocialMediaSettings with IsSocialMedia). */
export interface SocialLink {
  title: string;
  url: string;
  icon: SocialIcon;
  /** Server image, used when no icon is known for the title. */
  image?: string;
}

/** A footer link: a site route or an external address (new tab). */
export interface FooterLink {
  label: string;
  href: string;
  external: boolean;
}

/** The icon for a social link's title ('Facebook' → 'facebook'). */
export function socialIcon(title: string): SocialIcon {
  const t = title.toLowerCase();
  const known: SocialIcon[] = ["facebook", "instagram", "youtube", "pinterest", "linkedin", "tiktok"];
  return known.find((k) => t.includes(k)) ?? (/twitter|^x$|\bx\b/.test(t) ? "x" : "link");
}

/** Social links in SequenceNumber order; entries that are not http(s) links are left out. */
export function socialLinks(tenant: ReadyTenant): SocialLink[] {
  const settings = tenant.companySettings?.SocialMediaSettings ?? [];
  return [...settings]
    .filter((s) => s.IsSocialMedia && /^https?:\/\//i.test(s.Value.trim()))
    .sort((a, b) => a.SequenceNumber - b.SequenceNumber)
    .map((s) => ({
      title: s.Title,
      url: s.Value.trim(),
      icon: socialIcon(s.Title),
      ...(s.ImageURL ? { image: s.ImageURL } : {}),
    }));
}

/** The addresses of each tenant's routes (computed once per tenant). */
const builtRoutes = new WeakMap<ReadyTenant, ReadonlySet<string>>();

/** Whether a route is built for the tenant. */
export function routeChecker(tenant: ReadyTenant): (route: string) => boolean {
  let routes = builtRoutes.get(tenant);
  if (routes === undefined) {
    routes = new Set(siteRoutes(tenant).map((r) => r.route));
    builtRoutes.set(tenant, routes);
  }
  const known = routes;
  return (route) => known.has(route);
}

/** Header model. */
export interface HeaderModel {
  storeName: string;
  logo: string;
  onlyCoupons: boolean;
  /** GO BACK target on coupons-only sites: HOME_DOMAIN or the site root. */
  goBack: string;
  menu: NavItem[];
  social: SocialLink[];
  appIos?: string;
  appAndroid?: string;
  /** Login and Register targets (routes, or the configured custom addresses). */
  signIn: string;
  register: string;
}

/** The header of a tenant. */
export function headerModel(tenant: ReadyTenant): HeaderModel {
  const d = tenant.data;
  return {
    storeName: d.STORE_NAME,
    logo: d.LOGO_HEADER,
    onlyCoupons: d.ONLY_COUPONS,
    goBack: d.HOME_DOMAIN ?? "/",
    menu: buildMenu(d.MENU, tenant.departments, storesWithAd(tenant), routeChecker(tenant)),
    social: socialLinks(tenant),
    ...(d.APP_URL_IOS ? { appIos: d.APP_URL_IOS } : {}),
    ...(d.APP_URL_ANDROID ? { appAndroid: d.APP_URL_ANDROID } : {}),
    signIn: signInRoute(tenant),
    register: (d.REGISTER_URL && resolveUrl(d.REGISTER_URL)) || registerRoute(tenant),
  };
}

/** Footer model (the about text is sanitised by the component, at build). */
export interface FooterModel {
  storeName: string;
  logo: string;
  aboutHtml?: string;
  phone?: string;
  hoursLabel: string;
  hours: string[];
  offerEmail?: string;
  supportEmail?: string;
  social: SocialLink[];
  moreLinks: FooterLink[];
  policies: FooterLink[];
}

/** The fixed more-links list of the footer (the spec's, and this week's digital deals after Coupons). */
const MORE_LINKS: FooterLink[] = [
  { label: "About Us", href: "/about", external: false },
  { label: "Coupons", href: "/coupons", external: false },
  { label: DIGITAL_DEALS.label, href: DIGITAL_DEALS.route, external: false },
  { label: "Weekly Ads", href: "/weekly-ads", external: false },
  { label: "Locations", href: "/contact", external: false },
  { label: "Contact Us", href: "/contact", external: false },
];

/** Drops undefined and blank values so optional props stay absent (exactOptionalPropertyTypes). */
function present<T extends Record<string, string | undefined>>(values: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v.trim() !== "")) as {
    [K in keyof T]?: string;
  };
}

/**
 * The footer of a tenant. Company settings are pulled at build time, so the footer is complete in
 * the HTML; the spec's "wait for company settings, polling every 500 ms" has nothing left to wait for.
 */
export function footerModel(tenant: ReadyTenant): FooterModel {
  const d = tenant.data;
  const cs = tenant.companySettings?.CompanySettings;
  return {
    storeName: d.STORE_NAME,
    logo: d.LOGO_FOOTER ?? d.LOGO_HEADER,
    ...present({
      aboutHtml: d.ABOUT.footer_text ?? (cs?.WelcomeText || d.WELCOME_TEXT),
      phone: cs?.StorePhoneNumber || d.SUPPORT_PHONE,
      offerEmail: cs?.StoreEmail || d.SUPPORT_EMAIL,
      supportEmail: cs?.SupportEmail || d.SUPPORT_EMAIL,
    }),
    hoursLabel: cs?.StoreTimingLabel || "Hours",
    hours: (cs?.StoreTimings ?? "")
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
    social: socialLinks(tenant),
    moreLinks: MORE_LINKS,
    policies: d.COMPANY_POLICIES.flatMap((g) => g.policie).map((p) => ({ label: p.name, ...policyHref(p) })),
  };
}
