/**
 * The deals sheet (/my-deals) and clip times: a clip the gateway confirmed says 'Clipped {time}' on
 * its card and in the cart (and 'ready at the register by {time}' where the chain says), also after a
 * reload; a clip under way never looks clipped; the sheet lists every clipped coupon with offer,
 * value, expiry and clip time under the barcode, prints on A4 and Letter with all of it in the PDF's
 * text and no row cut by a page break, downloads an iCalendar file a real parser reads, and opens
 * offline in the installed app.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test as plainTest } from "@playwright/test";
import ICAL from "ical.js";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite } from "./support/chains.ts";
import { gatewayCart, gatewayPost, resetGateway } from "./support/gateway.ts";
import { LIVE_CARDS, nextCall, toast } from "./support/page.ts";
import { registerMember, seedSession, type SessionRecord } from "./support/session.ts";

const SITE = "freshmart";
const LOGIN = { ...DEMO_LOGINS.freshmart, card: "400100012345" };
const SHEET = `/${SITE}/my-deals/`;

type CartItem = {
  OfferId: number;
  Title: string;
  ProductName: string;
  NewsCategoryId: number;
  PLUCode: string;
  ExpiresOn: string;
  Details: string;
};
type Special = {
  SSNewsId: number;
  Title: string;
  Details: string;
  ProductName: string;
  ExpiresOn: string;
  IsInCart: boolean;
};

requireSite(SITE);
requireSite("greenvalley");
// One demo gateway holds the members' carts: these tests reset and change it, so they take turns.
test.describe.configure({ mode: "default" });

test.beforeEach(async ({ request }) => {
  await resetGateway(request);
});

/** The member's cart as the gateway sends it. */
async function cartOf(request: APIRequestContext, site: string, token: string): Promise<CartItem[]> {
  return (await gatewayPost<{ MyCartInfo: CartItem[] }>(request, site, `GetMyCartDetails/${token}`)).MyCartInfo;
}

/** Clips `count` more coupons at the gateway, as another device would (the browser never hears of it). */
async function clipElsewhere(request: APIRequestContext, site: string, member: SessionRecord, count: number) {
  const list = await gatewayPost<{ Specials: Special[] }>(
    request,
    site,
    `GetDetailsForCoupons/0/${member.UserToken}/0`,
  );
  const free = list.Specials.filter((c) => !c.IsInCart).slice(0, count);
  for (const c of free) {
    const answer = await gatewayPost(request, site, "SaveMyCart", {
      OfferId: c.SSNewsId,
      CategoryId: 0,
      MemberNumber: String(member.MemberNumber),
      UserFirstName: String(member.FirstName),
      NCRPromotionCode: "",
      IsInNCRImpressions: false,
      Title: c.Title,
      Details: c.Details,
      Amount: 1,
      ProductName: c.ProductName,
      ValidFrom: c.ExpiresOn,
      ExpiresOn: c.ExpiresOn,
      UPC: "",
      UserToken: member.UserToken,
    });
    expect(answer["ErrorMessage"]).toMatchObject({ ErrorCode: 1 });
  }
}

/** Clips the first coupon card not in the cart on the coupons page; returns its id and the card. */
async function clipOnCard(page: Page, add: RegExp) {
  const card = page
    .locator(LIVE_CARDS)
    .filter({ has: page.getByRole("button", { name: add }) })
    .first();
  const id = Number(await card.getAttribute("data-coupon-id"));
  const save = nextCall(page, "SaveMyCart");
  await card.getByRole("button", { name: add }).click();
  await save;
  return { id, card: page.locator(`${LIVE_CARDS}[data-coupon-id="${id}"]`) };
}

/** The time the page writes for `at` (the browser's locale and zone), as 'Clipped {time}' does. */
function pageTime(page: Page, at: number): Promise<string> {
  return page.evaluate((ms) => new Date(ms).toLocaleString(undefined, { hour: "numeric", minute: "2-digit" }), at);
}

/** The clip time the browser stored for `id` (set when the gateway confirmed the clip). */
function storedClipTime(page: Page, site: string, id: number): Promise<{ at: number; before?: true } | null> {
  return page.evaluate(
    ([key, offer]) => {
      const all = JSON.parse(localStorage.getItem(key ?? "") ?? "{}") as Record<string, Record<string, unknown>>;
      const mine = Object.values(all)[0] ?? {};
      return (mine[String(offer)] as { at: number; before?: true } | undefined) ?? null;
    },
    [`cliptimes${site}`, id] as const,
  );
}

