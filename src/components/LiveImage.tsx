/**
 * A live picture from the gateway (a reward's, a tier's, an item's): its space reserved at the size
 * it is drawn, lazy and decoded off the main thread, and asked of the chain's image CDN (local.json
 * `imageCdnTemplate`) at twice that width for dense screens; without a CDN the gateway's URL as it is.
 */
import { readSiteConfig } from "../lib/site-config.ts";
import { cdnImageUrl } from "../tenant/image-cdn.ts";

type Props = {
  src: string;
  /** The size it is drawn at, in CSS px. */
  width: number;
  height: number;
  alt?: string;
  className?: string;
};

export default function LiveImage({ src, width, height, alt = "", className }: Props) {
  return (
    <img
      className={className}
      src={cdnImageUrl(src, readSiteConfig().imageCdn, width * 2)}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
