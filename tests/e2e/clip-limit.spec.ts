/**
 * The chain's load cap (local.json `flags.clipLimit`; greenvalley holds 10 a card): a member sees
 * '{n} of {limit} loaded'; at the cap a single clip is refused before any call (no SaveMyCart
 * leaves the page, the gateway's cart is unchanged) with a message saying why and what to do, and
 * clips again once one is removed; Clip all clips up to the cap in the page's order, says how many
 * it left out and why, and the gateway's cart holds exactly the cap.
 */
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { localSettings, newMemberSecret, requireSite } from "./support/chains.ts";
import { clipAtGateway, gatewayCart, gatewayPost } from "./support/gateway.ts";
import { forbidCall, LIVE_CARDS, toast } from "./support/page.ts";
import { registerMember, seedSession, type SessionRecord } from "./support/session.ts";

const SITE = "greenvalley";
const ALL = `/${SITE}/coupons/all/`;
const LIMIT = Number(localSettings(SITE).flags?.["clipLimit"]);
const REFUSED = `You have ${LIMIT} of ${LIMIT} loaded, the most this store allows on one card. Remove a coupon to load this one.`;

type Special = { SSNewsId: number; Title: string; ProductName: string; Details: string; ExpiresOn: string };

/** The member's All Coupons list as the gateway gives it. */
async function memberList(request: APIRequestContext, session: SessionRecord): Promise<Special[]> {
  const list = await gatewayPost<{ Specials: Special[] }>(
    request,
    SITE,
    `GetDetailsForCoupons/0/${session.UserToken}/0`,
  );
  return list.Specials;
}

/** Every SaveMyCart the page sends from now on. */
function saves(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/SaveMyCart") sent.push(r);
  });
  return sent;
}

const card = (page: Page, id: number) => page.locator(`${LIVE_CARDS}[data-coupon-id="${id}"]`);
const loaded = (page: Page, n: number) =>
  page.locator(".clip-all-loaded").filter({ hasText: `${n} of ${LIMIT} loaded` });

