/**
 * The chain's app icons, drawn at build with sharp from a square mark, so they read at a launcher's
 * 48 px (the wide header wordmark shrank to a thin illegible strip): the chain's icon setting
 * (`APP_ICON`: the logo's mark without its words) centred on the header colour, or — without that
 * setting — the chain's monogram (one or two initials on a disc) on the header colour. A maskable
 * icon keeps its mark inside the central safe zone (a circle of 80 % of the side), so a launcher's
 * mask never cuts it. A mark that cannot be read or rasterised gives the monogram instead, with a
 * warning naming the chain.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { readableTextColor } from "../../lib/contrast.ts";
import { buildFetchPolicy, guardedFetch, type FetchPolicy } from "../../lib/net/guarded-fetch.server.ts";
import type { ReadyTenant } from "../../tenant/tenant.ts";
import type { AppIcon } from "./web-manifest.ts";

/** Share of the side a mark may fill: `any` icons nearly all, maskable ones the safe zone's square. */
const MARK_SHARE: Record<AppIcon["purpose"], number> = { any: 0.84, maskable: 0.56 };

/** Largest mark read (bytes); a bigger answer is refused like a broken one. */
const MAX_LOGO_BYTES = 4_000_000;

/** How long the build waits for the mark. */
const LOGO_TIMEOUT_MS = 8000;

/** What drawing an icon needs from its surroundings (tests pass their own). */
export type IconDeps = {
  /** Reads a mark's address: an http(s) URL, or a site path served from `public/`. */
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

/** The chain's initials for its monogram: the first letter or digit of its first two words ('?' without any). */
export function monogramOf(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? "")
    .filter((initial) => initial !== "")
    .slice(0, 2)
    .join("");
  return initials === "" ? "?" : initials.toUpperCase();
}

/** Escapes text for an SVG text node. */
function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The monogram icon as SVG: the header colour, a disc of the readable ink (black or white) over 76 %
 * of the side (inside a maskable icon's safe zone), the initials cut out of it in the colour.
 */
export function monogramSvg(name: string, color: string, size: number): string {
  const ink = readableTextColor(color);
  const letters = monogramOf(name);
  const fontSize = letters.length === 1 ? 46 : 34;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${color}"/><circle cx="50" cy="50" r="38" fill="${ink}"/>` +
    `<text x="50" y="50" dy="0.36em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" ` +
    `font-weight="bold" font-size="${fontSize}" fill="${color}">${xmlText(letters)}</text></svg>`
  );
}

/** The monogram icon as PNG. */
function monogramIcon(name: string, color: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(monogramSvg(name, color, size)))
    .png()
    .toBuffer();
}

/** The mark rasterised and centred on the colour, as PNG; throws when the bytes are no image. */
async function markIcon(mark: Uint8Array, color: string, icon: AppIcon): Promise<Buffer> {
  const inner = Math.round(icon.size * MARK_SHARE[icon.purpose]);
  // Vector marks are drawn at the target size (density), not scaled up from a small default.
  const fitted = await sharp(mark, { density: 300 })
    .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: color } })
    .composite([{ input: fitted, gravity: "centre" }])
    .png()
    .toBuffer();
}

/** Per chain, the mark's bytes or why they could not be read (one read for all its icons). */
const marks = new Map<string, Promise<Uint8Array | Error>>();

/** The mark's bytes, read once per chain and address with the default reader. */
function markBytes(site: string, address: string, deps: IconDeps): Promise<Uint8Array | Error> {
  const key = `${site}\n${address}`;
  let mark = deps === defaultDeps ? marks.get(key) : undefined;
  if (mark === undefined) {
    mark = deps
      .readLogo(address)
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (deps === defaultDeps) marks.set(key, mark);
  }
  return mark;
}

/**
 * One icon of the chain as PNG: its mark (`APP_ICON`) on its header colour, else its monogram; the
 * monogram too when the mark cannot be read or rasterised — with a warning naming the chain, once per icon.
 */
export async function appIcon(tenant: ReadyTenant, icon: AppIcon, deps: IconDeps = defaultDeps): Promise<Buffer> {
  const { APP_ICON: address, HEADER_BG_COLOR: color, STORE_NAME: name } = tenant.data;
  if (address === undefined) return monogramIcon(name, color, icon.size);
  const bytes = await markBytes(tenant.site, address, deps);
  let reason = bytes instanceof Error ? `could not be read (${bytes.message})` : "";
  if (!(bytes instanceof Error)) {
    try {
      return await markIcon(bytes, color, icon);
    } catch (error) {
      reason = `could not be rasterised (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  deps.warn(
    `tenant "${tenant.site}", clientinfo.json: data.APP_ICON: the mark ${address} ${reason}; ` +
      `app icon ${icon.file} drawn as the chain's monogram on the header colour instead`,
  );
  return monogramIcon(name, color, icon.size);
}
