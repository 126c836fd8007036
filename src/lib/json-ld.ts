/**
 * Structured data (schema.org JSON-LD) for search engines: Organization and WebSite on the home page,
 * BreadcrumbList wherever a breadcrumb is shown. Values come from chain settings, so the JSON is
 * serialised for a `<script type="application/ld+json">` body where no value can end the element
 * or open a comment: `<`, `>` and `&` are written as \u escapes (still the same JSON data).
 */
import { canonicalUrl } from "./links.ts";

/** A JSON-LD document (schema.org vocabulary). */
export type JsonLd = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

/** One breadcrumb step: a label and its route (the current page last). */
export type LdCrumb = { label: string; route: string };

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON text safe as the body of an inline script: '</script>' and '<!--' cannot appear in it. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}

/** The chain as an Organization: its name, home address and logo. */
export function organizationLd(name: string, primaryHost: string, logo: string | undefined): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: canonicalUrl(primaryHost, "/"),
    ...(logo ? { logo } : {}),
  };
}

/** The chain's site as a WebSite. */
export function websiteLd(name: string, primaryHost: string): JsonLd {
  return { "@context": "https://schema.org", "@type": "WebSite", name, url: canonicalUrl(primaryHost, "/") };
}

/** The breadcrumb trail Home / … / current as a BreadcrumbList of absolute addresses. */
export function breadcrumbLd(primaryHost: string, trail: readonly LdCrumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: canonicalUrl(primaryHost, c.route),
    })),
  };
}