/** Whitespace as one space (PDF text and the page's narrow spaces before AM/PM alike). */
const squash = (text: string): string => text.replace(/\s+/g, " ").trim();

test("the home page's deals of the week say when a deal was clipped, as its coupon card does; a guest's say nothing", async ({
  page,
  request,
}) => {
  const member = await registerMember(request, SITE, "2468");
  await seedSession(page, request, member);
  await page.goto(`/${SITE}/`);
  const id = Number(await page.locator(".deal-card").first().getAttribute("data-coupon-id"));
  expect(id, "the home page shows a deal of the week").toBeGreaterThan(0);
  await page.goto(`/${SITE}/coupons/`);
  const card = page.locator(`${LIVE_CARDS}[data-coupon-id="${id}"]`);
  const save = nextCall(page, "SaveMyCart");
  await card.getByRole("button", { name: /^Add to Cart: / }).click();
  await save;
  await expect(card.locator(".coupon-clip-time")).toHaveText(/^Clipped \d{1,2}:\d{2}\s?[AP]M$/);
  const stored = await storedClipTime(page, SITE, id);
  const shown = `Clipped ${await pageTime(page, stored?.at ?? 0)}`;

  const homeTimes = page.locator(".deal-card .coupon-clip-time");
  const homeCard = page.locator(`.deal-card[data-coupon-id="${id}"]`);
  for (const visit of ["first visit", "reload"]) {
    if (visit === "first visit") await page.goto(`/${SITE}/`);
    else await page.reload();
    // The deals hydrate as they scroll into view, as a shopper's do.
    await homeCard.scrollIntoViewIfNeeded();
    await expect(homeCard.locator(".coupon-clip-time"), visit).toHaveText(shown);
    await expect(homeTimes, visit).toHaveCount(1);
  }
  await expectAccessible(page);

  // A guest's deals say nothing of clips.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await homeCard.scrollIntoViewIfNeeded();
  await expect(page.locator("#home-deals-title ~ * astro-island[ssr], .home-deals astro-island[ssr]")).toHaveCount(0);
  await expect(homeCard.locator(".coupon-badge")).toHaveCount(0);
  await expect(homeTimes).toHaveCount(0);
});

test("a confirmed clip says 'Clipped {time}' on its card and in the cart, also after a reload; one clipped elsewhere says 'Clipped before'", async ({
  page,
  request,
}) => {
  await seedSession(page, request, LOGIN);
  await page.goto(`/${SITE}/coupons/`);
  const before = Date.now();
  const { id, card } = await clipOnCard(page, /^Add to Cart: /);
  await expect(toast(page, "Item added to cart.")).toBeVisible();
  const line = card.locator(".coupon-clip-time");
  await expect(line).toHaveText(/^Clipped \d{1,2}:\d{2}\s?[AP]M$/);
  const stored = await storedClipTime(page, SITE, id);
  expect(stored?.before).toBeUndefined();
  expect(stored?.at).toBeGreaterThanOrEqual(before - 1000);
  const shown = `Clipped ${await pageTime(page, stored?.at ?? 0)}`;
  await expect(line).toHaveText(shown);
  // No chain delay set on this chain: no promise about the register.
  await expect(card.getByText(/ready at the register/)).toHaveCount(0);

  await page.reload();
  await expect(page.locator(`${LIVE_CARDS}[data-coupon-id="${id}"] .coupon-clip-time`)).toHaveText(shown);

  await page.goto(`/${SITE}/cart/`);
  const rows = page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr");
  await expect(rows).toHaveCount(5);
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString(undefined, { month: "short", day: "numeric", year: "numeric" }),
  );
  const cells = await rows.locator("td.cart-clipped").allInnerTexts();
  // The seeded coupons were clipped before this browser saw them: the first sync that saw them dates them.
  expect(cells.filter((c) => c === shown)).toHaveLength(1);
  expect(cells.filter((c) => squash(c) === squash(`Clipped before ${today}`))).toHaveLength(4);
  await page.reload();
  await expect(rows.locator("td.cart-clipped").filter({ hasText: shown })).toHaveCount(1);
});

