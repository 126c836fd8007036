/**
 * The tenant's sitemap: every public page on its primary host (no member-only pages, no /error).
 * Served at the host root in host mode. A chain with two languages lists both addresses of a page,
 * each with the page's hreflang alternates (src/lib/i18n/language-routes.ts).
 */
import type { APIRoute } from "astro";
import { canonicalUrl } from "../../lib/links.ts";
import { addressOf } from "../../lib/i18n/addresses.ts";
import { alternatesOf, builtPagesOf } from "../../lib/i18n/language-routes.ts";
import type { TenantFileProps } from "../../lib/tenant-paths.server.ts";
export { getTenantFilePaths as getStaticPaths } from "../../lib/tenant-paths.server.ts";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const GET: APIRoute<TenantFileProps> = ({ props }) => {
  const { tenant } = props;
  const pages = builtPagesOf(tenant);
  const urls = pages
    .filter((r) => !r.hidden)
    .map((r) => {
      const loc = `<loc>${escapeXml(canonicalUrl(tenant.primaryHost, addressOf(r)))}</loc>`;
      const alternates = tenant.status === "ok" ? alternatesOf(tenant, r) : [];
      const links = alternates.map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      );
      return `  <url>${loc}${links.join("")}</url>`;
    });
  const xhtml = urls.some((u) => u.includes("<xhtml:link")) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
