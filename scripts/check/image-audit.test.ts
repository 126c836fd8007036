/**
 * The build-time picture rule: what Picture.astro writes passes; a bare `<img>`, one without size or
 * srcset, and a `<picture>` with only the fallback fail; SVG, data URLs and kept originals are not
 * held to it, and pictures an island draws into the HTML are.
 */
import { describe, expect, it } from "vitest";
import { imageProblems } from "./image-audit.ts";

const SET = "/_assets/img-0123456789abcdef-480.jpg 480w, /_assets/img-0123456789abcdef-960.jpg 960w";
const picture = (
  img: string,
  sources = `<source type="image/avif" srcset="${SET.replaceAll(".jpg", ".avif")}" sizes="100vw"><source type="image/webp" srcset="${SET.replaceAll(".jpg", ".webp")}" sizes="100vw">`,
) => `<picture>${sources}${img}</picture>`;
const good = `<img src="/_assets/img-0123456789abcdef-960.jpg" srcset="${SET}" sizes="100vw" width="960" height="350" alt="">`;

describe("build-time images in check:dist", () => {
  it("passes a responsive picture with AVIF and WebP sources", () => {
    expect(
      imageProblems(`<main>${picture(good)}${picture(good, '<source type="image/webp" srcset="/a.webp 1w">')}</main>`),
    ).toEqual([]);
  });

  it("fails a bare <img>, one without width, height or srcset, and a picture with no modern source", () => {
    const problems = imageProblems(
      [
        '<img src="https://gateway.example/images/slide/a.jpg" alt="">',
        picture('<img src="/_assets/img-0123456789abcdef-960.jpg" srcset="/x.jpg 1w" alt="">'),
        picture(good, '<source type="image/jpeg" srcset="/x.jpg 1w">'),
        picture(good, '<source type="image/avif">'),
      ].join(""),
    );
    expect(problems).toEqual([
      {
        src: "https://gateway.example/images/slide/a.jpg",
        problem: "build-time <img> without width, height, srcset, an AVIF or WebP <source> in a <picture>",
      },
      { src: "/_assets/img-0123456789abcdef-960.jpg", problem: "build-time <img> without width, height" },
      {
        src: "/_assets/img-0123456789abcdef-960.jpg",
        problem: "build-time <img> without an AVIF or WebP <source> in a <picture>",
      },
      {
        src: "/_assets/img-0123456789abcdef-960.jpg",
        problem: "build-time <img> without an AVIF or WebP <source> in a <picture>",
      },
    ]);
  });

  it("does not carry one picture's sources over to the next <img>", () => {
    expect(imageProblems(`${picture(good)}${good}`)).toHaveLength(1);
  });

  it("leaves SVG, data URLs and kept originals alone", () => {
    expect(
      imageProblems(
        [
          '<img src="https://gateway.example/images/logo/a/logo.svg?color=%23fff" width="200" height="64" alt="">',
          '<img src="/images/store-default.svg" alt="">',
          '<img src="data:image/png;base64,AAAA" alt="">',
          '<img src="https://down.example/slide.jpg" width="1920" height="600" alt="" data-original-image="">',
        ].join(""),
      ),
    ).toEqual([]);
  });

  it("holds the pictures an island draws at build time to it too (coupon preview and deal cards)", () => {
    const live =
      '<img class="coupon-image" src="https://gateway.example/images/coupon/1.jpg" width="200" height="200" alt="">';
    expect(imageProblems(`<astro-island><div>${live}</div></astro-island>`)).toEqual([
      {
        src: "https://gateway.example/images/coupon/1.jpg",
        problem: "build-time <img> without srcset, an AVIF or WebP <source> in a <picture>",
      },
    ]);
    expect(imageProblems(`<astro-island><astro-slot>${picture(good)}</astro-slot></astro-island>`)).toEqual([]);
  });
});
