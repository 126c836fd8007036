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
  /** Left out of the sitemap: member-only pages, error pages and other views of a page. */
  hidden: boolean;
  /**
   * Marked noindex: pages that are not content of their own (the error page and its stand-ins).
   * Other views of a page (the coupons-only view) are not: their canonical names the page (see
   * `ANOTHER_VIEW`). Member pages are not either: a visitor without a session, a crawler included,
   * is sent to /login before anything shows, and their canonical names /login (see `MEMBER_PAGE`).
   */
  noindex: boolean;
  /** Route named as canonical when the page is another view of it (default: the route itself). */
  canonical?: string;
}

/** Builds a route entry; `pattern` defaults to the route itself (fixed routes). */
export function page(route: string, title: string, kind: PageKind, extra: Partial<SiteRoute> = {}): SiteRoute {
  return { pattern: route, params: {}, route, title, kind, crumbs: [], hidden: false, noindex: false, ...extra };
}

/** An error page or a stand-in for one: out of the sitemap and noindex. */
export const NOT_CONTENT: Partial<SiteRoute> = { hidden: true, noindex: true };

/**
 * Another view of a page (the coupons-only view of /coupons): out of the sitemap, with the page it
 * shows as canonical. Not noindex: search engines are told to fold a duplicate into its canonical,
 * and a noindex beside a canonical sends them two contradicting signals.
 */
export const ANOTHER_VIEW: Partial<SiteRoute> = { hidden: true };

/**
 * A member-only page: out of the sitemap, with /login as its canonical address, since that is the
 * page anyone without a session (every crawler) is sent to. Not noindex: a protected page has no
 * content to index, and the redirect plus the canonical say where its address leads.
 */
export const MEMBER_PAGE: Partial<SiteRoute> = { hidden: true, canonical: "/login" };
