/**
 * The key flows in a second browser engine: Debian's Firefox ESR (`FIREFOX_PATH`, default
 * /usr/bin/firefox-esr), driven by puppeteer-core over WebDriver BiDi (Playwright's own Firefox is a
 * patched build that cannot be downloaded here). Against the suite's preview server and demo gateway
 * (global-setup.ts): the home page, coupons with Quick View, the login form, a clip raising the
 * header badge, the cart's barcode and the contact form — what the shopper sees, and what the gateway
 * received. Any console error or uncaught page error in Firefox fails the test.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "puppeteer-core";
import puppeteer from "puppeteer-core";
import { E2E_PORT } from "./settings.ts";
import { DEMO_LOGINS, guestTokenOf, requireSite } from "./support/chains.ts";
import { demo, gatewayCart, gatewayPost } from "./support/gateway.ts";
import type { Login } from "./support/session.ts";
import { registerMember, sessionKey } from "./support/session.ts";

const FIREFOX_PATH = process.env["FIREFOX_PATH"] ?? "/usr/bin/firefox-esr";
const BASE = `http://localhost:${E2E_PORT}`;
const SITE = "freshmart";

/** An e-mail in the demo gateway's outbox. */
type Email = { body: string };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

// One browser for the file: its tests run in order in one worker, each in a fresh browser context.
test.describe.configure({ mode: "default" });
requireSite(SITE);

test.beforeAll(async () => {
  browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    protocol: "webDriverBiDi",
    headless: true,
  });
});
test.afterAll(async () => {
  await browser?.close();
});

