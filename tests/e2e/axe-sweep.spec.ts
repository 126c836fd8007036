/**
 * axe over every page type of every demo chain and every state a shopper can open there, at 1280 and
 * 390 px, with WCAG 2.0/2.1/2.2 A and AA and axe's best practices (so landmark-unique, which the WCAG
 * tags leave out, and 2.2's target size count), frames included: each page as it loads (lazy frames
 * scrolled in and loaded), its forms submitted empty, its accordions opened, the header's menus and
 * the mobile menu open, Quick View, the department control on a phone, the weekly-ad lightbox, the
 * member menu, a member page's dialog, the rewards' redeem view, points history and tier items, the
 * offline views (the cart's saved list and the offline page, with the chain's service worker), and a
 * toast. One browser context per chain, its page types one test each in order (guest pages first,
 * then the member's), a page's states in its test; each check waits until the page has settled and
 * no finite animation runs — no fixed sleep. A test lists every violation with its chain, page,
 * width and state before it fails. Every check is also written to the build's accessibility results
 * (support/a11y-results.ts), from which the chain's accessibility report is made.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { demoLogins } from "../../scripts/lib/demo-logins.ts";
import { test } from "@playwright/test";
import { axeRun, expect } from "./fixtures.ts";
import { finishPart, recordCheck, startPart } from "./support/a11y-results.ts";
import { chainPage } from "./support/chain-page.ts";
import { demoChains, newMemberSecret, requireSite, siteData, snapshot, weeklyAdPage } from "./support/chains.ts";
import { escapeRegExp, LIVE_CARDS, templatePattern } from "./support/page.ts";
import { textsOf } from "../../src/lib/i18n/catalogue.ts";
import { languagePrefix } from "../../src/lib/i18n/addresses.ts";
import { forwardsAtOnce } from "../../scripts/measure/lighthouse/pages.ts";
import type { Language } from "../../src/tenant/languages.ts";
import { builtSites, DIST_DIR } from "./settings.ts";
import type { PageType } from "./support/page-types.ts";
import { pageTypesOf } from "./support/page-types.ts";
import { registerMember, seedSession } from "./support/session.ts";
import { settle } from "./support/settle.ts";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const WIDTHS = [DESKTOP, PHONE];

/**
 * Where a page's checks run: the chain (its sweep's parts, the part running), the page, the width,
 * and the catalogue of the page's language (the names of the buttons that open its states).
 */
type Where = {
  site: string;
  part: string;
  type: string;
  route: string;
  width: number;
  planned: string[];
  texts: Texts;
};
type Texts = ReturnType<typeof textsOf>;
/** A catalogue text as a pattern of the whole name ('^Open page .+ of .+ full screen$'). */
const named = (text: string, whole = true) => new RegExp(`^${templatePattern(text)}${whole ? "$" : ""}`);
/** What one test's checks found (each line naming where) and the states they checked. */
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
 * Runs axe once the page is still, adding what it finds under `state`: the whole page, or only the
 * part a state opened (`include`, a CSS selector) when the page itself was checked as it loaded.
 * The run goes into the chain's accessibility results.
 */
async function check(page: Page, found: Found, at: Where, state: string, include?: string): Promise<void> {
  const run = await axeRun(page, { sweep: true, include });
  const label = `${at.site} ${at.type} (${at.route}) at ${at.width} px, ${state}`;
  found.violations.push(...run.lines.map((v) => `${label}: ${v}`));
  found.checked.push(label);
  const check = { part: at.part, pageType: at.type, route: at.route, state, width: at.width, rules: run.rules };
  recordCheck(at.site, at.planned, { ...check, violations: run.violations }, run.engine);
}

/**
 * Opens a page as a shopper moving through the site does, and waits until it has loaded its live
 * parts and settled. The same-site referrer keeps the remembered language from sending a page of
 * the other language to its twin (src/lib/i18n/language-choice.ts); the address is checked, so a
 * page is never checked in place of another.
 */
