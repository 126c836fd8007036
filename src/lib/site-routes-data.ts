/**
 * The data-driven and setting-dependent parts of the route list (see site-routes.ts): one route per
 * department, store, about sub-page, policy and generic page, and the optional pages a chain's
 * settings or flags turn on.
 */
import type { ReadyTenant } from "../tenant/tenant.ts";
import { aboutMenuEntry, aboutPageParam, visibleDepartments, weeklyAdRoute } from "./menu.ts";
import { policySlug, textPolicies } from "./policies.ts";
import { page, type SiteRoute } from "./route-entry.ts";
import { couponDepartmentSlug, departmentSlug, menuPageSlug, pathSegment, titleFromParam } from "./slug.ts";
import { DEFAULT_ABOUT_TITLE, aboutTitle } from "./menu.ts";

const COUPONS = { label: "Coupons", route: "/coupons" };
const DEPARTMENTS = { label: "Departments", route: "/department" };
const WEEKLY_ADS = { label: "Weekly Ads", route: "/weekly-ads" };
const POLICIES = { label: "Company Policies", route: "/company-policies" };

/**
 * /coupons, /coupons/all, and /coupons/{department-slug} and /coupons/{id} per pulled department;
 * /coupons-only, the coupons view the `#/{site}` hash entry opens (another view of /coupons).
 */
function couponRoutes(tenant: ReadyTenant): SiteRoute[] {
  const sub = (path: string, title: string) =>
    page(`/coupons/${path}`, title, "interactive", {
      pattern: "/coupons/[...path]",
      params: { path },
      crumbs: [COUPONS],
    });
  return [
    page("/coupons", "Coupons", "interactive"),
    page("/coupons-only", "Coupons", "interactive", { hidden: true, canonical: "/coupons" }),
    sub("all", "All Coupons"),
    ...tenant.departments.flatMap((d) => [
      sub(couponDepartmentSlug(d.ProductCategoryName), d.ProductCategoryName),
      sub(String(d.ProductCategoryId), d.ProductCategoryName),
    ]),
  ];
}

/** /department, /department/{slug} (server list and configured departments), /departments/{id}. */
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
        return page(route, `Weekly Ad ${store.ClientStoreName}`, "interactive", {
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
    ...departmentRoutes(tenant),
    ...weeklyAdRoutes(tenant),
    page("/catering", "Catering", "interactive"),
    page("/contact", tenant.data.THEME === 2 ? "Locations" : "Contact", "interactive"),
    page("/loyalty", "Loyalty", "static"),
    page("/download-our-app", "Download Our Apps", "static"),
  ];
}

/** /about and one /about/{page} per About submenu entry. */
function aboutRoutes(tenant: ReadyTenant): SiteRoute[] {
  const about = aboutMenuEntry(tenant.data.MENU);
  const label = about?.menu_name ?? DEFAULT_ABOUT_TITLE;
  const subPages = (about?.submenu ?? []).flatMap((s) => {
    const param = aboutPageParam(s.submenu_url);
    return param
      ? [
          page(`/about/${param}`, aboutTitle(about, param), "static", {
            pattern: "/about/[page]",
            params: { page: param },
            crumbs: [{ label, route: "/about" }],
          }),
        ]
      : [];
  });
  return [page("/about", aboutTitle(about, undefined), "static"), ...subPages];
}

/** Policies, the delete-account page and the generic /page/{page} pages. */
function policyAndPageRoutes(tenant: ReadyTenant): SiteRoute[] {
  const { COMPANY_POLICIES, DELETE_USER_PAGE, MENU } = tenant.data;
  return [
    page("/company-policies", "Company Policies", "static"),
    page("/company-policies/web-accessibility", "Web Accessibility", "static", { crumbs: [POLICIES] }),
    ...textPolicies(COMPANY_POLICIES).map((p) =>
      page(`/company-policies/${policySlug(p)}`, p.name, "static", {
        pattern: "/company-policies/[page]",
        params: { page: policySlug(p) },
        crumbs: [POLICIES],
      }),
    ),
    page("/how-to-delete-your-account", DELETE_USER_PAGE?.title ?? "How to delete your account", "static"),
    ...MENU.filter((e) => e.menu_has_page).map((e) => {
      const slug = menuPageSlug(e);
      return page(`/page/${slug}`, titleFromParam(slug), "static", { pattern: "/page/[page]", params: { page: slug } });
    }),
  ];
}

/** Pages only some chains have, by setting or flag. */
function optionalRoutes(tenant: ReadyTenant): SiteRoute[] {
  const { data, flags } = tenant;
  const routes: SiteRoute[] = [];
  if (flags.employmentRedirectsToError) routes.push(page("/employment", "Employment", "static", { hidden: true }));
  else if (data.ALLOW_EMPLOYMENT_SCREEN || flags.employmentUsesCareersWidget)
    routes.push(page("/employment", "Employment", "interactive"));
  if (flags.careersWidget) routes.push(page("/tealsemp", "Employment", "interactive"));
  if (flags.orderOnlinePage) routes.push(page("/order-online", "Order Online", "static"));
  if (flags.pharmacyPage) routes.push(page("/pharmacy", "Pharmacy", "static"));
  if (flags.seniorDiscountPage) routes.push(page("/seniorteals", "Senior Discount", "static"));
  if (data.SHOP_TUTORIAL === 1) {
    routes.push(page("/tutorial", "Tutorial", "static"));
    const image = data.TUTORIAL?.instruction_image?.split(/[?#]/)[0]?.split("/").pop();
    if (image)
      routes.push(
        page(`/tutorial/${image}`, "Tutorial", "static", {
          pattern: "/tutorial/[image]",
          params: { image },
          crumbs: [{ label: "Tutorial", route: "/tutorial" }],
        }),
      );
  }
  return routes;
}

/** About, policies, generic and optional pages. */
export function contentRoutes(tenant: ReadyTenant): SiteRoute[] {
  return [...aboutRoutes(tenant), ...policyAndPageRoutes(tenant), ...optionalRoutes(tenant)];
}
