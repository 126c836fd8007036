/**
 * The loyalty card's barcode at the till, on a phone and on a desktop: the cart shows it in the same
 * box as My Account, and a 13-digit card (the large chain's, Code 128 about 400 px wide) is drawn
 * as large as the screen allows — at its full size on a desktop, at least 80 % of it on a 360 px
 * phone (its digits about 16 px) — never squeezed into a small fixed box.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite } from "./support/chains.ts";
import { seedSession } from "./support/session.ts";

const SITE = "harvestmarket";

/** The barcode image's box, its natural size and the size its picture is drawn at (object-fit). */
async function barcodeOn(page: Page, path: string) {
  await page.goto(path);
  const image = page.getByRole("img", { name: /^Loyalty card barcode, card number \d{13}$/ });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const fit = getComputedStyle(img).objectFit;
    const contain = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const scale = fit === "scale-down" ? Math.min(1, contain) : fit === "contain" ? contain : 1;
    return {
      box: { width: Math.round(box.width), height: Math.round(box.height) },
      natural: img.naturalWidth,
      scale,
      room: document.documentElement.clientWidth,
    };
  });
}

test.beforeEach(() => requireSite(SITE));

for (const width of [360, 390, 1280]) {
  test(`at ${width} px the cart's barcode is My Account's box, a 13-digit card drawn as large as the screen allows`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await seedSession(page, request, DEMO_LOGINS.harvestmarket);
    const cart = await barcodeOn(page, `/${SITE}/cart/`);
    const account = await barcodeOn(page, `/${SITE}/my-account/`);
    expect(cart.box, "the cart's barcode box is My Account's").toEqual(account.box);
    expect(cart.natural, "a 13-digit Code 128 barcode").toBeGreaterThan(300);
    if (cart.natural <= cart.room - 32) {
      expect(cart.scale, "drawn at its full size where it fits").toBe(1);
    } else {
      expect(cart.scale, "drawn at least at 80 % on a phone").toBeGreaterThanOrEqual(0.8);
    }
    expect(account.scale).toBe(cart.scale);
  });
}
