/**
 * /contact on a phone (390×844), on the large chain (sections, Central time) and a small one (city
 * tabs, the default New York time): today's hours line is marked and every store says 'Open now' or
 * 'Closed now' as its hours say for a clock the test sets, in the chain's time zone; the list has one
 * map, and it moves to the store a shopper picks. The About page's store locations (theme 2 chains
 * that list them) show the same hours with the same marks.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { demoChains, localSettings, requireSite, snapshot } from "./support/chains.ts";

test.use({ viewport: { width: 390, height: 844 } });

const CHAINS = [
  { site: "harvestmarket", zone: "America/Chicago", utcOffset: "-06:00" },
  { site: "hilltop", zone: "America/New_York", utcOffset: "-05:00" },
];

/**
 * What the hours of the demo stores say at two local times, worked out by hand: the index of the
 * line that is today's and whether the store is open. Wednesday 9:30 PM (the Mon - Sat store is
 * still open; an hour later in New York it would not be) and Sunday 9:30 PM.
 */
const EXPECTED: Record<string, { wednesday: [number, boolean]; sunday: [number, boolean] }> = {
  "Mon - Sat: 7:00 AM - 10:00 PM|Sun: 8:00 AM - 9:00 PM": { wednesday: [0, true], sunday: [1, false] },
  "Mon - Sun: 7:00 AM - 9:00 PM|Holidays: 8:00 AM - 6:00 PM": { wednesday: [0, false], sunday: [0, false] },
  "Open 24 hours|Pharmacy: Mon - Fri 9:00 AM - 7:00 PM": { wednesday: [0, true], sunday: [0, true] },
  "Mon - Fri: 6:00 AM - 11:00 PM|Sat - Sun: 7:00 AM - 10:00 PM": { wednesday: [0, true], sunday: [1, true] },
};
const DAYS = { wednesday: "2026-11-25T21:30:00", sunday: "2026-11-29T21:30:00" } as const;

type Seen = { name: string; lines: string[]; today: number[]; now: string; tag: string };

/**
 * Every store's hours lines, which are marked today, and its open/closed text, once the script has
 * run: the store cards of /contact, or the items of another list of stores (`stores`).
 */
async function hoursSeen(page: Page, stores = "[data-store-card]"): Promise<Seen[]> {
  const withHours = page.locator(`${stores}:has([data-store-hours])`);
  const count = await withHours.count();
  expect(count).toBeGreaterThan(0);
  await expect.poll(() => page.locator("[data-hours-now][data-open]").count()).toBe(count);
  return withHours.evaluateAll((cards) =>
    cards.map((card) => {
      const lines = [...card.querySelectorAll<HTMLElement>("[data-hours-line]")];
      return {
        name: card.querySelector("h3, h4")?.textContent?.trim() ?? "",
        lines: lines.map((l) => (l.firstChild?.textContent ?? "").trim()),
        today: lines.flatMap((l, i) => (l.hasAttribute("data-today") ? [i] : [])),
        now: card.querySelector("[data-hours-now]")?.textContent?.trim() ?? "",
        tag: card.querySelector("[data-today]")?.textContent?.trim() ?? "",
      };
    }),
  );
}

/** The zone's UTC offset ('-06:00') on a local date-time, for `new Date(local + offset)`. */
function offsetOf(zone: string, local: string): string {
  const noonUtc = new Date(`${local.slice(0, 10)}T12:00:00Z`);
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(noonUtc)
    .find((p) => p.type === "timeZoneName")?.value;
  return name === "GMT" ? "+00:00" : (name ?? "").replace("GMT", "");
}

/** Whether every store's hours show as `EXPECTED` says for `day`. */
function expectHours(seen: Seen[], day: keyof typeof DAYS): void {
  for (const store of seen) {
    const expected = EXPECTED[store.lines.join("|")];
    expect(expected, `${store.name}: hours without a worked-out expectation: ${store.lines.join(" / ")}`).toBeDefined();
    const [line, open] = expected![day];
    expect(store, store.name).toEqual({
      ...store,
      today: [line],
      now: open ? "Open now" : "Closed now",
      tag: `${store.lines[line]} (today)`,
    });
  }
}

