/**
 * The web app manifest of one chain (each chain is an installable app). Every address in
 * it is relative, so the browser resolves it against the manifest's own URL: `/` on the chain's
 * host, `/<site>/` in path mode. Its `scope` and its start URL are therefore the chain's own root,
 * so installing one chain's app never shows another chain's pages. It has no `id` member: browsers
 * resolve an `id` against the start URL's *origin* (Chromium made `"./"` the origin's root, shared
 * by every chain of a beta host), while without one the app's id is its start URL, the chain's root.
 */
import type { ReadyTenant } from "../../tenant/tenant.ts";

/** File of the manifest in the chain folder (linked from every page's head). */
export const MANIFEST_FILE = "manifest.webmanifest";

/** Page background of the installed app's splash screen (the site's `--surface`). */
export const APP_BACKGROUND = "#ffffff";

/** One generated icon: its file in the chain folder, its size and its purpose. */
export type AppIcon = { name: string; file: string; size: number; purpose: "any" | "maskable" };

/** The icons every chain gets, drawn at build from its logo (app-icons.server.ts). */
export const APP_ICONS: readonly AppIcon[] = [
  { name: "192", file: "icons/192.png", size: 192, purpose: "any" },
  { name: "512", file: "icons/512.png", size: 512, purpose: "any" },
  { name: "maskable", file: "icons/maskable.png", size: 512, purpose: "maskable" },
];

/**
 * The launcher name: the chain's own short name (`APP_SHORT_NAME`) when it has one, else its name as
 * it is. Never cut at build: dropping words turned 'Harvest Market' into 'Harvest', a name the chain
 * does not have; a launcher that lacks room elides the whole name visibly ('Harvest Ma…').
 */
export function shortName(name: string, own?: string): string {
  return (own ?? name).trim().replace(/\s+/g, " ");
}

/** The manifest's members (W3C Web Application Manifest). */
export type WebManifest = {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: "image/png"; purpose: AppIcon["purpose"] }[];
};

/** The manifest of a chain: its name, colours and icons; start URL, scope and id its own root. */
export function webManifest(tenant: ReadyTenant): WebManifest {
  const name = tenant.data.STORE_NAME;
  return {
    name,
    short_name: shortName(name, tenant.data.APP_SHORT_NAME),
    description: `${name}: digital coupons, your list and your card at the till.`,
    start_url: "./",
    scope: "./",
    display: "standalone",
    theme_color: tenant.data.HEADER_BG_COLOR,
    background_color: APP_BACKGROUND,
    icons: APP_ICONS.map((icon) => ({
      src: icon.file,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