async function visit(page: Page, route: string): Promise<void> {
  const from = page.url().startsWith("http") ? { referer: `${new URL(page.url()).origin}/` } : {};
  await page.goto(route, from);
  // A page that only forwards (a meta refresh: link-card registration where the chain has none)
  // is checked where it leads, in its own language.
  const built = readFileSync(join(DIST_DIR, route, "index.html"), "utf8");
  const lang = /<html[^>]* lang="([^"]+)"/.exec(built)?.[1];
  if (!forwardsAtOnce(built)) await expect(page, "the page asked for").toHaveURL(new RegExp(`${escapeRegExp(route)}$`));
  await expect(page.locator("html"), "the page in the language asked for").toHaveAttribute("lang", lang ?? "");
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
async function emptySubmits(page: Page, found: Found, at: Where): Promise<void> {
  const forms = await page.locator("form:visible:has([required], [aria-required='true'])").all();
  for (const [i, form] of forms.entries()) {
    if (!(await form.evaluate(blank))) continue; // a form the page fills in (the member's profile)
    const submit = form.locator("button[type='submit']:visible, input[type='submit']:visible").first();
    await submit.scrollIntoViewIfNeeded();
    await expect(submit, `${at.route}: the form's submit button is ready`).toBeEnabled();
    await submit.click();
    await expect(
      form.locator("[aria-invalid='true']").first(),
      `${at.route}: an empty form shows its errors`,
    ).toBeVisible();
    // The form's accessible name (its label, or the heading it is labelled by).
    const label = await form.evaluate(
      (f) =>
        f.getAttribute("aria-label") ??
        document.getElementById(f.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() ??
        null,
    );
    const name = label ? `'${label}'` : `#${i + 1}`;
    await form.evaluate((f) => f.setAttribute("data-axe-scope", ""));
    await check(page, found, at, `form ${name} submitted empty`, "[data-axe-scope]");
    await form.evaluate((f) => f.removeAttribute("data-axe-scope"));
  }
}

/** Every closed accordion of the page's main part opened (about sub-pages, store sections), then main checked. */
async function accordions(page: Page, found: Found, at: Where): Promise<void> {
  if ((await page.locator("main details:visible").count()) === 0) return;
  const closed = page.locator("main details:not([open]):visible");
  // One at a time from the first: the locator matches fewer as each opens (at the second width
  // they are open already).
  for (let left = await closed.count(); left > 0; left--) {
    await closed.first().locator(":scope > summary").click();
    await expect(closed).toHaveCount(left - 1);
  }
  await settle(page);
  await check(page, found, at, "accordions open", "main");
}

/**
 * A page loaded once and checked as loaded at each width (resized, as the layout audit does, so the
 * page is the same), then its states opened at each width.
 */
async function atBothWidths(
  page: Page,
  route: string,
  asLoaded: (width: number) => Promise<void>,
  states: (width: number) => Promise<void>,
): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await visit(page, route);
  for (const width of [DESKTOP, PHONE]) {
    await page.setViewportSize(width);
    await settle(page);
    await asLoaded(width.width);
  }
  for (const width of [PHONE, DESKTOP]) {
    await page.setViewportSize(width);
    await settle(page);
    await states(width.width);
  }
}

/** Each header toggle (submenus, 'More', the member menu) opened in turn, then closed again. */
async function headerMenus(page: Page, found: Found, at: Where): Promise<void> {
  const toggles = await page.locator("header [aria-expanded]:visible:not([data-menu-toggle])").all();
  for (const toggle of toggles) {
    if (!(await toggle.isVisible())) continue; // a submenu's toggle inside a closed panel
    const name = (await toggle.innerText()).trim();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await check(page, found, at, `header menu '${name}' open`, "header");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  }
}

/** On a phone: the mobile menu open, then each of its submenus open in turn (a coupons-only header has none). */
async function mobileMenu(page: Page, found: Found, at: Where): Promise<void> {
  const menu = page.locator("header [data-menu-toggle]");
  if ((await menu.count()) === 0) return headerMenus(page, found, at);
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await check(page, found, at, "mobile menu open", "header");
  for (const sub of await page.locator("#site-nav [data-submenu-toggle]:visible").all()) {
    const name = (await sub.innerText()).trim();
    await sub.click();
    await expect(sub).toHaveAttribute("aria-expanded", "true");
    await check(page, found, at, `mobile menu and its submenu '${name}' open`, "header");
    await sub.click();
  }
  await page.keyboard.press("Escape");
  if ((await menu.getAttribute("aria-expanded")) === "true") await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  // The header's other menus (the member menu) on a phone.
  await headerMenus(page, found, at);
}

/** A dialog opened by `opener`, checked, and closed by Escape. */
async function dialogState(page: Page, opener: Locator, found: Found, at: Where, state: string): Promise<void> {
  await opener.click();
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toBeVisible();
  await check(page, found, at, state, "dialog[open]");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
}

