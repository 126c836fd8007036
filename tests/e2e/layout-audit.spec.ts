/**
 * The layout audit: every page type of every demo chain (theme 1 and theme 2 chains among them) at
 * 360, 390, 768, 1024 and 1280 px — one loaded page resized through the widths, settled after each
 * (fonts, images, islands hydrated, layout still for a few frames) — checked by the rules of
 * support/layout-audit.ts: no horizontal overflow, no visible slide inert or narrower than a card,
 * no text outside its box, every focusable inside the viewport when focused, no link, button or table
 * header broken inside a word, no select narrower than the choice it shows, no full-screen dialog the page
 * shows through, targets of at least 24 × 24 px. The cart page has its table (a fresh member gets a
 * coupon clipped) and the weekly ad is audited with its lightbox open too. One browser context per
 * chain, its page types in order (guest pages, then the member's), as a shopper moves through the
 * site with the chain's service worker installed once. A failure lists page, width and element.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test } from "@playwright/test";
import { expect, test as pageTest } from "./fixtures.ts";
import { chainPage } from "./support/chain-page.ts";
import { DEMO_LOGINS, requireSite } from "./support/chains.ts";
import { AUDIT_OPTIONS, auditLayout } from "./support/layout-audit.ts";
import { clipFirstCoupon } from "./support/gateway.ts";
import { pageTypesOf } from "./support/page-types.ts";
import { registerMember, seedSession } from "./support/session.ts";
import { settle } from "./support/settle.ts";

/** The five demo chains: theme 1 (freshmart, harvestmarket, couponsonly) and theme 2 (greenvalley, hilltop). */
const CHAINS = ["freshmart", "greenvalley", "harvestmarket", "couponsonly", "hilltop"] as const;
const AUDIT_WIDTHS = [360, 390, 768, 1024, 1280] as const;
const HEIGHT = 844;

/**
 * Signs the chain's demo member in (a fresh member where the chain has no demo login, with one
 * coupon clipped, so the cart page has its table to audit).
 */
async function signIn(page: Page, request: APIRequestContext, site: (typeof CHAINS)[number]): Promise<void> {
  if (site in DEMO_LOGINS) {
    await seedSession(page, request, DEMO_LOGINS[site as keyof typeof DEMO_LOGINS]);
    return;
  }
  // Both chains without a demo login sign in by PIN.
  const session = await seedSession(page, request, await registerMember(request, site, "4826"));
  await clipFirstCoupon(request, site, session);
}

