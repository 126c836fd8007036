/**
 * The chain's app icons, drawn at build with sharp (issue 28): the header logo centred on the
 * chain's header colour (the logo is made for that background), with the padding each purpose
 * needs — a maskable icon keeps the logo inside the central safe zone (a circle of 80 % of the
 * side), so a launcher's mask never cuts it. A logo that cannot be read or rasterised gives an
 * icon of the chain's colour and initial instead, with a warning naming the chain.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { readableTextColor } from "../../lib/contrast.ts";
import { buildFetchPolicy, guardedFetch, type FetchPolicy } from "../../lib/net/guarded-fetch.server.ts";
import type { ReadyTenant } from "../../tenant/tenant.ts";
import type { AppIcon } from "./web-manifest.ts";

/** Share of the side the logo may fill: `any` icons nearly all, maskable ones the safe zone's square. */
const LOGO_SHARE: Record<AppIcon["purpose"], number> = { any: 0.84, maskable: 0.56 };

/** Largest logo read (bytes); a bigger answer is refused like a broken one. */
const MAX_LOGO_BYTES = 4_000_000;

/** How long the build waits for the logo. */
const LOGO_TIMEOUT_MS = 8000;

/** What drawing an icon needs from its surroundings (tests pass their own). */
export type IconDeps = {
  /** Reads a logo address: an http(s) URL, or a site path served from `public/`. */
  readLogo: (address: string) => Promise<Uint8Array>;
  /** Where the fallback's warning goes. */
  warn: (message: string) => void;
};

/**
 * Reads a logo from the network or from the project's `public/`. The network read is the guarded
 * fetch (public addresses only, redirects checked hop by hop, a streamed size cap and a timeout).
 */
export async function readLogo(
  address: string,
  publicDir = join(process.cwd(), "public"),
  policy: FetchPolicy = buildFetchPolicy(),
): Promise<Uint8Array> {
  if (address.startsWith("/"))
    return readFile(join(publicDir, ...decodeURI(address.split(/[?#]/)[0] ?? "").split("/")));
  return guardedFetch(address, policy, { maxBytes: MAX_LOGO_BYTES, timeoutMs: LOGO_TIMEOUT_MS });
}

const defaultDeps: IconDeps = { readLogo: (address) => readLogo(address), warn: (m) => console.warn(m) };

/** The first letter or digit of the chain's name, upper case ('?' when it has none). */
export function initialOf(name: string): string {
  return (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? "?").toUpperCase();
}

/** Escapes text for an SVG text node. */
function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The fallback icon as SVG: the chain's colour, its initial in the readable ink (black or white). */
export function fallbackIconSvg(name: string, color: string, size: number): string {
  const ink = readableTextColor(color);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${color}"/>` +
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" ` +
    `font-weight="bold" font-size="48" fill="${ink}">${xmlText(initialOf(name))}</text></svg>`
  );
}

/** The logo rasterised and centred on the colour, as PNG; throws when the bytes are no image. */
async function logoIcon(logo: Uint8Array, color: string, icon: AppIcon): Promise<Buffer> {
  const inner = Math.round(icon.size * LOGO_SHARE[icon.purpose]);
  // Vector logos are drawn at the target size (density), not scaled up from a small default.
  const fitted = await sharp(logo, { density: 300 })
    .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: color } })
    .composite([{ input: fitted, gravity: "centre" }])
    .png()
    .toBuffer();
}

/** Per chain, the logo's bytes or why they could not be read (one read for all its icons). */
const logos = new Map<string, Promise<Uint8Array | Error>>();

/**
 * One icon of the chain as PNG: its logo on its header colour, or the fallback (colour and initial)
 * when the logo cannot be read or rasterised — with a warning naming the chain, once per icon.
 */
export async function appIcon(tenant: ReadyTenant, icon: AppIcon, deps: IconDeps = defaultDeps): Promise<Buffer> {
  const { LOGO_HEADER: address, HEADER_BG_COLOR: color, STORE_NAME: name } = tenant.data;
  const key = `${tenant.site}\n${address}`;
  let logo = deps === defaultDeps ? logos.get(key) : undefined;
  if (logo === undefined) {
    logo = deps
      .readLogo(address)
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (deps === defaultDeps) logos.set(key, logo);
  }
  const bytes = await logo;
  let reason = bytes instanceof Error ? `could not be read (${bytes.message})` : "";
  if (!(bytes instanceof Error)) {
    try {
      return await logoIcon(bytes, color, icon);
    } catch (error) {
      reason = `could not be rasterised (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  deps.warn(
    `tenant "${tenant.site}", clientinfo.json: data.LOGO_HEADER: the logo ${address} ${reason}; ` +
      `app icon ${icon.file} drawn from the header colour and the initial instead`,
  );
  return sharp(Buffer.from(fallbackIconSvg(name, color, icon.size)))
    .png()
    .toBuffer();
}
