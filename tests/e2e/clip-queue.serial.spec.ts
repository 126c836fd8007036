/**
 * Clips with no signal, in Chromium with the chain's worker: a member's clip or unclip made offline
 * waits in the queue as 'Waiting for a connection' (never looking clipped), survives a reload, and
 * is sent once when the browser is online again — exactly one SaveMyCart per queued clip reaches
 * the gateway (page and worker requests both counted), a clip then its cancel sends nothing; the
 * worker's background sync sends the queue with the chain's pages closed; a refusal comes back with
 * the gateway's ErrorDetails (spec §8); sign-out clears the queue; the load cap counts queued clips.
 *
 * Serial: the refusal arms a fault on the chain's next SaveMyCart, which a parallel spec clipping on
 * the same chain could take. The network is off on purpose, so failed requests are not errors here:
 * page errors are collected instead of the shared fixture's console check.
 */
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./fixtures.ts";
import { localSettings, newMemberSecret, requireSite } from "./support/chains.ts";
import { armFault, clipAtGateway, gatewayCart, gatewayPost } from "./support/gateway.ts";
import { collectPageErrors, LIVE_CARDS, toast } from "./support/page.ts";
import { registerMember, seedSession, type Member } from "./support/session.ts";

const SITE = "hilltop";
const BAKERY = `/${SITE}/coupons/bakery/`;
const CART = `/${SITE}/cart/`;
const WAITING = "Waiting for a connection";

type Special = { SSNewsId: number; Title: string; NewsCategoryId: number; ProductCategoryId?: number };

requireSite(SITE);
test.use({ serviceWorkers: "allow" });
test.describe.configure({ mode: "serial" });

/**
 * Every SaveMyCart that reached the gateway from now on (answered, not failed for want of a
 * network), by offer id: the pages' and the worker's alike. Chromium fires a sync at once when the
 * page registers it (its own connection is up; only the pages' and the worker's are emulated
 * offline), so the worker's attempt while offline fails: tried, never received. A save counts once
 * its answer has arrived whole, which can be after the page drew it: the counts are polled.
 */
function savesByOffer(context: BrowserContext): Map<number, number> {
  const sent = new Map<number, number>();
  context.on("requestfinished", (r) => {
    if (r.method() !== "POST" || new URL(r.url()).pathname !== "/SaveMyCart") return;
    const offer = Number((r.postDataJSON() as { OfferId?: unknown }).OfferId);
    sent.set(offer, (sent.get(offer) ?? 0) + 1);
  });
  return sent;
}

/** The bakery's coupons as the gateway lists them for the member. */
async function bakery(request: APIRequestContext, token: string): Promise<Special[]> {
  const list = await gatewayPost<{ Specials: Special[] }>(request, SITE, `GetDetailsForCoupons/504/${token}/0`);
  return list.Specials;
}

const card = (page: Page, id: number) => page.locator(`${LIVE_CARDS}[data-coupon-id="${id}"]`);

/** A member on the bakery page with the chain's worker in control (so the page reloads offline). */
async function memberOnBakery(
  page: Page,
  request: APIRequestContext,
): Promise<{ member: Member; coupons: Special[]; session: Awaited<ReturnType<typeof seedSession>> }> {
  const member = await registerMember(request, SITE, "1357");
  const session = await seedSession(page, request, member);
  const coupons = await bakery(request, session.UserToken);
  expect(coupons.length, "the bakery lists three coupons or more").toBeGreaterThanOrEqual(3);
  await page.goto(BAKERY);
  await expect(card(page, coupons[0]?.SSNewsId ?? 0)).toBeVisible();
  await keptForOffline(page);
  return { member, coupons, session };
}

/** Waits until the chain's worker controls the page and keeps its address for offline use. */
async function keptForOffline(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
    .toMatch(/\/sw\.js$/);
  const here = page.url();
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, here), { timeout: 15_000 })
    .toBe(true);
}

/**
 * Every RemoveFromCart that reached the gateway from now on, by offer id (the pages' and the worker's).
 * A request counts once its answer has arrived whole, which the test may learn after the page has
 * drawn that answer: the counts are read with `expect.poll`.
 */
