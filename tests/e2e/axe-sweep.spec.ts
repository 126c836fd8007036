/**
 * axe over every page type of every demo chain and every state a shopper can open there, with axe's
 * best practices on top of WCAG 2.1 A/AA (so landmark-unique, which the WCAG tags leave out, counts),
 * frames included: each page as it loads (lazy frames scrolled in and loaded), its forms submitted
 * empty, the header's menus and the mobile menu open, Quick View, the department control on a phone,
 * the weekly-ad lightbox, the member menu and a member page's dialog, and a toast. One browser
 * context per chain, its page types one test each in order (guest pages first, then the member's),
 * a page's states in its test; each check waits until the page has settled and no finite animation
 * runs — no fixed sleep. A test lists every violation with its chain, page and state before it fails.
 */
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { demoLogins } from "../../scripts/lib/demo-logins.ts";
import { test } from "@playwright/test";
import { axeViolations, expect } from "./fixtures.ts";
import { demoChains, newMemberSecret, requireSite, siteData, weeklyAdPage } from "./support/chains.ts";
import { LIVE_CARDS } from "./support/page.ts";
import type { PageType } from "./support/page-types.ts";
import { pageTypesOf } from "./support/page-types.ts";
import { registerMember, seedSession } from "./support/session.ts";
import { settle } from "./support/settle.ts";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What one page's checks found (each line naming where) and the states they checked. */
type Found = { violations: string[]; checked: string[] };

/**
 * Loads its lazy frames the way a shopper does, by scrolling them into view, and waits until each has
 * loaded: axe checks inside frames (the weekly-ad viewer, the careers widget).
 */
async function loadFrames(page: Page): Promise<void> {
  const frames = await page.locator("iframe:visible").all();
  for (const frame of frames) await frame.scrollIntoViewIfNeeded();
  await expect.poll(() => page.frames().length, "every frame of the page attached").toBe(frames.length + 1);
  for (const frame of page.frames()) await frame.waitForLoadState("load");
  if (frames.length > 0) await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Runs axe once the page is still, adding what it finds under `where`: the whole page, or only the
 * part a state opened (`include`, a CSS selector) when the page itself was checked as it loaded.
 */
async function check(page: Page, found: Found, where: string, include?: string): Promise<void> {
  found.violations.push(...(await axeViolations(page, { bestPractice: true, include })).map((v) => `${where}: ${v}`));
  found.checked.push(where);
}

/** Opens a page and waits until it has loaded its live parts and settled. */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.waitForLoadState("networkidle");
  await settle(page);
  await loadFrames(page);
}

/** Whether every required field of the form is empty (checkboxes unchecked). */
const blank = (form: HTMLFormElement | SVGElement): boolean =>
  [...form.querySelectorAll<HTMLInputElement>("[required], [aria-required='true']")].every((field) =>
    field.type === "checkbox" || field.type === "radio" ? !field.checked : (field.value ?? "") === "",
  );

/**
 * Every form of the page with a required field, submitted empty: each must mark a field invalid
 * (its error shown) before axe looks at it.
 */
async function emptySubmits(page: Page, found: Found, where: string): Promise<void> {
  const forms = await page.locator("form:visible:has([required], [aria-required='true'])").all();
  for (const [i, form] of forms.entries()) {
    if (!(await form.evaluate(blank))) continue; // a form the page fills in (the member's profile)
    const submit = form.locator("button[type='submit']:visible, input[type='submit']:visible").first();
    await submit.scrollIntoViewIfNeeded();
    await expect(submit, `${where}: the form's submit button is ready`).toBeEnabled();
    await submit.click();
    await expect(
      form.locator("[aria-invalid='true']").first(),
      `${where}: an empty form shows its errors`,
    ).toBeVisible();
    const name = (await form.getAttribute("aria-label")) ?? (await form.getAttribute("aria-labelledby")) ?? `#${i + 1}`;
    await form.evaluate((f) => f.setAttribute("data-axe-scope", ""));
    await check(page, found, `${where}, form ${name} submitted empty`, "[data-axe-scope]");
    await form.evaluate((f) => f.removeAttribute("data-axe-scope"));
  }
}

/** Each header toggle (submenus, 'More', the member menu) opened in turn, then closed again. */
async function headerMenus(page: Page, found: Found, where: string): Promise<void> {
  const toggles = await page.locator("header [aria-expanded]:visible").all();
  for (const toggle of toggles) {
    if (!(await toggle.isVisible())) continue; // a submenu's toggle inside a closed panel
    const name = (await toggle.innerText()).trim();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await check(page, found, `${where}, header menu '${name}' open`, "header");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  }
}

/** A dialog opened by `opener`, checked, and closed by Escape. */
async function dialogState(page: Page, opener: Locator, found: Found, where: string): Promise<void> {
  await opener.click();
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toBeVisible();
  await check(page, found, where, "dialog[open]");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
}

