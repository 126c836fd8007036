/**
 * The names of a build-time picture's variant files and what a page draws of them, shared by the
 * build (pipeline.server.ts) and the islands that redraw a build-time picture in the browser (the
 * coupon cards): a picture packs into a short token (`<content hash>:<fallback>:<widths>:<height>`)
 * that an island's props carry, and the island unpacks it into the same `srcset`s the build wrote,
 * so it shows the same own-origin files. Dependency-free: it ships to the browser.
 */

/** Where the pages find the variants (the site's own origin). */
export const ASSET_PREFIX = "/_assets/";

/** A picture's variants: its content hash, fallback format, widths made (ascending) and height at the largest. */
export type PictureKey = { content: string; fallback: "jpg" | "png"; widths: readonly number[]; height: number };

/** What a page draws: the fallback `<img>` and the AVIF and WebP `<source>`s, best first. */
export type DrawnPicture = {
  width: number;
  height: number;
  src: string;
  srcset: string;
  sources: { type: string; srcset: string }[];
};

/** A variant file's name. */
export const variantName = (content: string, width: number, format: string): string =>
  `img-${content}-${width}.${format}`;

/** A variant's address on the site's own origin. */
export const variantUrl = (content: string, width: number, format: string): string =>
  ASSET_PREFIX + variantName(content, width, format);

/** The `srcset` of a picture's variants in one format. */
export const variantSrcset = (key: PictureKey, format: string): string =>
  key.widths.map((w) => `${variantUrl(key.content, w, format)} ${w}w`).join(", ");

/** The `<picture>` of a picture's variants. */
export function drawnPicture(key: PictureKey): DrawnPicture {
  const width = key.widths.at(-1)!;
  return {
    width,
    height: key.height,
    src: variantUrl(key.content, width, key.fallback),
    srcset: variantSrcset(key, key.fallback),
    sources: [
      { type: "image/avif", srcset: variantSrcset(key, "avif") },
      { type: "image/webp", srcset: variantSrcset(key, "webp") },
    ],
  };
}

/** The token of a picture (what an island's props carry). */
export const packPicture = (key: PictureKey): string =>
  `${key.content}:${key.fallback}:${key.widths.join(",")}:${key.height}`;

/** The picture of a token the build packed; null for "" (a picture the build could not use) or a damaged one. */
export function unpackPicture(token: string): PictureKey | null {
  const [content = "", fallback, widths = "", height = 0] = token.split(":");
  return (fallback === "jpg" || fallback === "png") && +height > 0
    ? { content, fallback, widths: widths.split(",").map(Number), height: +height }
    : null;
}

/**
 * What a page shows instead of a picture whose address the build refused (not public, or not on the
 * chain's picture hosts): an empty transparent image, so the refused address never reaches the
 * page (nor, through it, the chain's Content-Security-Policy).
 */
export const REFUSED_PICTURE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** The token of a picture whose address the build refused. */
export const REFUSED_TOKEN = "refused";

/** Pictures an island redraws: URL → token, "" for a picture the build could not use, REFUSED_TOKEN for a refused one (islandPictures). */
export type IslandPictures = Readonly<Record<string, string>>;

/**
 * What an island draws for `url`: the build's own-origin variants when `pictures` knows the URL,
 * else the URL itself; `failed` when the build tried it and could not use it (the page marks it);
 * an empty picture when the build refused its address.
 */
export function islandPicture(pictures: IslandPictures, url: string): PictureKey | { src: string; failed: boolean } {
  const token = Object.hasOwn(pictures, url) ? pictures[url]! : null;
  if (token === REFUSED_TOKEN) return { src: REFUSED_PICTURE, failed: true };
  return (token && unpackPicture(token)) || { src: url, failed: token === "" };
}