test("a clip the gateway has not confirmed never looks clipped; the time comes with the confirmation", async ({
  page,
  request,
}) => {
  await seedSession(page, request, LOGIN);
  await page.goto(`/${SITE}/coupons/`);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/SaveMyCart", async (route) => {
    await held;
    await route.continue();
  });
  const card = page
    .locator(LIVE_CARDS)
    .filter({ has: page.getByRole("button", { name: /^Add to Cart: / }) })
    .first();
  const id = Number(await card.getAttribute("data-coupon-id"));
  const save = nextCall(page, "SaveMyCart");
  await card.getByRole("button", { name: /^Add to Cart: / }).click();
  await save;
  const same = page.locator(`${LIVE_CARDS}[data-coupon-id="${id}"]`);
  await expect(same.getByRole("button", { name: /^Add to Cart: / })).toHaveAttribute("aria-busy", "true");
  await expect(same.getByText(/^Clipped/)).toHaveCount(0);
  await expect(same.getByText("Already in cart", { exact: true })).toHaveCount(0);
  expect(await storedClipTime(page, SITE, id)).toBeNull();
  release();
  await expect(same.locator(".coupon-clip-time")).toHaveText(/^Clipped \d{1,2}:\d{2}\s?[AP]M$/);
  await expect(same.getByText("Already in cart", { exact: true })).toBeVisible();
});

test("a chain with clipReadyMinutes adds 'ready at the register by {time}'", async ({ page, request }) => {
  await seedSession(page, request, DEMO_LOGINS.greenvalley);
  await page.goto("/greenvalley/coupons/");
  const { id, card } = await clipOnCard(page, /^Add to List: /);
  const line = card.locator(".coupon-clip-time");
  await expect(line).toHaveText(/ready at the register by/);
  const stored = await storedClipTime(page, "greenvalley", id);
  const at = stored?.at ?? 0;
  // tenants/greenvalley/local.json: clipReadyMinutes 30.
  const expected = `Clipped ${await pageTime(page, at)} · ready at the register by ${await pageTime(page, at + 30 * 60_000)}`;
  await expect(line).toHaveText(expected);
  await page.goto("/greenvalley/cart/");
  await expect(page.locator("td.cart-clipped").filter({ hasText: expected })).toHaveCount(1);
  // A coupon clipped elsewhere has no known clip time, so no promise about the register.
  await expect(
    page
      .locator("td.cart-clipped")
      .filter({ hasText: /^Clipped before/ })
      .first(),
  ).not.toContainText("ready");
});

