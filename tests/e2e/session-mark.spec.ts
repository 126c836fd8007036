/**
 * Before any module script runs, the head's session mark (src/shared/session/SessionMark.astro)
 * tells a signed-in member's page so: the header shows no Login/Register and the text for guests
 * is hidden, with nothing to flash when the scripts arrive. A guest's page shows both. Once the
 * scripts run, the mark follows the session: another tab's sign-in and sign-out change an open page.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_LOGINS } from "./support/chains.ts";
import { clearSession, seedSession } from "./support/session.ts";

/**
 * Only the page's HTML, its styles and its inline scripts: every module script is held back (its
 * request never answers), so what the page shows is what it shows before they run.
 */
async function withoutModules(page: Page) {
  // The context's routes see the chain's worker's fetches too, once it controls the page.
  await page.context().route(/\/_assets\/.*\.js$/, () => new Promise<void>(() => {}));
}

test("a member's page knows the session before its scripts run", async ({ page, request }) => {
  await seedSession(page, request, DEMO_LOGINS.freshmart);
  await withoutModules(page);
  await page.goto("/freshmart/coupons/", { waitUntil: "commit" });
  await expect(page.locator("html")).toHaveAttribute("data-session", "member");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Login" })).toBeHidden();
  await expect(header.getByRole("link", { name: "Register" })).toBeHidden();
  await expect(page.locator(".coupon-disclaimer .guest-only")).toBeHidden();
});

test("a guest's page shows Login, Register and the text for guests", async ({ page }) => {
  await withoutModules(page);
  await page.goto("/freshmart/coupons/", { waitUntil: "commit" });
  await expect(page.locator("html")).not.toHaveAttribute("data-session", /./);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.locator(".coupon-disclaimer .guest-only")).toBeVisible();
});

test("the mark follows another tab's sign-in and sign-out on an open page", async ({ page, request }) => {
  await page.goto("/freshmart/coupons/");
  const header = page.getByRole("banner");
  const guestText = page.locator(".coupon-disclaimer .guest-only");
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();

  const other = await page.context().newPage();
  const member = await seedSession(other, request, DEMO_LOGINS.freshmart);
  await expect(header.getByRole("button", { name: new RegExp(member.FirstName) })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-session", "member");
  await expect(header.getByRole("link", { name: "Login" })).toBeHidden();
  await expect(header.getByRole("link", { name: "Register" })).toBeHidden();
  await expect(guestText).toBeHidden();

  await clearSession(other, "freshmart");
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Register" })).toBeVisible();
  await expect(guestText).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-session", /./);
  await other.close();
});