/** Opens the ad's first page in the lightbox and audits it at every width (narrowest last, as phones see it). */
async function auditLightbox(page: Page, route: string): Promise<string[]> {
  const opener = page.getByRole("button", { name: /^Open page 1 of \d+ full screen$/ });
  if ((await opener.count()) === 0) return [];
  await page.setViewportSize({ width: AUDIT_WIDTHS[0], height: HEIGHT });
  await opener.click();
  await expect(page.getByRole("dialog", { name: /^Page 1 of/ })).toBeVisible();
  const found: string[] = [];
  for (const width of [...AUDIT_WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settle(page);
    const problems = await page.evaluate(auditLayout, AUDIT_OPTIONS);
    found.push(...problems.map((p) => `${route} with the lightbox open at ${width} px — ${p}`));
  }
  await page.keyboard.press("Escape");
  return found;
}

for (const site of CHAINS) {
  test.describe(`layout audit: ${site}`, () => {
    requireSite(site);
    // One browser context for the chain (support/chain-page.ts): its page types in order, guest
    // pages first, then the member's.
    test.describe.configure({ mode: "default" });
    let page: Page;
    let signedIn = false;
    chainPage((opened) => {
      page = opened;
      signedIn = false;
    });

    const types = pageTypesOf(site);
    for (const type of [...types.filter((t) => !t.member), ...types.filter((t) => t.member)]) {
      test(`${type.name} (${type.route}) at ${AUDIT_WIDTHS.join(", ")} px`, async ({ request }) => {
        test.setTimeout(90_000);
        if (type.member && !signedIn) {
          await signIn(page, request, site);
          signedIn = true;
        }
        await page.setViewportSize({ width: AUDIT_WIDTHS[0], height: HEIGHT });
        await page.goto(type.route);
        await page.waitForLoadState("networkidle");
        // The cart's table is what the audit is for on that page: it must be there.
        if (type.name === "cart") await expect(page.locator(".cart-table tbody tr").first()).toBeVisible();
        if (type.name === "my-deals") await expect(page.locator(".sheet-table tbody tr").first()).toBeVisible();
        const found: string[] = [];
        for (const width of AUDIT_WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await settle(page);
          const problems = await page.evaluate(auditLayout, AUDIT_OPTIONS);
          found.push(...problems.map((p) => `${type.route} at ${width} px — ${p}`));
        }
        // The weekly ad's lightbox, open, at every width too.
        if (type.name === "weekly-ad") found.push(...(await auditLightbox(page, type.route)));
        expect(found, `layout problems on ${type.route}:\n${found.join("\n")}`).toEqual([]);
      });
    }
  });
}

pageTest("the audit's rules find each kind of defect, and pass the allowed cases", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`<!doctype html><html lang="en"><head><style>
      body { margin: 0; font: 16px/20px sans-serif; }
      .track { overflow: hidden; width: 390px; } .slides { display: flex; margin: 0; padding: 0; list-style: none; }
      .carousel-slide { flex: 0 0 80px; height: 60px; }
      .box { width: 60px; height: 20px; white-space: nowrap; }
      .narrow { width: 70px; } .narrow a { word-break: break-all; }
      .wide { width: 500px; height: 10px; }
      .tiny a { display: inline-block; width: 16px; height: 16px; margin-right: 2px; }
    </style></head><body>
      <header><button aria-expanded="false" aria-controls="m" onclick="this.setAttribute('aria-expanded', String(this.getAttribute('aria-expanded') !== 'true')); m.hidden = !m.hidden">Menu</button>
        <ul id="m" hidden><li><a href="#x" style="position: fixed; left: 600px">Far away</a></li></ul></header>
      <div class="track carousel-track"><ul class="slides"><li class="carousel-slide" inert>one</li><li class="carousel-slide">two</li></ul></div>
      <div class="box">A long unbroken label</div>
      <p class="narrow"><a href="#a">info@freshmart.example</a></p>
      <p class="tiny"><a href="#1" aria-label="one"></a><a href="#2" aria-label="two"></a></p>
      <p>Read <a href="#s">the policy</a> first, <a href="#t">here</a>.</p>
      <table><tr><th style="width: 14px; padding: 0; overflow-wrap: anywhere">Qty</th><td>1</td></tr></table>
      <label>Sort by <select style="width: 40px"><option>Featured</option><option>Expiring soonest</option></select></label>
      <label>Store <select style="width: 200px"><option>Select a store</option><option>Harvest Market Des Moines North Side</option></select></label>
      <div class="wide"></div>
    </body></html>`);
  const found = await page.evaluate(auditLayout, AUDIT_OPTIONS);
  const kinds = (kind: string) => found.filter((f) => f.startsWith(`${kind}:`));
  expect(kinds("overflow"), found.join("\n")).toEqual([
    expect.stringMatching(/500 px wide in a 390 px viewport: <div.wide>/),
  ]);
  expect(kinds("slide")).toEqual([
    expect.stringMatching(/<li.carousel-slide> "one" is visible but inert/),
    expect.stringMatching(/"one" is 80 px wide/),
    expect.stringMatching(/"two" is 80 px wide/),
  ]);
  expect(kinds("text")).toEqual([expect.stringMatching(/"A long unbroken label" runs outside <div.box>/)]);
  expect(kinds("word")).toEqual([
    expect.stringMatching(/breaks "info@freshmart.example"/),
    expect.stringMatching(/<th> "Qty" breaks "Qty"/),
  ]);
  expect(kinds("cut")).toEqual([expect.stringMatching(/<select> showing "Featured" is 40 px wide, it needs \d+ px/)]);
  // The two 16 px icons sit 2 px apart; the inline links in a sentence are exempt.
  expect(kinds("target")).toEqual([
    expect.stringMatching(/<a> "one" is 16×16 px/),
    expect.stringMatching(/<a> "two" is 16×16 px/),
  ]);
  // Overflow stops the focus rule (the page scrolls sideways); without it, the far menu item is found.
  await page.evaluate(() => document.querySelector(".wide")?.remove());
  const focus = (await page.evaluate(auditLayout, AUDIT_OPTIONS)).filter((f) => f.startsWith("focus:"));
  expect(focus).toEqual([expect.stringMatching(/<a> "Far away" \(in the menu of <button> "Menu"\) is at 600,/)]);

  // A full-screen dialog: a translucent background, or a control bar without its own, shows the page.
  const seeThrough = async (dialogBackground: string, barBackground: string) => {
    await page.evaluate(
      ([dialog, bar]) => {
        document.querySelector("dialog")?.remove();
        document.body.insertAdjacentHTML(
          "beforeend",
          `<dialog style="inset: 0; width: 100vw; height: 100vh; max-width: none; max-height: none; margin: 0; padding: 0; border: 0; background: ${dialog}"><p style="background: ${bar}"><button style="background: transparent; min-height: 24px">Close</button></p></dialog>`,
        );
        document.querySelector("dialog")?.showModal();
      },
      [dialogBackground, barBackground],
    );
    return (await page.evaluate(auditLayout, AUDIT_OPTIONS)).filter((f) => f.startsWith("see-through:"));
  };
  expect(await seeThrough("rgb(0 0 0 / 92%)", "transparent")).toEqual([
    expect.stringMatching(/the page shows through <dialog>/),
  ]);
  expect(await seeThrough("rgb(0 0 0 / 92%)", "#000")).toEqual([
    expect.stringMatching(/the page shows through <dialog> .*\(at <dialog>/),
  ]);
  expect(await seeThrough("#000", "transparent")).toEqual([]);
});