test("the sheet: linked from the cart and My Account; barcode on top, every clipped coupon with offer, value, expiry and clip time", async ({
  page,
  request,
}) => {
  const member = await seedSession(page, request, LOGIN);
  await page.goto(`/${SITE}/coupons/`);
  const { id } = await clipOnCard(page, /^Add to Cart: /);
  await expect(toast(page, "Item added to cart.")).toBeVisible();
  const clippedAt = (await storedClipTime(page, SITE, id))?.at ?? 0;

  await page.goto(`/${SITE}/my-account/`);
  await expect(page.getByRole("link", { name: "My deals sheet" })).toHaveAttribute("href", "../my-deals/");
  await page.goto(`/${SITE}/cart/`);
  await page.getByRole("link", { name: "My deals sheet" }).click();
  await expect(page).toHaveURL(SHEET);
  await expect(page.getByRole("heading", { level: 1, name: "My Deals Sheet" })).toBeVisible();

  const cart = await cartOf(request, SITE, member.UserToken);
  expect(cart.map((c) => c.OfferId)).toContain(id);
  const table = page.getByRole("table", { name: "Your clipped coupons" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(cart.length);
  for (const item of cart) {
    const title = item.NewsCategoryId === 4 && item.ProductName ? item.ProductName : item.Title;
    const row = rows.filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText(item.Details.split("||")[0]?.trim() ?? "");
    if (item.PLUCode) await expect(cells.nth(1)).toHaveText(item.PLUCode);
    await expect(cells.nth(2)).toHaveText(item.ExpiresOn);
    const clip =
      item.OfferId === id
        ? await page.evaluate(
            (ms) =>
              new Date(ms).toLocaleString(undefined, {
                month: "short",
                day: "numeric",
                year: "numeric",
                hour: "numeric",
                minute: "2-digit",
              }),
            clippedAt,
          )
        : /^before [A-Z][a-z]{2} \d{1,2}, \d{4}$/;
    await expect(cells.nth(3)).toHaveText(clip);
  }
  const barcode = page.getByRole("img", { name: `Loyalty card barcode, card number ${LOGIN.card}` });
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(`Card number ${LOGIN.card}`)).toBeVisible();
  expect((await barcode.boundingBox())?.y ?? Infinity).toBeLessThan((await table.boundingBox())?.y ?? 0);
  await expectAccessible(page);
});

test("the sheet prints on A4 and Letter: barcode first, no navigation, every coupon with its clip time, no row cut by a page break", async ({
  page,
  request,
}) => {
  test.slow();
  const member = await seedSession(page, request, LOGIN);
  // One clip confirmed here (a time to the minute), and enough clipped elsewhere for more than one page.
  await page.goto(`/${SITE}/coupons/`);
  const { id } = await clipOnCard(page, /^Add to Cart: /);
  await expect(toast(page, "Item added to cart.")).toBeVisible();
  await clipElsewhere(request, SITE, member, 40);
  await page.goto(SHEET);
  const cart = await cartOf(request, SITE, member.UserToken);
  const rows = page.getByRole("table", { name: "Your clipped coupons" }).locator("tbody tr");
  await expect(rows).toHaveCount(cart.length);
  const barcode = page.getByRole("img", { name: /Loyalty card barcode/ });
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const sheetRows = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll("th, td")].map((cell) => (cell as HTMLElement).innerText)),
  );
  // The coupon clipped here has its time to the minute, the others 'before {date}'.
  expect(sheetRows.filter((cells) => / [AP]M$/.test(squash(cells[4] ?? "")))).toHaveLength(1);
  expect(cart.map((c) => c.OfferId)).toContain(id);

  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header.site-header")).toBeHidden();
  await expect(page.locator("footer.site-footer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.locator(".sheet-calendar")).toBeHidden();
  await expect(page.locator(".page-heading")).toBeHidden();
  expect(await rows.first().evaluate((tr) => getComputedStyle(tr).breakInside)).toBe("avoid");

  for (const format of ["A4", "Letter"] as const) {
    const pdf = await page.pdf({ format, printBackground: false });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { text, totalPages } = await extractText(document, { mergePages: false });
    const pages = text.map(squash);
    expect(totalPages, `${format}: pages`).toBeGreaterThan(1);
    // The barcode first: its caption and the card number come before the first coupon on page one.
    const first = pages[0] ?? "";
    const caption = first.indexOf(`SHOW THIS BARCODE TO CASHIER Card number ${LOGIN.card}`);
    expect(caption, `${format}: ${first.slice(0, 160)}`).toBeGreaterThanOrEqual(0);
    expect(caption).toBeLessThan(first.indexOf(squash(sheetRows[0]?.[0] ?? "")));
    const all = pages.join(" ");
    for (const nav of ["Weekly Ads", "Print", "Add expiry dates to my calendar", "My Deals Sheet"]) {
      expect(all, `${format}: '${nav}' printed`).not.toContain(nav);
    }
    // Every coupon with its clip time, each row whole on one page: some page holds all of its cells
    // (a title may also be part of another coupon's title, so that page is not always the only one).
    for (const cells of sheetRows) {
      const texts = cells.map(squash).filter(Boolean);
      const [title = "", , , , clipped = ""] = cells.map(squash);
      expect(clipped, `${title}: its clip time`).not.toBe("");
      const whole = pages.filter((p) => texts.every((text) => p.includes(text)));
      expect(whole.length, `${format}: '${title}' with offer, value, expiry and clip time on one page`).toBeGreaterThan(
        0,
      );
    }
  }
});