/** The states a guest can open on a page of this type. */
async function guestStates(page: Page, site: string, type: PageType, found: Found): Promise<void> {
  const where = `${site} ${type.name} (${type.route})`;
  await emptySubmits(page, found, where);
  if (type.name === "home") await headerMenus(page, found, where);
  if (type.name === "coupons") {
    const quickView = page
      .locator(LIVE_CARDS)
      .getByRole("button", { name: /^Quick View: / })
      .first();
    await dialogState(page, quickView, found, `${where}, Quick View open`);
    await page.setViewportSize(PHONE);
    await settle(page);
    const departments = page.getByRole("button", { name: /^Departments:/ });
    await departments.click();
    await expect(departments).toHaveAttribute("aria-expanded", "true");
    await check(page, found, `${where} at 390 px, department control open`, ".coupon-departments");
    await departments.click();
    const menu = page.locator("header [data-menu-toggle]");
    if ((await menu.count()) > 0) {
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await check(page, found, `${where} at 390 px, mobile menu open`, "header");
      const sub = page.locator("#site-nav [data-submenu-toggle]:visible").first();
      await sub.click();
      await expect(sub).toHaveAttribute("aria-expanded", "true");
      await check(page, found, `${where} at 390 px, mobile menu and its first submenu open`, "header");
      await page.keyboard.press("Escape");
      await menu.click();
    }
    await page.setViewportSize(DESKTOP);
  }
}

/** A page of the chain's first store with a weekly ad, its first page opened full screen. */
async function lightbox(page: Page, site: string, found: Found): Promise<void> {
  const route = weeklyAdPage(site);
  if (route === null) return;
  await visit(page, route);
  const open = page.getByRole("button", { name: /^Open page 1 of \d+ full screen$/ });
  await dialogState(page, open, found, `${site} weekly ad (${route}), lightbox open`);
}

/** A member's clip: the toast it shows (a fresh member, so no seeded member's cart changes). */
async function toastState(page: Page, request: APIRequestContext, site: string, found: Found): Promise<void> {
  const member = await registerMember(request, site, newMemberSecret(site));
  await seedSession(page, request, member);
  const route = pageTypesOf(site).find((t) => t.name === "coupons")?.route ?? `/${site}/coupons/`;
  await visit(page, route);
  await page.locator(`${LIVE_CARDS} button.clip-button:not(.is-in-cart)`).nth(1).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await check(page, found, `${site} coupons (${route}), a clip's toast shown`);
}

/** Fails with every violation the page's checks found. */
function expectNone(found: Found): void {
  expect(found.violations, `axe violations:\n${found.violations.join("\n")}`).toEqual([]);
}

const newFound = (): Found => ({ violations: [], checked: [] });

for (const site of demoChains()) {
  test.describe(`axe sweep: ${site}`, () => {
    requireSite(site);
    // One browser context for the chain: its page types in order, guest pages first, then the member's.
    test.describe.configure({ mode: "default", timeout: 180_000 });
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    // Its own console and page error check (the fixtures' one would open a page per test).
    test.beforeAll(async ({ browser }, testInfo) => {
      context = await browser.newContext({ viewport: DESKTOP, baseURL: testInfo.project.use.baseURL ?? "" });
      page = await context.newPage();
      errors = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(`console: ${msg.text()} (${msg.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    });
    test.afterAll(async () => {
      await context?.close();
    });
    test.afterEach(() => {
      expect(errors.splice(0), "the browser logged errors").toEqual([]);
    });

    const types = pageTypesOf(site);
    for (const type of types.filter((t) => !t.member)) {
      test(`${type.name} (${type.route}) and its states`, async () => {
        const found = newFound();
        await page.setViewportSize(DESKTOP);
        await visit(page, type.route);
        await check(page, found, `${site} ${type.name} (${type.route})`);
        await guestStates(page, site, type, found);
        expectNone(found);
        if (type.name === "coupons") {
          // A coupons-only chain's header has GO BACK instead of a menu.
          const menu = siteData(site)["ONLY_COUPONS"] === true ? [] : [/mobile menu and its first submenu open/];
          for (const state of [/Quick View open/, /department control open/, ...menu])
            expect(
              found.checked.some((c) => state.test(c)),
              `checked: ${state}`,
            ).toBe(true);
        }
        if (type.name === "login") expect(found.checked.some((c) => /submitted empty/.test(c))).toBe(true);
      });
    }

    if (weeklyAdPage(site) !== null)
      test(`weekly-ad lightbox (${weeklyAdPage(site)})`, async () => {
        const found = newFound();
        await page.setViewportSize(DESKTOP);
        await lightbox(page, site, found);
        expectNone(found);
        expect(found.checked.some((c) => /lightbox open/.test(c))).toBe(true);
      });

    for (const type of types.filter((t) => t.member)) {
      test(`${type.name} (${type.route}, member) and its states`, async ({ request }) => {
        const found = newFound();
        const login = (await demoLogins()).logins.find((l) => l.site === site);
        expect(login, `${site} has a seeded demo member`).toBeDefined();
        await seedSession(page, request, login!);
        await page.setViewportSize(DESKTOP);
        const where = `${site} ${type.name} (${type.route}, member)`;
        await visit(page, type.route);
        await check(page, found, where);
        await emptySubmits(page, found, where);
        for (const opener of await page.locator("main button[aria-haspopup='dialog']:visible").all())
          await dialogState(page, opener, found, `${where}, its dialog open`);
        // The member menu is in every chain's header.
        if (type.name === "my-account") {
          await headerMenus(page, found, where);
          expect(found.checked.some((c) => /header menu '.+' open/.test(c))).toBe(true);
        }
        expectNone(found);
      });
    }

    test("a clip's toast", async ({ request }) => {
      const found = newFound();
      await page.setViewportSize(DESKTOP);
      await toastState(page, request, site, found);
      expectNone(found);
      expect(found.checked).toHaveLength(1);
    });
  });
}
