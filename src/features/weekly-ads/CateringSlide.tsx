/**
 * One catering slide's picture, rendered only once the slideshow wants it (CateringSlides.tsx): the
 * build's own-origin AVIF/WebP variants when the build drew that slide, else the live picture through
 * the chain's image CDN. The first slide is the page's largest paint: high priority.
 */
import BuiltPicture from "../../components/BuiltPicture.tsx";
import { cdnImageUrl, cdnSrcSet } from "../../tenant/image-cdn.ts";
import { builtFailed, builtPicture, type BuiltGalleryView } from "./built-gallery.ts";
import { CATERING_SIZES, CATERING_WIDTHS } from "./weekly-ads.ts";

type Props = { url: string; built: BuiltGalleryView | undefined; cdn: string | null; first: boolean; alt: string };

export default function CateringSlide({ url, built, cdn, first, alt }: Props) {
  const picture = builtPicture(built?.pictures, url);
  const img = { alt, decoding: "async" as const, ...(first ? { fetchPriority: "high" as const } : {}) };
  if (picture !== null) return <BuiltPicture {...img} picture={picture} sizes={CATERING_SIZES} />;
  return (
    <img
      {...img}
      alt={alt}
      data-original-image={builtFailed(built?.pictures, url) ? "" : undefined}
      src={cdnImageUrl(url, cdn, 1200)}
      srcSet={cdnSrcSet(url, cdn, CATERING_WIDTHS)}
      sizes={CATERING_SIZES}
      width={1200}
      height={800}
    />
  );
}
