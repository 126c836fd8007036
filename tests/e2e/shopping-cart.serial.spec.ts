/**
 * The cart (shopping spec: Header cart icon, Cart, §4, §8) on the demo chain with clipped coupons:
 * the member's list, barcode and print sheet, removal (what the shopper sees and what the gateway
 * got), the empty state, the header badge and its cache, and the guard for guests.
 * The session is seeded as the login page stores it: the real ValidateUser answer under
 * 'userdata' + subdomain.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { builtSites } from "./settings.ts";

const SITE = "freshmart";
const LOGIN = { email: "demo@freshmart.example", pin: "1234", card: "400100012345" };
/** The demo member's seeded cart (scripts/demo-gateway/seed). */
const SEEDED = [
  { id: 100001, title: "Butcher's Choice Shrimp" },
  { id: 100002, title: "Spend $50 on your basket and save $1.50" },
  { id: 100004, title: "Save 50% on any 2 Snow Peak products" },
  { id: 100000, title: "Romaine Hearts 16 oz" },
];
const SUBDOMAIN = (
  JSON.parse(readFileSync(new URL(`../../tenants/${SITE}/clientinfo.json`, import.meta.url), "utf8")) as {
    data: { RSA_SUBDOMAIN: string };
  }
).data.RSA_SUBDOMAIN;
const CART = `/${SITE}/cart/`;

function gateway(): string {
  const url = process.env["E2E_GATEWAY_URL"];
  if (!url) throw new Error("E2E_GATEWAY_URL is not set: run through playwright.config.ts");
  return url;
}

type Member = { UserToken: string; MemberNumber: string };

/** Logs in at the gateway and stores the answer the way the login page does; returns the record. */
async function signIn(page: Page, request: APIRequestContext): Promise<Member> {
  const response = await request.post(`${gateway()}/ValidateUser`, {
    headers: { domainname: SUBDOMAIN },
    data: {
      method: "POST",
      UserName: LOGIN.email,
      Password: LOGIN.pin,
      DeviceId: "3",
      CustomerId: 1,
      DeviceInfo: "Web",
      MobileOS: "Web",
      MobileOSVersion: "",
      MobileModel: "",
      DeviceRegistrationId: "",
    },
  });
  const answer = (await response.json()) as Member & { ErrorMesasge?: { ErrorCode: number } };
  expect(answer.ErrorMesasge?.ErrorCode, "demo login").toBe(1);
  const { ErrorMesasge: _block, ...record } = answer;
  // A blank page on the sites' origin (path mode shares it), just to write localStorage there.
  await page.route("**/__seed-session", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><title>seed</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto("/__seed-session");
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `userdata${SUBDOMAIN}`,
    value: JSON.stringify(record),
  });
  return record;
}

/** The member's cart as the gateway holds it. */
async function gatewayCart(request: APIRequestContext): Promise<number[]> {
  const res = await request.get(`${gateway()}/__demo/members?site=${SITE}`);
  const { members } = (await res.json()) as { members: { Username: string; cart: number[] }[] };
  return members.find((m) => m.Username === LOGIN.email)?.cart ?? [];
}

const badgeLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Shopping cart, items:/ });
const rows = (page: Page) => page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr");

test.skip(!builtSites().some((s) => s.site === SITE), `${SITE} is not in this build`);
// One demo gateway holds the member's cart: these tests reset and change it, so they take turns.
test.describe.configure({ mode: "default" });

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${gateway()}/__demo/reset`)).ok()).toBe(true);
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
  await signIn(page, request);
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
  await expect(barcode).toHaveAttribute("src", `${gateway()}/images/barcode/${LOGIN.card}.svg`);
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
  const member = await signIn(page, request);
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
  expect(await gatewayCart(request)).not.toContain(first.id);
  await expectAccessible(page);
});

test("a refused removal shows the server's reason as a warning and keeps the item", async ({ page, request }) => {
  await signIn(page, request);
  const details = "This coupon cannot be removed right now.";
  await request.post(`${gateway()}/__demo/faults`, {
    data: { site: SITE, call: "RemoveFromCart", mode: "error", code: -1, details },
  });
  await page.goto(CART);
  await page.getByRole("button", { name: `Remove ${SEEDED[0]?.title}` }).click();
  await expect(page.getByText(details)).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: details })).toHaveAttribute(
    "data-type",
    "warning",
  );
  await expect(rows(page)).toHaveCount(4);
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 4");
});

test("an empty cart offers 'Return to Shop' and the badge says there is nothing", async ({ page, request }) => {
  const member = await signIn(page, request);
  for (const { id } of SEEDED) {
    await request.post(`${gateway()}/RemoveFromCart/${id}/${member.UserToken}`, {
      headers: { domainname: SUBDOMAIN },
      data: { method: "POST" },
    });
  }
  expect(await gatewayCart(request)).toEqual([]);
  await page.goto(CART);
  const back = page.getByRole("link", { name: "Return to Shop" });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/${SITE}/$`));
  await expect(badgeLink(page)).toHaveAccessibleName("Shopping cart, items: 0");
  await expect(badgeLink(page)).toHaveAttribute("title", "You have no items in your shopping cart");
});

test("removing the last item leads to the empty state", async ({ page, request }) => {
  const member = await signIn(page, request);
  for (const { id } of SEEDED.slice(1)) {
    await request.post(`${gateway()}/RemoveFromCart/${id}/${member.UserToken}`, {
      headers: { domainname: SUBDOMAIN },
      data: { method: "POST" },
    });
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
  await signIn(page, request);
  await request.post(`${gateway()}/__demo/faults`, {
    data: { site: SITE, call: "GetMyCartDetails", mode: "delay", ms: 1500, times: 1 },
  });
  await page.goto(CART);
  await expect(page.getByRole("status").filter({ hasText: "Loading your shopping cart…" })).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole("status").filter({ hasText: "Loading your shopping cart…" })).toHaveCount(0);
});

test("the printout shows the list and the barcode, without the site chrome or buttons", async ({ page, request }) => {
  await signIn(page, request);
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
  await signIn(page, request);
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
  await signIn(page, request);
  await request.post(`${gateway()}/__demo/expire-sessions`, { data: { site: SITE } });
  await page.goto(CART);
  await expect(page).toHaveURL(new RegExp(`/${SITE}/login/$`));
  expect(await page.evaluate((key) => localStorage.getItem(key), `userdata${SUBDOMAIN}`)).toBeNull();
});