function removesByOffer(context: BrowserContext): Map<number, number> {
  const sent = new Map<number, number>();
  context.on("requestfinished", (r) => {
    const [call, offer] = new URL(r.url()).pathname.split("/").slice(1);
    if (r.method() !== "POST" || call !== "RemoveFromCart") return;
    sent.set(Number(offer), (sent.get(Number(offer)) ?? 0) + 1);
  });
  return sent;
}

/** Presses a card's Clip and sees it wait: 'Waiting for a connection', never the clipped look. */
async function clipOffline(page: Page, id: number): Promise<void> {
  await card(page, id)
    .getByRole("button", { name: /^Add to Cart: / })
    .click();
  await expectWaiting(page, id);
}

async function expectWaiting(page: Page, id: number): Promise<void> {
  await expect(card(page, id).getByRole("status")).toHaveText(WAITING);
  await expect(card(page, id).getByRole("button", { name: /^Cancel: / })).toBeVisible();
  await expect(card(page, id).locator(".is-in-cart")).toHaveCount(0);
}

/** The number of entries in the chain's queue (its IndexedDB database, `cartlist` + subdomain; 0 when there is none). */
function queued(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? "");
    const name = names.find((n) => n.startsWith("cartlist"));
    if (name === undefined) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("clips")) {
          db.close();
          return resolve(0);
        }
        const count = db.transaction("clips").objectStore("clips").count();
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
      };
    });
  });
}

test("offline clips wait, survive a reload, and each is sent exactly once when back online", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const { member, coupons } = await memberOnBakery(page, request);
  const [a, b, c] = coupons.map((x) => x.SSNewsId) as [number, number, number];
  // The cart, once online, so the worker keeps it for offline use.
  await page.goto(CART);
  await expect(page.getByText("Your shopping cart is empty.")).toBeVisible();
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, page.url()), { timeout: 15_000 })
    .toBe(true);
  await page.goto(BAKERY);
  await expect(card(page, a)).toBeVisible();
  const saves = savesByOffer(context);

  await context.setOffline(true);
  await clipOffline(page, a);
  await clipOffline(page, b);
  // A clip and its cancel leave nothing to send.
  await clipOffline(page, c);
  await card(page, c)
    .getByRole("button", { name: /^Cancel: / })
    .click();
  await expect(card(page, c).getByRole("status")).toHaveText("");
  await expect(card(page, c).getByRole("button", { name: /^Add to Cart: / })).toBeVisible();
  await expect.poll(() => queued(page)).toBe(2);
  await expectAccessible(page);

  // The queue survives a reload and another page (the worker serves both offline): the cart lists
  // what waits, apart from its table (a clip the gateway has not confirmed is not in the cart).
  await page.goto(CART);
  const waiting = page.getByRole("region", { name: WAITING });
  await expect(waiting.getByRole("listitem")).toHaveText([/: to be added$/, /: to be added$/]);
  await page.reload();
  await expect(waiting.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("table", { name: "Coupons in your shopping cart" })).toHaveCount(0);
  expect(saves.size, "nothing is sent while offline").toBe(0);
  await expectAccessible(page);

  // Online: sent once each; the table gains them and nothing waits any more.
  await context.setOffline(false);
  const rows = page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr");
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  await expect(waiting).toHaveCount(0);
  await expect.poll(async () => (await gatewayCart(request, SITE, member.email)).toSorted()).toEqual([a, b].toSorted());
  await expect.poll(() => queued(page)).toBe(0);

  // The coupons page shows them clipped; its load (it sends what waits) sends nothing again.
  await page.goto(BAKERY);
  for (const id of [a, b]) {
    await expect(card(page, id).getByRole("button", { name: /^Remove from Cart: / })).toBeVisible();
    await expect(card(page, id).getByRole("status")).not.toHaveText(WAITING);
  }
  await expect.poll(() => Object.fromEntries(saves)).toEqual({ [a]: 1, [b]: 1 });
  expect(errors).toEqual([]);
});

