/**
 * The first coupons of a coupons or department page are in the built HTML (the first cards of the
 * pull's coupon-lists.json): a guest sees them before the list arrives (the site's own static list),
 * their Clip buttons work at once and a Quick View pressed on one opens once the list is there, the
 * list's cards take the same places, and a signed-in member (whose list comes from the gateway)
 * sees the loading image instead. A preview card's picture is the build's AVIF or WebP from the
 * site's own origin, and the list's card shows the same file (the gateway is not asked for it). The
 * list is held back with a route, so each test sees the in-between state for as long as it needs.
 */
import type { Locator, Page, Route } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite, snapshot } from "./support/chains.ts";
import { LIVE_CARDS, toast } from "./support/page.ts";
import { seedSession } from "./support/session.ts";

const FRESHMART = DEMO_LOGINS.freshmart;
const PREVIEW_CARDS = ".coupon-grid[data-coupon-preview] > li";
const loader = (page: Page) => page.getByRole("img", { name: "Loading coupons" });

type PulledCoupon = { SSNewsId: number; ImagePath: string };

/** A list's coupons as pulled, in order. */
const pulledList = (site: string, categoryId: number): PulledCoupon[] => {
  const file = snapshot<{ coupons: PulledCoupon[]; lists: Record<string, { SSNewsIds: number[] }> }>(
    site,
    "coupon-lists.json",
  );
  const byId = new Map(file.coupons.map((c) => [c.SSNewsId, c]));
  return (file.lists[String(categoryId)]?.SSNewsIds ?? []).flatMap((id) => byId.get(id) ?? []);
};
/** The coupons of a list's preview (its first cards) as pulled. */
const previewCoupons = (site: string, categoryId: number) => pulledList(site, categoryId).slice(0, 12);
const previewIds = (site: string, categoryId: number): number[] =>
  previewCoupons(site, categoryId).map((c) => c.SSNewsId);

/** The file a card's picture shows once loaded. */
async function shownPicture(card: Locator): Promise<URL> {
  const img = card.locator("img");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc));
}

const idsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-coupon-id"))));

/**
 * Holds every request for a coupon list until `release()`: a guest's (the site's static list,
 * `coupon-lists/`) or a member's (the gateway's `GetDetailsForCoupons`); `urls` are their paths.
 */
async function holdCouponLists(page: Page): Promise<{ release: () => void; urls: string[] }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const urls: string[] = [];
  const hold = async (route: Route) => {
    urls.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue().catch(() => undefined);
  };
  // The context's routes: once the chain's worker controls the page, it fetches the site's lists itself.
  await page.context().route("**/coupon-lists/**", hold);
  await page.route("**/GetDetailsForCoupons/**", hold);
  return { release, urls };
}

/** The path of the first piece of a chain's static list of a category. */
const FIRST_PIECE = (site: string, categoryId: number) =>
  new RegExp(`^/${site}/coupon-lists/${categoryId}-0\\.[0-9a-f]+\\.json$`);

