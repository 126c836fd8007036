/** Search and social metadata of a page, from the chain's SEO settings and per-route overrides. */
import type { ReadyTenant } from "../tenant/tenant.ts";
import { canonicalUrl } from "./links.ts";
import { addressIn } from "./i18n/addresses.ts";
import type { SiteRoute } from "./route-list.ts";

/** The head metadata of one page. */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  /** Kept out of search indexes (error pages and other stand-ins; see SiteRoute.noindex). */
  noindex: boolean;
  keywords?: string;
  /** The social preview image: the chain's SEO image, else its header logo. */
  image: string;
  /** Whether `image` is a real preview picture (large Twitter card) or the logo (summary card). */
  largeImage: boolean;
}

/**
 * Longest title a search result shows whole, counted as written in the page (an escaped '<' counts
 * four): a longer one is cut at a word with '…'.
 */
export const MAX_TITLE = 70;

/** A title whose escaped form has at most MAX_TITLE characters: cut at the last word that fits, with '…'. */
export function clampTitle(title: string): string {
  const text = title.replace(/\s+/g, " ").trim();
  if (escapeHtml(text).length <= MAX_TITLE) return text;
  let cut = text.slice(0, MAX_TITLE - 1);
  while (cut.length > 0 && escapeHtml(`${cut}…`).length > MAX_TITLE) {
    const space = cut.lastIndexOf(" ");
    cut = space > MAX_TITLE / 2 ? cut.slice(0, space).trimEnd() : cut.slice(0, -1);
  }
  if (cut.length === MAX_TITLE - 1) {
    const space = cut.lastIndexOf(" ");
    if (space > MAX_TITLE / 2) cut = cut.slice(0, space).trimEnd();
  }
  return `${cut}…`;
}

/**
 * Title '{page} | {SEO.title}' (the home page: SEO.title alone; at most MAX_TITLE characters),
 * description and canonical address.
 */
export function seoFor(tenant: ReadyTenant, page: SiteRoute, description?: string): PageSeo {
  const seo = tenant.data.SEO;
  // A route's override is the chain's text for its English page; other languages keep their own title.
  const override = page.lang === "en" ? (seo.pages[page.route] ?? seo.pages[`${page.route}/`]) : undefined;
  const name = override?.title ?? (page.route === "/" ? undefined : page.title);
  return {
    title: clampTitle(name ? `${name} | ${seo.title}` : seo.title),
    description: override?.description ?? description ?? seo.description,
    canonical: canonicalUrl(tenant.primaryHost, addressIn(page.lang, page.canonical ?? page.route)),
    noindex: page.noindex,
    ...(seo.keywords ? { keywords: seo.keywords } : {}),
    image: seo.image ?? tenant.data.LOGO_HEADER,
    largeImage: Boolean(seo.image),
  };
}

/**
 * Text escaped for the title element. astro-seo writes the title with `set:html`, and titles come
 * from chain settings: escaped, '</title><script>' stays text. Named entities keep titles short.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
}
