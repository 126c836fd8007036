/**
 * Store services in the store finder (/contact) of every demo chain that declares them in its
 * local.json (`storeServices`): each card lists its store's services, the finder's 'Show stores
 * with' group of checkboxes filters the list (every ticked service), the status line announces how
 * many stores match, and each store's GroceryStore data carries the same services. Which chain and
 * which numbers are read from the chain's local.json and stores.json, never from its name.
 */
import type { Page } from "@playwright/test";
import { STORE_SERVICES } from "../../src/tenant/store-services.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { demoChains, localSettings, requireSite, snapshot } from "./support/chains.ts";

type Store = { ClientStoreId: number; ClientStoreName: string };
const declaring = demoChains().filter((site) => Object.keys(servicesOf(site)).length > 0);

function servicesOf(site: string): Record<string, string[]> {
  return ((localSettings(site) as { storeServices?: Record<string, string[]> }).storeServices ?? {}) as Record<
    string,
    string[]
  >;
}

/** The stores /contact lists, with their declared services. */
function storesOf(site: string): (Store & { services: string[] })[] {
  const excluded = (localSettings(site).flags?.["excludedContactStoreIds"] as number[] | undefined) ?? [];
  const services = servicesOf(site);
  return (snapshot<{ GetClientStores?: Store[] }>(site, "stores.json").GetClientStores ?? [])
    .filter((s) => !excluded.includes(s.ClientStoreId))
    .map((s) => ({ ...s, services: services[String(s.ClientStoreId)] ?? [] }));
}

const label = (id: string) => STORE_SERVICES.find((s) => s.id === id)?.label ?? id;
const visibleCards = (page: Page) => page.locator("[data-store-card]:visible");

test("at least one demo chain declares store services", () => {
  expect(declaring.length).toBeGreaterThan(0);
});

for (const site of declaring) {
  test(`${site}: the finder filters stores by service, announcing the count, and each store says its services`, async ({
    page,
  }) => {
    requireSite(site);
    const stores = storesOf(site);
    const [a, b] = ["wic", "pharmacy"].map((id) => stores.filter((s) => s.services.includes(id)));
    await page.goto(`/${site}/contact/`);
    const finder = page.getByRole("group", { name: "Show stores with" });
    await expect(finder).toBeVisible();
    const status = page.locator("[data-store-filter-status]");
    await expect(status).toHaveRole("status");

    // One checkbox per service some store offers, with how many do.
    const offered = STORE_SERVICES.filter((s) => stores.some((st) => st.services.includes(s.id)));
    await expect(finder.getByRole("checkbox")).toHaveCount(offered.length);
    const wic = finder.getByRole("checkbox", { name: `${label("wic")} (${a!.length})` });
    const pharmacy = finder.getByRole("checkbox", { name: `${label("pharmacy")} (${b!.length})` });

    // Ticked by keyboard: the stores with WIC, announced.
    await wic.focus();
    await page.keyboard.press("Space");
    await expect(wic).toBeChecked();
    await expect(status).toHaveText(`${a!.length} stores match`);
    await expect(visibleCards(page)).toHaveCount(a!.length);
    for (const card of await visibleCards(page).all()) {
      await expect(card.getByRole("list", { name: /^Services at / })).toContainText(label("wic"));
    }

    // Both: the stores with WIC and a pharmacy.
    const both = stores.filter((s) => s.services.includes("wic") && s.services.includes("pharmacy"));
    expect(both.length, "the demo data has stores with both").toBeGreaterThan(0);
    await pharmacy.check();
    await expect(status).toHaveText(`${both.length} ${both.length === 1 ? "store matches" : "stores match"}`);
    await expect(visibleCards(page)).toHaveCount(both.length);
    const names = await visibleCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute("data-store-name")));
    expect(names.toSorted()).toEqual(both.map((s) => s.ClientStoreName).toSorted());
    await expectAccessible(page, { bestPractice: true });

    // Cleared: every store again, the status line empty.
    await wic.uncheck();
    await pharmacy.uncheck();
    await expect(status).toHaveText("");
    await expect(page.locator("[data-store-card]")).toHaveCount(stores.length);

    // A store's card names its services, in the list's order, under the store's own name.
    const first = stores.find((s) => s.services.length > 0)!;
    const card = page.getByRole("article", { name: first.ClientStoreName, exact: true });
    const list = card.getByRole("list", { name: `Services at ${first.ClientStoreName}` });
    await expect(list.getByRole("listitem")).toHaveText(
      STORE_SERVICES.filter((s) => first.services.includes(s.id)).map((s) => s.label),
    );

    // The same services in the store's GroceryStore data.
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((blocks) => blocks.map((b) => JSON.parse(b.textContent ?? "null") as unknown));
    const graph = data.flatMap((d) => ((d as { "@graph"?: unknown[] })["@graph"] ?? []) as Record<string, unknown>[]);
    const ld = graph.find((n) => n["name"] === first.ClientStoreName)!;
    const payments = STORE_SERVICES.filter((s) => s.kind === "payment" && first.services.includes(s.id));
    const amenities = STORE_SERVICES.filter((s) => s.kind === "amenity" && first.services.includes(s.id));
    if (payments.length > 0)
      expect(ld["paymentAccepted"]).toBe(payments.map((s) => s.label.replace(/ accepted$/, "")).join(", "));
    expect(ld["amenityFeature"] ?? []).toEqual(
      amenities.map((s) => ({ "@type": "LocationFeatureSpecification", name: s.label, value: true })),
    );
  });
}

test("a chain that declares no services shows no finder group and no service list", async ({ page }) => {
  const site = demoChains().find((s) => Object.keys(servicesOf(s)).length === 0)!;
  requireSite(site);
  await page.goto(`/${site}/contact/`);
  await expect(page.locator("[data-store-card]").first()).toBeVisible();
  await expect(page.getByRole("group", { name: "Show stores with" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: /^Services at / })).toHaveCount(0);
});
