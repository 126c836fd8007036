/**
 * The cart (shopping spec: Header cart icon, Cart, §4, §8) on the demo chain with clipped coupons:
 * the member's list, barcode and print sheet, removal (what the shopper sees and what the gateway
 * got), the empty state, the header badge and its cache, and the guard for guests.
 * The session is seeded as the login page stores it: the real ValidateUser answer under
 * 'userdata' + subdomain.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite } from "./support/chains.ts";
import { armFault, expireSessions, gatewayCart, gatewayPost, gatewayUrl, resetGateway } from "./support/gateway.ts";
import { badgeLink, toast } from "./support/page.ts";
import { seedSession, storedUser } from "./support/session.ts";

const SITE = "freshmart";
const LOGIN = { ...DEMO_LOGINS.freshmart, card: "400100012345" };
/** The demo member's seeded cart (scripts/services/demo-gateway/seed). */
const SEEDED = [
  { id: 100001, title: "Butcher's Choice Shrimp" },
  { id: 100002, title: "Spend $50 on your basket and save $1.50" },
  { id: 100004, title: "Save 50% on any 2 Snow Peak products" },
  { id: 100000, title: "Romaine Hearts 16 oz" },
];
const CART = `/${SITE}/cart/`;

const rows = (page: Page) => page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr");

requireSite(SITE);
// One demo gateway holds the member's cart: these tests reset and change it, so they take turns.
test.describe.configure({ mode: "default" });

test.beforeEach(async ({ request }) => {
  await resetGateway(request);
});

test("a guest is sent to /login with 'Please Login to access this page'", async ({ page }) => {
  await page.goto(CART);
  await expect(page).toHaveURL(new RegExp(`/${SITE}/login/$`));
  await expect(page.getByText("Please Login to access this page")).toBeVisible();
});

test("the member sees the list, the barcode for the cashier, the print button and the badge", async ({
  page,
  request,
}) => {
  await seedSession(page, request, LOGIN);
  const cartCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/GetMyCartDetails/")) cartCalls.push(r.url());
  });
  await page.goto(CART);
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  await expect(rows(page)).toHaveCount(SEEDED.length);
  for (const [i, item] of SEEDED.entries()) {
    await expect(rows(page).nth(i).getByRole("cell").nth(0)).toHaveText(item.title);
    await expect(rows(page).nth(i).getByRole("cell").nth(1)).toHaveText("1");
    await expect(
      rows(page)
        .nth(i)
        .getByRole("button", { name: `Remove ${item.title}` }),
    ).toBeEnabled();
  }
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Title" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Qty" })).toBeVisible();

  const barcode = page.getByRole("img", { name: `Loyalty card barcode, card number ${LOGIN.card}` });
  await expect(barcode).toHaveAttribute("src", `${gatewayUrl()}/images/barcode/${LOGIN.card}.svg`);
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("SHOW THIS BARCODE TO CASHIER", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 4");
  await expect(badgeLink(page)).toHaveAttribute("title", "Click to view your shopping cart");
  // The badge and the page share one load.
  expect(cartCalls).toHaveLength(1);
  await expectAccessible(page);
});

test("removing an item toasts, tells the gateway, and reloads the list and the counter", async ({ page, request }) => {
  const member = await seedSession(page, request, LOGIN);
  await page.goto(CART);
  await expect(rows(page)).toHaveCount(4);
  const [first] = SEEDED;
  if (!first) throw new Error("no seeded item");

  const removal = page.waitForRequest((r) => r.url().includes("/RemoveFromCart/"));
  const reload = page.waitForRequest((r) => r.url().includes("/GetMyCartDetails/"));
  await page.getByRole("button", { name: `Remove ${first.title}` }).click();
  const sent = await removal;
  expect(new URL(sent.url()).pathname).toBe(`/RemoveFromCart/${first.id}/${member.UserToken}`);
  expect(sent.method()).toBe("POST");
  expect(sent.postDataJSON()).toEqual({ method: "POST" });
  await reload;

  await expect(page.getByText("Item removed from the cart!")).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole("cell", { name: first.title, exact: true })).toHaveCount(0);
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 3");
  await expect(page.locator("[data-cart-announce]")).toHaveText("Shopping cart: 3 items");
  // Focus stays in the list, on the next remove button.
  await expect(page.getByRole("button", { name: `Remove ${SEEDED[1]?.title}` })).toBeFocused();
  expect(await gatewayCart(request, SITE, LOGIN.email)).not.toContain(first.id);
  await expectAccessible(page);
});

