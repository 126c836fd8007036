/** One entry of the route list (route-list.ts): the shape of one page of one tenant, and its builder. */

/** 'static': no React on the page; 'interactive': the page carries a React island. */
export type PageKind = "static" | "interactive";

/** A breadcrumb step between Home and the page itself. */
export interface Crumb {
  label: string;
  route: string;
}

/** One page of one tenant. */
export interface SiteRoute {
  /** Page file pattern under `src/pages/[site]`, e.g. '/weekly-ads/[id]/[store]'. */
  pattern: string;
  /** Route parameters besides `site`. */
  params: Record<string, string>;
  /** Site-relative address, e.g. '/weekly-ads/1/main-street'. */
  route: string;
  /** The page's h1 and the first part of its document title. */
  title: string;
  kind: PageKind;
  /** Steps between Home and the page. */
  crumbs: Crumb[];
  /** Member-only or error pages: left out of the sitemap and marked noindex. */
  hidden: boolean;
  /** Route named as canonical when the page is another view of it (default: the route itself). */
  canonical?: string;
}

/** Builds a route entry; `pattern` defaults to the route itself (fixed routes). */
export function page(route: string, title: string, kind: PageKind, extra: Partial<SiteRoute> = {}): SiteRoute {
  return { pattern: route, params: {}, route, title, kind, crumbs: [], hidden: false, ...extra };
}
