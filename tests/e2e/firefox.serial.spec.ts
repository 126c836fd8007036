/**
 * The key flows in a second browser engine: Debian's Firefox ESR (`FIREFOX_PATH`, default
 * /usr/bin/firefox-esr), driven by puppeteer-core over WebDriver BiDi (Playwright's own Firefox is a
 * patched build that cannot be downloaded here). Against the suite's preview server and demo gateway
 * (global-setup.ts), on every demo chain, each flow where the chain has its feature (read from the
 * chain's snapshot and build, `support/chains.ts`): the home page, coupons with Quick View, the login
 * form, a clip raising the header badge, the cart's barcode, the weekly-ad lightbox and the contact
 * form — what the shopper sees, and what the gateway received. One Firefox per chain, its flows in
 * sequence, each in a fresh browser context. Any console error or uncaught page error in Firefox
 * fails the test.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext, ElementHandle, Page } from "puppeteer-core";
import puppeteer from "puppeteer-core";
import { demoLogins } from "../../scripts/lib/demo-logins.ts";
import { DIST_DIR, E2E_PORT } from "./settings.ts";
import { demoChains, guestTokenOf, newMemberSecret, requireSite, siteData, weeklyAdPage } from "./support/chains.ts";
import { demo, gatewayCart, gatewayPost } from "./support/gateway.ts";
import type { Login } from "./support/session.ts";
import { registerMember, sessionKey } from "./support/session.ts";

const FIREFOX_PATH = process.env["FIREFOX_PATH"] ?? "/usr/bin/firefox-esr";
const BASE = `http://localhost:${E2E_PORT}`;

/** An e-mail in the demo gateway's outbox. */
type Email = { body: string };

/** The contact page of the build carries the 'Contact Us By Email' form (the chain's forms are built). */
const hasContactForm = (site: string): boolean => {
  const file = join(DIST_DIR, site, "contact", "index.html");
  return existsSync(file) && readFileSync(file, "utf8").includes('aria-labelledby="contact-form-title"');
};

