/**
 * The live call refreshes a guest's static list: a coupon added at the gateway after the build is
 * not in the site's list, so the category counts differ and the page asks the gateway for that
 * department; the coupon then shows, first and marked New. Serial: it adds a coupon to the shared
 * gateway (and resets it after).
 */
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { guestTokenOf, requireSite } from "./support/chains.ts";
import { gatewayUrl, resetGateway } from "./support/gateway.ts";
import { LIVE_CARDS } from "./support/page.ts";

const SITE = "freshmart";
const TITLE = "Fresh figs, added at the gateway";

/** Holds every call the page makes to the gateway until `release()`; `calls` are their paths. */
async function holdGateway(page: Page): Promise<{ release: () => void; calls: string[] }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const calls: string[] = [];
  await page.route(`${gatewayUrl()}/Get*/**`, async (route: Route) => {
    calls.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue().catch(() => undefined);
  });
  return { release, calls };
}

test.describe(`${SITE}: the static list refreshed by the gateway`, () => {
  requireSite(SITE);
  test.afterEach(({ request }) => resetGateway(request));

  test("a coupon added at the gateway appears, first and marked New, once the gateway answers", async ({
    page,
    request,
  }) => {
    const added = await request.post(`${gatewayUrl()}/__demo/coupons`, {
      data: { site: SITE, title: TITLE, first: true },
    });
    const { coupon } = (await added.json()) as { coupon: { SSNewsId: number; ProductCategoryId: number } };
    const { release, calls } = await holdGateway(page);
    await page.goto(`/${SITE}/coupons/`);
    // The build's list is there and whole; the new coupon is not in it.
    await expect(page.locator(LIVE_CARDS).first()).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ coupons$/)).toBeVisible();
    await expect(page.getByText(TITLE)).toHaveCount(0);

    release();
    const card = page.locator(LIVE_CARDS).first();
    await expect(card).toHaveAttribute("data-coupon-id", String(coupon.SSNewsId));
    await expect(card.getByText("New", { exact: true })).toBeVisible();
    await expect(card.getByRole("heading", { name: /^Fresh figs/ })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Since this list was published: 1 new coupon." }),
    ).toBeVisible();
    // The counts, then only the department whose count changed.
    const token = guestTokenOf(SITE);
    expect(calls).toEqual([
      `/GetCategoriesForCoupons/${token}`,
      `/GetDetailsForCoupons/${coupon.ProductCategoryId}/${token}/0`,
    ]);
  });
});