test("background sync: the worker sends the queue with the chain's pages closed", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { member, coupons } = await memberOnBakery(page, request);
  const a = coupons[0]?.SSNewsId ?? 0;
  await context.setOffline(true);
  await clipOffline(page, a);
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
  const tag = tags.find((t) => t.startsWith("clip-queue:"));
  expect(tag, "the page asked for a background sync").toBeDefined();

  // The tab is closed; back online, a page without the queue's code (the about page) is open.
  const saves = savesByOffer(context);
  await page.close();
  await context.setOffline(false);
  const other = await context.newPage();
  await other.goto(`/${SITE}/about/`);
  const cdp = await context.newCDPSession(other);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
    cdp.on(
      "ServiceWorker.workerRegistrationUpdated",
      (event: { registrations: { registrationId: string; scopeURL: string }[] }) => resolve(event.registrations),
    );
  });
  await cdp.send("ServiceWorker.enable");
  const registration = (await registrations).find((r) => r.scopeURL.endsWith(`/${SITE}/`));
  expect(registration).toBeDefined();
  // What Chromium does when its connection returns: fire the sync event at the worker.
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin: new URL(other.url()).origin,
    registrationId: registration?.registrationId ?? "",
    tag: tag ?? "",
    lastChance: false,
  });
  await expect.poll(() => gatewayCart(request, SITE, member.email), { timeout: 15_000 }).toEqual([a]);
  await expect.poll(() => Object.fromEntries(saves)).toEqual({ [a]: 1 });

  // The next page shows it clipped, with nothing waiting and nothing sent again.
  await other.goto(BAKERY);
  await expect(card(other, a).getByRole("button", { name: /^Remove from Cart: / })).toBeVisible();
  await expect(card(other, a).getByRole("status")).not.toHaveText(WAITING);
  await expect.poll(() => Object.fromEntries(saves)).toEqual({ [a]: 1 });
});

test("a refusal comes back with the gateway's message, and the coupon is not clipped", async ({
  page,
  context,
  request,
}) => {
  const { member, coupons } = await memberOnBakery(page, request);
  const a = coupons[0]?.SSNewsId ?? 0;
  await context.setOffline(true);
  await clipOffline(page, a);
  await armFault(request, SITE, { call: "SaveMyCart", mode: "error", code: -1, details: "Coupon limit reached." });
  await context.setOffline(false);
  // Spec §8: a refused save shows the server's ErrorDetails as an info toast.
  await expect(toast(page, "Coupon limit reached.")).toBeVisible({ timeout: 15_000 });
  await expect(toast(page, "Coupon limit reached.")).toHaveAttribute("data-type", "info");
  await expect(card(page, a).getByRole("status")).toHaveText("");
  await expect(card(page, a).getByRole("button", { name: /^Add to Cart: / })).toBeVisible();
  await expect.poll(() => queued(page)).toBe(0);
  expect(await gatewayCart(request, SITE, member.email)).toEqual([]);
});

test("sign-out clears the queue: nothing of the member is sent afterwards", async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const { member, coupons } = await memberOnBakery(page, request);
  const a = coupons[0]?.SSNewsId ?? 0;
  const saves = savesByOffer(context);
  await context.setOffline(true);
  await clipOffline(page, a);
  await expect.poll(() => queued(page)).toBe(1);

  await page.getByRole("button", { name: `${member.last} ${member.first}` }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await expect.poll(() => queued(page)).toBe(0);

  // Signed in again and online: nothing was left to send.
  await context.setOffline(false);
  await seedSession(page, request, member);
  await page.goto(BAKERY);
  await expect(card(page, a).getByRole("button", { name: /^Add to Cart: / })).toBeVisible();
  await expect(card(page, a).getByRole("status")).toHaveText("");
  expect(saves.size).toBe(0);
  expect(await gatewayCart(request, SITE, member.email)).toEqual([]);
});

test("a clip whose call gets no answer while the browser says it is online waits, then is sent once", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const { member, coupons } = await memberOnBakery(page, request);
  const a = coupons[0]?.SSNewsId ?? 0;
  const saves = savesByOffer(context);
  // The signal drops on the way: every SaveMyCart (the page's and the worker's) gets no answer, and
  // the browser still says it is online.
  await context.route("**/SaveMyCart", (route) => route.abort("internetdisconnected"));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await clipOffline(page, a);
  await expect.poll(() => queued(page)).toBe(1);

  // The signal is back: the page sends it by itself (the shopper presses nothing), once.
  await context.unroute("**/SaveMyCart");
  await expect(card(page, a).getByRole("button", { name: /^Remove from Cart: / })).toBeVisible({ timeout: 20_000 });
  await expect(card(page, a).getByRole("status")).toHaveText("");
  await expect.poll(() => gatewayCart(request, SITE, member.email)).toEqual([a]);
  await expect.poll(() => queued(page)).toBe(0);
  await expect.poll(() => Object.fromEntries(saves)).toEqual({ [a]: 1 });
  expect(errors).toEqual([]);
});

