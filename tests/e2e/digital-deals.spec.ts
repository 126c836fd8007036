/**
 * This week's digital deals for shoppers without a phone (/digital-deals): with JavaScript off the
 * page lists every current coupon of the guests' list as the gateway gives it (offer text, value,
 * expiry), each under its department, with the chain's sentence on how to get the price (the
 * default, or the chain's own from local.json); printed, only the list is left. The footer on
 * every page and the coupons page link to it, and the sitemap lists it.
 */
import type { APIRequestContext } from "@playwright/test";
import { formatGatewayDate } from "../../src/api/wire.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { guestTokenOf, localSettings, requireSite } from "./support/chains.ts";
import { gatewayPost } from "./support/gateway.ts";

const DEFAULT_TEXT = "No smartphone? Ask at the service desk for these digital prices.";
const TITLE = "This Week's Digital Deals";

type Special = {
  SSNewsId: number;
  Title: string;
  ProductName: string;
  NewsCategoryId: number;
  ProductCategoryId: number;
  PLUCode: string;
  Details: string;
  ExpiresOn: string;
};
type Category = { ProductCategoryId: number; ProductCategoryName: string };

/** The guests' All Coupons list and departments as the gateway gives them now. */
async function guestList(request: APIRequestContext, site: string) {
  const token = guestTokenOf(site);
  const list = await gatewayPost<{ Specials: Special[] }>(request, site, `GetDetailsForCoupons/0/${token}/0`);
  const categories = await gatewayPost<{ GetProductCategories: Category[] }>(
    request,
    site,
    `GetCategoriesForCoupons/${token}`,
  );
  const names = new Map(categories.GetProductCategories.map((c) => [c.ProductCategoryId, c.ProductCategoryName]));
  return { coupons: list.Specials, names };
}

/** What a printed row says, by the spec's card rules: the product name for manufacturer coupons, 'Free!' for 100 %. */
const expected = (c: Special) => ({
  title: c.NewsCategoryId === 4 && c.ProductName.trim() !== "" ? c.ProductName.trim() : c.Title.trim(),
  value: c.PLUCode === "100%" ? "Free!" : `Save ${c.PLUCode}`,
  expires: formatGatewayDate(c.ExpiresOn),
});

for (const { site, text } of [
  { site: "freshmart", text: DEFAULT_TEXT },
  { site: "greenvalley", text: String(localSettings("greenvalley").flags?.["noPhoneDealsText"]) },
]) {
  test.describe(`${site}: this week's digital deals`, () => {
    requireSite(site);
    test.use({ javaScriptEnabled: false });

    test("with JavaScript off: every coupon of the gateway's guest list under its department, and the chain's no-phone text", async ({
      page,
      request,
    }) => {
      const { coupons, names } = await guestList(request, site);
      expect(coupons.length, "the chain has coupons").toBeGreaterThan(0);
      await page.goto(`/${site}/digital-deals/`);
      await expect(page).toHaveTitle(new RegExp(TITLE));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
      await expect(page.locator(".digital-deals-no-phone")).toHaveText(text);
      await expect(page.locator(".digital-deals-summary")).toContainText(`${coupons.length} digital coupons in`);

      const rows = page.locator(".digital-deals-table tbody tr");
      await expect(rows).toHaveCount(coupons.length);
      const shown = await rows.evaluateAll((trs) =>
        trs.map((tr) => ({
          id: Number(tr.getAttribute("data-coupon-id")),
          department: tr.closest("section")?.querySelector("h2")?.textContent ?? "",
          title: tr.querySelector(".digital-deals-title")?.textContent ?? "",
          value: tr.querySelector(".digital-deals-value")?.textContent ?? "",
          expires: tr.querySelector(".digital-deals-expires")?.textContent ?? "",
        })),
      );
      for (const c of coupons) {
        expect(
          shown.find((r) => r.id === c.SSNewsId),
          `coupon ${c.SSNewsId}`,
        ).toEqual({
          id: c.SSNewsId,
          department: names.get(c.ProductCategoryId),
          ...expected(c),
        });
      }
      // The details are there too (without the gateway's `||` fine-print separator).
      const [first] = coupons;
      if (!first) throw new Error("no coupon");
      const details = first.Details.split("||")[0]?.trim() ?? "";
      await expect(page.locator(`tr[data-coupon-id="${first.SSNewsId}"] .digital-deals-details`)).toHaveText(details);
    });

    test("printed: the list and the no-phone text only, no header, footer or links", async ({ page }) => {
      await page.goto(`/${site}/digital-deals/`);
      await page.emulateMedia({ media: "print" });
      await expect(page.locator(".site-header")).toBeHidden();
      await expect(page.locator(".site-footer")).toBeHidden();
      await expect(page.locator(".digital-deals-links")).toBeHidden();
      await expect(page.locator(".digital-deals-no-phone")).toBeVisible();
      await expect(page.locator(".digital-deals-table").first()).toBeVisible();
      const layout = await page.evaluate(() => {
        const row = document.querySelector(".digital-deals-table tr");
        const head = document.querySelector(".digital-deals-table thead");
        return {
          rows: row ? getComputedStyle(row).breakInside : "",
          head: head ? getComputedStyle(head).display : "",
        };
      });
      // A row is never cut by a page break; each table's heading row repeats on a new page.
      expect(layout).toEqual({ rows: "avoid", head: "table-header-group" });
    });
  });
}

// axe runs in the page (it needs JavaScript): the page as a shopper with JavaScript on gets it, header scripts included.
test("freshmart and greenvalley: no axe violations on this week's digital deals", async ({ page }) => {
  for (const site of ["freshmart", "greenvalley"]) {
    requireSite(site);
    await page.goto(`/${site}/digital-deals/`);
    await expect(page.locator(".digital-deals-table").first()).toBeVisible();
    await expectAccessible(page);
  }
});

test.describe("freshmart: where the digital deals are linked", () => {
  requireSite("freshmart");
  test.use({ javaScriptEnabled: false });

  test("the footer of every page and the coupons page link to it; the sitemap lists it", async ({ page, request }) => {
    await page.goto("/freshmart/about/");
    const footer = page.locator(".site-footer");
    await footer.getByRole("link", { name: TITLE }).click();
    await expect(page).toHaveURL(/\/freshmart\/digital-deals\/$/);

    await page.goto("/freshmart/coupons/");
    await expect(page.locator(".coupons-digital-deals")).toHaveText(
      `No phone at the register? ${TITLE}: every offer on one page to read or print.`,
    );
    await page.locator("main").getByRole("link", { name: TITLE }).click();
    await expect(page).toHaveURL(/\/freshmart\/digital-deals\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);

    const sitemap = await (await request.get("/freshmart/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>https:\/\/www\.freshmart\.example\/digital-deals\/?<\/loc>/);
  });
});
