/**
 * The coupons page and cart as a shopper meets them on a phone and after things went wrong: the
 * department list in one row and the first coupon on screen at 390 px, the barcode first in the
 * mobile cart, the header count after the cart changed elsewhere, the disclaimer's login sentence
 * for guests only, the Members Only heading, a retry after an ErrorCode on the list, and the card's
 * status after a save that got no answer.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite } from "./support/chains.ts";
import { gatewayPost, gatewayUrl } from "./support/gateway.ts";
import { badgeLink } from "./support/page.ts";
import { registerMember, seedSession } from "./support/session.ts";

const PHONE = { width: 390, height: 844 };
const LOGIN_SENTENCE = "Please log in to see the accurate selection of coupons for your store.";
const departmentNav = (page: Page) => page.getByRole("navigation", { name: "Departments" });
const firstCard = (page: Page) => page.locator(".coupon-card").first();

/** Drops the browser's own log line for a response the test made fail on purpose. */
function allowFailedResource(pageErrors: string[]): void {
  const rest = pageErrors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e));
  pageErrors.splice(0, pageErrors.length, ...rest);
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the department list is one row and the first coupon is on screen", async ({ page }) => {
    requireSite("harvestmarket");
    await page.goto("/harvestmarket/coupons/");
    const toggle = departmentNav(page).getByRole("button", { name: /^Departments: All Coupons/ });
    await expect(toggle).toBeVisible();
    await expect(departmentNav(page).getByRole("link", { name: /^Bakery/ })).toBeHidden();
    await expect(firstCard(page)).toBeVisible();
    await expect(firstCard(page)).toBeInViewport({ ratio: 0.2 });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await departmentNav(page)
      .getByRole("link", { name: /^Bakery/ })
      .click();
    await expect(page).toHaveURL(/\/harvestmarket\/coupons\/bakery\/$/);
    await expect(departmentNav(page).getByRole("button", { name: /^Departments: Bakery/ })).toBeVisible();
  });

  test("the cart shows the barcode before the list", async ({ page, request }) => {
    requireSite("freshmart");
    await seedSession(page, request, DEMO_LOGINS.freshmart);
    await page.goto("/freshmart/cart/");
    const barcode = page.getByRole("img", { name: /barcode/i }).first();
    const table = page.getByRole("table", { name: "Coupons in your shopping cart" });
    await expect(barcode).toBeVisible();
    await expect(table).toBeVisible();
    await expect(barcode).toBeInViewport();
    const [b, t] = [await barcode.boundingBox(), await table.boundingBox()];
    expect(b?.y ?? Infinity).toBeLessThan(t?.y ?? 0);
  });
});

test("the header count follows a cart changed elsewhere when the tab comes back", async ({ page, request }) => {
  requireSite("freshmart");
  const member = await registerMember(request, "freshmart", "3579");
  const record = await seedSession(page, request, member);
  await page.goto("/freshmart/about/");
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 0");
  // Every cart read from now on: the count must come from one (the header's idle load may already
  // make it, before the focus does).
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/GetMyCartDetails/")) fetched.push(r.url());
  });
  // The member clips in another browser (the gateway gets the call, this tab hears nothing).
  await gatewayPost(request, "freshmart", "SaveMyCart", {
    OfferId: 100001,
    CategoryId: 0,
    MemberNumber: String(record.MemberNumber),
    UserFirstName: member.first,
    NCRPromotionCode: "",
    IsInNCRImpressions: false,
    Title: "Butcher's Choice Shrimp",
    Details: "",
    Amount: 1,
    ProductName: "",
    ValidFrom: "/Date(1700000000000-0500)/",
    ExpiresOn: "/Date(4100000000000-0500)/",
    UPC: "",
    UserToken: record.UserToken,
  });
  // The tab loses and regains focus (again, until the header's script, loaded when the browser is
  // idle, has heard it): the count follows.
  await expect(async () => {
    await page.evaluate(() => {
      window.dispatchEvent(new Event("blur"));
      window.dispatchEvent(new Event("focus"));
    });
    await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 1", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(fetched.length).toBeGreaterThan(0);
});

test("the disclaimer's login sentence is for guests only", async ({ page, request }) => {
  requireSite("freshmart");
  await page.goto("/freshmart/coupons/");
  const disclaimer = page.locator(".coupon-disclaimer");
  await expect(disclaimer).toContainText("Coupon availability varies by store location.");
  await expect(disclaimer.getByText(LOGIN_SENTENCE)).toBeVisible();
  await seedSession(page, request, DEMO_LOGINS.freshmart);
  await page.goto("/freshmart/coupons/");
  await expect(page.locator(".coupon-disclaimer")).toContainText("Coupon availability varies by store location.");
  await expect(page.locator(".coupon-disclaimer").getByText(LOGIN_SENTENCE)).toBeHidden();
});

test("Members Only: the page heading names the department", async ({ page, request }) => {
  requireSite("harvestmarket");
  await seedSession(page, request, DEMO_LOGINS.harvestmarket);
  await page.goto("/harvestmarket/coupons/");
  await departmentNav(page)
    .getByRole("link", { name: /^Members Only/ })
    .click();
  await expect(page).toHaveURL(/category=10001/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Members Only");
});

// A member's list comes from the gateway (a guest's from the site's static files: coupons-static-list.spec.ts).
test("an ErrorCode on a member's coupon list can be retried", async ({ page, request }) => {
  requireSite("freshmart");
  await seedSession(page, request, DEMO_LOGINS.freshmart);
  let refused = false;
  await page.route(`${gatewayUrl()}/GetDetailsForCoupons/**`, async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: JSON.stringify({ Specials: [], ErrorMessage: { ErrorCode: 0, ErrorDetails: "Try later" } }),
    });
  });
  await page.goto("/freshmart/coupons/");
  const results = page.locator(".coupon-results");
  await expect(results.getByText("No coupons available")).toBeVisible();
  await results.getByRole("button", { name: "Try again" }).click();
  await expect(firstCard(page)).toBeVisible();
});

test("a save the gateway answers with a server error (503) says so on the card, politely", async ({
  page,
  request,
  pageErrors,
}) => {
  requireSite("freshmart");
  const member = await registerMember(request, "freshmart", "9753");
  await seedSession(page, request, member);
  await page.route(`${gatewayUrl()}/SaveMyCart`, (route) =>
    route.fulfill({ status: 503, headers: { "access-control-allow-origin": "*" }, body: "" }),
  );
  await page.goto("/freshmart/coupons/");
  // A coupon the demo gateway lets every member clip (some seed offers answer 'limit reached').
  const card = page.locator('.coupon-card[data-coupon-id="100001"]');
  await card.getByRole("button", { name: /^Add to Cart: / }).click();
  const status = card.getByRole("status");
  await expect(status).toHaveText("Could not update. Try again.");
  await expect(card.getByRole("button", { name: /^Add to Cart: / })).toBeVisible();
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 0");
  // The next try clears it.
  await page.unroute(`${gatewayUrl()}/SaveMyCart`);
  await card.getByRole("button", { name: /^Add to Cart: / }).click();
  await expect(card.getByRole("button", { name: /^Remove from Cart: / })).toBeVisible();
  await expect(status).toHaveText("");
  allowFailedResource(pageErrors);
});
