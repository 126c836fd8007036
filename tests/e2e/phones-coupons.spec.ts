/**
 * The coupons page on a phone and by keyboard: on every chain, in each of its languages, the first
 * coupon's button is on the first screen at 390×844 (the social and app links folded into the menu,
 * search and sort on one row, cards as rows); at 320 px the toolbar's buttons wrap between words and
 * stay inside it; 'Skip to coupons' brings a keyboard user to the first
 * coupon of the 2,054-coupon chain in at most 20 Tab presses.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { builtSites } from "./settings.ts";
import { requireSite } from "./support/chains.ts";
import { LIVE_CARDS, wordsOnLines } from "./support/page.ts";

const LARGE = "harvestmarket";
const couponsPath = (site: { site: string; onlyCoupons: boolean }, lang = "en") => {
  const root = lang === "en" ? `/${site.site}/` : `/${site.site}/${lang}/`;
  return site.onlyCoupons ? root : `${root}coupons/`;
};
const firstCard = (page: Page) => page.locator("main .coupon-card").first();

test.describe("coupons on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(() => requireSite(LARGE));

  // Every chain, and each language of a chain with two (a Spanish label may be longer).
  const pages = builtSites().flatMap((site) => (site.languages ?? ["en"]).map((lang) => ({ site, lang })));
  for (const { site, lang } of pages) {
    const name = lang === "en" ? site.site : `${site.site} in ${lang}`;
    test(`${name}: the first coupon's button without scrolling`, async ({ page }) => {
      await page.goto(couponsPath(site, lang));
      // Measured on the list's cards: the build's first cards give them their places as they come.
      await expect(page.locator(LIVE_CARDS).first()).toBeVisible({ timeout: 15_000 });
      const button = firstCard(page).getByRole("button").first();
      await expect(button).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = (await button.boundingBox())!;
      expect(box.y + box.height, `${name}: the first coupon's button ends inside 844 px`).toBeLessThanOrEqual(844);
      await expectAccessible(page);
    });
  }

  // The narrowest phones: the toolbar's buttons share their rows with the search box and the sort
  // menu; a longer language's label ('Recortar todos (33)') wraps between words, never inside one.
  for (const { site, lang } of pages) {
    const name = lang === "en" ? site.site : `${site.site} in ${lang}`;
    test(`${name}: at 320 px the toolbar's buttons keep their words whole, inside the toolbar`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(couponsPath(site, lang));
      await expect(page.locator(LIVE_CARDS).first()).toBeVisible({ timeout: 15_000 });
      const toolbar = page.locator(".coupon-toolbar");
      const clipAll = toolbar.locator(".clip-all-button");
      if ((await clipAll.count()) > 0)
        await expect(clipAll, `${name}: Clip all shown`).toBeVisible({ timeout: 15_000 });
      const buttons = await toolbar.getByRole("button").filter({ visible: true }).all();
      expect(buttons.length, `${name}: the toolbar's buttons`).toBeGreaterThan(0);
      for (const button of buttons) {
        const { label, broken, right, edge } = await button.evaluate(wordsOnLines);
        expect(broken, `${name}: '${label}' breaks no word across lines`).toEqual([]);
        expect(right, `${name}: '${label}' ends inside the toolbar`).toBeLessThanOrEqual(edge + 0.5);
      }
    });
  }

  test("the social and app links fold into the menu", async ({ page }) => {
    await page.goto(`/${LARGE}/`);
    const header = page.getByRole("banner");
    const facebook = header.getByRole("link", { name: /^Facebook/ });
    const appStore = header.getByRole("link", { name: /^App Store/ });
    await expect(facebook.filter({ visible: true })).toHaveCount(0);
    await expect(appStore.filter({ visible: true })).toHaveCount(0);
    await header.getByRole("button", { name: "Menu" }).click();
    const nav = header.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: /^Facebook/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^App Store/ })).toBeVisible();
    await expectAccessible(page);

    // On a desktop they are in the top bar, once.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(facebook.filter({ visible: true })).toHaveCount(1);
    await expect(nav.getByRole("link", { name: /^Facebook/ })).toBeHidden();
  });

  test("a two-language chain's language switch folds into the menu too, and is in the top bar on a desktop", async ({
    page,
  }) => {
    const site = "greenvalley";
    requireSite(site);
    await page.goto(`/${site}/coupons/`);
    const header = page.getByRole("banner");
    const spanish = header.getByRole("link", { name: "Español" });
    await expect(spanish.filter({ visible: true })).toHaveCount(0);
    await header.getByRole("button", { name: "Menu" }).click();
    await header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(new RegExp(`/${site}/es/coupons/$`));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("banner").getByRole("link", { name: "English" }).filter({ visible: true })).toHaveCount(
      1,
    );
  });
});

test.describe("Skip to coupons", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(() => requireSite(LARGE));

  test(`reaches the first of ${LARGE}'s coupons in at most 20 Tab presses`, async ({ page }) => {
    await page.goto(`/${LARGE}/coupons/`);
    await expect(firstCard(page).getByRole("button").first()).toBeVisible({ timeout: 15_000 });
    let tabs = 0;
    const inFirstCard = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest("main .coupon-card:first-child")));
    while (tabs < 20 && !(await inFirstCard())) {
      await page.keyboard.press("Tab");
      tabs++;
      const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (name === "Skip to coupons") {
        await expect(page.getByRole("link", { name: "Skip to coupons" })).toBeInViewport();
        await page.keyboard.press("Enter");
      }
    }
    expect(await inFirstCard(), `focus in the first coupon after ${tabs} Tab presses`).toBe(true);
    expect(tabs).toBeLessThanOrEqual(20);
    await expect(page.locator(":focus")).toBeInViewport();
  });
});
