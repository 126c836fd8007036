/**
 * Visual baselines: the main page types of a theme-1 chain (freshmart) and a theme-2 chain
 * (greenvalley) at 390 and 1280 px, compared with the screenshots committed under
 * `visual.spec.ts-snapshots/`. What changes from run to run is masked (the live coupon lists, dates,
 * barcodes, maps, the member's points and counters), motion is reduced (carousels stand still) and
 * CSS animations are stopped, so a difference is a change of the page. A baseline changes only on
 * purpose: `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` (see tests/README.md).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite } from "./support/chains.ts";
import { seedSession } from "./support/session.ts";
import { settle } from "./support/settle.ts";

/** What differs between runs: live lists, dates, barcodes, maps, counters. */
const LIVE = [
  ".coupon-grid",
  ".coupon-results",
  "[data-coupon-preview]",
  ".deals-of-the-week",
  ".deal-list",
  "time",
  "[data-date]",
  'img[alt^="Loyalty card barcode"]',
  ".barcode",
  ".store-map",
  ".leaflet-container",
  ".header-badge",
  ".cart-count",
  ".captcha",
  "[data-captcha]",
  "iframe",
];

const PAGES = [
  { name: "home", route: "", member: false },
  { name: "coupons", route: "coupons/", member: false },
  { name: "policy", route: "company-policies/privacy-policy/", member: false },
  { name: "contact", route: "contact/", member: false },
  { name: "login", route: "login/", member: false },
  { name: "cart", route: "cart/", member: true },
] as const;

test.use({ reducedMotion: "reduce" });

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: "disabled",
    caret: "hide",
    mask: LIVE.map((s) => page.locator(s)),
    maxDiffPixelRatio: 0.002,
    timeout: 30_000,
  });
}

for (const site of ["freshmart", "greenvalley"] as const) {
  test.describe(`visual baselines: ${site}`, () => {
    requireSite(site);
    for (const p of PAGES) {
      test(`${p.name} at 390 and 1280 px`, async ({ page, request }) => {
        test.setTimeout(60_000);
        // Store hours mark today's line and whether a store is open now: one fixed instant for every run.
        await page.clock.setFixedTime(new Date("2026-11-25T16:00:00Z"));
        if (p.member) await seedSession(page, request, DEMO_LOGINS[site]);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 844 });
          await page.goto(`/${site}/${p.route}`);
          await page.waitForLoadState("networkidle");
          await shoot(page, `${site}-${p.name}-${width}`);
        }
      });
    }
  });
}