/** The coupons page's states: Quick View, and on a phone the department control and the mobile menu. */
async function couponStates(page: Page, found: Found, at: Where): Promise<void> {
  const quickView = page
    .locator(LIVE_CARDS)
    .getByRole("button", { name: new RegExp(`^${escapeRegExp(at.texts["coupons.quickView"])}: `) })
    .first();
  await dialogState(page, quickView, found, at, "Quick View open");
  if (at.width !== PHONE.width) return;
  const departments = page.getByRole("button", { name: named(at.texts["coupons.departmentsToggle"], false) });
  await departments.click();
  await expect(departments).toHaveAttribute("aria-expanded", "true");
  await check(page, found, at, "department control open", ".coupon-departments");
  await departments.click();
  await mobileMenu(page, found, at);
}

/** The states a guest can open on a page of this type, at the width the page is shown at. */
async function guestStates(page: Page, type: PageType, found: Found, at: Where): Promise<void> {
  await emptySubmits(page, found, at);
  await accordions(page, found, at);
  if (type.name === "home") {
    if (at.width === PHONE.width) await mobileMenu(page, found, at);
    else await headerMenus(page, found, at);
  }
  if (type.name === "coupons") await couponStates(page, found, at);
}

/** My Rewards' views: points history, the redeem view and a tier's items, each where the chain has it. */
async function rewardStates(page: Page, found: Found, at: Where): Promise<void> {
  const t = at.texts;
  const history = page.locator("main").getByRole("button", { name: t["rewards.pointsHistory"] }).first();
  if ((await history.count()) > 0) {
    await history.click();
    await expect(page.getByRole("heading", { name: t["rewards.pointsHistory"] })).toBeFocused();
    await check(page, found, at, "points history open", "main");
    await page.getByRole("button", { name: t["rewards.back"] }).click();
  }
  const redeem = page.locator("main").getByRole("button", { name: t["rewards.redeemPoints"] }).first();
  if ((await redeem.count()) === 0) return;
  await redeem.click();
  await expect(page.getByRole("button", { name: t["rewards.redeem"] })).toBeVisible();
  await settle(page);
  await check(page, found, at, "redeem view open", "main");
  const items = page.getByRole("button", { name: named(t["rewards.viewItems"]) }).first();
  if ((await items.count()) > 0) {
    await items.click();
    await expect(page.getByRole("heading", { name: named(t["rewards.itemsOf"]) })).toBeVisible();
    await settle(page);
    await check(page, found, at, "a tier's items open", "main");
  }
}

/** The weekly ad of the chain's first store with one (loaded), its first page opened full screen. */
async function lightbox(page: Page, found: Found, at: Where): Promise<void> {
  const open = page.getByRole("button", { name: named(at.texts["weeklyAds.openPage"]) }).first();
  await dialogState(page, open, found, at, "lightbox open");
}

/** A member's clip: the toast it shows (a fresh member, so no seeded member's cart changes). */
async function toastState(page: Page, found: Found, at: Where, nth: number): Promise<void> {
  await visit(page, at.route);
  await page.locator(`${LIVE_CARDS} button.clip-button:not(.is-in-cart)`).nth(nth).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await check(page, found, at, "a clip's toast shown");
}

/**
 * The offline views, in a context of their own that lets the chain's service worker in (the suite
 * blocks it elsewhere): the signed-in member's cart after one online visit, then offline (the list as
 * of the last sync), and a page never visited, offline (the chain's offline page).
 */
