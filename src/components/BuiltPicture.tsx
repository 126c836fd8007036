/**
 * A picture the build made, drawn out at build time (lib/images/variants.ts `drawnPicture`), rendered
 * by an island: the same `<picture>` as Picture.astro writes (AVIF and WebP `<source>`s, the JPEG/PNG
 * fallback, `srcset`, `sizes`, width and height), so the island shows the own-origin file the HTML
 * named and the preload fetched. No picture code ships with it: the props carry the addresses.
 */
import type { ImgHTMLAttributes } from "react";
import type { DrawnPicture } from "../lib/images/variants.ts";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height"> & {
  picture: DrawnPicture;
  /** How wide the picture is drawn. */
  sizes: string;
  alt: string;
};

export default function BuiltPicture({ picture, sizes, alt, ...img }: Props) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        {...img}
        alt={alt}
        src={picture.src}
        srcSet={picture.srcset}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
      />
    </picture>
  );
}
