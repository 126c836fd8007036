/**
 * /my-rewards (accounts §2.12, §4, §8): the member guard, the points chain (V2 calls, redeem with
 * the spec's confirm and toast, tier items, points history) and the quantity/amount chain (progress
 * readable as progressbars, the earned texts), and a failed list read as 'No Rewards found'.
 * Serial: the redeem spends the demo member's points.
 */
import { expect, expectAccessible, test } from "./fixtures.ts";
import { DEMO_LOGINS } from "./support/chains.ts";
import { armFault, gatewayMember } from "./support/gateway.ts";
import { toast } from "./support/page.ts";
import { seedSession } from "./support/session.ts";

test("a guest on /my-rewards is sent to /login with the spec's message", async ({ page }) => {
  await page.goto("/freshmart/my-rewards/");
  await expect(page).toHaveURL(/\/freshmart\/login\/$/);
  await expect(toast(page, "Please Login to access this page")).toBeVisible();
});

test("freshmart: points reward, tier items, redeem and points history over the V2 calls", async ({ page, request }) => {
  const login = DEMO_LOGINS.freshmart;
  await seedSession(page, request, login);
  const before = Number((await gatewayMember(request, "freshmart", login.email))?.["points"]);
  const list = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/GetLMRewardsV2/"));
  await page.goto("/freshmart/my-rewards/");
  await list;
  const card = page.getByRole("article", { name: "Fresh Points" });
  await expect(card.getByText("100 points = $1.00")).toBeVisible();
  // Its picture comes through the chain's image CDN at twice its drawn width (160 px).
  const picture = card.locator("img.reward-image");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  expect(new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe("/image-cdn/fit");
  await expectAccessible(page);

  // Points history.
  await card.getByRole("button", { name: "Points History" }).click();
  await expect(page.getByRole("heading", { name: "Points History" })).toBeFocused();
  await expect(page.getByRole("table")).toBeVisible();
  // The expiry date as the site writes dates: MM/DD/YYYY, no time of day.
  const expiry = page.getByText(/ pts \d{2}\/\d{2}\/\d{4}/);
  await expect(expiry).toHaveText(/ pts \d{2}\/\d{2}\/\d{4}$/);
  await page.getByRole("button", { name: "Back to My Rewards" }).click();

  // Redeem: tiers over V2, only qualified tiers selectable, one at a time.
  const tiersCall = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/GetQualifiedRewardTiersV2/"));
  await page.getByRole("article", { name: "Fresh Points" }).getByRole("button", { name: "Redeem Points" }).click();
  await tiersCall;
  const redeem = page.getByRole("button", { name: "REDEEM" });
  await expect(redeem).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "$25 Off Your Order" })).toHaveCount(0);
  const five = page.getByRole("checkbox", { name: "$5 Off Your Order" });
  const produce = page.getByRole("checkbox", { name: "Free Produce Item" });
  await produce.check();
  await five.check();
  await expect(produce).not.toBeChecked();
  await expect(redeem).toBeEnabled();
  await page.getByRole("button", { name: "View items of Free Produce Item" }).click();
  await expect(page.getByRole("heading", { name: "Items of Free Produce Item" })).toBeVisible();
  await expect(page.locator(".tier-products li").first()).toBeVisible();

  let prompt = "";
  page.once("dialog", (dialog) => {
    prompt = dialog.message();
    void dialog.accept();
  });
  const sent = page.waitForRequest(
    (r) => new URL(r.url()).pathname === "/CreatePointsBasedRewardCouponForMemberNumber",
  );
  await redeem.click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(prompt).toBe("Are you sure to reedem $5.00 value coupon?");
  expect(body).toMatchObject({ CouponValue: 5, TierID: 11 });
  await expect(toast(page, "Your Coupon Code is reedem successfully")).toBeVisible();
  // The page reloads about 2.2 s later, back on the list.
  await page.waitForEvent("load", { timeout: 10_000 });
  await expect(page.getByRole("article", { name: "Fresh Points" })).toBeVisible();
  const after = Number((await gatewayMember(request, "freshmart", login.email))?.["points"]);
  expect(after).toBe(before - 500);
});

test("greenvalley: quantity circles and amount bar as progressbars, and the earned texts", async ({
  page,
  request,
}) => {
  await seedSession(page, request, DEMO_LOGINS.greenvalley);
  const list = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/GetLMRewards/"));
  await page.goto("/greenvalley/my-rewards/");
  await list;
  const coffee = page.getByRole("article", { name: "Buy 10 Coffees, Get 1 Free" });
  const circles = coffee.getByRole("progressbar", { name: "Buy 10 Coffees, Get 1 Free" });
  await expect(circles).toHaveAttribute("aria-valuenow", "7");
  await expect(circles).toHaveAttribute("aria-valuetext", "7 of 10 bought, 3 Left");
  await expect(coffee.getByText("3 Left", { exact: true })).toBeVisible();
  const produce = page.getByRole("article", { name: "Spend $100 on Produce, Get $10" });
  await expect(produce.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "65");
  const bakery = page.getByRole("article", { name: "Buy 5 Bakery Loaves, Get 1 Free" });
  await expect(bakery.getByText("Congratulations! You earned a reward and it is on the way.")).toBeVisible();
  await expect(
    bakery.getByText("Please allow 15-30 min before you see the reward in your list.It applies to your next purchase."),
  ).toBeVisible();
  await expectAccessible(page);
});

test("a rewards list that fails reads as empty: 'No Rewards found'", async ({ page, request }) => {
  await seedSession(page, request, DEMO_LOGINS.greenvalley);
  await armFault(request, "greenvalley", { call: "GetLMRewards", mode: "error", code: -1, details: "Not now." });
  const list = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/GetLMRewards/"));
  await page.goto("/greenvalley/my-rewards/");
  await list;
  await expect(page.getByText("No Rewards found", { exact: true })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expectAccessible(page);
});
