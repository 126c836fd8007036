/**
 * Build-time pictures in the browser: the home page's largest paint is the first slide, and it is
 * the file the page preloaded (fetched by the `<link rel="preload">`, before the `<img>` asked for
 * it), an AVIF from the site's own `/_assets/`; on a phone the browser takes a small width of it.
 * A department page preloads its own picture the same way. Every other build-time picture of the
 * page is lazy and loads once scrolled to.
 */
import { expect, test } from "./fixtures.ts";
import { requireSite } from "./support/chains.ts";

const SITE = "freshmart";

type Lcp = { url: string; size: number; tag: string };

/** The page's largest-contentful-paint entry once one names a picture (buffered, so none is missed). */
async function largestPaint(page: import("@playwright/test").Page): Promise<Lcp | null> {
  return page.evaluate(
    () =>
      new Promise<Lcp | null>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            (PerformanceEntry & { url: string; size: number; element: Element | null }) | undefined;
          if (last) resolve({ url: last.url, size: last.size, tag: last.element?.tagName ?? "" });
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(null), 5000);
      }),
  );
}

/** What fetched the page's file at `path` (`link` for a preload), once per fetch. */
function initiators(page: import("@playwright/test").Page, path: string): Promise<string[]> {
  return page.evaluate(
    (asked) =>
      performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname === asked)
        .map((e) => (e as PerformanceResourceTiming).initiatorType),
    path,
  );
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 720, widest: 1920 },
  { name: "phone", width: 390, height: 844, widest: 768 },
]) {
  test(`${viewport.name}: the largest paint on home is the preloaded first slide`, async ({ page }) => {
    requireSite(SITE);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/${SITE}/`);
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    await expect(preload).toHaveAttribute("type", "image/avif");
    const candidates = ((await preload.getAttribute("imagesrcset")) ?? "").split(", ").map((c) => c.split(" ")[0]);

    const first = page.locator(".home-slide img").first();
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);

    const lcp = await largestPaint(page);
    expect(lcp?.tag).toBe("IMG");
    expect(new URL(lcp?.url ?? "about:blank").pathname).toBe(shown);
    // What the page shows is one of the preload's files, and the preload is what fetched it.
    expect(candidates).toContain(shown);
    expect(shown).toMatch(/^\/_assets\/img-[0-9a-f]{16}-\d+\.avif$/);
    expect(Number(/-(\d+)\.avif$/.exec(shown)?.[1])).toBeLessThanOrEqual(viewport.widest);
    const fetchedBy = await initiators(page, shown);
    expect(fetchedBy).toEqual(["link"]);
  });
}

test("phone: a department page preloads its picture, which the page then shows", async ({ page }) => {
  requireSite(SITE);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${SITE}/department/bakery/`);
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  const candidates = ((await preload.getAttribute("imagesrcset")) ?? "").split(", ").map((c) => c.split(" ")[0]);
  const picture = page.locator("img.department-image");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(candidates).toContain(shown);
  const fetchedBy = await initiators(page, shown);
  expect(fetchedBy).toEqual(["link"]);
});

test("the other build-time pictures of home are lazy and load when scrolled to", async ({ page }) => {
  requireSite(SITE);
  await page.goto(`/${SITE}/`);
  const lazy = page.locator("main picture img[loading=lazy]");
  expect(await lazy.count()).toBeGreaterThan(5);
  for (const img of await lazy.all()) {
    await expect(img).toHaveAttribute("decoding", "async");
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
  }
  // The weekly-ad teaser: below the fold, so fetched only when it comes into view.
  const teaser = page.locator(".weekly-ad-teasers img").first();
  await teaser.scrollIntoViewIfNeeded();
  await expect.poll(() => teaser.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await teaser.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    /^\/_assets\/img-[0-9a-f]{16}-\d+\.avif$/,
  );
});
