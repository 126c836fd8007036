/**
 * The header menus as a shopper meets them by keyboard and on different widths: collapsed submenus
 * stay out of the tab order, Escape closes a submenu and returns to its toggle, the wide menu keeps
 * to one row (the rest under 'More'), a long submenu stays within the viewport, and an open submenu
 * never covers the page's controls (axe target-size with Departments open over the cart).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite } from "./support/chains.ts";
import { seedSession } from "./support/session.ts";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The top-level entries of the main menu that are shown, with their box tops. */
async function rowTops(page: Page): Promise<number[]> {
  return page
    .locator(".site-nav > .menu > li:not([hidden])")
    .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
}

test.describe("keyboard", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Tab passes collapsed submenus by; Escape closes a submenu and returns to its toggle", async ({ page }) => {
    requireSite("harvestmarket");
    await page.goto("/harvestmarket/coupons/");
    await nav(page).getByRole("link", { name: "Home", exact: true }).focus();
    // Walk the menu by Tab: no stop may be a link of a collapsed submenu.
    const stops: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el?.closest("[data-site-header]")) return "out";
        return el.closest(".submenu") ? `submenu:${el.textContent?.trim() ?? ""}` : "bar";
      });
      if (where === "out") break;
      stops.push(where);
    }
    expect(stops.filter((s) => s.startsWith("submenu:"))).toEqual([]);

    const toggle = nav(page).getByRole("button", { name: "Weekly Ads submenu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    const first = panel.getByRole("link").first();
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("one row", () => {
  const CHAINS = [
    {
      site: "harvestmarket",
      entries: ["Home", "Coupons", "Weekly Ads", "Departments", "About Us", "Contact", "Rewards"],
    },
    {
      site: "greenvalley",
      entries: ["Home", "Coupons", "Weekly Ads", "Departments", "About Us", "Locations", "Rewards"],
    },
  ];
  for (const { site, entries } of CHAINS) {
    for (const width of [1024, 1280, 1440]) {
      test(`${site} at ${width} px: the menu is one row; what does not fit is under More`, async ({ page }) => {
        requireSite(site);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${site}/`);
        const tops = await rowTops(page);
        expect(new Set(tops).size, `entries on rows ${tops.join(", ")}`).toBe(1);
        // Every entry is still there: in the bar, or in More's panel.
        const more = nav(page).getByRole("button", { name: "More" });
        if (await more.isVisible()) {
          await more.click();
          await expect(more).toHaveAttribute("aria-expanded", "true");
        }
        for (const name of entries) {
          await expect(nav(page).getByText(name, { exact: true })).toBeVisible();
        }
      });
    }
  }

  test("a long submenu stays within the viewport", async ({ page }) => {
    requireSite("harvestmarket");
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/harvestmarket/");
    const toggle = nav(page).getByRole("button", { name: "Weekly Ads submenu" });
    await toggle.click();
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(720);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
    // Its last store can be reached (the panel scrolls or has columns).
    const last = panel.getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
  });
});

test("an open Departments submenu covers none of the cart's buttons (axe target-size)", async ({ page, request }) => {
  requireSite("freshmart");
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedSession(page, request, DEMO_LOGINS.freshmart);
  await page.goto("/freshmart/cart/");
  await expect(page.getByRole("button", { name: /^Remove / }).first()).toBeVisible();
  const toggle = nav(page).getByRole("button", { name: "Departments", exact: true });
  await toggle.click();
  await expect(page.locator(`#${await toggle.getAttribute("aria-controls")}`)).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
});

test.describe("the signed-in member's menu", () => {
  for (const site of ["freshmart", "greenvalley"] as const) {
    test(`${site}: its entries stand one under another, each on one line, inside the screen`, async ({
      page,
      request,
    }) => {
      requireSite(site);
      await seedSession(page, request, DEMO_LOGINS[site]);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${site}/`);
        await page.locator(".user-menu-toggle").click();
        const entries = page.locator(".user-menu-list > li");
        await expect(entries.getByRole("link", { name: "My Account" })).toBeVisible();
        const boxes = await entries.evaluateAll((items) =>
          items.map((li) => {
            const r = li.getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, height: r.height };
          }),
        );
        expect(boxes.length, `${width} px: entries`).toBe(4);
        for (const [i, box] of boxes.entries()) {
          expect(box.height, `${width} px: entry ${i} is one line`).toBeLessThan(48);
          expect(box.left, `${width} px: entry ${i} inside the screen`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${width} px: entry ${i} inside the screen`).toBeLessThanOrEqual(width);
          if (i > 0) expect(box.top, `${width} px: entry ${i} below the one before`).toBeGreaterThan(boxes[i - 1]!.top);
        }
      }
    });
  }
});
