/**
 * Weekly ads on a theme-1 chain (freshmart) and a theme-2 chain (hilltop): the store list with the
 * gateway's dates as MM/DD/YYYY → a store's ad (its first page the build's picture, the others live
 * through the image CDN) → the slider, thumbnails and the lightbox (wrap-around,
 * arrow keys, Escape, focus returned) → the PDF links; a store without an ad, a store without a PDF,
 * the member's token; and the circular viewer of the chain whose flag says so.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { DEMO_LOGINS, guestTokenOf, requireSite, siteData } from "./support/chains.ts";
import { gatewayPost } from "./support/gateway.ts";
import { seedSession } from "./support/session.ts";

/** '/Date(ms-0500)/' as the wall-clock MM/DD/YYYY it stands for. */
function wireDate(raw: string): string {
  const m = /\/Date\((-?\d+)([+-]\d{2})(\d{2})\)\//.exec(raw);
  if (!m) throw new Error(`not a wire date: ${raw}`);
  const offset = (Number(m[2]) * 60 + Math.sign(Number(m[2]) || 1) * Number(m[3])) * 60_000;
  const d = new Date(Number(m[1]) + offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

type WireAd = { STOREID: number; STORENAME: string; VALIDFROMDATE: string; EXPIRESON: string };

const CHAINS = [
  {
    site: "freshmart",
    first: "Fresh Mart Downtown",
    noAd: "Fresh Mart Decatur",
    noPdf: 4,
    login: DEMO_LOGINS.freshmart,
  },
  {
    site: "hilltop",
    first: "Hilltop Asheville",
    noAd: "Hilltop Warehouse (not open to the public)",
    noPdf: 5,
    login: null,
  },
];

/** The GET of a store's gallery. */
const galleryCall = (page: Page, storeId: number) =>
  page.waitForRequest((r) => new RegExp(`/WeeklyAdGallery/[^/]+/${storeId}$`).test(new URL(r.url()).pathname));

for (const chain of CHAINS) {
  test.describe(`${chain.site} weekly ads`, () => {
    test.beforeEach(() => {
      requireSite(chain.site);
      test.setTimeout(60_000);
    });

    test("list → store → slider → lightbox → PDF", async ({ page, request }) => {
      const data = siteData(chain.site);
      const answer = await gatewayPost<{ WeeklyAds: WireAd[] }>(request, chain.site, "GetWeeklyAdsByStore", {
        ClientDbName: data["CLIENT_DB_NAME"],
        ClientId: data["RSA_CLIENT_ID"],
        Token: "",
      });
      await page.goto(`/${chain.site}/weekly-ads/`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Weekly Ads" })).toBeVisible();
      const cards = main.getByRole("list", { name: "Weekly ads by store" }).getByRole("listitem");
      await expect(cards).toHaveCount(answer.WeeklyAds.length);
      for (const ad of answer.WeeklyAds) {
        const card = cards.filter({ has: page.getByRole("heading", { name: ad.STORENAME, exact: true }) });
        await expect(card).toContainText(`Valid from ${wireDate(ad.VALIDFROMDATE)}`);
        await expect(card).toContainText(`Expires on ${wireDate(ad.EXPIRESON)}`);
      }
      await expect(main.getByRole("heading", { name: chain.noAd })).toHaveCount(0);
      await expectAccessible(page);

      const gallery = galleryCall(page, 1);
      const galleryCalls: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname.startsWith("/WeeklyAdGallery/")) galleryCalls.push(r.url());
      });
      await main.getByRole("link", { name: `View Weekly Ad of ${chain.first}` }).click();
      await expect(page).toHaveURL(new RegExp(`/${chain.site}/weekly-ads/1/[a-z-]+/$`));
      // Guests browse with the guest token.
      expect(new URL((await gallery).url()).pathname).toContain(`/WeeklyAdGallery/${guestTokenOf(chain.site)}/1`);
      await expect(main.getByRole("heading", { level: 1, name: `Weekly Ad ${chain.first}` })).toBeVisible();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Weekly Ads" })).toBeVisible();

      const pdf = main.getByRole("link", { name: "View Full PDF (opens in a new tab)" });
      await expect(pdf).toHaveCount(2);
      await expect(pdf.first()).toHaveAttribute("href", /\/files\/weekly-ad\/.+\/1\.pdf$/);

      const slider = main.getByRole("region", { name: "Weekly ad pages" });
      await expect(slider.getByRole("img", { name: /page 1 of 2/ })).toBeVisible({ timeout: 15_000 });
      // The first page is the build's own responsive picture, preloaded: the stage takes a width of
      // its srcset that fits the screen, not the 1575 px original.
      const stage = slider.getByRole("img", { name: /page 1 of 2/ });
      await expect.poll(() => stage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
      const shown = new URL(await stage.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
      expect(shown).toMatch(/^\/_assets\/img-[0-9a-f]{16}-(\d+)\.avif$/);
      expect(Number(/-(\d+)\.avif$/.exec(shown)?.[1])).toBeLessThan(1575);
      // Its preload is the page's one (the live first page is the built one: the page script adds
      // none), and the island took the page script's call over: one call.
      const preload = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]');
      await expect(preload).toHaveCount(1);
      expect(await preload.getAttribute("imagesrcset")).toContain(shown);
      expect(galleryCalls).toHaveLength(1);
      const thumbPicture = main.getByRole("button", { name: "Open page 1 of 2 full screen" }).locator("img");
      await thumbPicture.scrollIntoViewIfNeeded();
      // The thumbnail is the build's 200 px variant, loaded once scrolled to.
      await expect
        .poll(() => thumbPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await thumbPicture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
        /^\/_assets\/img-[0-9a-f]{16}-200\.avif$/,
      );
      await slider.getByRole("button", { name: "Next page" }).press("Enter");
      // Page 2 is the live picture through the chain's image CDN, at a width that fits.
      const second = slider.getByRole("img", { name: /page 2 of 2/ });
      await expect(second).toBeVisible();
      await expect
        .poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeTruthy();
      const live = new URL(await second.evaluate((img: HTMLImageElement) => img.currentSrc));
      expect(live.pathname).toBe("/image-cdn/fit");
      expect(Number(live.searchParams.get("width"))).toBeLessThan(1575);
      await slider.getByRole("button", { name: "Next page" }).press("Enter");
      await expect(slider.getByRole("img", { name: /page 1 of 2/ })).toBeVisible();

      const thumb = main.getByRole("button", { name: "Open page 2 of 2 full screen" });
      await thumb.click();
      const box = page.getByRole("dialog", { name: "Page 2 of 2" });
      await expect(box).toBeVisible();
      await expect(box.getByRole("button", { name: "Close" })).toBeFocused();
      await expectAccessible(page);
      // Next from the last page wraps to the first; the arrow keys move too.
      await box.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("dialog", { name: "Page 1 of 2" })).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByRole("dialog", { name: "Page 2 of 2" })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("dialog", { name: "Page 1 of 2" })).toBeVisible();
      // Focus stays inside: tabbing past the last button comes back to the dialog's buttons.
      for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(thumb).toBeFocused();
    });

    test("a store without an ad and a store without a PDF", async ({ page }) => {
      await page.goto(`/${chain.site}/weekly-ads/`);
      const links = await page
        .getByRole("main")
        .getByRole("link", { name: /View Weekly Ad of/ })
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      const noPdf = links.find((href) => new URL(href).pathname.includes(`/weekly-ads/${chain.noPdf}/`));
      expect(noPdf).toBeDefined();
      await page.goto(noPdf!.replace("/weekly-ads/", "/weekly-ads-gallery/"));
      await expect(page.getByRole("main").getByRole("img", { name: /page 1 of/ })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("link", { name: /View Full PDF/ })).toHaveCount(0);

      const noAd = chain.site === "freshmart" ? "5/fresh-mart-decatur" : "2/hilltop-warehouse-not-open-to-the-public";
      await page.goto(`/${chain.site}/weekly-ads/${noAd}/`);
      await expect(page.getByText("No Weekly Ads found")).toBeVisible({ timeout: 15_000 });
      await expectAccessible(page);
    });
  });
}

test("a member's gallery call uses the member's token", async ({ page, request }) => {
  requireSite("freshmart");
  const record = await seedSession(page, request, DEMO_LOGINS.freshmart);
  const gallery = galleryCall(page, 2);
  await page.goto("/freshmart/weekly-ads/2/fresh-mart-west-side/");
  expect(new URL((await gallery).url()).pathname).toBe(`/WeeklyAdGallery/${record.UserToken}/2`);
  await expect(page.getByRole("main").getByRole("img", { name: /page 1 of 3/ })).toBeVisible({ timeout: 15_000 });
});

test("the chain with the viewer flag embeds the circular viewer instead of the list", async ({ page }) => {
  requireSite("couponsonly");
  await page.goto("/couponsonly/weekly-ads/");
  const viewer = page.getByTitle("Corner Coupons weekly ad circular");
  await expect(viewer).toHaveAttribute("src", /\/external\/circular-viewer\/couponsonly$/);
  await expect(viewer).toHaveAttribute("loading", "lazy");
  await expect(viewer).toHaveAttribute("sandbox", /allow-scripts/);
  await expect(page.getByRole("link", { name: /View Weekly Ad of/ })).toHaveCount(0);
  await expectAccessible(page);
});
