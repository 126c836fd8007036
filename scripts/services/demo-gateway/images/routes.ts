/**
 * GET /images/{kind}/… (generated pictures) and /files/… (generated PDF). Every picture the seed data
 * names is answered here, so the demo never points outside this gateway. The file extension picks the
 * format: `.svg` the artwork itself (icons, logos, badges, barcodes, map tiles, and every older URL),
 * `.jpg` and `.png` a photographic raster of it at the kind's real size (`raster.ts`).
 */
import type { Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import type { Gateway } from "../gateway.ts";
import { barcodeSvg } from "./barcode.ts";
import { appBadge, logo, logoMark, productImage, socialIcon, tile } from "./svg.ts";
import { adPageSvg, simplePdf } from "./weekly-ad.ts";
import { RasterCache, rasterize, type RasterFormat } from "./raster.ts";

/** Size of each kind of tile image (width, height). */
const SIZES: Record<string, [number, number]> = {
  department: [600, 400],
  banner: [1200, 300],
  slide: [1920, 700],
  store: [800, 500],
  reward: [400, 300],
  about: [800, 500],
  brand: [400, 200],
  icon: [96, 96],
  catering: [1200, 800],
  tutorial: [1280, 720],
  card: [540, 340],
  app: [540, 960],
  seo: [1200, 630],
  // Map tiles: a local placeholder for the About page map (no outside network in the demo).
  map: [256, 256],
};

/**
 * Raster pictures: each kind's pixel size (when it differs from the artwork's) and grain. Photographs
 * carry strong grain (a slide is ≥ 150 KB of JPEG, as a chain's is); logos and brand marks little.
 */
const RASTER: Record<string, { size?: [number, number]; grain: number }> = {
  coupon: { size: [500, 500], grain: 8 },
  "weekly-ad": { size: [1575, 1500], grain: 10 },
  brand: { grain: 2 },
  logo: { grain: 0 },
  mark: { grain: 0 },
};
const DEFAULT_GRAIN = 14;

const rasterCache = new RasterCache();

const SVG_TYPE = "image/svg+xml; charset=utf-8";

/** "fresh-produce.svg" → "Fresh Produce". */
function humanise(file: string): string {
  return decodeURIComponent(file.replace(/\.(svg|png|jpg)$/i, ""))
    .replace(/[-_]+/g, " ")
    .replace(/\b\w/g, (ch) => ch.toUpperCase());
}

/** Reads a query parameter of the picture's URL. */
type Query = (name: string) => string | undefined;

function render(query: Query, gw: Gateway, kind: string, parts: string[]): string | null {
  const file = parts.at(-1) ?? "";
  const name = query("name") ?? humanise(file);
  const chain = gw.chains.get(parts[0] ?? "");
  switch (kind) {
    case "coupon":
      return productImage(name, query("save") ?? "");
    case "barcode":
      return /^[\x20-\x7e]{1,40}$/.test(file.replace(/\.svg$/, "")) ? barcodeSvg(file.replace(/\.svg$/, "")) : null;
    case "logo":
      return logo(chain?.name ?? name, query("color") ?? "#318501");
    case "mark":
      return logoMark(query("color") ?? "#318501");
    case "badge":
      return appBadge(file.startsWith("google") ? "Google Play" : "App Store");
    case "social":
      return socialIcon(humanise(file));
    case "weekly-ad": {
      const store = chain?.stores.find((s) => s.ClientStoreId === Number(parts[1]));
      return adPageSvg(
        store?.ClientStoreName ?? chain?.name ?? "Weekly Ad",
        Number(parts[1]),
        Number(file.replace(/\.(svg|jpg|png)$/, "")) || 1,
      );
    }
    default: {
      const size = SIZES[kind];
      if (size === undefined) return null;
      return tile(size[0], size[1], name, query("sub") ?? chain?.name ?? "", `${kind}:${name}`);
    }
  }
}

/** The pixel size an artwork declares (its root width and height). */
function svgSize(svg: string): [number, number] {
  const m = /^<svg[^>]*? width="(\d+)" height="(\d+)"/.exec(svg);
  return [Number(m?.[1] ?? 800), Number(m?.[2] ?? 500)];
}

/** A generated picture: SVG artwork, or a raster of it (by the file extension), or null when unknown. */
type Picture = { body: string | Buffer; type: string };

/**
 * The picture at `path` (`/images/{kind}/…`, with `url` its path and query, the raster cache's key),
 * or null when there is none.
 */
export async function pictureAt(gw: Gateway, path: string, query: Query, url: string): Promise<Picture | null> {
  const parts = path.split("/");
  const kind = parts[2] ?? "";
  const rest = parts.slice(3).filter(Boolean);
  const format = /\.(jpg|png)$/.exec(rest.at(-1) ?? "")?.[1] as RasterFormat | undefined;
  if (format !== undefined && kind === "barcode") return null;
  const body = render(query, gw, kind, rest);
  if (body === null) return null;
  if (format === undefined) return { body, type: SVG_TYPE };
  const picture = await rasterCache.get(url, () => {
    const [width, height] = RASTER[kind]?.size ?? svgSize(body);
    return rasterize({ svg: body, width, height, seed: url, grain: RASTER[kind]?.grain ?? DEFAULT_GRAIN }, format);
  });
  return { body: picture, type: format === "png" ? "image/png" : "image/jpeg" };
}

/** Registers the image and file routes. */
export function registerImages(app: Hono<{ Bindings: HttpBindings }>, gw: Gateway): void {
  app.get("/images/:kind/*", async (c) => {
    const url = c.req.url.slice(c.req.url.indexOf("/images/"));
    const picture = await pictureAt(gw, c.req.path, (name) => c.req.query(name), url);
    if (picture === null) return c.text("Not found", 404);
    const body = typeof picture.body === "string" ? picture.body : new Uint8Array(picture.body);
    return c.body(body, 200, { "content-type": picture.type, "cache-control": "public, max-age=3600" });
  });
  app.get("/files/:kind/:site/:file", (c) => {
    const chain = gw.chains.get(c.req.param("site"));
    if (chain === undefined || !c.req.param("file").endsWith(".pdf")) return c.text("Not found", 404);
    const what =
      c.req.param("kind") === "weekly-ad" ? "Weekly Ad" : humanise(c.req.param("file").replace(/\.pdf$/, ""));
    const store = chain.stores.find((s) => `${s.ClientStoreId}.pdf` === c.req.param("file"));
    const pdf = simplePdf(`${chain.name} ${what}`, [
      store === undefined ? "All stores" : `${store.ClientStoreName}, ${store.AddressLine1}, ${store.City}`,
      "Prices valid while supplies last. Demo document generated by the demo gateway.",
    ]);
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "cache-control": "public, max-age=3600",
    });
  });
}