test("a clip whose answer is lost after the gateway saved it shows as clipped once resent", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const { member, coupons } = await memberOnBakery(page, request);
  const a = coupons[0]?.SSNewsId ?? 0;
  // The gateway carries the save out, then the connection drops before its answer arrives.
  await armFault(request, SITE, { call: "SaveMyCart", mode: "lost", ms: 0 });
  await card(page, a)
    .getByRole("button", { name: /^Add to Cart: / })
    .click();
  // Resent, the gateway says it has it (spec §8: its ErrorDetails as an info toast), and the card
  // follows the gateway's cart: clipped, nothing waiting, the coupon in the cart once.
  await expect(toast(page, "This coupon is already in your cart.")).toBeVisible({ timeout: 15_000 });
  await expect(card(page, a).getByRole("button", { name: /^Remove from Cart: / })).toBeVisible();
  await expect(card(page, a).getByRole("status")).toHaveText("");
  await expect.poll(() => queued(page)).toBe(0);
  expect(await gatewayCart(request, SITE, member.email)).toEqual([a]);
  expect(errors).toEqual([]);
});

test("the cart's Remove whose call gets no answer waits, then is sent once", async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const { member, session } = await memberOnBakery(page, request);
  const list = await gatewayPost<{
    Specials: (Special & { Details: string; ProductName: string; ExpiresOn: string })[];
  }>(request, SITE, `GetDetailsForCoupons/504/${session.UserToken}/0`);
  const [first] = list.Specials;
  if (first === undefined) throw new Error("the bakery lists no coupon");
  await clipAtGateway(request, SITE, session, first);
  await page.goto(CART);
  const rows = page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  const removes = removesByOffer(context);

  await context.route("**/RemoveFromCart/**", (route) => route.abort("internetdisconnected"));
  await rows
    .first()
    .getByRole("button", { name: /^Remove / })
    .click();
  await expect(rows.first().getByText(WAITING)).toBeVisible();
  await expect(page.getByRole("region", { name: WAITING }).getByRole("listitem")).toHaveText([/: to be removed$/]);
  await expect.poll(() => queued(page)).toBe(1);

  await context.unroute("**/RemoveFromCart/**");
  await expect(page.getByText("Your shopping cart is empty.")).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => gatewayCart(request, SITE, member.email)).toEqual([]);
  await expect.poll(() => Object.fromEntries(removes)).toEqual({ [first.SSNewsId]: 1 });
  expect(errors).toEqual([]);
});

test("the load cap counts queued clips: offline, the shopper cannot pass it", async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const site = "greenvalley";
  requireSite(site);
  const limit = Number(localSettings(site).flags?.["clipLimit"]);
  const member = await registerMember(request, site, newMemberSecret(site));
  const session = await seedSession(page, request, member);
  const list = await gatewayPost<{
    Specials: (Special & { Details: string; ProductName: string; ExpiresOn: string })[];
  }>(request, site, `GetDetailsForCoupons/0/${session.UserToken}/0`);
  const coupons = list.Specials;
  for (const coupon of coupons.slice(0, limit - 1)) await clipAtGateway(request, site, session, coupon);
  const [last, over] = [coupons[limit - 1]?.SSNewsId ?? 0, coupons[limit]?.SSNewsId ?? 0];
  await page.goto(`/${site}/coupons/all/`);
  await expect(page.locator(LIVE_CARDS)).toHaveCount(coupons.length);
  // The page kept by the chain's worker, its scripts with it: the queue stores the clip (counted
  // below). A press before the queue's code arrived waits in the page instead (the test above).
  await keptForOffline(page);
  const saves = savesByOffer(context);

  await context.setOffline(true);
  await card(page, last)
    .getByRole("button", { name: /^Add to List: / })
    .click();
  await expect(card(page, last).getByRole("status")).toHaveText(WAITING);
  await card(page, over)
    .getByRole("button", { name: /^Add to List: / })
    .click();
  const refused = `You have ${limit} of ${limit} loaded, the most this store allows on one card. Remove a coupon to load this one.`;
  await expect(card(page, over).getByRole("status")).toHaveText(refused);
  await expect.poll(() => queued(page)).toBe(1);

  await context.setOffline(false);
  await expect(card(page, last).getByRole("button", { name: /^Remove from List: / })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => gatewayCart(request, site, member.email)).toHaveLength(limit);
  await expect.poll(() => Object.fromEntries(saves)).toEqual({ [last]: 1 });
});