test("'Add expiry dates to my calendar' downloads an iCalendar file: one all-day event per coupon on its expiry day, stable UIDs", async ({
  page,
  request,
}) => {
  const member = await seedSession(page, request, LOGIN);
  await page.goto(SHEET);
  const cart = await cartOf(request, SITE, member.UserToken);
  await expect(page.getByRole("table", { name: "Your clipped coupons" }).locator("tbody tr")).toHaveCount(cart.length);

  const read = async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Add expiry dates to my calendar" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("freshmart-coupon-expiry.ics");
    const text = (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
    const calendar = new ICAL.Component(ICAL.parse(await text));
    return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  };
  const events = await read();
  expect(events).toHaveLength(cart.length);
  for (const item of cart) {
    const event = events.find((e) => e.uid.startsWith(`coupon-${item.OfferId}-expiry.freshmart@`));
    expect(event, `event of ${item.OfferId}`).toBeDefined();
    const [mm, dd, yyyy] = item.ExpiresOn.split("/");
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe(`${yyyy}-${mm}-${dd}`);
    expect(String(event?.endDate) > String(event?.startDate)).toBe(true);
    expect(event?.summary).toContain("(Fresh Mart)");
  }
  // The link of an event finds its coupon: the coupon list searched for its title.
  const [item] = cart;
  const event = events.find((e) => e.uid.startsWith(`coupon-${item?.OfferId}-expiry.`));
  const url = String(event?.component.getFirstPropertyValue("url"));
  expect(new URL(url).pathname).toBe(`/${SITE}/coupons/all/`);
  await page.goto(url);
  await expect(page.locator(`${LIVE_CARDS}[data-coupon-id="${item?.OfferId}"]`)).toBeVisible();
  await page.goto(SHEET);
  const again = await read();
  expect(again.map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort());
  expect(await gatewayCart(request, SITE, LOGIN.email)).toHaveLength(cart.length);
});

// Offline, the page's requests to the gateway fail on purpose: page errors only, as in offline-app.
plainTest(
  "the sheet opens offline in the installed app, never opened online: the list of the last sync, its clip times, the barcode",
  async ({ page, context, request }) => {
    plainTest.slow();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await seedSession(page, request, LOGIN);
    // Online once: the cart syncs (list and barcode kept with the session); the worker installs.
    await page.goto(`/${SITE}/cart/`);
    const cartRows = page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr");
    await expect(cartRows).toHaveCount(4);
    await expect(cartRows.locator("td.cart-clipped").first()).toHaveText(/^Clipped before/);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("cardfreshmart") ?? "{}").image ?? ""))
      .toMatch(/^data:image\//);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
      .toMatch(/\/freshmart\/sw\.js$/);
    const sheetUrl = new URL(SHEET, page.url()).href;
    await expect
      .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, sheetUrl), { timeout: 15_000 })
      .toBe(true);

    await context.setOffline(true);
    try {
      await page.goto(SHEET);
      await expect(page.getByRole("heading", { level: 1, name: "My Deals Sheet" })).toBeVisible();
      await expect(page.getByText(/^Offline — your list as of \d{1,2}:\d{2}\s?[AP]M$/)).toBeVisible();
      const rows = page.getByRole("table", { name: "Your clipped coupons" }).locator("tbody tr");
      await expect(rows).toHaveCount(4);
      for (const clipped of await rows.locator("td:last-child").allInnerTexts()) expect(clipped).toMatch(/^before /);
      const barcode = page.getByRole("img", { name: `Loyalty card barcode, card number ${LOGIN.card}` });
      await expect(barcode).toHaveAttribute("src", /^data:image\//);
      await expect(page.getByRole("button", { name: "Add expiry dates to my calendar" })).toBeVisible();
      await expectAccessible(page);
    } finally {
      await context.setOffline(false);
    }
    expect(errors).toEqual([]);
  },
);

test("a member with nothing clipped: the barcode, 'You have no clipped coupons yet.', no calendar", async ({
  page,
  request,
}) => {
  const member = await registerMember(request, SITE, "2468");
  await seedSession(page, request, member);
  await page.goto(SHEET);
  await expect(page.getByText("You have no clipped coupons yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse coupons" })).toHaveAttribute(
    "href",
    new RegExp(`/${SITE}/coupons/$`),
  );
  await expect(page.getByRole("img", { name: /Loyalty card barcode/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add expiry dates to my calendar" })).toHaveCount(0);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectAccessible(page);
});

test("a guest is sent to /login", async ({ page }) => {
  await page.goto(SHEET);
  await expect(page).toHaveURL(new RegExp(`/${SITE}/login/$`));
  await expect(page.getByText("Please Login to access this page")).toBeVisible();
});
