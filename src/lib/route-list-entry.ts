/** One entry of the route list (route-list.ts): the shape of one page of one tenant, and its builder. */
import type { Language } from "../tenant/languages.ts";
import type { MessageKey } from "./i18n/en.ts";

/** 'static': no React on the page; 'interactive': the page carries a React island. */
export type PageKind = "static" | "interactive";

/**
 * Who may see a page. 'member': a visitor without a session is sent to /login with 'Please Login to
 * access this page' (from the page's head, before anything loads); 'guest': a signed-in visitor is
 * sent to the site root; 'any': no guard. SiteLayout wires the guard from this field alone.
 */
export type Access = "member" | "guest" | "any";

/** A breadcrumb step between Home and the page itself. */
export interface Crumb {
  label: string;
  route: string;
}

/** One page of one tenant. */
export interface SiteRoute {
  /** Page file pattern under `src/pages/[site]`, e.g. '/weekly-ads/[id]/[store]'. */
  pattern: string;
  /**
   * The page's language. A page in a second language has the English page's `route` (its links,
   * relative, stay inside the language's folder) and its address under the language's prefix:
   * `pattern` '/es/about', address '/es/about' (src/lib/i18n/language-routes.ts).
   */
  lang: Language;
  /** Route parameters besides `site`. */
  params: Record<string, string>;
  /**
   * Site-relative address, e.g. '/weekly-ads/1/main-street'; for a page in a second language, its
   * address inside that language's folder (the English page's route).
   */
  route: string;
  /** The page's h1 and the first part of its document title. */
  title: string;
  /**
   * The title as a catalogue text and its values, where it names something the chain sent ('Weekly
   * Ad {store}'): the page in another language gets that language's text with the same values.
   */
  titleText?: { key: MessageKey; values: Readonly<Record<string, string>> };
  kind: PageKind;
  /** Who may see the page (see `Access`): SiteLayout places the guard it needs. */
  access: Access;
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

/** Builds a route entry; `pattern` defaults to the route itself (fixed routes), `access` to 'any'. */
export function page(route: string, title: string, kind: PageKind, extra: Partial<SiteRoute> = {}): SiteRoute {
  return {
    pattern: route,
    lang: "en",
    params: {},
    route,
    title,
    kind,
    access: "any",
    crumbs: [],
    hidden: false,
    noindex: false,
    ...extra,
  };
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
 * A member-only page (`access: "member"`): out of the sitemap, with /login as its canonical address,
 * since that is the page anyone without a session (every crawler) is sent to. Not noindex: a
 * protected page has no content to index, and the redirect plus the canonical say where its address
 * leads.
 */
export const MEMBER_PAGE: Partial<SiteRoute> = { access: "member", hidden: true, canonical: "/login" };

/** A page for visitors without a session (sign-in, forgot, registration): a signed-in visitor is sent to /. */
export const GUEST_PAGE: Partial<SiteRoute> = { access: "guest" };

/** The session guards a page's access asks for (SiteLayout places them). */
export interface PageGuards {
  /** The redirect in `<head>`, before anything loads (GuardRedirect): members' pages only. */
  head: "member" | null;
  /** The guard around the page's content (Guard): shown to the right visitor, the wrong one sent away. */
  content: "member" | "guest" | null;
}

/** The guards of a page by its access: both for members' pages, the content guard for guests' pages. */
export function guardsOf(access: Access): PageGuards {
  if (access === "member") return { head: "member", content: "member" };
  return { head: null, content: access === "guest" ? "guest" : null };
}