test("offline before the queue's code arrived, a press waits in the page, can be taken back, and is sent once when back online", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  // The queue's code never arrives (the connection went before it): the page's and the worker's requests alike.
  const queueCode = /\/_assets\/queued-clips\.[\w-]+\.js$/;
  await context.route(queueCode, (route) => route.abort("internetdisconnected"));
  const member = await registerMember(request, SITE, "2468");
  const session = await seedSession(page, request, member);
  const [a, b] = (await bakery(request, session.UserToken)) as [Special, Special];
  await page.goto(BAKERY);
  await expect(card(page, a.SSNewsId)).toBeVisible();
  const saves = savesByOffer(context);

  await context.setOffline(true);
  await clipOffline(page, a.SSNewsId);
  await clipOffline(page, b.SSNewsId);
  // Its Cancel takes the second's waiting clip back.
  await card(page, b.SSNewsId)
    .getByRole("button", { name: /^Cancel: / })
    .click();
  await expect(card(page, b.SSNewsId).getByRole("status")).toHaveText("");
  await expectWaiting(page, a.SSNewsId);
  expect(await queued(page), "nothing could be stored: the queue's code is not here").toBe(0);

  await context.unroute(queueCode);
  await context.setOffline(false);
  await expect(card(page, a.SSNewsId).getByRole("button", { name: /^Remove from Cart: / })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => gatewayCart(request, SITE, member.email)).toEqual([a.SSNewsId]);
  await expect.poll(() => Object.fromEntries(saves)).toEqual({ [a.SSNewsId]: 1 });
  await expect(card(page, b.SSNewsId).getByRole("button", { name: /^Add to Cart: / })).toBeVisible();
  expect(errors).toEqual([]);
});

test("offline, the cart's Remove waits, survives a reload, and is sent exactly once when back online", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const { member, session } = await memberOnBakery(page, request);
  const list = await gatewayPost<{
    Specials: (Special & { Details: string; ProductName: string; ExpiresOn: string })[];
  }>(request, SITE, `GetDetailsForCoupons/504/${session.UserToken}/0`);
  const [a, b] = list.Specials as [(typeof list.Specials)[number], (typeof list.Specials)[number]];
  for (const coupon of [a, b]) await clipAtGateway(request, SITE, session, coupon);
  await page.goto(CART);
  const rows = page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await keptForOffline(page);
  const removes = removesByOffer(context);

  // The connection is gone: the cart of the last sync, whose Remove now waits for it.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline — your list as of /)).toBeVisible();
  // The cart names a coupon by its full title: the first row is removed, the second kept.
  const [gone, kept] = [
    await rows.nth(0).getByRole("cell").first().innerText(),
    await rows.nth(1).getByRole("cell").first().innerText(),
  ];
  const row = rows.filter({ hasText: gone });
  const remove = row.getByRole("button", { name: /^Remove / });
  await expect(remove).toBeEnabled();
  await expect(remove).toHaveAccessibleDescription(/^Needs a connection: a coupon you remove now is removed when/);
  await remove.click();
  await expect(row.getByText(WAITING)).toBeVisible();
  await expect(row.getByRole("button", { name: /^Cancel removing / })).toBeVisible();
  const waiting = page.getByRole("region", { name: WAITING });
  await expect(waiting.getByRole("listitem")).toHaveText([/: to be removed$/]);
  await expect.poll(() => queued(page)).toBe(1);
  await expectAccessible(page);

  // It survives a reload; nothing was sent while offline.
  await page.reload();
  await expect(waiting.getByRole("listitem")).toHaveCount(1);
  await expect(row.getByText(WAITING)).toBeVisible();
  expect(removes.size, "nothing is sent while offline").toBe(0);

  // Online: sent once; the row goes, nothing waits any more.
  await context.setOffline(false);
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await expect(rows.first().getByRole("cell").first()).toHaveText(kept);
  await expect(waiting).toHaveCount(0);
  await expect.poll(() => gatewayCart(request, SITE, member.email)).toHaveLength(1);
  const [left] = await gatewayCart(request, SITE, member.email);
  const removed = [a.SSNewsId, b.SSNewsId].filter((id) => id !== left);
  await expect.poll(() => queued(page)).toBe(0);
  await expect.poll(() => Object.fromEntries(removes)).toEqual({ [removed[0] ?? 0]: 1 });
  expect(errors).toEqual([]);
});