test.describe(`${SITE}: the load cap of ${LIMIT} coupons a card`, () => {
  requireSite(SITE);

  test("at the cap a single clip is refused before any call, and goes through once one is removed", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    expect(LIMIT, "greenvalley's local.json sets a small cap").toBeGreaterThan(1);
    const member = await registerMember(request, SITE, newMemberSecret(SITE));
    const session = await seedSession(page, request, member);
    const coupons = await memberList(request, session);
    expect(coupons.length, "more coupons than the cap").toBeGreaterThan(LIMIT);
    const full = coupons.slice(0, LIMIT);
    for (const coupon of full) await clipAtGateway(request, SITE, session, coupon);
    const [first] = full;
    const next = coupons[LIMIT];
    if (!first || !next) throw new Error("no coupons");

    await page.goto(ALL);
    await expect(page.locator(LIVE_CARDS)).toHaveCount(coupons.length);
    await expect(loaded(page, LIMIT)).toBeVisible();

    const noSave = forbidCall(page, "SaveMyCart");
    await card(page, next.SSNewsId)
      .getByRole("button", { name: /^Add to List: / })
      .click();
    await expect(toast(page, REFUSED)).toBeVisible();
    await expect(card(page, next.SSNewsId).getByRole("status")).toHaveText(REFUSED);
    await expect(card(page, next.SSNewsId).getByRole("button", { name: /^Add to List: / })).toBeVisible();
    noSave();
    expect((await gatewayCart(request, SITE, member.email)).toSorted()).toEqual(full.map((c) => c.SSNewsId).toSorted());

    // One removed: room for one more, and the refused coupon clips.
    await card(page, first.SSNewsId)
      .getByRole("button", { name: /^Remove from List: / })
      .click();
    await expect(loaded(page, LIMIT - 1)).toBeVisible();
    await expect(card(page, next.SSNewsId).getByRole("status")).toHaveText("");
    const sent = saves(page);
    await card(page, next.SSNewsId)
      .getByRole("button", { name: /^Add to List: / })
      .click();
    await expect(card(page, next.SSNewsId).getByRole("button", { name: /^Remove from List: / })).toBeVisible();
    await expect(loaded(page, LIMIT)).toBeVisible();
    await expect(card(page, next.SSNewsId).getByRole("status")).toHaveText("");
    expect(sent.map((r) => (r.postDataJSON() as { OfferId: number }).OfferId)).toEqual([next.SSNewsId]);
    const cart = await gatewayCart(request, SITE, member.email);
    expect(cart).toHaveLength(LIMIT);
    expect(cart).toContain(next.SSNewsId);
    expect(cart).not.toContain(first.SSNewsId);
  });

  test("Clip all clips up to the cap in the page's order, says how many it left out and why", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const member = await registerMember(request, SITE, newMemberSecret(SITE));
    const session = await seedSession(page, request, member);
    const coupons = await memberList(request, session);
    const before = coupons.slice(0, 2);
    for (const coupon of before) await clipAtGateway(request, SITE, session, coupon);

    await page.goto(ALL);
    await expect(page.locator(LIVE_CARDS)).toHaveCount(coupons.length);
    await expect(loaded(page, before.length)).toBeVisible();
    const order = await page
      .locator(LIVE_CARDS)
      .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute("data-coupon-id"))));
    const clippedBefore = new Set(before.map((c) => c.SSNewsId));
    const notClipped = order.filter((id) => !clippedBefore.has(id));
    const room = LIMIT - before.length;
    const leftOut = notClipped.length - room;
    const why = `${leftOut} coupons left out: this store allows ${LIMIT} loaded coupons on one card.`;

    const sent = saves(page);
    await page.getByRole("button", { name: `Clip all (${notClipped.length})` }).click();
    const summary = `Clipped ${room} of ${room} coupons. ${why}`;
    // The summary toast carries its Undo button, so it is matched by its start.
    const summaryToast = page.locator("[data-sonner-toast]").filter({ hasText: summary });
    await expect(summaryToast).toHaveAttribute("data-type", "warning");
    await expect(loaded(page, LIMIT)).toBeVisible();
    const report = page.getByRole("group", { name: "Clip all results" });
    await expect(report.getByText(why)).toBeVisible();
    // The first offers of the page not yet clipped, and no more.
    expect(sent.map((r) => (r.postDataJSON() as { OfferId: number }).OfferId).toSorted()).toEqual(
      notClipped.slice(0, room).toSorted(),
    );
    expect((await gatewayCart(request, SITE, member.email)).toSorted()).toEqual(
      [...clippedBefore, ...notClipped.slice(0, room)].toSorted(),
    );

    // Pressed again at the cap: nothing is sent, and the page says why.
    const noSave = forbidCall(page, "SaveMyCart");
    await page.getByRole("button", { name: `Clip all (${leftOut})` }).click();
    await expect(toast(page, why)).toBeVisible();
    noSave();
    expect(await gatewayCart(request, SITE, member.email)).toHaveLength(LIMIT);

    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);
  });

  test("the cart says how many of the cap are loaded, and follows a removal", async ({ page, request }) => {
    const member = await registerMember(request, SITE, newMemberSecret(SITE));
    const session = await seedSession(page, request, member);
    const coupons = (await memberList(request, session)).slice(0, 3);
    for (const coupon of coupons) await clipAtGateway(request, SITE, session, coupon);

    await page.goto(`/${SITE}/cart/`);
    const rows = page.getByRole("table", { name: /^Coupons in your / }).locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(loaded(page, 3)).toBeVisible();
    await rows
      .first()
      .getByRole("button", { name: /^Remove / })
      .click();
    await expect(rows).toHaveCount(2);
    await expect(loaded(page, 2)).toBeVisible();
    await expectAccessible(page);
  });
});
