/**
 * The third way of selecting a site (shopping spec "Site selection and startup"): a hash segment
 * `#/{site}/…` on a home page opens that chain's coupons view in coupons-only mode — GO BACK instead
 * of the menu, departments chosen on the view itself — in path mode and host mode; an unknown site
 * key stays on the home page, and signing in from the view returns to it.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite, snapshot } from "./support/chains.ts";
import { loginThroughForm, toast, LIVE_CARDS } from "./support/page.ts";

type Category = { ProductCategoryId: number; ProductCategoryName: string };

const departmentId = (site: string, name: string): number => {
  const list = snapshot<{ GetProductCategories: Category[] }>(site, "departments.json").GetProductCategories;
  const found = list.find((c) => c.ProductCategoryName === name);
  if (!found) throw new Error(`${site} has no ${name} department`);
  return found.ProductCategoryId;
};

const cards = (page: Page) => page.locator(LIVE_CARDS);
const departmentNav = (page: Page) => page.getByRole("navigation", { name: "Departments" });
const goBack = (page: Page) => page.getByRole("banner").getByRole("link", { name: "GO BACK" });

/**
 * The coupons-only view as the shopper sees it: GO BACK, no main menu, coupons listed, and the
 * heading naming the department chosen (all coupons: 'Coupons').
 */
async function expectCouponsOnlyView(page: Page, heading = "Coupons"): Promise<void> {
  await expect(goBack(page)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(cards(page).first()).toBeVisible();
}

test.describe("#/{site} in path mode", () => {
  requireSite("freshmart");
  requireSite("greenvalley");

  test("freshmart's home with #/greenvalley/ opens greenvalley's coupons-only view", async ({ page, baseURL }) => {
    await page.goto("/freshmart/#/greenvalley/");
    await expect(page).toHaveURL(/\/greenvalley\/coupons-only\/$/);
    await expectCouponsOnlyView(page);
    await expect(page.getByRole("button", { name: /^Add to List: / }).first()).toBeVisible();
    await expect(departmentNav(page).getByRole("link", { name: /^All Coupons/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectAccessible(page);

    // Departments stay on the view; GO BACK still leads to where the shopper came from.
    const bakery = departmentId("greenvalley", "Bakery");
    await departmentNav(page)
      .getByRole("link", { name: /^Bakery/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/greenvalley/coupons-only/\\?category=${bakery}$`));
    await expect(departmentNav(page).getByRole("link", { name: /^Bakery/ })).toHaveAttribute("aria-current", "page");
    await expectCouponsOnlyView(page, "Bakery");
    await goBack(page).click();
    await expect(page).toHaveURL(`${new URL(baseURL ?? "").origin}/freshmart/`);
  });

  test("an unknown path keeps the fragment through the redirect home", async ({ page }) => {
    await page.goto("/freshmart/no-such-page/#/greenvalley");
    await expect(page).toHaveURL(/\/greenvalley\/coupons-only\/$/);
    await expectCouponsOnlyView(page);
  });

  test("an unknown site key stays on the home page", async ({ page }) => {
    await page.goto("/freshmart/#/no-such-chain/");
    await page.waitForLoadState("load");
    await expect(page).toHaveURL(/\/freshmart\/#\/no-such-chain\/$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(goBack(page)).toHaveCount(0);
  });
});

test.describe("#/{site}/{department}", () => {
  requireSite("freshmart");
  requireSite("harvestmarket");

  test("selects the department the hash names", async ({ page }) => {
    await page.goto("/freshmart/#/harvestmarket/bakery");
    const bakery = departmentId("harvestmarket", "Bakery");
    await expect(page).toHaveURL(new RegExp(`/harvestmarket/coupons-only/\\?category=${bakery}$`));
    await expect(departmentNav(page).getByRole("link", { name: /^Bakery/ })).toHaveAttribute("aria-current", "page");
    await expectCouponsOnlyView(page, "Bakery");
    await expectAccessible(page);
  });
});

test.describe("#/{site} in host mode", () => {
  requireSite("freshmart");
  requireSite("hilltop");

  test("freshmart's host with #/hilltop/ sends the shopper to hilltop's own host", async ({ page, baseURL }) => {
    const origin = (site: string) => new URL(baseURL ?? "").origin.replace("//localhost", `//${site}.localhost`);
    await page.goto(`${origin("freshmart")}/#/hilltop/`);
    // Each chain has its own origin: hilltop is never rendered on freshmart's host.
    await expect(page).toHaveURL(`${origin("hilltop")}/coupons-only/`);
    await expectCouponsOnlyView(page);
    await expect(goBack(page)).toHaveAttribute("href", `${origin("hilltop")}/`);
    await expectAccessible(page);
  });

  test("works from any page and on a hash change, with the chain's own departments", async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin.replace("//localhost", "//hilltop.localhost");
    await page.goto(`${origin}/company-policies/`);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const bakery = departmentId("hilltop", "Bakery");
    await page.evaluate(() => {
      location.hash = "#/hilltop/bakery";
    });
    await expect(page).toHaveURL(`${origin}/coupons-only/?category=${bakery}`);
    await expectCouponsOnlyView(page, "Bakery");
  });
});

test.describe("signing in from the coupons-only view", () => {
  requireSite("greenvalley");
  const GREENVALLEY = DEMO_LOGINS.greenvalley;

  test("a guest's clip goes to /login and, after login, back to the view", async ({ page }) => {
    const bakery = departmentId("greenvalley", "Bakery");
    await page.goto(`/greenvalley/coupons-only/?category=${bakery}`);
    await page
      .getByRole("button", { name: /^Add to List: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/greenvalley\/login\/$/);
    await expect(toast(page, "Please login to add item to cart!")).toBeVisible();

    await loginThroughForm(page, GREENVALLEY.email, GREENVALLEY.secret, "Password");

    await expect(page).toHaveURL(new RegExp(`/greenvalley/coupons-only/\\?category=${bakery}$`));
    await expectCouponsOnlyView(page, "Bakery");
  });
});