test.beforeEach(async () => {
  context = await browser.createBrowserContext();
  page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  page.setDefaultTimeout(15_000);
  errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${String(error)}`));
});
test.afterEach(async () => {
  await context?.close();
  expect(errors, "Firefox logged errors").toEqual([]);
});

/** Waits until `text` shows inside the element `selector` (visible, in the layout). */
async function seeText(selector: string, text: string | RegExp): Promise<void> {
  const source = typeof text === "string" ? { s: text } : { r: text.source };
  await page.waitForFunction(
    (sel: string, want: { s?: string; r?: string }) =>
      [...document.querySelectorAll<HTMLElement>(sel)].some((el) => {
        const shown = el.checkVisibility() && el.getBoundingClientRect().height > 0;
        const t = (el.textContent ?? "").replace(/\s+/g, " ");
        return shown && (want.s !== undefined ? t.includes(want.s) : new RegExp(want.r ?? "").test(t));
      }),
    {},
    selector,
    source,
  );
}

/** Passes the local captcha of the form whose fields start with `prefix` (`login-`, `contact-`). */
async function passCaptcha(prefix: string): Promise<void> {
  await page.click(`#${prefix}captcha-robot`);
  await seeText(`label[for="${prefix}captcha-sum"]`, /What is \d+ \+ \d+\?/);
  const label = await page.$eval(`label[for="${prefix}captcha-sum"]`, (el) => el.textContent ?? "");
  const [, a, b] = /(\d+) \+ (\d+)/.exec(label) ?? [];
  await page.type(`#${prefix}captcha-sum`, String(Number(a) + Number(b)));
  await seeText("form", "Check passed");
}

/**
 * Signs a fresh member in through the login form. The gateway answers ValidateUser with a session only
 * for the member's own e-mail and PIN: the stored session and the name in the header are its answer.
 */
async function logIn(request: APIRequestContext, known?: Login) {
  const member = known ?? (await registerMember(request, SITE, "4826"));
  await page.goto(`${BASE}/${SITE}/login/`);
  await page.waitForSelector("#login-username:not([disabled])");
  await page.type("#login-username", member.email);
  await page.type("#login-secret", member.secret);
  await passCaptcha("login-");
  const sent = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/ValidateUser");
  await page.click('form[aria-label="Login"] button[type="submit"]');
  await sent;
  await page.waitForFunction((site: string) => location.pathname === `/${site}/`, {}, SITE);
  const stored = await page.evaluate(
    (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as Record<string, unknown> | null,
    sessionKey(SITE),
  );
  return { member, stored };
}

test("Firefox: the home page shows the chain's header, menu and footer", async () => {
  await page.goto(`${BASE}/${SITE}/`);
  expect(await page.title()).toMatch(/Fresh Mart/);
  await seeText("header", "Coupons");
  await seeText("footer", "Company Policies");
  const images = await page.$$eval("header img", (imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
  expect(images.length).toBeGreaterThan(0);
  expect(
    images.every((w) => w > 0),
    "the header images load",
  ).toBe(true);
});

test("Firefox: coupons list the gateway's coupons and Quick View opens and closes", async ({ request }) => {
  const answer = await gatewayPost<{ Specials: { SSNewsId: number; ProductName: string }[] }>(
    request,
    SITE,
    `GetDetailsForCoupons/0/${guestTokenOf(SITE)}/0`,
  );
  await page.goto(`${BASE}/${SITE}/coupons/`);
  const opener = await page.waitForSelector(
    '.coupon-grid:not([data-coupon-preview]) > li button[aria-label^="Quick View: "]',
  );
  const label = (await opener?.evaluate((el) => el.getAttribute("aria-label"))) ?? "";
  const id = Number(await opener?.evaluate((el) => el.closest("li")?.getAttribute("data-coupon-id")));
  const coupon = answer.Specials.find((c) => c.SSNewsId === id);
  expect(coupon, "the first card is a coupon the gateway lists").toBeDefined();
  await opener?.click();
  await page.waitForSelector("dialog[open]", { visible: true });
  await seeText("dialog[open]", coupon?.ProductName ?? "");
  await seeText("dialog[open]", /Offer Expires on \d{2}\/\d{2}\/\d{4}/);
  await page.keyboard.press("Escape");
  await page.waitForSelector("dialog[open]", { hidden: true });
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(label);
});

test("Firefox: the login form signs in, sends ValidateUser and shows the member's menu", async ({ request }) => {
  const member = await registerMember(request, SITE, "4826");
  const { stored } = await logIn(request, member);
  expect(stored).toMatchObject({ Username: member.email, FirstName: member.first, UserToken: expect.any(String) });
  await seeText("header", member.first);
});

test("Firefox: a clip raises the header badge and reaches the gateway's cart", async ({ request }) => {
  const { member } = await logIn(request);
  await page.goto(`${BASE}/${SITE}/coupons/`);
  const badgeShows = (count: string) =>
    page.waitForFunction(
      (n: string) => {
        const link = document.querySelector<HTMLElement>("header [data-cart-link]");
        return link?.checkVisibility() && link.querySelector("[data-cart-count]")?.textContent === n;
      },
      {},
      count,
    );
  await badgeShows("0");
  // The second card: the demo seeds the first coupon with a one-member clip limit the demo member used.
  const cardButtons = '.coupon-grid:not([data-coupon-preview]) > li button[aria-label^="Add to Cart: "]';
  await page.waitForSelector(cardButtons);
  const button = (await page.$$(cardButtons))[1];
  const id = Number(await button?.evaluate((el) => el.closest("li")?.getAttribute("data-coupon-id")));
  await button?.click();
  await badgeShows("1");
  await seeText("[data-sonner-toast]", "Item added to cart.");
  await expect.poll(() => gatewayCart(request, SITE, member.email)).toEqual([id]);
});

test("Firefox: the signed-in cart shows the loyalty card's barcode", async ({ request }) => {
  await logIn(request, DEMO_LOGINS.freshmart);
  await page.goto(`${BASE}/${SITE}/cart/`);
  const barcode = await page.waitForSelector('img[alt^="Loyalty card barcode"]', { visible: true });
  await page.waitForFunction(
    (img: HTMLImageElement | null) => img !== null && img.complete && img.naturalWidth > 0,
    {},
    barcode,
  );
});

test("Firefox: the contact form sends through the relay and the e-mail arrives", async ({ request }) => {
  await page.goto(`${BASE}/${SITE}/contact/`);
  // The form hydrates when it scrolls into view; its button is enabled from then on.
  const form = 'form[aria-labelledby="contact-form-title"]';
  await page.$eval(form, (el) => el.scrollIntoView());
  await page.waitForSelector(`${form} button[type="submit"]:not([disabled])`);
  const tag = `firefox-${Date.now()}`;
  await page.type("#contact-firstname", tag);
  await page.type("#contact-lastname", "Lee");
  await page.type("#contact-email", "ann@example.com");
  await page.type("#contact-phone", "8285550100");
  const store = await page.$eval("#contact-store option:nth-child(2)", (o) => (o as HTMLOptionElement).value);
  await page.select("#contact-store", store);
  await page.type("#contact-message", "Hello from Firefox");
  await passCaptcha("contact-");
  const relayed = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/${SITE}/contact`));
  await page.click(`${form} button[type="submit"]`);
  await relayed;
  await seeText("[data-sonner-toast]", "An email has been sent!");
  await expect
    .poll(async () =>
      (await demo<{ emails: Email[] }>(request, `emails?site=${SITE}`)).emails.some((e) => e.body.includes(tag)),
    )
    .toBe(true);
});
