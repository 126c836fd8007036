/**
 * GET /image-cdn/fit?width={width}&src={url}: the demo's stand-in for a chain's image CDN (local.json
 * `imageCdnTemplate`, src/tenant/image-cdn.ts). It answers one of this gateway's own raster pictures
 * (`src` must name a picture under `/images/`; only its path and query are used, so it fetches
 * nothing from anywhere else and is no open proxy), scaled down to `width` (never up) and encoded
 * as the browser accepts, as image CDNs do: AVIF, else WebP, else the source's own format, with
 * `Vary: Accept`. An SVG is answered as it is (it has no pixel width). Answers are kept in a
 * bounded memory cache.
 */
import type { Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import sharp from "sharp";
import type { Gateway } from "../gateway.ts";
import { RasterCache } from "./raster.ts";
import { pictureAt } from "./routes.ts";

/** Widths the stand-in makes (px). */
const MIN_WIDTH = 16;
const MAX_WIDTH = 4096;

type Format = "avif" | "webp" | "jpeg" | "png";

const cache = new RasterCache(64 * 1024 * 1024);

/** The format to answer in for an Accept header and a source of `sourceType`. */
export function negotiatedFormat(accept: string, sourceType: string): Format {
  if (/\bimage\/avif\b/.test(accept)) return "avif";
  if (/\bimage\/webp\b/.test(accept)) return "webp";
  return sourceType === "image/png" ? "png" : "jpeg";
}

/** Encodes `source` at `width` (never wider than it is) in `format`. */
export function scaled(source: Buffer, width: number, format: Format): Promise<Buffer> {
  const image = sharp(source).resize({ width, withoutEnlargement: true });
  switch (format) {
    case "avif":
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality: 75 }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 6 }).toBuffer();
    case "jpeg":
      return image.jpeg({ quality: 80, progressive: true }).toBuffer();
  }
}

/** The picture path (with its query) a `src` names on this gateway, or null. */
function ownPicture(src: string | undefined): URL | null {
  try {
    const url = new URL(src ?? "");
    return /^https?:$/.test(url.protocol) && /^\/images\/[a-z-]+\/[^?#]+\.(?:jpg|png|svg)$/i.test(url.pathname)
      ? url
      : null;
  } catch {
    return null;
  }
}

/** Registers the image CDN stand-in. */
export function registerImageCdn(app: Hono<{ Bindings: HttpBindings }>, gw: Gateway): void {
  app.get("/image-cdn/fit", async (c) => {
    const width = Number(c.req.query("width"));
    if (!Number.isInteger(width) || width < MIN_WIDTH || width > MAX_WIDTH) {
      return c.text(`width must be a whole number from ${MIN_WIDTH} to ${MAX_WIDTH}`, 400);
    }
    const src = ownPicture(c.req.query("src"));
    if (src === null) return c.text("src must be a picture under /images/ of this gateway", 404);
    const path = `${src.pathname}${src.search}`;
    const source = await pictureAt(gw, src.pathname, (name) => src.searchParams.get(name) ?? undefined, path);
    if (source === null) return c.text("Not found", 404);
    if (typeof source.body === "string") {
      return c.body(source.body, 200, { "content-type": source.type, "cache-control": "public, max-age=3600" });
    }
    const format = negotiatedFormat(c.req.header("accept") ?? "", source.type);
    const raster = source.body;
    const body = await cache.get(`${format} ${width} ${path}`, () => scaled(raster, width, format));
    return c.body(new Uint8Array(body), 200, {
      "content-type": `image/${format}`,
      "cache-control": "public, max-age=3600",
      vary: "Accept",
    });
  });
}
