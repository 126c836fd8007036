/**
 * The weekly-ad lightbox on a phone (390×844, touch): full screen with the ad as wide as the screen,
 * double tap zooms in at the tap and out again, one finger pans a zoomed ad, two fingers pinch, a
 * swipe on the whole ad still turns the page, and the Zoom buttons work without touch. The touches
 * are real touch events sent through Chromium's DevTools protocol.
 */
import type { CDPSession, Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { requireSite } from "./support/chains.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

type Finger = { x: number; y: number };

async function touch(cdp: CDPSession, type: "touchStart" | "touchMove" | "touchEnd", fingers: Finger[]) {
  await cdp.send("Input.dispatchTouchEvent", {
    type,
    touchPoints: fingers.map((f, id) => ({ x: f.x, y: f.y, id })),
  });
}

/** Fingers travel in steps from `from` to `to` (same count), then lift. */
async function gesture(cdp: CDPSession, from: Finger[], to: Finger[], steps = 8) {
  await touch(cdp, "touchStart", from);
  for (let i = 1; i <= steps; i++) {
    const at = from.map((f, k) => ({
      x: f.x + ((to[k]!.x - f.x) * i) / steps,
      y: f.y + ((to[k]!.y - f.y) * i) / steps,
    }));
    await touch(cdp, "touchMove", at);
  }
  await touch(cdp, "touchEnd", []);
}

async function doubleTap(cdp: CDPSession, at: Finger) {
  for (let i = 0; i < 2; i++) {
    await touch(cdp, "touchStart", [at]);
    await touch(cdp, "touchEnd", []);
  }
}

const zoom = (image: Locator) => image.getAttribute("data-zoom").then(Number);
const box = async (image: Locator) => (await image.boundingBox())!;

async function openLightbox(page: Page): Promise<Locator> {
  await page.goto("/freshmart/weekly-ads/");
  await page
    .getByRole("main")
    .getByRole("link", { name: /^View Weekly Ad of/ })
    .first()
    .click();
  await page.getByRole("button", { name: /^Open page 1 of \d+ full screen$/ }).click();
  const dialog = page.getByRole("dialog", { name: /^Page 1 of/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("weekly-ad lightbox on a phone", () => {
  test.beforeEach(() => requireSite("freshmart"));

  test("full screen, double tap and pinch zoom, pan, swipe", async ({ page }) => {
    const dialog = await openLightbox(page);
    const image = dialog.getByRole("img");
    await expect(image).toHaveJSProperty("complete", true);
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const whole = await box(image);
    expect(whole.width, "the ad as wide as the screen").toBeGreaterThanOrEqual(389);
    await expectAccessible(page);

    const cdp = await page.context().newCDPSession(page);
    const centre = { x: whole.x + whole.width / 2, y: whole.y + whole.height / 2 };
    await doubleTap(cdp, centre);
    await expect.poll(() => zoom(image)).toBe(2.5);
    expect((await box(image)).width).toBeCloseTo(whole.width * 2.5, 0);

    // One finger pans the zoomed ad: it follows the finger.
    const before = await box(image);
    await gesture(cdp, [{ x: 250, y: centre.y }], [{ x: 150, y: centre.y }]);
    await expect.poll(async () => Math.round((await box(image)).x - before.x)).toBe(-100);
    await expect(dialog).toHaveAccessibleName(/^Page 1 of/); // a pan is no swipe

    // A pan stops at the ad's edge: no black gap on the left.
    await gesture(cdp, [{ x: 50, y: centre.y }], [{ x: 380, y: centre.y }]);
    await gesture(cdp, [{ x: 50, y: centre.y }], [{ x: 380, y: centre.y }]);
    expect((await box(image)).x).toBeCloseTo(0, 0);

    await doubleTap(cdp, centre);
    await expect.poll(() => zoom(image)).toBe(1);

    // Two fingers 90 px apart spread to 270 px: three times the size.
    await gesture(
      cdp,
      [
        { x: 150, y: centre.y },
        { x: 240, y: centre.y },
      ],
      [
        { x: 60, y: centre.y },
        { x: 330, y: centre.y },
      ],
    );
    await expect.poll(() => zoom(image)).toBeCloseTo(3, 1);
    await doubleTap(cdp, centre);
    await expect.poll(() => zoom(image)).toBe(1);

    // On the whole ad a swipe still turns the page.
    await gesture(cdp, [{ x: 300, y: centre.y }], [{ x: 100, y: centre.y }]);
    await expect(page.getByRole("dialog", { name: /^Page 2 of/ })).toBeVisible();
  });

  test("the Zoom buttons and the + and - keys, and Escape", async ({ page }) => {
    const dialog = await openLightbox(page);
    const image = dialog.getByRole("img");
    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(() => zoom(image)).toBe(1.5);
    await page.keyboard.press("+");
    await expect.poll(() => zoom(image)).toBe(2.25);
    await page.keyboard.press("-");
    await dialog.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(() => zoom(image)).toBe(1);
    // Never smaller than the whole ad.
    await dialog.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(() => zoom(image)).toBe(1);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
