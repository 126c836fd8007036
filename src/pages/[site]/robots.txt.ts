/** The tenant's robots.txt, pointing at its sitemap on the primary host (served at the host root). */
import type { APIRoute } from "astro";
import type { TenantFileProps } from "../../lib/tenant-paths.server.ts";
export { getTenantFilePaths as getStaticPaths } from "../../lib/tenant-paths.server.ts";

export const GET: APIRoute<TenantFileProps> = ({ props }) => {
  const { tenant } = props;
  const body = `User-agent: *\nAllow: /\n\nSitemap: https://${tenant.primaryHost}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
