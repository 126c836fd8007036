/**
 * The variants token an island's props carry: it unpacks into the picture the build drew (AVIF and
 * WebP sources, the fallback at every width, the size at the largest, from /_assets/), "" or a
 * damaged token draws no variants, and an island draws a known URL from the build's files, any other
 * from its own URL, marking only a URL the build tried and could not use.
 */
import { describe, expect, it } from "vitest";
import { drawnPicture, islandPicture, packPicture, unpackPicture, type PictureKey } from "./variants.ts";

const key: PictureKey = { content: "0123456789abcdef", fallback: "png", widths: [200, 400], height: 300 };

describe("island picture tokens", () => {
  it("packs a picture small and unpacks it into the build's own-origin files", () => {
    const token = packPicture(key);
    expect(token).toBe("0123456789abcdef:png:200,400:300");
    expect(unpackPicture(token)).toEqual(key);
    expect(drawnPicture(key)).toEqual({
      width: 400,
      height: 300,
      src: "/_assets/img-0123456789abcdef-400.png",
      srcset: "/_assets/img-0123456789abcdef-200.png 200w, /_assets/img-0123456789abcdef-400.png 400w",
      sources: [
        {
          type: "image/avif",
          srcset: "/_assets/img-0123456789abcdef-200.avif 200w, /_assets/img-0123456789abcdef-400.avif 400w",
        },
        {
          type: "image/webp",
          srcset: "/_assets/img-0123456789abcdef-200.webp 200w, /_assets/img-0123456789abcdef-400.webp 400w",
        },
      ],
    });
  });

  it("reads no picture from an empty or damaged token", () => {
    for (const token of ["", "0a", "0a:gif:200:200", "0a:jpg:200", "0a:jpg:200:0"]) {
      expect(unpackPicture(token), token).toBeNull();
    }
  });

  it("draws a known URL from the build's files, any other from its own URL", () => {
    const url = "https://gw.example/coupon/1.jpg";
    const pictures = { [url]: packPicture(key), "https://gw.example/coupon/bad.jpg": "" };
    expect(islandPicture(pictures, url)).toEqual(key);
    expect(islandPicture(pictures, "https://gw.example/coupon/2.jpg")).toEqual({
      src: "https://gw.example/coupon/2.jpg",
      failed: false,
    });
    expect(islandPicture(pictures, "https://gw.example/coupon/bad.jpg")).toEqual({
      src: "https://gw.example/coupon/bad.jpg",
      failed: true,
    });
    expect(islandPicture(pictures, "constructor")).toEqual({ src: "constructor", failed: false });
  });
});
