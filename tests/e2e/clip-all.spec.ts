/**
 * "Clip all" on a department's coupon list: a fresh member of a small chain clips one
 * coupon by hand (the spec's single clip, unchanged), then presses Clip all with one SaveMyCart
 * armed to fail: the button's progress, the header badge, one summary toast, the failure listed with
 * a Retry that clips it, and an Undo that removes exactly what Clip all added (the hand clip stays),
 * checked against the SaveMyCart and RemoveFromCart calls the page sent and the cart the gateway
 * holds. A guest's press gets the spec's 'Please login to add item to cart!'.
 */
import type { Page, Request } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { requireSite } from "./support/chains.ts";
import { armFault, gatewayCart, gatewayPost } from "./support/gateway.ts";
import { badgeLink, forbidCall, LIVE_CARDS, toast } from "./support/page.ts";
import { registerMember, seedSession } from "./support/session.ts";

const SITE = "hilltop";
const BAKERY = { id: 504, path: `/${SITE}/coupons/bakery/` };

type Special = { SSNewsId: number; Title: string; ProductName: string; Details: string; ExpiresOn: string };

/** The summary toast (its Undo button is part of its text, so it is matched by its start). */
const summary = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: new RegExp(`^${text.replace(/[.()]/g, "\\$&")}`) });

/** Every SaveMyCart and RemoveFromCart the page sends from now on. */
function cartCalls(page: Page): { saves: Request[]; removals: Request[] } {
  const calls = { saves: [] as Request[], removals: [] as Request[] };
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() !== "POST") return;
    if (path === "/SaveMyCart") calls.saves.push(r);
    if (path.startsWith("/RemoveFromCart/")) calls.removals.push(r);
  });
  return calls;
}

/** Every text the Clip all button showed from now on (its progress while a run is under way). */
async function recordButtonTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __clipAllTexts: string[] }).__clipAllTexts = seen;
    const button = document.querySelector(".clip-all-button");
    if (!button) throw new Error("no Clip all button");
    new MutationObserver(() => seen.push(button.textContent ?? "")).observe(button, {
      characterData: true,
      childList: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __clipAllTexts: string[] }).__clipAllTexts);
}

requireSite(SITE);

