/**
 * A weekly-ad page's picture on the stage or as a thumbnail: the build's own-origin AVIF/WebP
 * variants when the build drew that page (`built`), else the live picture through the chain's image
 * CDN (a srcset of stage widths, or the 200 px thumbnail). The stage is fetched with high priority
 * (it is the page's largest paint), thumbnails lazily.
 */
import BuiltPicture from "../../components/BuiltPicture.tsx";
import { cdnImageUrl } from "../../tenant/image-cdn.ts";
import { builtFailed, builtPicture, type BuiltGalleryView } from "./built-gallery.ts";
import {
  AD_IMAGE_HEIGHT,
  AD_IMAGE_WIDTH,
  AD_STAGE_SIZES,
  AD_THUMB_PICTURE,
  AD_THUMB_WIDTH,
  stagePicture,
} from "./weekly-ads.ts";

type Props = {
  kind: "stage" | "thumb";
  url: string;
  built: BuiltGalleryView | undefined;
  alt: string;
  cdn: string | null;
};

export default function AdPagePicture({ kind, url, built, alt, cdn }: Props) {
  const stage = kind === "stage";
  const pictures = stage ? built?.pictures : built?.thumbs;
  const picture = builtPicture(pictures, url);
  const img = {
    alt,
    decoding: "async" as const,
    ...(stage ? { fetchPriority: "high" as const } : { loading: "lazy" as const }),
  };
  if (picture !== null) {
    return <BuiltPicture {...img} picture={picture} sizes={stage ? AD_STAGE_SIZES : AD_THUMB_PICTURE.sizes} />;
  }
  const live = stage ? stagePicture(url, cdn) : { src: cdnImageUrl(url, cdn, AD_THUMB_WIDTH) };
  const failed = builtFailed(pictures, url) ? { "data-original-image": "" } : {};
  return <img {...img} {...live} {...failed} alt={alt} width={AD_IMAGE_WIDTH} height={AD_IMAGE_HEIGHT} />;
}
