/**
 * The large chain's Weekly Ads menu on desktop widths: it lists only the stores with an ad, and
 * every one of them is on screen when the keyboard reaches it. A store without an ad offers the
 * stores that have one instead of a dead end.
 */
import { expect, expectAccessible, test } from "./fixtures.ts";
import { requireSite, snapshot } from "./support/chains.ts";

const LARGE = "harvestmarket";
type WireAd = { STOREID: number; STORENAME: string };
type WireStore = { ClientStoreId: number; ClientStoreName: string };

const adsOf = (site: string) => snapshot<{ WeeklyAds: WireAd[] }>(site, "weekly-ads.json").WeeklyAds;
const storesOf = (site: string) => snapshot<{ GetClientStores: WireStore[] }>(site, "stores.json").GetClientStores;

test.describe("the Weekly Ads menu", () => {
  test.beforeEach(() => requireSite(LARGE));

  for (const [width, height] of [
    [1024, 768],
    [1280, 800],
    [1440, 900],
  ] as const) {
    test(`${LARGE} at ${width} px: only stores with an ad, each on screen when focused`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      await page.goto(`/${LARGE}/`);
      const nav = page.getByRole("navigation", { name: "Main" });
      const toggle = nav.getByRole("button", { name: "Weekly Ads submenu" });
      await toggle.click();
      const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      const links = panel.getByRole("link");
      const withAd = adsOf(LARGE).map((ad) => ad.STORENAME);
      expect(await links.allInnerTexts()).toEqual(
        storesOf(LARGE)
          .filter((s) => withAd.includes(s.ClientStoreName))
          .map((s) => s.ClientStoreName),
      );
      await links.first().focus();
      const count = await links.count();
      const offScreen: string[] = [];
      for (let i = 0; i < count; i++) {
        const focused = page.locator(":focus");
        await expect(focused).toHaveText(await links.nth(i).innerText());
        const inView = await focused.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
        });
        if (!inView) offScreen.push(await focused.innerText());
        if (i < count - 1) await page.keyboard.press("Tab");
      }
      expect(offScreen, `stores off screen when focused at ${width} px`).toEqual([]);
      await expectAccessible(page);
    });
  }
});

test("a store without an ad offers the stores that have one", async ({ page }) => {
  test.setTimeout(60_000);
  requireSite("freshmart");
  await page.goto("/freshmart/weekly-ads/5/fresh-mart-decatur/");
  const main = page.getByRole("main");
  await expect(main.getByText("No Weekly Ads found")).toBeVisible({ timeout: 15_000 });
  const offered = main.getByRole("navigation", { name: "These stores have a weekly ad" }).getByRole("link");
  const withAd = adsOf("freshmart").map((ad) => ad.STORENAME);
  expect((await offered.allInnerTexts()).sort()).toEqual([...withAd].sort());
  await expectAccessible(page);
  const first = adsOf("freshmart")[0]!;
  await offered.filter({ hasText: first.STORENAME }).click();
  await expect(page).toHaveURL(new RegExp(`/freshmart/weekly-ads/${first.STOREID}/[a-z0-9-]+/$`));
  await expect(main.getByRole("img", { name: /page 1 of/ })).toBeVisible({ timeout: 15_000 });
});
