/**
 * A coupon or deal card's picture. A picture the build knew (the page's first cards, the home
 * page's deals) is drawn from the build's own-origin AVIF, WebP and JPEG/PNG variants, in the
 * preview and in the live list alike, so the live card shows the file the preview loaded; any
 * other picture is the gateway's URL. Lazy and async, its space reserved by width and height.
 */
import { createContext, useContext } from "react";
import { COUPON_SIZES } from "../../lib/images/roles.ts";
import { islandPicture, variantSrcset, variantUrl, type IslandPictures } from "../../lib/images/variants.ts";

/** The pictures the build made for the page's cards (ImagePath → token), for cards deep in a list. */
export const CouponPictures = createContext<IslandPictures>({});

type Props = {
  src: string;
  /** The map to use (default: the nearest CouponPictures). */
  pictures?: IslandPictures;
  /** Load at once (a first row above the fold). */
  eager?: boolean;
  /** The list's first picture (the largest paint on a wide screen): fetched with high priority. */
  first?: boolean;
};

export default function CouponImage({ src, pictures, eager = false, first = false }: Props) {
  const near = useContext(CouponPictures);
  const p = islandPicture(pictures ?? near, src);
  const img = {
    className: "coupon-image",
    loading: eager ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    ...(first ? { fetchPriority: "high" as const } : {}),
  };
  if ("src" in p) {
    return <img {...img} alt="" src={p.src} width={200} height={200} data-original-image={p.failed ? "" : undefined} />;
  }
  const width = p.widths.at(-1);
  return (
    <picture>
      <source type="image/avif" srcSet={variantSrcset(p, "avif")} sizes={COUPON_SIZES} />
      <source type="image/webp" srcSet={variantSrcset(p, "webp")} sizes={COUPON_SIZES} />
      <img
        {...img}
        alt=""
        src={variantUrl(p.content, width!, p.fallback)}
        srcSet={variantSrcset(p, p.fallback)}
        sizes={COUPON_SIZES}
        width={width}
        height={p.height}
      />
    </picture>
  );
}
