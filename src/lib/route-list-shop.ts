/**
 * The shopping part of the route list (see route-list.ts): coupons with one route per pulled
 * department, this week's digital deals, departments, weekly ads per store, catering, contact, loyalty and app download.
 */
import type { ReadyTenant } from "../tenant/tenant.ts";
import { visibleDepartments, weeklyAdRoute } from "./menu.ts";
import { ANOTHER_VIEW, page, type SiteRoute } from "./route-list-entry.ts";
import { couponDepartmentSlug, departmentSlug, pathSegment } from "./slug.ts";
import { fill, textsOf } from "./i18n/catalogue.ts";

const COUPONS = { label: "Coupons", route: "/coupons" };
const DEPARTMENTS = { label: "Departments", route: "/department" };
const WEEKLY_ADS = { label: "Weekly Ads", route: "/weekly-ads" };
/**
 * This week's digital coupons as one static, printable page for shoppers without a phone: its own
 * address, since every /coupons/{segment} belongs to a department's name or id (docs/decisions.md).
 */
export const DIGITAL_DEALS = { label: "This Week's Digital Deals", route: "/digital-deals" };

/** THE page of a department: /department/{slug} (the spec's /department/{id}). */
function departmentPage(name: string): string {
  return `/department/${departmentSlug(name)}`;
}

/** Another address of a department's coupons, with `canonical` as its one address (see ANOTHER_VIEW). */
function aliasOf(canonical: string): Partial<SiteRoute> {
  return { ...ANOTHER_VIEW, canonical };
}

/**
 * /coupons, /coupons/all, and /coupons/{department-slug} and /coupons/{id} per pulled department;
 * /coupons-only, the coupons view the `#/{site}` hash entry opens (another view of /coupons). A
 * department's coupon routes are other addresses of its department page (out of the sitemap, that
 * page as canonical); the special categories without a department page (deals of the week …) have
 * /coupons/{slug} as their page and /coupons/{id} as its alias.
 */
function couponRoutes(tenant: ReadyTenant): SiteRoute[] {
  const sub = (path: string, title: string, extra: Partial<SiteRoute> = {}) =>
    page(`/coupons/${path}`, title, "interactive", {
      pattern: "/coupons/[...path]",
      params: { path },
      crumbs: [COUPONS],
      ...extra,
    });
  const withPage = new Set(visibleDepartments(tenant.departments).map((d) => d.ProductCategoryId));
  return [
    page("/coupons", "Coupons", "interactive"),
    page("/coupons-only", "Coupons", "interactive", { ...ANOTHER_VIEW, canonical: "/coupons" }),
    sub("all", "All Coupons"),
    ...tenant.departments.flatMap((d) => {
      const slug = couponDepartmentSlug(d.ProductCategoryName);
      const own = withPage.has(d.ProductCategoryId) ? aliasOf(departmentPage(d.ProductCategoryName)) : {};
      return [
        sub(slug, d.ProductCategoryName, own),
        sub(String(d.ProductCategoryId), d.ProductCategoryName, aliasOf(own.canonical ?? `/coupons/${slug}`)),
      ];
    }),
  ];
}

/**
 * /department, /department/{slug} (server list and configured departments), /departments/{id} (an
 * alias of /department/{slug}: out of the sitemap, that page as canonical).
 */
function departmentRoutes(tenant: ReadyTenant): SiteRoute[] {
  const bySlug = (slug: string, title: string) =>
    page(`/department/${slug}`, title, "interactive", {
      pattern: "/department/[slug]",
      params: { slug },
      crumbs: [DEPARTMENTS],
    });
  const shown = visibleDepartments(tenant.departments);
  return [
    page("/department", "Departments", "static"),
    ...shown.map((d) => bySlug(departmentSlug(d.ProductCategoryName), d.ProductCategoryName)),
    ...tenant.data.DEPARTMENTS.map((d) => bySlug(pathSegment(d.slug), d.departmentname)),
    ...shown.map((d) =>
      page(`/departments/${d.ProductCategoryId}`, d.ProductCategoryName, "interactive", {
        pattern: "/departments/[id]",
        params: { id: String(d.ProductCategoryId) },
        crumbs: [DEPARTMENTS],
        ...aliasOf(departmentPage(d.ProductCategoryName)),
      }),
    ),
    ...(tenant.flags.floralPage ? [page("/departments/floral", "Floral", "static", { crumbs: [DEPARTMENTS] })] : []),
  ];
}

/** /weekly-ads, and the ad and gallery pages of every store. */
function weeklyAdRoutes(tenant: ReadyTenant): SiteRoute[] {
  return [
    page("/weekly-ads", "Weekly Ads", "static"),
    ...tenant.stores.flatMap((store) =>
      (["/weekly-ads", "/weekly-ads-gallery"] as const).map((prefix) => {
        const route = weeklyAdRoute(store, prefix);
        const [, , id = "", slug = ""] = route.split("/");
        const titleText = { key: "weeklyAds.title", values: { store: store.ClientStoreName } } as const;
        return page(route, fill(textsOf("en")[titleText.key], titleText.values), "interactive", {
          titleText,
          pattern: `${prefix}/[id]/[store]`,
          params: { id, store: slug },
          crumbs: [WEEKLY_ADS],
        });
      }),
    ),
  ];
}

/** Shopping routes: coupons, departments, weekly ads, catering, contact, loyalty, app download. */
export function shopRoutes(tenant: ReadyTenant): SiteRoute[] {
  return [
    ...couponRoutes(tenant),
    page(DIGITAL_DEALS.route, DIGITAL_DEALS.label, "static", { crumbs: [COUPONS] }),
    ...departmentRoutes(tenant),
    ...weeklyAdRoutes(tenant),
    page("/catering", "Catering", "interactive"),
    page("/contact", tenant.data.THEME === 2 ? "Locations" : "Contact", "interactive"),
    page("/loyalty", "Loyalty", "static"),
    page("/download-our-app", "Download Our Apps", "static"),
  ];
}
