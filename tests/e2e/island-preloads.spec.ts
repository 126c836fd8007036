/**
 * When an island's modules are preloaded (scripts/build/island-preload.ts): a page whose first screen
 * is in its HTML (the coupons list) names them to the head's paint script, which adds the
 * low-priority `<link rel="modulepreload">`s only after the first contentful paint, and the island
 * still hydrates, and so does the weekly ad whose first page the build drew; a weekly ad the build
 * has no gallery for, whose island draws the first screen from live data, links them in the HTML,
 * fetched with the page's first requests.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { requireSite, weeklyAdPage } from "./support/chains.ts";

const SITE = "freshmart";
const PRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g;

/** Records, before the page's own scripts, when each modulepreload link entered the document. */
async function recordPreloadLinks(page: Page) {
  await page.addInitScript(() => {
    const added: { href: string; at: number }[] = [];
    (window as unknown as { preloadLinks: typeof added }).preloadLinks = added;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === "modulepreload") {
            added.push({ href: new URL(node.href).pathname, at: performance.now() });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test("the coupons page adds its island's module preloads after the first contentful paint", async ({
  page,
  request,
}) => {
  requireSite(SITE);
  const html = await (await request.get(`/${SITE}/coupons/`)).text();
  expect(html.match(PRELOAD_LINK)).toBeNull();
  const listed = /<script data-preload="([^"]+)">/.exec(html)?.[1]?.split(" ") ?? [];
  expect(listed.some((m) => /^\/_assets\/CouponsApp\.[\w-]+\.js$/.test(m))).toBe(true);
  expect(listed.some((m) => /^\/_assets\/react-runtime\.[\w-]+\.js$/.test(m))).toBe(true);

  await recordPreloadLinks(page);
  await page.goto(`/${SITE}/coupons/`);
  await expect(page.locator('head link[rel="modulepreload"][fetchpriority="low"]')).toHaveCount(listed.length);
  const { added, paint } = await page.evaluate(() => ({
    added: (window as unknown as { preloadLinks: { href: string; at: number }[] }).preloadLinks,
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  }));
  expect(paint).not.toBeNull();
  // Every listed module got its link after the paint (the app's own later dynamic imports add more).
  const ours = added.filter((a) => listed.includes(a.href));
  expect(ours.map((a) => a.href).toSorted()).toEqual(listed.toSorted());
  for (const link of ours) expect(link.at).toBeGreaterThanOrEqual(paint ?? Infinity);
  // And the island hydrated.
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
});

test("a weekly ad drawn from the build preloads none of its island's modules: it hydrates after the load", async ({
  page,
  request,
}) => {
  requireSite(SITE);
  const path = weeklyAdPage(SITE);
  expect(path).not.toBeNull();
  const html = await (await request.get(path ?? "")).text();
  // The build drew the ad's first page: nothing competes with its picture for the first bandwidth.
  expect(html).toContain('<div class="weekly-ad-stage"><picture>');
  expect(html.match(PRELOAD_LINK)).toBeNull();
  // Only the header's small module scripts are named for the paint; not the island, not React.
  const listed = /<script data-preload="([^"]+)">/.exec(html)?.[1]?.split(" ") ?? [];
  expect(listed.filter((m) => /WeeklyAdGallery|react-runtime/.test(m))).toEqual([]);
  expect(html).toMatch(/<astro-island [^>]*client="afterload"/);

  await page.goto(path ?? "");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const timing = await page.evaluate(() => ({
    load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    island: performance
      .getEntriesByType("resource")
      .filter((e) => /\/_assets\/WeeklyAdGallery\.[\w-]+\.js$/.test(new URL(e.name).pathname))
      .map((e) => e.startTime),
  }));
  expect(timing.island).toHaveLength(1);
  expect(timing.island[0]).toBeGreaterThanOrEqual(timing.load);
  // Hydrated: the slider works.
  await page.getByRole("region", { name: "Weekly ad pages" }).getByRole("button", { name: "Next page" }).click();
  await expect(page.getByRole("img", { name: /page 2 of 2/ })).toBeVisible();
});

test("a weekly ad the build has no gallery for links its island's module preloads in the HTML", async ({ request }) => {
  requireSite(SITE);
  // Store 5 has no ad this week: the island draws the first screen from the live call.
  const html = await (await request.get(`/${SITE}/weekly-ads/5/fresh-mart-decatur/`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const linked = [...head.matchAll(PRELOAD_LINK)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "");
  expect(linked.some((m) => /^\/_assets\/WeeklyAdGallery\.[\w-]+\.js$/.test(m))).toBe(true);
  expect(linked.some((m) => /^\/_assets\/react-runtime\.[\w-]+\.js$/.test(m))).toBe(true);
  expect(html).not.toContain("<script data-preload=");
});