test("a member clips a department: progress, badge, one toast, a failure retried, and Undo of exactly what it added", async ({
  page,
  request,
}) => {
  // Three runs, their toasts (the summary stays 8 s) and axe once they are gone: a long flow.
  test.setTimeout(60_000);
  const member = await registerMember(request, SITE, "1357");
  const session = await seedSession(page, request, member);
  const list = await gatewayPost<{ Specials: Special[] }>(
    request,
    SITE,
    `GetDetailsForCoupons/${BAKERY.id}/${session.UserToken}/0`,
  );
  const coupons = list.Specials;
  expect(coupons.length, "the department needs a few coupons").toBeGreaterThanOrEqual(3);
  const all = coupons.map((c) => c.SSNewsId);

  await page.goto(BAKERY.path);
  await expect(page.locator(LIVE_CARDS)).toHaveCount(coupons.length);
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 0");

  // The spec's single clip, unchanged: its own toast and one badge step.
  const [byHand] = coupons;
  if (!byHand) throw new Error("no coupon");
  await page
    .locator(`${LIVE_CARDS}[data-coupon-id="${byHand.SSNewsId}"]`)
    .getByRole("button", { name: /^Add to Cart: / })
    .click();
  await expect(toast(page, "Item added to cart.")).toBeVisible();
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 1");

  const rest = all.filter((id) => id !== byHand.SSNewsId);
  const calls = cartCalls(page);
  const texts = await recordButtonTexts(page);
  await armFault(request, SITE, {
    call: "SaveMyCart",
    mode: "error",
    code: -1,
    details: "Coupon limit reached.",
    match: session.UserToken,
  });
  await page.getByRole("button", { name: `Clip all (${rest.length})` }).click();

  const first = `Clipped ${rest.length - 1} of ${rest.length} coupons. 1 could not be clipped.`;
  await expect(summary(page, first)).toHaveCount(1);
  await expect(summary(page, first)).toHaveAttribute("data-type", "warning");
  await expect(summary(page, first).getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(badgeLink(page)).toHaveAccessibleName(`Shopping cart, items: ${rest.length}`);
  await expect(page.getByRole("status").filter({ hasText: first })).toHaveCount(1);
  // The button counted the run up, and no toast per coupon was shown.
  const shown = await texts();
  expect(shown).toContain(`Clipping 0 of ${rest.length}…`);
  expect(shown.filter((t) => /^Clipping \d+ of \d+…$/.test(t)).length).toBeGreaterThanOrEqual(2);
  await expect(toast(page, "Item added to cart.")).toHaveCount(0);

  // Exactly one SaveMyCart per coupon not yet clipped, with the spec's body.
  expect(calls.saves.map((r) => (r.postDataJSON() as { OfferId: number }).OfferId).sort()).toEqual(rest.toSorted());
  for (const save of calls.saves) {
    const body = save.postDataJSON() as { OfferId: number };
    const coupon = coupons.find((c) => c.SSNewsId === body.OfferId);
    expect(body).toEqual({
      method: "POST",
      OfferId: coupon?.SSNewsId,
      CategoryId: BAKERY.id,
      MemberNumber: session.MemberNumber,
      UserFirstName: session.FirstName,
      NCRPromotionCode: expect.any(String),
      IsInNCRImpressions: expect.any(Boolean),
      Title: coupon?.Title,
      Details: coupon?.Details,
      Amount: expect.any(Number),
      ProductName: coupon?.ProductName,
      ValidFrom: expect.stringMatching(/^\/Date\(\d+[-+]\d{4}\)\/$/),
      ExpiresOn: coupon?.ExpiresOn,
      UPC: "",
      UserToken: session.UserToken,
    });
  }
  const afterRun = await gatewayCart(request, SITE, member.email);
  const failedId = all.find((id) => !afterRun.includes(id));
  const failed = coupons.find((c) => c.SSNewsId === failedId);
  if (!failed) throw new Error(`the gateway holds every coupon: ${afterRun.join()}`);
  expect(afterRun.toSorted()).toEqual(all.filter((id) => id !== failedId).toSorted());

  // The failure is listed with its reason and a Retry.
  const report = page.getByRole("group", { name: "Clip all results" });
  await expect(report.getByText("1 coupon could not be clipped:")).toBeVisible();
  await expect(report.getByRole("listitem")).toHaveCount(1);
  await expect(report.getByRole("listitem")).toContainText("Coupon limit reached.");
  await expect(page.getByRole("button", { name: "Clip all (1)" })).toBeVisible();
  calls.saves.length = 0;
  await report.getByRole("button", { name: "Retry" }).click();
  await expect(summary(page, "Clipped 1 of 1 coupon.")).toHaveAttribute("data-type", "success");
  await expect(badgeLink(page)).toHaveAccessibleName(`Shopping cart, items: ${all.length}`);
  expect(calls.saves.map((r) => (r.postDataJSON() as { OfferId: number }).OfferId)).toEqual([failed.SSNewsId]);
  await expect(page.getByRole("button", { name: "All clipped" })).toHaveAttribute("aria-disabled", "true");
  await expect(report.getByRole("listitem")).toHaveCount(0);

  // Undo removes what Clip all and its Retry added; the hand clip stays.
  await report.getByRole("button", { name: "Undo clip all" }).click();
  await expect(summary(page, `Removed ${rest.length} coupons.`)).toBeVisible();
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 1");
  const removed = calls.removals.map((r) => {
    expect(r.postDataJSON()).toEqual({ method: "POST" });
    const [, , id, token] = new URL(r.url()).pathname.split("/");
    expect(token).toBe(session.UserToken);
    return Number(id);
  });
  expect(removed.toSorted()).toEqual(rest.toSorted());
  expect(await gatewayCart(request, SITE, member.email)).toEqual([byHand.SSNewsId]);
  await expect(page.getByRole("button", { name: `Clip all (${rest.length})` })).toBeVisible();
  await expect(report).toHaveCount(0);

  // Checked once the toasts have gone (their enter and exit animations included).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
});

test("a guest's Clip all gets 'Please login to add item to cart!' and goes to /login", async ({ page }) => {
  const noSave = forbidCall(page, "SaveMyCart");
  await page.goto(BAKERY.path);
  await expect(page.locator(LIVE_CARDS).first()).toBeVisible();
  await page.getByRole("button", { name: /^Clip all \(\d+\)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${SITE}/login/$`));
  await expect(toast(page, "Please login to add item to cart!")).toBeVisible();
  noSave();
});

test("offline, a guest's Clip all waits: disabled, 'Needs a connection', nothing sent", async ({ page, context }) => {
  // A member's press with no connection queues the clips instead (clip-queue.serial.spec.ts).
  await page.goto(BAKERY.path);
  await expect(page.locator(LIVE_CARDS).first()).toBeVisible();
  const clipAll = page.getByRole("button", { name: /^Clip all \(\d+\)$/ });
  await expect(clipAll).toBeEnabled();
  const noSave = forbidCall(page, "SaveMyCart");

  await context.setOffline(true);
  await expect(clipAll).toBeDisabled();
  await expect(clipAll).toHaveAccessibleDescription("Needs a connection");
  await clipAll.click({ force: true });
  await expect(page.getByRole("group", { name: "Clip all results" })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${BAKERY.path}$`));

  await context.setOffline(false);
  await expect(clipAll).toBeEnabled();
  await expect(clipAll).not.toHaveAccessibleDescription("Needs a connection");
  noSave();
});

test.describe("a file of Clip all that cannot be loaded", () => {
  for (const { file, what } of [
    { file: /\/ClipAllReport\.[\w-]+\.js$/, what: "the report (failures, Retry, Undo)" },
    { file: /\/clip-all\.[\w-]+\.js$/, what: "the run itself" },
  ]) {
    test(`${what}: the list stays, the shopper is told`, async ({ page, context, request, pageErrors }) => {
      // Refused for the page and for the worker's precache alike (the context's routes see both).
      await context.route(file, (route) => route.abort("failed"));
      const member = await registerMember(request, SITE, "1357");
      await seedSession(page, request, member);
      await page.goto(BAKERY.path);
      const cards = page.locator(LIVE_CARDS);
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();

      await page.getByRole("button", { name: /^Clip all \(\d+\)$/ }).click();
      const told = page.getByRole("alert").filter({ hasText: "This part of the page could not be loaded." });
      await expect(told).toBeVisible();
      await expect(told.getByRole("button", { name: "Reload the page" })).toBeVisible();
      await expect(cards).toHaveCount(count);
      await expect(page.getByRole("button", { name: /^(Clip all \(\d+\)|All clipped)$/ })).toBeVisible();
      // The header badge and the cards still say what the gateway holds.
      const cart = await gatewayCart(request, SITE, member.email);
      await expect(badgeLink(page)).toHaveAccessibleName(`Shopping cart, items: ${cart.length}`);
      await expect(cards.locator(".clip-button.is-in-cart")).toHaveCount(cart.length);
      // The browser's report of the refused file is this test's own doing; anything else still fails it.
      const unexpected = pageErrors.filter((e) => !/net::ERR_FAILED|dynamically imported module/.test(e));
      pageErrors.splice(0, pageErrors.length, ...unexpected);
    });
  }
});
