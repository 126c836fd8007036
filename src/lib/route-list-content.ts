/**
 * The content part of the route list (see route-list.ts): about and its sub-pages, policies, the
 * generic /page/{page} pages, and the optional pages a chain's settings or flags turn on.
 */
import type { ReadyTenant } from "../tenant/tenant.ts";
import { aboutMenuEntry, aboutPageParam, hasGenericPage } from "./menu.ts";
import { policySlug, textPolicies } from "./policies.ts";
import { NOT_CONTENT, page, type SiteRoute } from "./route-list-entry.ts";
import { FALLBACK_PAGE_PARAM, FALLBACK_PAGE_TITLE } from "./generic-page.ts";
import { menuPageSlug, titleFromParam } from "./slug.ts";
import { A11Y_REPORT_ROUTE } from "./a11y-report.ts";
import { DEFAULT_ABOUT_TITLE, aboutTitle } from "./menu.ts";

const POLICIES = { label: "Company Policies", route: "/company-policies" };

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
  const { COMPANY_POLICIES, DELETE_USER_PAGE } = tenant.data;
  return [
    page("/company-policies", "Company Policies", "static"),
    page("/company-policies/web-accessibility", "Web Accessibility", "static", { crumbs: [POLICIES] }),
    page(A11Y_REPORT_ROUTE, "Accessibility Report", "static", {
      crumbs: [POLICIES, { label: "Web Accessibility", route: "/company-policies/web-accessibility" }],
    }),
    ...textPolicies(COMPANY_POLICIES).map((p) =>
      page(`/company-policies/${policySlug(p)}`, p.name, "static", {
        pattern: "/company-policies/[page]",
        params: { page: policySlug(p) },
        crumbs: [POLICIES],
      }),
    ),
    page("/how-to-delete-your-account", DELETE_USER_PAGE?.title ?? "How to delete your account", "static"),
  ];
}

/**
 * The generic /page/{page} pages: one per menu entry that has one (`hasGenericPage`: its menu_url
 * is no route of `built`, the site's other routes, and no external link), and the fallback page.
 */
export function genericPageRoutes(tenant: ReadyTenant, built: ReadonlySet<string>): SiteRoute[] {
  const exists = (route: string) => built.has(route);
  const pages = tenant.data.MENU.filter((e) => hasGenericPage(e, exists)).map((e) => {
    const slug = menuPageSlug(e);
    return page(`/page/${slug}`, titleFromParam(slug), "static", { pattern: "/page/[page]", params: { page: slug } });
  });
  // The page the serving rules answer for any other /page/{page}/ (it names itself in the browser).
  const fallback = page(`/page/${FALLBACK_PAGE_PARAM}`, FALLBACK_PAGE_TITLE, "static", {
    ...NOT_CONTENT,
    pattern: "/page/[page]",
    params: { page: FALLBACK_PAGE_PARAM },
  });
  return [...pages, fallback];
}

/** Pages only some chains have, by setting or flag. */
function optionalRoutes(tenant: ReadyTenant): SiteRoute[] {
  const { data, flags } = tenant;
  const routes: SiteRoute[] = [];
  if (flags.employmentRedirectsToError) routes.push(page("/employment", "Employment", "static", NOT_CONTENT));
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
