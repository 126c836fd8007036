/** The chain's web app manifest (features/offline/web-manifest.ts), linked from every page's head. */
import type { APIRoute } from "astro";
import { webManifest } from "../../features/offline/web-manifest.ts";
import type { AppTenantProps } from "../../features/offline/app-paths.server.ts";
export { appTenantPaths as getStaticPaths } from "../../features/offline/app-paths.server.ts";

export const GET: APIRoute<AppTenantProps> = ({ props }) =>
  new Response(`${JSON.stringify(webManifest(props.tenant), null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
