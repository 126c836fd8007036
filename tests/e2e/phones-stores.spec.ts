/**
 * Stores a shopper can get to: 'Directions' on every store of /contact (the map service, a new tab,
 * noopener noreferrer), and on the large chain's long lists (/contact, /weekly-ads) a filter box and
 * a link back to the top, on a phone.
 */
import { expect, expectAccessible, test } from "./fixtures.ts";
import { builtSites } from "./settings.ts";
import { requireSite } from "./support/chains.ts";

const LARGE = "harvestmarket";

test.use({ viewport: { width: 390, height: 844 } });

for (const { site } of builtSites().filter((s) => !s.onlyCoupons)) {
  test(`${site}: every store on /contact has its directions`, async ({ page }) => {
    requireSite(LARGE);
    const response = await page.goto(`/${site}/contact/`);
    expect(response?.status()).toBe(200);
    // Every card, also those in a closed section or another city's tab.
    const cards = await page.locator("[data-store-card]").evaluateAll((all) =>
      all.map((card) => {
        const link = [...card.querySelectorAll("a")].find((a) => a.textContent?.trim().startsWith("Directions"));
        return {
          name: card.querySelector("h3, h4")?.textContent?.trim() ?? "",
          text: link?.textContent?.replace(/\s+/g, " ").trim() ?? "",
          href: link?.getAttribute("href") ?? "",
          target: link?.getAttribute("target") ?? "",
          rel: link?.getAttribute("rel") ?? "",
        };
      }),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card, card.name).toEqual({
        name: card.name,
        text: `Directions to ${card.name} (opens in a new tab)`,
        href: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\S+$/),
        target: "_blank",
        rel: "noopener noreferrer",
      });
    }
  });
}

test(`${LARGE} /contact: a filter box over the long list, and back to the top`, async ({ page }) => {
  requireSite(LARGE);
  await page.goto(`/${LARGE}/contact/`);
  const directory = page.getByRole("region", { name: "Our Stores" });
  const filter = directory.getByRole("searchbox", { name: "Find a store" });
  const total = await directory.locator("[data-store-card]").count();
  expect(total).toBeGreaterThan(12);
  await filter.fill("omaha");
  const shown = directory.locator("[data-store-card]:visible");
  await expect(directory.getByRole("status").filter({ hasText: /stores? match/ })).toHaveText(
    `${await shown.count()} ${(await shown.count()) === 1 ? "store matches" : "stores match"}`,
  );
  expect(await shown.count()).toBeGreaterThan(0);
  expect(await shown.count()).toBeLessThan(total);
  for (const text of await shown.allInnerTexts()) expect(text.toLowerCase()).toContain("omaha");
  await filter.fill("no such store anywhere");
  await expect(directory.getByText("0 stores match")).toBeVisible();
  await expect(shown).toHaveCount(0);
  await filter.fill("");
  await expect(directory.locator("[data-store-card]:visible").first()).toBeVisible();
  await expectAccessible(page);

  const back = page.getByRole("link", { name: "Back to top" });
  await back.scrollIntoViewIfNeeded();
  await back.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(400);
});

test(`${LARGE} /weekly-ads: a filter box over the long list, and back to the top`, async ({ page }) => {
  requireSite(LARGE);
  await page.goto(`/${LARGE}/weekly-ads/`);
  const main = page.getByRole("main");
  const cards = main.getByRole("list", { name: "Weekly ads by store" }).getByRole("listitem");
  const total = await cards.count();
  await main.getByRole("searchbox", { name: "Find a store" }).fill("omaha");
  const visible = cards.filter({ visible: true });
  await expect(main.getByRole("status").filter({ hasText: /match/ })).toHaveText(/^\d+ stores? match(es)?$/);
  expect(await visible.count()).toBeGreaterThan(0);
  expect(await visible.count()).toBeLessThan(total);
  for (const text of await visible.allInnerTexts()) expect(text.toLowerCase()).toContain("omaha");
  await expectAccessible(page);
  const back = main.getByRole("link", { name: "Back to top" });
  await back.scrollIntoViewIfNeeded();
  await back.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(400);
});
