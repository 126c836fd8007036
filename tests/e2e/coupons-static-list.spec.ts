/**
 * A guest's coupons come from the site itself (the build's static list, `coupon-lists/`), so the
 * page works before and without the gateway: with the gateway's coupon calls held back the first
 * cards are there, their Clip button already asks a guest to log in and the whole list can be
 * searched; with the gateway down the coupons stay, "as of" the pull, and Clip says it is
 * unavailable. A member's list still comes from the gateway, in one call the page's head script
 * starts, and the member's first clip reaches it. (A coupon added at the gateway showing up after
 * the refresh: coupons-refresh.serial.spec.ts, which changes the gateway's state.)
 */
import type { Page, Route } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { requireSite, snapshot } from "./support/chains.ts";
import { gatewayCart, gatewayUrl } from "./support/gateway.ts";
import { LIVE_CARDS, nextCall, toast } from "./support/page.ts";
import { registerMember, seedSession } from "./support/session.ts";

const SITE = "harvestmarket";
const CLIP_UNAVAILABLE = "Clipping is unavailable right now. Please try again later.";
const firstCard = (page: Page) => page.locator("main .coupon-card").first();

/** The pulled All Coupons list of the chain (what the build publishes), in order. */
const pulledAll = () => {
  const file = snapshot<{
    coupons: { SSNewsId: number; Title: string }[];
    lists: Record<string, { SSNewsIds: number[] }>;
  }>(SITE, "coupon-lists.json");
  const byId = new Map(file.coupons.map((c) => [c.SSNewsId, c]));
  return (file.lists["0"]?.SSNewsIds ?? []).flatMap((id) => byId.get(id) ?? []);
};

/** The gateway unreachable for this page: every request to it refused (pictures from it included). */
const gatewayDown = (page: Page) => page.route(`${gatewayUrl()}/**`, (route) => route.abort("connectionrefused"));

/** Drops the browser's own log lines of the refused gateway requests; any other error still fails the test. */
function onlyGatewayFailures(pageErrors: string[]): void {
  const refused = `Failed to load resource: net::ERR_CONNECTION_REFUSED (${gatewayUrl()}/`;
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !e.includes(refused)));
}

/** Holds every call the page makes to the gateway until `release()`; `calls` are their paths. */
async function holdGateway(page: Page): Promise<{ release: () => void; calls: string[] }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const calls: string[] = [];
  await page.route(`${gatewayUrl()}/Get*/**`, async (route: Route) => {
    calls.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue().catch(() => undefined);
  });
  return { release, calls };
}

test.describe(`${SITE}: a guest's coupons from the site`, () => {
  test.use({ viewport: { width: 390, height: 844 } });
  requireSite(SITE);

  test("the first cards and a working Clip button before the gateway answers", async ({ page }) => {
    const { calls } = await holdGateway(page);
    await page.goto(`/${SITE}/coupons/`);
    const button = firstCard(page).getByRole("button", { name: /^Add to Cart: / });
    await expect(button).toBeVisible();
    // The live grid, drawn from the static list, replaces the build's first cards.
    await expect(page.locator(LIVE_CARDS)).toHaveCount(48);
    await expect(page.getByText(`Showing 48 of ${pulledAll().length} coupons`)).toBeVisible();
    expect(calls.filter((c) => c.startsWith("/GetDetailsForCoupons/"))).toEqual([]);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/${SITE}/login/$`));
    await expect(toast(page, "Please login to add item to cart!")).toBeVisible();
  });

  test("the whole list can be searched while the gateway is held back", async ({ page }) => {
    const { calls } = await holdGateway(page);
    const deep = pulledAll().at(-1);
    if (!deep) throw new Error("no pulled coupons");
    await page.goto(`/${SITE}/coupons/?q=${encodeURIComponent(deep.Title)}`);
    await expect(page.locator(`${LIVE_CARDS}[data-coupon-id="${deep.SSNewsId}"]`)).toBeVisible();
    await expect.poll(() => calls).toContain(`/GetCategoriesForCoupons/${guestToken()}`);
    expect(calls.filter((c) => c.startsWith("/GetDetailsForCoupons/"))).toEqual([]);
  });

  test("with the gateway down: this week's coupons as of the pull, and Clip says it is unavailable", async ({
    page,
    pageErrors,
  }) => {
    await gatewayDown(page);
    await page.goto(`/${SITE}/coupons/`);
    const note = page.getByRole("status").filter({ hasText: /^Coupons as of \d\d\/\d\d\/\d{4}, / });
    await expect(note).toContainText("clipping is unavailable");
    await expect(page.locator(LIVE_CARDS)).toHaveCount(48);
    await firstCard(page)
      .getByRole("button", { name: /^Add to Cart: / })
      .click();
    await expect(toast(page, CLIP_UNAVAILABLE)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${SITE}/coupons/$`));
    await expectAccessible(page);
    onlyGatewayFailures(pageErrors);
  });

  test("a department page shows its own list with the gateway down", async ({ page, pageErrors }) => {
    await gatewayDown(page);
    await page.goto(`/${SITE}/department/bakery/`);
    await expect(page.getByRole("status").filter({ hasText: /^Coupons as of / })).toBeVisible();
    await expect(page.locator(LIVE_CARDS).first()).toBeVisible();
    await firstCard(page)
      .getByRole("button", { name: /^Add to Cart: / })
      .click();
    await expect(toast(page, CLIP_UNAVAILABLE)).toBeVisible();
    onlyGatewayFailures(pageErrors);
  });
});

test.describe(`${SITE}: a member's coupons from the gateway`, () => {
  test.use({ viewport: { width: 390, height: 844 } });
  requireSite(SITE);

  test("come in one call the page starts at once, and the first clip reaches the gateway", async ({
    page,
    request,
  }) => {
    const registered = await registerMember(request, SITE, "Harvest1");
    const member = await seedSession(page, request, registered);
    const lists: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/GetDetailsForCoupons/")) lists.push(new URL(r.url()).pathname);
    });
    await page.goto(`/${SITE}/coupons/`);
    const card = page.locator(LIVE_CARDS).first();
    const button = card.getByRole("button", { name: /^Add to Cart: / });
    await expect(button).toBeVisible();
    // The head script's call is the island's: one request for the member's list.
    expect(lists).toEqual([`/GetDetailsForCoupons/0/${member.UserToken}/0`]);
    const id = Number(await card.getAttribute("data-coupon-id"));
    const save = nextCall(page, "SaveMyCart");
    await button.click();
    expect((await save).postDataJSON()).toMatchObject({
      method: "POST",
      OfferId: id,
      MemberNumber: member.MemberNumber,
      UserFirstName: member.FirstName,
      UserToken: member.UserToken,
      UPC: "",
    });
    await expect(toast(page, "Item added to cart.")).toBeVisible();
    expect(await gatewayCart(request, SITE, registered.email)).toEqual([id]);
  });
});

/** The chain's guest token, as the pull saw it. */
function guestToken(): string {
  return snapshot<{ data: { GUEST_TOKEN: string } }>(SITE, "clientinfo.json").data.GUEST_TOKEN;
}