test("a refused removal shows the server's reason as a warning and keeps the item", async ({ page, request }) => {
  await seedSession(page, request, LOGIN);
  const details = "This coupon cannot be removed right now.";
  await armFault(request, SITE, { call: "RemoveFromCart", mode: "error", code: -1, details });
  await page.goto(CART);
  await page.getByRole("button", { name: `Remove ${SEEDED[0]?.title}` }).click();
  await expect(page.getByText(details)).toBeVisible();
  await expect(toast(page, details)).toHaveAttribute("data-type", "warning");
  await expect(rows(page)).toHaveCount(4);
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 4");
});

test("an empty cart offers 'Return to Shop' and the badge says there is nothing", async ({ page, request }) => {
  const member = await seedSession(page, request, LOGIN);
  for (const { id } of SEEDED) {
    await gatewayPost(request, SITE, `RemoveFromCart/${id}/${member.UserToken}`);
  }
  expect(await gatewayCart(request, SITE, LOGIN.email)).toEqual([]);
  await page.goto(CART);
  const back = page.getByRole("link", { name: "Return to Shop" });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/${SITE}/$`));
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 0");
  await expect(badgeLink(page)).toHaveAttribute("title", "You have no items in your shopping cart");
});

test("removing the last item leads to the empty state", async ({ page, request }) => {
  const member = await seedSession(page, request, LOGIN);
  for (const { id } of SEEDED.slice(1)) {
    await gatewayPost(request, SITE, `RemoveFromCart/${id}/${member.UserToken}`);
  }
  await page.goto(CART);
  await page.getByRole("button", { name: `Remove ${SEEDED[0]?.title}` }).click();
  await expect(page.getByText("Item removed from the cart!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Shop" })).toBeFocused();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(badgeLink(page)).toHaveAttribute("title", "You have no items in your shopping cart");
  await expectAccessible(page);
});

test("a spinner shows while the cart loads", async ({ page, request }) => {
  await seedSession(page, request, LOGIN);
  await armFault(request, SITE, { call: "GetMyCartDetails", mode: "delay", ms: 1500 });
  await page.goto(CART);
  await expect(page.getByRole("status").filter({ hasText: "Loading your shopping cart…" })).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole("status").filter({ hasText: "Loading your shopping cart…" })).toHaveCount(0);
});

test("the printout shows the list and the barcode, without the site chrome or buttons", async ({ page, request }) => {
  await seedSession(page, request, LOGIN);
  await page.goto(CART);
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole("img", { name: /Loyalty card barcode/ })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header.site-header")).toBeHidden();
  await expect(page.locator("footer.site-footer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  // A button with display:none has no accessible name any more, so these are found by their marker.
  const removeButtons = page.locator("button[data-remove]");
  await expect(removeButtons).toHaveCount(4);
  for (const button of await removeButtons.all()) await expect(button).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Loyalty card barcode/ })).toBeVisible();
  await expect(page.getByText("SHOW THIS BARCODE TO CASHIER", { exact: true })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
});

test("static pages show the cached count without calling the gateway; another tab's removal updates it", async ({
  page,
  request,
}) => {
  await seedSession(page, request, LOGIN);
  await page.goto(CART);
  await expect(rows(page)).toHaveCount(4);

  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/GetMyCartDetails/")) calls.push(r.url());
  });
  await page.goto(`/${SITE}/about/`);
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 4");
  await expect(badgeLink(page)).toHaveAttribute("title", "Click to view your shopping cart");
  expect(calls, "no cart fetch on a static page with a cached count").toEqual([]);

  const other = await page.context().newPage();
  await other.goto(CART);
  await other.getByRole("button", { name: `Remove ${SEEDED[0]?.title}` }).click();
  await expect(other.getByText("Item removed from the cart!")).toBeVisible();
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 3");
  await expect(page.locator("[data-cart-announce]")).toHaveText("Shopping cart: 3 items");
  await other.close();
});

test("an expired session on the cart goes to /login", async ({ page, request }) => {
  await seedSession(page, request, LOGIN);
  await expireSessions(request, SITE);
  await page.goto(CART);
  await expect(page).toHaveURL(new RegExp(`/${SITE}/login/$`));
  expect(await storedUser(page, SITE)).toBeNull();
});
