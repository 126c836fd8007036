/** Search and social metadata of a page, from the chain's SEO settings and per-route overrides. */
import type { ReadyTenant } from "../tenant/tenant.ts";
import { canonicalUrl } from "./links.ts";
import type { SiteRoute } from "./site-routes.ts";

/** The head metadata of one page. */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  keywords?: string;
  /** The social preview image: the chain's SEO image, else its header logo. */
  image: string;
  /** Whether `image` is a real preview picture (large Twitter card) or the logo (summary card). */
  largeImage: boolean;
}

/** Title '{page} | {SEO.title}' (the home page: SEO.title alone), description and canonical address. */
export function seoFor(tenant: ReadyTenant, page: SiteRoute, description?: string): PageSeo {
  const seo = tenant.data.SEO;
  const override = seo.pages[page.route] ?? seo.pages[`${page.route}/`];
  const name = override?.title ?? (page.route === "/" ? undefined : page.title);
  return {
    title: name ? `${name} | ${seo.title}` : seo.title,
    description: override?.description ?? description ?? seo.description,
    canonical: canonicalUrl(tenant.primaryHost, page.canonical ?? page.route),
    ...(seo.keywords ? { keywords: seo.keywords } : {}),
    image: seo.image ?? tenant.data.LOGO_HEADER,
    largeImage: Boolean(seo.image),
  };
}

/**
 * Text escaped for HTML content. astro-seo writes the title with `set:html`, and titles come from
 * chain settings: escaped, '</title><script>' stays text.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
