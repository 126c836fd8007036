/** Waiting for a page to settle before it is measured or photographed (layout audit, visual baselines). */
import type { Page } from "@playwright/test";

/**
 * Waits until the page has settled (after the load's network went quiet): fonts loaded, the images in view decoded, every
 * island that hydrates without scrolling hydrated, and the layout unchanged for 8 frames in a row
 * (a carousel re-measuring after a resize, a menu collapsing into 'More').
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return img.loading !== "lazy" && r.bottom > 0 && r.top < innerHeight && r.width > 0;
    });
    if (!images.every((img) => img.complete)) return false;
    return document.querySelectorAll('astro-island[ssr]:not([client="visible"])').length === 0;
  });
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const signature = () => {
          const slides = [...document.querySelectorAll(".glide__slide, .carousel-slide")]
            .map((s) => Math.round(s.getBoundingClientRect().left))
            .join();
          return `${document.documentElement.scrollWidth}:${document.body.scrollHeight}:${slides}`;
        };
        let last = "";
        let still = 0;
        const tick = () => {
          const now = signature();
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 8) done();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}
