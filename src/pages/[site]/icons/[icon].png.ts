/** The chain's app icons (192, 512 and maskable 512 px), drawn at build from its logo. */
import type { APIRoute } from "astro";
import { appIcon } from "../../../features/offline/app-icons.server.ts";
import type { AppIconProps } from "../../../features/offline/app-paths.server.ts";
export { appIconPaths as getStaticPaths } from "../../../features/offline/app-paths.server.ts";

export const GET: APIRoute<AppIconProps> = async ({ props }) =>
  new Response(new Uint8Array(await appIcon(props.tenant, props.icon)), { headers: { "Content-Type": "image/png" } });