/** The seeded demo member of the chain (the demo gateway's seed), whose card the cart shows. */
async function demoMember(site: string): Promise<Login> {
  const login = (await demoLogins()).logins.find((l) => l.site === site);
  expect(login, `${site} has a seeded demo member`).toBeDefined();
  return login!;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

// Each chain's flows run in order in one worker, in one Firefox, each in a fresh browser context.
test.describe.configure({ mode: "default" });

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

/**
 * Records the text of every toast that shows from now on (a toast is on screen for two seconds, which
 * a busy machine can miss between two checks); `toastSeen` then waits for one with the text.
 */
async function watchToasts(): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    const note = () => {
      for (const el of document.querySelectorAll<HTMLElement>("[data-sonner-toast]")) {
        if (el.checkVisibility()) seen.push((el.textContent ?? "").replace(/\s+/g, " "));
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a toast with `text` has shown since `watchToasts`. */
async function toastSeen(text: string): Promise<void> {
  await page.waitForFunction(
    (want: string) => (window as unknown as { seenToasts?: string[] }).seenToasts?.some((t) => t.includes(want)),
    {},
    text,
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
 * Signs a member in through the login form (a fresh one unless given). The gateway answers
 * ValidateUser with a session only for the member's own e-mail and secret: the stored session and
 * the name in the header are its answer.
 */
async function logIn(request: APIRequestContext, site: string, known?: Login) {
  const member = known ?? (await registerMember(request, site, newMemberSecret(site)));
  await page.goto(`${BASE}/${site}/login/`);
  await page.waitForSelector("#login-username:not([disabled])");
  await page.type("#login-username", member.email);
  await page.type("#login-secret", member.secret);
  await passCaptcha("login-");
  const sent = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/ValidateUser");
  await page.click('form[aria-label="Login"] button[type="submit"]');
  await sent;
  await page.waitForFunction((home: string) => location.pathname === home, {}, `/${site}/`);
  const stored = await page.evaluate(
    (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as Record<string, unknown> | null,
    sessionKey(site),
  );
  return { member, stored };
}

for (const site of demoChains()) {
  const storeName = String(siteData(site)["STORE_NAME"]);
  const weeklyAd = weeklyAdPage(site);

  test.describe(`Firefox: ${site}`, () => {
    requireSite(site);

    test.beforeAll(async () => {
      browser = await puppeteer.launch({
        browser: "firefox",
        executablePath: FIREFOX_PATH,
        protocol: "webDriverBiDi",
        headless: true,
        // As in the Chromium specs (playwright.config.ts), the chains' service workers stay out of these
        // flows; the installable app and the offline cart have their own spec (offline-app.serial).
        extraPrefsFirefox: { "dom.serviceWorkers.enabled": false },
        // The window's size, not an emulated viewport: puppeteer's setViewport also sends BiDi's
        // emulation.setScreenOrientationOverride, which Firefox ESR 140 does not know.
        defaultViewport: null,
        args: ["--width=1280", "--height=800"],
      });
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test.beforeEach(async () => {
      context = await browser.createBrowserContext();
      page = await context.newPage();
      page.setDefaultTimeout(15_000);
      errors = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${String(error)}`));
    });
    test.afterEach(async () => {
      // What the page logged while the shopper used it; closing the page may abort a module still
      // loading (Firefox then reports "error loading dynamically imported module"), which no shopper sees.
      const logged = [...errors];
      await context?.close();
      expect(logged, "Firefox logged errors").toEqual([]);
    });

    test(`${site}: the home page shows the chain's header, main part and footer`, async () => {
      await page.goto(`${BASE}/${site}/`);
      expect(await page.title()).toContain(storeName);
      await page.waitForSelector("header", { visible: true });
      await page.waitForSelector("main h1, main h2", { visible: true });
      await seeText("footer", "Company Policies");
      const images = await page.$$eval("header img", (imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
      expect(images.length).toBeGreaterThan(0);
      expect(
        images.every((w) => w > 0),
        "the header images load",
      ).toBe(true);
    });

    test(`${site}: coupons list the gateway's coupons and Quick View opens and closes`, async ({ request }) => {
      const answer = await gatewayPost<{ Specials: { SSNewsId: number; ProductName: string }[] }>(
        request,
        site,
        `GetDetailsForCoupons/0/${guestTokenOf(site)}/0`,
      );
      await page.goto(`${BASE}/${site}/coupons/`);
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

    test(`${site}: the login form signs in, sends ValidateUser and shows the member's menu`, async ({ request }) => {
      const member = await registerMember(request, site, newMemberSecret(site));
      const { stored } = await logIn(request, site, member);
      expect(stored).toMatchObject({ Username: member.email, FirstName: member.first, UserToken: expect.any(String) });
      await seeText("header", member.first);
    });

    test(`${site}: a clip raises the header badge and reaches the gateway's cart`, async ({ request }) => {
      const { member } = await logIn(request, site);
      await page.goto(`${BASE}/${site}/coupons/`);
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
      // The second card: the demo seeds a chain's first coupon with a one-member clip limit the demo member used.
      const cardButtons = ".coupon-grid:not([data-coupon-preview]) > li button.clip-button:not(.is-in-cart)";
      await page.waitForSelector(cardButtons);
      const button = (await page.$$(cardButtons))[1];
      const id = Number(await button?.evaluate((el) => el.closest("li")?.getAttribute("data-coupon-id")));
      // Watched from before the press: the toast shows for two seconds, which a busy machine can miss.
      await watchToasts();
      await button?.click();
      await badgeShows("1");
      await toastSeen("Item added to cart.");
      await expect.poll(() => gatewayCart(request, site, member.email)).toEqual([id]);
    });

    test(`${site}: the signed-in cart shows the loyalty card's barcode`, async ({ request }) => {
      await logIn(request, site, await demoMember(site));
      await page.goto(`${BASE}/${site}/cart/`);
      const barcode = await page.waitForSelector('img[alt^="Loyalty card barcode"]', { visible: true });
      await page.waitForFunction(
        (img: HTMLImageElement | null) => img !== null && img.complete && img.naturalWidth > 0,
        {},
        barcode,
      );
    });

    if (weeklyAd !== null)
      test(`${site}: the weekly ad opens full screen in the lightbox and closes again`, async () => {
        await page.goto(`${BASE}${weeklyAd}`);
        // The ad's first page is a button named by its hidden text ('Open page 1 of 3 full screen').
        const opener = await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLButtonElement>("button")].find(
            (b) => b.checkVisibility() && /^Open page 1 of \d+ full screen$/.test(b.textContent.trim()),
          ),
        );
        await (opener.asElement() as ElementHandle<HTMLButtonElement> | null)?.click();
        const dialog = await page.waitForSelector("dialog[open]", { visible: true });
        const box = await dialog?.boundingBox();
        expect(box?.width, "the lightbox fills the window's width").toBeGreaterThanOrEqual(1260);
        expect(box?.height, "the lightbox fills the window's height").toBeGreaterThanOrEqual(780);
        await page.waitForFunction(() => {
          const img = document.querySelector<HTMLImageElement>("dialog[open] img");
          return img !== null && img.complete && img.naturalWidth > 0;
        });
        await page.keyboard.press("Escape");
        await page.waitForSelector("dialog[open]", { hidden: true });
      });

    if (hasContactForm(site))
      test(`${site}: the contact form sends through the relay and the e-mail arrives`, async ({ request }) => {
        await page.goto(`${BASE}/${site}/contact/`);
        // The form hydrates when it scrolls into view; its button is enabled from then on.
        const form = 'form[aria-labelledby="contact-form-title"]';
        await page.$eval(form, (el) => el.scrollIntoView());
        await page.waitForSelector(`${form} button[type="submit"]:not([disabled])`);
        const tag = `firefox-${site}-${Date.now()}`;
        await page.type("#contact-firstname", tag);
        await page.type("#contact-lastname", "Lee");
        await page.type("#contact-email", "ann@example.com");
        await page.type("#contact-phone", "8285550100");
        const store = await page.$eval("#contact-store option:nth-child(2)", (o) => (o as HTMLOptionElement).value);
        await page.select("#contact-store", store);
        await page.type("#contact-message", "Hello from Firefox");
        await passCaptcha("contact-");
        const relayed = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/${site}/contact`));
        await watchToasts();
        await page.click(`${form} button[type="submit"]`);
        await relayed;
        await toastSeen("An email has been sent!");
        await expect
          .poll(async () =>
            (await demo<{ emails: Email[] }>(request, `emails?site=${site}`)).emails.some((e) => e.body.includes(tag)),
          )
          .toBe(true);
      });
  });
}