test("offline, Clip all queues each clip once, up to the chain's cap in the page's order, and sends them when back online", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const site = "greenvalley";
  requireSite(site);
  const errors = collectPageErrors(page);
  const limit = Number(localSettings(site).flags?.["clipLimit"]);
  const member = await registerMember(request, site, newMemberSecret(site));
  const session = await seedSession(page, request, member);
  const list = await gatewayPost<{
    Specials: (Special & { Details: string; ProductName: string; ExpiresOn: string })[];
  }>(request, site, `GetDetailsForCoupons/0/${session.UserToken}/0`);
  const room = 3;
  const clippedBefore = list.Specials.slice(0, limit - room);
  for (const coupon of clippedBefore) await clipAtGateway(request, site, session, coupon);
  // The cart once online, so the worker keeps it for offline use.
  await page.goto(`/${site}/cart/`);
  await expect(page.getByRole("table", { name: "Coupons in your shopping cart" })).toBeVisible();
  await keptForOffline(page);
  await page.goto(`/${site}/coupons/all/`);
  await expect(page.locator(LIVE_CARDS)).toHaveCount(list.Specials.length);
  // The page's order, less what is clipped: the run takes the first `room` of them and leaves the rest out.
  const shownIds = await page
    .locator(LIVE_CARDS)
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute("data-coupon-id"))));
  const before = new Set(clippedBefore.map((c) => c.SSNewsId));
  const toClip = shownIds.filter((id) => !before.has(id));
  const expected = toClip.slice(0, room);
  const saves = savesByOffer(context);

  await context.setOffline(true);
  const clipAll = page.getByRole("button", { name: /^Clip all/ });
  await expect(clipAll).toHaveAccessibleDescription(
    "No connection: the clips wait and are sent when you are back online.",
  );
  await clipAll.click();
  const leftOut = toClip.length - room;
  const summary = `No connection: ${room} coupons wait, clipped when you are back online. ${leftOut} coupons left out: this store allows ${limit} loaded coupons on one card.`;
  await expect(toast(page, summary)).toBeVisible();
  for (const id of expected) await expect(card(page, id).getByRole("status")).toHaveText(WAITING);
  await expect(card(page, toClip[room] ?? 0).getByRole("status")).not.toHaveText(WAITING);
  await expect.poll(() => queued(page)).toBe(room);
  // A second press queues nothing twice: the cap is reached with what waits.
  await clipAll.click();
  await expect.poll(() => queued(page)).toBe(room);
  await expectAccessible(page);

  // The queue survives leaving the page: the cart (kept by the worker) lists what waits; online,
  // each clip is sent once and the cart's table gains them.
  await page.goto(`/${site}/cart/`);
  const waiting = page.getByRole("region", { name: WAITING });
  await expect(waiting.getByRole("listitem")).toHaveCount(room);
  expect(saves.size, "nothing is sent while offline").toBe(0);
  await context.setOffline(false);
  const rows = page.getByRole("table", { name: "Coupons in your shopping cart" }).locator("tbody tr");
  await expect(rows).toHaveCount(limit, { timeout: 15_000 });
  await expect(waiting).toHaveCount(0);
  await expect
    .poll(async () => (await gatewayCart(request, site, member.email)).toSorted())
    .toEqual([...before, ...expected].toSorted());
  await expect.poll(() => Object.fromEntries(saves)).toEqual(Object.fromEntries(expected.map((id) => [id, 1])));
  expect(errors).toEqual([]);
});
