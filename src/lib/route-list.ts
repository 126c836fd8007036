/**
 * Every route a tenant's site has, with its page title, breadcrumb, page kind and whether it is
 * indexed. One list feeds getStaticPaths (a page is built only where its route is listed, so a
 * route the tenant's settings do not allow does not exist) and the sitemap.
 */
import type { ReadyTenant, Tenant } from "../tenant/tenant.ts";
import { GUEST_PAGE, MEMBER_PAGE, NOT_CONTENT, page, type SiteRoute } from "./route-list-entry.ts";
import { contentRoutes, genericPageRoutes } from "./route-list-content.ts";
import { resolveUrl } from "./menu.ts";
import { shopRoutes } from "./route-list-shop.ts";

export type { Access, Crumb, SiteRoute } from "./route-list-entry.ts";
export { guardsOf } from "./route-list-entry.ts";

/** Password sign-in instead of a PIN (the setting, or the chain's flag). */
export function usesPassword(tenant: ReadyTenant): boolean {
  return tenant.data.ALLOW_PASSWORD || tenant.flags.alwaysPasswordMode;
}

/** Where the Register links lead: /register when link-card registration is allowed, else /simple-register. */
export function registerRoute(tenant: ReadyTenant): string {
  return tenant.data.ALLOW_LINK_CARD_REGISTRATION ? "/register" : "/simple-register";
}

/** Where the Sign In links lead: the chain's own sign-in address (SIGNIN_URL) when it names one, else /login. */
export function signInRoute(tenant: ReadyTenant): string {
  const custom = tenant.data.SIGNIN_URL;
  return (custom && resolveUrl(custom)) || "/login";
}

/**
 * Routes every chain has, whatever its data. The entry pages are for guests; /link-card-registration
 * only where card linking is allowed (elsewhere it only forwards to /simple-register, to anyone).
 */
function accountRoutes(tenant: ReadyTenant): SiteRoute[] {
  const secret = usesPassword(tenant) ? "Password" : "Pin";
  const linkCard = tenant.data.ALLOW_LINK_CARD_REGISTRATION ? GUEST_PAGE : {};
  return [
    page("/login", "Login", "interactive", GUEST_PAGE),
    page("/forget-pin", `Forgot ${secret}`, "interactive", GUEST_PAGE),
    page("/register", "Register", "interactive", GUEST_PAGE),
    page("/simple-register", "Register", "interactive", GUEST_PAGE),
    page("/link-card-registration", "Link Card Registration", "interactive", linkCard),
    page("/my-account", "My Account", "interactive", MEMBER_PAGE),
    page("/change-pin", `Change ${secret}`, "interactive", MEMBER_PAGE),
    page("/my-rewards", "My Rewards", "interactive", MEMBER_PAGE),
    page("/cart", "Shopping Cart", "interactive", MEMBER_PAGE),
    page("/my-deals", "My Deals Sheet", "interactive", MEMBER_PAGE),
  ];
}

/** The home route: the chain's name, or the coupons page (or 'Coming Soon') on coupons-only sites. */
function homeRoute(tenant: ReadyTenant): SiteRoute {
  const { ONLY_COUPONS, ONLY_COUPONS_COMING_SOON, STORE_NAME } = tenant.data;
  if (!ONLY_COUPONS) return page("/", STORE_NAME, "interactive");
  return ONLY_COUPONS_COMING_SOON ? page("/", "Coming Soon", "static") : page("/", "Coupons", "interactive");
}

/** Every route of a ready tenant, de-duplicated by address (first entry wins). */
function readyRoutes(tenant: ReadyTenant): SiteRoute[] {
  const all = [
    homeRoute(tenant),
    ...shopRoutes(tenant),
    ...accountRoutes(tenant),
    ...contentRoutes(tenant),
    page("/error", "PAGE NOT FOUND", "static", NOT_CONTENT),
    // What the service worker shows for a page not kept for offline use (features/offline).
    page("/offline", "You are offline", "static", NOT_CONTENT),
  ];
  const seen = new Set<string>();
  const routes = all.filter((r) => !seen.has(r.route) && seen.add(r.route));
  return [...routes, ...genericPageRoutes(tenant, seen).filter((r) => !seen.has(r.route) && seen.add(r.route))];
}

/** A chain whose settings failed gets the fixed routes only; each shows the 'Oops!' message. */
const ERROR_ROUTES = ["/", "/error"];

/** Route lists already computed, per tenant object (a build asks once per page file and page). */
const computed = new WeakMap<Tenant, readonly SiteRoute[]>();

/**
 * Every route the tenant's site has. Computed once per tenant (a build asks for every page file and
 * every page's header); each caller gets its own copy of the list.
 */
export function siteRoutes(tenant: Tenant): SiteRoute[] {
  let routes = computed.get(tenant);
  if (routes === undefined) {
    routes =
      tenant.status === "settings-error"
        ? ERROR_ROUTES.map((route) => page(route, "Oops!", "static", NOT_CONTENT))
        : readyRoutes(tenant);
    computed.set(tenant, routes);
  }
  return [...routes];
}

/** The pattern of an Astro route ('/[site]/coupons/[...path]') relative to the site folder. */
export function patternOf(astroRoute: string): string {
  const rest = astroRoute.replace(/^\/\[site\]/, "");
  return rest === "" ? "/" : rest;
}
