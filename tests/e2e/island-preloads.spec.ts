/**
 * When an island's modules are preloaded (scripts/lib/island-preload.ts): a page whose first screen
 * is in its HTML (the coupons list) names them to the head's paint script, which adds the
 * low-priority `<link rel="modulepreload">`s only after the first contentful paint, and the island
 * still hydrates; the weekly ad, whose island draws the first screen from live data, links them in
 * the HTML, fetched with the page's first requests.
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

test("the weekly ad links its gallery's module preloads in the HTML", async ({ request }) => {
  requireSite(SITE);
  const path = weeklyAdPage(SITE);
  expect(path).not.toBeNull();
  const html = await (await request.get(path ?? "")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const linked = [...head.matchAll(PRELOAD_LINK)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "");
  expect(linked.some((m) => /^\/_assets\/WeeklyAdGallery\.[\w-]+\.js$/.test(m))).toBe(true);
  expect(linked.some((m) => /^\/_assets\/react-runtime\.[\w-]+\.js$/.test(m))).toBe(true);
  expect(html).not.toContain("<script data-preload=");
});
