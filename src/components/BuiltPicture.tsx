/**
 * A picture the build made (lib/images/variants.ts), drawn by an island: the same `<picture>` as
 * Picture.astro writes (AVIF and WebP `<source>`s, the JPEG/PNG fallback, `srcset`, `sizes`, width
 * and height), so the island shows the own-origin file the HTML named and the preload fetched.
 */
import type { ImgHTMLAttributes } from "react";
import { variantSrcset, variantUrl, type PictureKey } from "../lib/images/variants.ts";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height"> & {
  picture: PictureKey;
  /** How wide the picture is drawn. */
  sizes: string;
  alt: string;
};

export default function BuiltPicture({ picture, sizes, alt, ...img }: Props) {
  const width = picture.widths.at(-1)!;
  return (
    <picture>
      <source type="image/avif" srcSet={variantSrcset(picture, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcset(picture, "webp")} sizes={sizes} />
      <img
        {...img}
        alt={alt}
        src={variantUrl(picture.content, width, picture.fallback)}
        srcSet={variantSrcset(picture, picture.fallback)}
        sizes={sizes}
        width={width}
        height={picture.height}
      />
    </picture>
  );
}
