/**
 * Each demo chain's installed app as a launcher shows it: the built icons drawn at 48 px in the
 * browser, whose mark (the chain's square mark, or its monogram) fills at least half of the icon both
 * ways, so it reads at that size (the wide header wordmark filled a thin strip); and a launcher name
 * that is the chain's own — its name whole, or the short name it chose — never a name cut to its
 * first words.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { demoChains, requireSite, siteData } from "./support/chains.ts";

/** The box of what differs from the icon's corner colour, drawn at `side` px, as shares of the side. */
function markAt(page: Page, src: string, side: number): Promise<{ width: number; height: number }> {
  return page.evaluate(
    async ({ src, side }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext("2d");
      if (context === null) throw new Error("no 2d canvas");
      context.drawImage(image, 0, 0, side, side);
      const { data } = context.getImageData(0, 0, side, side);
      const corner = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
      let [left, top, right, bottom] = [side, side, -1, -1];
      for (let y = 0; y < side; y += 1) {
        for (let x = 0; x < side; x += 1) {
          const at = (y * side + x) * 4;
          if (!corner.some((v, i) => Math.abs((data[at + i] ?? 0) - v) > 48)) continue;
          [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
        }
      }
      return { width: (right - left + 1) / side, height: (bottom - top + 1) / side };
    },
    { src, side },
  );
}

for (const site of demoChains()) {
  test(`${site}: at a launcher's 48 px the icon's mark fills at least half of it; the launcher name is the chain's own`, async ({
    page,
  }) => {
    requireSite(site);
    await page.goto(`/${site}/`);
    const manifest = (await (await page.request.get(`/${site}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      icons: { src: string; purpose: string }[];
    };
    for (const icon of manifest.icons) {
      const mark = await markAt(page, `/${site}/${icon.src}`, 48);
      expect(
        Math.min(mark.width, mark.height),
        `${icon.src} (${icon.purpose}): ${JSON.stringify(mark)}`,
      ).toBeGreaterThanOrEqual(0.5);
    }
    const own = siteData(site)["APP_SHORT_NAME"];
    expect([manifest.name, own]).toContain(manifest.short_name);
  });
}