test.describe("freshmart: the build's first coupons", () => {
  requireSite(FRESHMART.site);

  test("a guest sees them before the list arrives, and the list's cards take their places", async ({ page }) => {
    const expected = previewIds("freshmart", 0);
    expect(expected.length).toBeGreaterThan(0);
    const pulledPicture = previewCoupons("freshmart", 0)[0]?.ImagePath ?? "";
    expect(pulledPicture).toMatch(/^https?:/);
    const { release, urls } = await holdCouponLists(page);
    const pictures: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "image") pictures.push(r.url());
    });
    await page.goto("/freshmart/coupons/");

    await expect(page.locator(PREVIEW_CARDS).first()).toBeVisible();
    expect(await idsOf(page, PREVIEW_CARDS)).toEqual(expected);
    // The build's picture, from the site's own origin, in a modern format.
    const origin = new URL(page.url()).origin;
    const built = await shownPicture(page.locator(PREVIEW_CARDS).first());
    expect(built.origin).toBe(origin);
    expect(built.pathname).toMatch(/^\/_assets\/img-[0-9a-f]{16}-\d+\.(avif|webp)$/);
    // The first card's picture (the largest paint on a wide screen) is fetched first; the others wait.
    const images = page.locator(`${PREVIEW_CARDS} img`);
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.nth(1)).not.toHaveAttribute("fetchpriority", /./);
    await expect(loader(page)).toBeHidden();
    // The site's own list, not the gateway's.
    await expect.poll(() => urls.some((u) => FIRST_PIECE("freshmart", 0).test(u))).toBe(true);
    expect(urls.filter((u) => u.includes("GetDetailsForCoupons"))).toEqual([]);
    await expectAccessible(page);
    const before = await page.locator(PREVIEW_CARDS).first().boundingBox();

    release();
    await expect(page.locator(LIVE_CARDS).first()).toBeVisible();
    await expect(page.locator(PREVIEW_CARDS)).toHaveCount(0);
    expect((await idsOf(page, LIVE_CARDS)).slice(0, expected.length)).toEqual(expected);
    expect(await page.locator(LIVE_CARDS).first().boundingBox()).toEqual(before);
    // The live card shows the same own-origin file; the gateway was never asked for that picture.
    expect((await shownPicture(page.locator(LIVE_CARDS).first())).href).toBe(built.href);
    expect(pictures).not.toContain(pulledPicture);
    expect(pictures.filter((u) => u.startsWith(origin)).length).toBeGreaterThan(0);
  });

  test("a guest's Clip on a preview card works at once, before the list has arrived", async ({ page }) => {
    await holdCouponLists(page);
    await page.goto("/freshmart/coupons/");
    const first = page.locator(PREVIEW_CARDS).first();
    await first.getByRole("button", { name: /^Add to Cart: / }).click();
    await expect(page).toHaveURL(/\/freshmart\/login\/$/);
    await expect(toast(page, "Please login to add item to cart!")).toBeVisible();
  });

  test("a guest's Quick View pressed on a preview card opens once the list is there", async ({ page }) => {
    const { release } = await holdCouponLists(page);
    await page.goto("/freshmart/coupons/");
    const first = page.locator(PREVIEW_CARDS).first();
    // The island hydrates while the list is held: the press is kept for the list's card.
    await expect(first.getByRole("button", { name: /^Quick View: / })).toBeVisible();
    await page.waitForFunction(() => document.querySelector("astro-island:not([ssr])") !== null);
    await first.getByRole("button", { name: /^Quick View: / }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    release();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Close" })).toBeFocused();
  });

  test("a department page shows its own first coupons", async ({ page }) => {
    const beer = previewIds("freshmart", 108);
    expect(beer.length).toBeGreaterThan(0);
    const { release, urls } = await holdCouponLists(page);
    await page.goto("/freshmart/department/beer_wine/");
    await expect(page.locator(PREVIEW_CARDS).first()).toBeVisible();
    expect(await idsOf(page, PREVIEW_CARDS)).toEqual(beer);
    await expect.poll(() => urls.some((u) => FIRST_PIECE("freshmart", 108).test(u))).toBe(true);
    release();
    await expect(page.locator(LIVE_CARDS)).toHaveCount(Math.min(48, pulledList("freshmart", 108).length));
  });

  test("a signed-in member sees the loading image, not the guests' coupons", async ({ page, request }) => {
    const member = await seedSession(page, request, FRESHMART);
    const { release, urls } = await holdCouponLists(page);
    await page.goto("/freshmart/coupons/");
    await expect(loader(page)).toBeVisible();
    await expect(page.locator(PREVIEW_CARDS).first()).toBeHidden();
    await expect.poll(() => urls).toEqual([`/GetDetailsForCoupons/0/${member.UserToken}/0`]);

    release();
    await expect(page.locator(LIVE_CARDS).first()).toBeVisible();
    await expect(loader(page)).toHaveCount(0);
  });
});