async function offlineViews(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  found: Found,
  at: Pick<Where, "site" | "part" | "planned" | "texts">,
  lang: Language,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL, serviceWorkers: "allow" });
  const page = await context.newPage();
  // Requests fail on purpose while offline; uncaught errors still count.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  try {
    const login = (await demoLogins()).logins.find((l) => l.site === at.site);
    expect(login, `${at.site} has a seeded demo member`).toBeDefined();
    await seedSession(page, request, login!);
    // The chain's pages in the language: English at its root, another language under its prefix.
    const pages = lang === "en" ? `/${at.site}/` : `/${at.site}/${lang}/`;
    const cart = `${pages}cart/`;
    await visit(page, cart);
    const root = new URL(`/${at.site}/`, baseURL).pathname;
    // One worker for the chain, at its root, whatever the page's language.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
      .toMatch(new RegExp(`${root}sw\\.js$`));
    await expect
      .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, page.url()), {
        timeout: 15_000,
      })
      .toBe(true);
    await context.setOffline(true);
    for (const width of WIDTHS) {
      await page.setViewportSize(width);
      await page.reload();
      await expect(page.getByText(named(at.texts["cart.offline"], false))).toBeVisible();
      await settle(page);
      await check(
        page,
        found,
        { ...at, type: "cart", route: cart, width: width.width },
        "offline, the list of the last sync",
      );
    }
    const never = `${pages}catering/`;
    for (const width of WIDTHS) {
      await page.setViewportSize(width);
      await page.goto(never);
      // The worker answers with the chain's offline page at the address asked for (no redirect).
      await expect(page.getByRole("heading", { level: 1, name: at.texts["title.offline"] })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${pages}catering/$`));
      await settle(page);
      const where = { ...at, type: "offline", route: `${pages}offline/`, width: width.width };
      await check(page, found, where, `offline, a page never visited (${never})`);
    }
  } finally {
    await context.close();
  }
  return errors;
}

/** Fails with every violation the test's checks found. */
function expectNone(found: Found): void {
  expect(found.violations, `axe violations:\n${found.violations.join("\n")}`).toEqual([]);
}

const newFound = (): Found => ({ violations: [], checked: [] });

/** The chain's languages, English first; each language's pages are swept in turn (the report's order). */
function languagesOf(site: string): Language[] {
  return (builtSites().find((s) => s.site === site)?.languages ?? ["en"]) as Language[];
}

/** The part of the chain's sweep a page type is, in a language ('home', 'home (es)'). */
const partName = (name: string, lang: Language) => (lang === "en" ? name : `${name} (${lang})`);

/** A chain's page address in a language: English's own, another language's under its prefix. */
const inLanguage = (site: string, route: string, lang: Language) =>
  `/${site}${languagePrefix(lang)}${route.slice(`/${site}`.length)}`;

for (const site of demoChains()) {
  test.describe(`axe sweep: ${site}`, () => {
    requireSite(site);
    // One browser context for the chain: its page types in order, the guest pages of every language
    // first, then the member's (a member signed in stays signed in), then the offline views.
    test.describe.configure({ mode: "default", timeout: 240_000 });
    let page: Page;

    const languages = languagesOf(site);
    const englishAd = weeklyAdPage(site);
    const sweeps = languages.map((lang) => {
      const types = pageTypesOf(site, lang);
      const guests = types.filter((t) => !t.member);
      const members = types.filter((t) => t.member);
      const adRoute = englishAd === null ? null : inLanguage(site, englishAd, lang);
      return { lang, guests, members, adRoute };
    });
    // The parts of the chain's sweep, in the order they run, as its accessibility report lists what
    // did not finish. One clip's toast, on the English page (the Spanish flow reads a toast's texts).
    const planned = [
      ...sweeps.flatMap(({ lang, guests, adRoute }) => [
        ...guests.map((t) => partName(t.name, lang)),
        ...(adRoute === null ? [] : [partName("weekly-ad lightbox", lang)]),
      ]),
      ...sweeps.flatMap(({ lang, members }) => members.map((t) => `${partName(t.name, lang)} (member)`)),
      ...sweeps.map(({ lang }) => partName("offline views", lang)),
      "a clip's toast",
    ];
    const whereIn =
      (lang: Language) =>
      (part: string, type: string, route: string, width: number): Where => ({
        site,
        part,
        type,
        route,
        width,
        planned,
        texts: textsOf(lang),
      });

    chainPage((opened) => {
      page = opened;
    }, DESKTOP);

    for (const { lang, guests, adRoute } of sweeps) {
      const where = whereIn(lang);

      for (const type of guests) {
        test(`${type.name} (${type.route}) and its states`, async () => {
          const found = newFound();
          const part = partName(type.name, lang);
          startPart(site, planned, part);
          const at = (width: number) => where(part, type.name, type.route, width);
          await atBothWidths(
            page,
            type.route,
            (width) => check(page, found, at(width), "as loaded"),
            (width) => guestStates(page, type, found, at(width)),
          );
          finishPart(site, planned, part);
          expectNone(found);
          if (type.name === "coupons") {
            // A coupons-only chain's header has GO BACK instead of a menu.
            const menu =
              siteData(site)["ONLY_COUPONS"] === true ? [] : [/390 px, mobile menu and its submenu '.+' open/];
            for (const state of [
              /1280 px, Quick View open/,
              /390 px, Quick View open/,
              /department control open/,
              ...menu,
            ])
              expect(
                found.checked.some((c) => state.test(c)),
                `checked: ${state}`,
              ).toBe(true);
          }
          if (type.name === "login") expect(found.checked.some((c) => /submitted empty/.test(c))).toBe(true);
          // Stores in sections are collapsible (the first store has a SectionName).
          const stores = snapshot<{ GetClientStores?: { SectionName?: string }[] }>(site, "stores.json");
          if (type.name === "contact" && (stores.GetClientStores?.[0]?.SectionName ?? "").trim() !== "")
            expect(found.checked.filter((c) => /accordions open/.test(c))).toHaveLength(2);
        });
      }

      if (adRoute !== null)
        test(`weekly-ad lightbox (${adRoute})`, async () => {
          const found = newFound();
          const part = partName("weekly-ad lightbox", lang);
          startPart(site, planned, part);
          await page.setViewportSize(DESKTOP);
          await visit(page, adRoute);
          for (const width of WIDTHS) {
            await page.setViewportSize(width);
            await settle(page);
            await lightbox(page, found, where(part, "weekly-ad", adRoute, width.width));
          }
          finishPart(site, planned, part);
          expectNone(found);
          expect(found.checked.filter((c) => /lightbox open/.test(c))).toHaveLength(2);
        });
    }

    for (const { lang, members } of sweeps) {
      const where = whereIn(lang);
      for (const type of members) {
        test(`${type.name} (${type.route}, member) and its states`, async ({ request }) => {
          const found = newFound();
          const part = `${partName(type.name, lang)} (member)`;
          startPart(site, planned, part);
          const login = (await demoLogins()).logins.find((l) => l.site === site);
          expect(login, `${site} has a seeded demo member`).toBeDefined();
          await seedSession(page, request, login!);
          const at = (width: number) => where(part, type.name, type.route, width);
          await atBothWidths(
            page,
            type.route,
            (width) => check(page, found, at(width), "as loaded, signed in"),
            async (width) => {
              await emptySubmits(page, found, at(width));
              for (const opener of await page.locator("main button[aria-haspopup='dialog']:visible").all())
                await dialogState(page, opener, found, at(width), "its dialog open");
              // The member menu is in every chain's header.
              if (type.name === "my-account") {
                if (width === PHONE.width) await mobileMenu(page, found, at(width));
                else await headerMenus(page, found, at(width));
                expect(found.checked.some((c) => /(header menu|mobile menu).* open/.test(c))).toBe(true);
              }
              if (type.name === "my-rewards") {
                await rewardStates(page, found, at(width));
                await visit(page, type.route); // back from the redeem view
              }
            },
          );
          finishPart(site, planned, part);
          expectNone(found);
          // A points chain's rewards have a history, a redeem view and tiers with items.
          if (type.name === "my-rewards" && siteData(site)["POINTS_API"] === true)
            for (const state of [/redeem view open/, /points history open/, /a tier's items open/])
              expect(
                found.checked.filter((c) => state.test(c)),
                `checked: ${state}`,
              ).toHaveLength(2);
        });
      }
    }

    for (const { lang } of sweeps) {
      const offline = partName("offline views", lang);
      test(`${offline} (the cart's last list, the offline page)`, async ({ browser, request }, testInfo) => {
        const found = newFound();
        startPart(site, planned, offline);
        const base = { site, part: offline, planned, texts: textsOf(lang) };
        const baseURL = testInfo.project.use.baseURL ?? "";
        const offlineErrors = await offlineViews(browser, request, baseURL, found, base, lang);
        finishPart(site, planned, offline);
        expect(offlineErrors, "uncaught errors offline").toEqual([]);
        expectNone(found);
        expect(found.checked).toHaveLength(4);
      });
    }

    test("a clip's toast", async ({ request }) => {
      const found = newFound();
      startPart(site, planned, "a clip's toast");
      const member = await registerMember(request, site, newMemberSecret(site));
      await seedSession(page, request, member);
      const route = pageTypesOf(site).find((t) => t.name === "coupons")?.route ?? `/${site}/coupons/`;
      const where = whereIn("en");
      for (const [i, width] of WIDTHS.entries()) {
        await page.setViewportSize(width);
        await toastState(page, found, where("a clip's toast", "coupons", route, width.width), i + 1);
      }
      finishPart(site, planned, "a clip's toast");
      expectNone(found);
      expect(found.checked).toHaveLength(2);
    });
  });
}