// The About page's store locations (theme 2 chains with the flag): the same hours, the same marks.
const aboutChains = demoChains().filter((site) => localSettings(site).flags?.["aboutStoreLocations"] === true);
test("a demo chain lists its store locations on the About page", () => {
  expect(aboutChains.length, "no demo chain sets flags.aboutStoreLocations").toBeGreaterThan(0);
});
for (const site of aboutChains) {
  const zone = String(localSettings(site).flags?.["storeTimeZone"] ?? "America/New_York");
  for (const day of ["wednesday", "sunday"] as const) {
    const utcOffset = offsetOf(zone, DAYS[day]);
    test(`${site} /about: each location's hours with today's line and open or closed now on ${day} 9:30 PM ${zone}`, async ({
      page,
    }) => {
      requireSite(site);
      await page.clock.setFixedTime(new Date(`${DAYS[day]}${utcOffset}`));
      await page.goto(`/${site}/about/`);
      const locations = page.getByRole("region", { name: "Our Locations" }).getByRole("listitem");
      const seen = await hoursSeen(page, "li.location");
      expect(seen.length, "every location with hours").toBe(
        await locations.filter({ has: page.locator("[data-store-hours]") }).count(),
      );
      expect(seen.map((s) => s.name)).toEqual(
        snapshot<{ GetClientStores: { ClientStoreName: string; StoreTimings: string }[] }>(site, "stores.json")
          .GetClientStores.filter((s) => s.StoreTimings.trim() !== "")
          .map((s) => s.ClientStoreName),
      );
      expectHours(seen, day);
      const first = locations.first();
      await first.scrollIntoViewIfNeeded();
      await expect(first.locator("[data-today]")).toBeVisible();
      await expect(first.getByText(/^(Open|Closed) now$/)).toBeVisible();
    });
  }
}

for (const { site, zone, utcOffset } of CHAINS) {
  for (const day of ["wednesday", "sunday"] as const) {
    test(`${site} /contact: today's hours and open or closed now on ${day} 9:30 PM ${zone}`, async ({ page }) => {
      requireSite(site);
      await page.clock.setFixedTime(new Date(`${DAYS[day]}${utcOffset}`));
      await page.goto(`/${site}/contact/`);
      expectHours(await hoursSeen(page), day);
      // The first store a shopper sees shows both.
      const first = page.locator("[data-store-card]:visible").first();
      await expect(first.locator("[data-today]")).toBeVisible();
      await expect(first.getByText(/^(Open|Closed) now$/)).toBeVisible();
    });
  }

  test(`${site} /contact: one map on a phone, and it moves to the chosen store`, async ({ page }) => {
    requireSite(site);
    await page.goto(`/${site}/contact/`);
    const maps = page.locator(".leaflet-container");
    const followMap = page.locator("[data-follow-map]");
    const firstCard = page.locator("[data-store-card][data-lat]:visible").first();
    await expect(firstCard.locator("[data-follow-map]")).toHaveCount(1);
    await followMap.scrollIntoViewIfNeeded();
    await expect(followMap.locator(".leaflet-container")).toBeVisible();
    await expectMapOn(page, await cardName(firstCard));
    // Per-store maps stay unloaded and out of sight: exactly one map on the page.
    await expect(maps).toHaveCount(1);
    await expect(page.locator(".store-map:visible")).toHaveCount(1);

    // Another section opened, or another city tab picked: its first store gets the map.
    const sections = page.locator("details.store-section");
    const tabs = page.getByRole("tab");
    const bySection = (await sections.count()) > 1;
    if (bySection) await sections.nth(1).locator("summary").click();
    else await tabs.nth(1).click();
    const next = (bySection ? sections.nth(1) : page.locator("[data-city-panel]:not([hidden])")).locator(
      "[data-store-card][data-lat]",
    );
    await expect(next.first().locator("[data-follow-map]")).toHaveCount(1);
    await expectMapOn(page, await cardName(next.first()));

    // 'Show on map' on another store of the open list moves it there (on the small chain every city
    // has one store, so the last city's tab is the other store).
    const others = page.locator("[data-store-card][data-lat]:visible:not([data-map-here])");
    if (!bySection) await tabs.last().click();
    const chosen = page.locator(
      `#${await (bySection ? others.last() : page.locator("[data-city-panel]:not([hidden]) [data-store-card]").first()).getAttribute("id")}`,
    );
    const name = await cardName(chosen);
    if (bySection) await chosen.getByRole("button", { name: `Show on map (${name})` }).click();
    await expect(chosen).toHaveAttribute("data-map-here", "");
    await expect(chosen.locator("[data-follow-map]")).toHaveCount(1);
    await expect(chosen.getByRole("region", { name: `Map of ${name}` })).toBeVisible();
    await expectMapOn(page, name);
    await expect(maps).toHaveCount(1);
    // The map and the buttons fit the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

async function cardName(card: ReturnType<Page["locator"]>): Promise<string> {
  return ((await card.locator("h3, h4").first().textContent()) ?? "").trim();
}

/** The one map shows one marker, the store's, in the middle of the map. */
async function expectMapOn(page: Page, name: string): Promise<void> {
  const marker = page.locator(".leaflet-marker-icon");
  await expect(marker).toHaveCount(1);
  await expect(marker).toHaveAttribute("title", name);
  await marker.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      const box = await page.locator("[data-follow-map]").boundingBox();
      const pin = await marker.boundingBox();
      if (!box || !pin) return Infinity;
      // The pin (a 22 px drop whose tip is the store) has its middle 11 px above the map's centre.
      const dx = pin.x + pin.width / 2 - (box.x + box.width / 2);
      const dy = pin.y + pin.height / 2 + 11 - (box.y + box.height / 2);
      return Math.hypot(dx, dy);
    })
    .toBeLessThan(12);
}
