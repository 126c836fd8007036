/**
 * Nothing on the page moves while it loads (Lighthouse's CLS): content that arrives after the first
 * paint (a member's header menu, the guarded list, a barcode, a gallery, the contact tabs) takes a
 * place held for it from the start. Measured at the phone size Lighthouse uses, signed in where the
 * page is a member's, until what the shopper came for is on screen with its images.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite } from "./support/chains.ts";
import { seedSession } from "./support/session.ts";
import { LIVE_CARDS } from "./support/page.ts";

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Layout shifts not caused by input, with the nodes that moved. */
type Shift = { value: number; sources: string[] };

async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          const name = el ? `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}` : "?";
          return `${name} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Waits until every image in the first screen has loaded, then returns the shifts so far. */
async function shiftsOnceSettled(page: Page): Promise<Shift[]> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().top < innerHeight && img.loading !== "lazy")
      .every((img) => img.complete),
  );
  // Two frames, so a shift caused by the last image is reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const total = (shifts: Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

/**
 * A phone's CPU (4× slower, as Lighthouse's mobile run): the page paints before its islands
 * hydrate, so whatever static content sits below an island that fills in would be seen to move.
 */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

for (const site of ["freshmart", "greenvalley"] as const) {
  test.describe(`${site} at 412 px`, () => {
    test("signed-in cart, My Account and My Rewards do not move as they fill in", async ({ page, request }) => {
      requireSite(site);
      await seedSession(page, request, DEMO_LOGINS[site]);
      await recordShifts(page);
      await slowCpu(page);
      const pages = [
        { route: "cart/", ready: page.getByRole("img", { name: /^Loyalty card barcode/ }) },
        { route: "my-account/", ready: page.getByRole("img", { name: /^Loyalty card barcode/ }) },
        { route: "my-rewards/", ready: page.locator(".reward-list > li").first() },
      ];
      for (const { route, ready } of pages) {
        await page.goto(`/${site}/${route}`);
        await expect(page.locator(".user-menu-toggle")).toBeVisible();
        await expect(ready).toBeVisible();
        const shifts = await shiftsOnceSettled(page);
        expect(total(shifts), `${route}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
      }
    });

    test("a weekly ad and the store list do not move as they load", async ({ page }) => {
      requireSite(site);
      await recordShifts(page);
      await page.goto(`/${site}/weekly-ads/`);
      const store = page
        .getByRole("main")
        .getByRole("link", { name: /^View Weekly Ad of / })
        .first();
      await page.goto(new URL((await store.getAttribute("href")) ?? "", page.url()).href);
      await expect(page.locator(".weekly-ad-stage img")).toBeVisible({ timeout: 15_000 });
      let shifts = await shiftsOnceSettled(page);
      expect(total(shifts), `weekly ad: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);

      await page.goto(`/${site}/contact/`);
      await expect(page.getByRole("button", { name: "Use my location" })).toBeVisible();
      shifts = await shiftsOnceSettled(page);
      expect(total(shifts), `contact: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
    });
  });
}

test("hilltop at 412 px: the openings table does not push the careers widget", async ({ page }) => {
  requireSite("hilltop");
  await recordShifts(page);
  await page.goto("/hilltop/tealsemp/");
  await expect(page.getByRole("table", { name: "Current openings" })).toBeVisible({ timeout: 15_000 });
  const shifts = await shiftsOnceSettled(page);
  expect(total(shifts), `tealsemp: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
});

test("freshmart at 412 px: the coupon cards do not push the disclaimer", async ({ page }) => {
  requireSite("freshmart");
  await recordShifts(page);
  await page.goto("/freshmart/coupons/");
  await expect(page.locator(LIVE_CARDS).first()).toBeVisible({ timeout: 15_000 });
  const shifts = await shiftsOnceSettled(page);
  expect(total(shifts), `coupons: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
});
