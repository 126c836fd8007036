/**
 * The tenant's sitemap: every public page on its primary host (no member-only pages, no /error).
 * Served at the host root in host mode.
 */
import type { APIRoute } from "astro";
import { canonicalUrl } from "../../lib/links.ts";
import { siteRoutes } from "../../lib/route-list.ts";
import type { TenantFileProps } from "../../lib/tenant-paths.server.ts";
export { getTenantFilePaths as getStaticPaths } from "../../lib/tenant-paths.server.ts";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const GET: APIRoute<TenantFileProps> = ({ props }) => {
  const { tenant } = props;
  const urls = siteRoutes(tenant)
    .filter((r) => !r.hidden)
    .map((r) => `  <url><loc>${escapeXml(canonicalUrl(tenant.primaryHost, r.route))}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
