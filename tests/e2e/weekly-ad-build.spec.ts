/**
 * The weekly ad and catering drawn from the build: the ad's first page is in the HTML as the build's
 * responsive AVIF/WebP picture with its preload, and it is the page's largest paint; thumbnails are
 * the build's small variants, lazy; the live gallery call still refreshes the ad (held back, the
 * built page shows; released with a changed gallery, the change shows, the stage unmoved); catering
 * loads only the slide on screen, and a member of another store never sees the default store's slides.
 */
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite } from "./support/chains.ts";
import { seedSession, writeSession } from "./support/session.ts";

const SITE = "freshmart";
const AD = `/${SITE}/weekly-ads/1/fresh-mart-downtown/`;
const GALLERY = `/${SITE}/weekly-ads-gallery/1/fresh-mart-downtown/`;
/** A variant file of the build's image pipeline, on the site's own origin. */
const VARIANT = /\/_assets\/img-([0-9a-f]{16})-(\d+)\.(avif|webp|jpg|png)$/;

type Lcp = { url: string; tag: string; inStage: boolean };

/** The page's largest-contentful-paint entry once one names a picture (buffered, so none is missed). */
function largestPaint(page: Page): Promise<Lcp | null> {
  return page.evaluate(
    () =>
      new Promise<Lcp | null>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            (PerformanceEntry & { url: string; element: Element | null }) | undefined;
          if (last?.url) {
            resolve({
              url: last.url,
              tag: last.element?.tagName ?? "",
              inStage: Boolean(last.element?.closest(".weekly-ad-stage")),
            });
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(null), 10_000);
      }),
  );
}

/** Holds the page's gallery calls until `release` is called with a change to their answer. */
async function holdGallery(page: Page) {
  const held: Route[] = [];
  await page.route("**/WeeklyAdGallery/**", (route) => void held.push(route));
  return {
    count: () => held.length,
    release: async (
      change: (answer: { GalleryItems: { URL: string; GalleryType: string; PageNumber: string }[] }) => void,
    ) => {
      for (const route of held.splice(0)) {
        const response = await route.fetch();
        const answer = await response.json();
        change(answer);
        await route.fulfill({ response, json: answer });
      }
    },
  };
}

for (const path of [AD, GALLERY]) {
  test(`${path}: the first ad page is in the HTML as the build's picture, preloaded; thumbnails are small and lazy`, async ({
    request,
  }) => {
    requireSite(SITE);
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? "";
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('fetchpriority="high"');
    expect(preload).toContain('imagesizes="(min-width: 54rem) 52rem, calc(100vw - 2rem)"');
    const candidates = (/imagesrcset="([^"]+)"/.exec(preload)?.[1] ?? "").split(", ");
    expect(candidates.map((c) => c.split(" ")[1])).toEqual(["480w", "800w", "1200w", "1575w"]);
    for (const c of candidates) expect(c.split(" ")[0]).toMatch(VARIANT);

    const stage = /<div class="weekly-ad-stage">(.*?)<\/div>/s.exec(html)?.[1] ?? "";
    expect(stage).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]+"[^>]*><source type="image\/webp"/);
    // The stage's AVIF source offers exactly the preloaded files.
    expect(/<source type="image\/avif" srcSet="([^"]+)"/.exec(stage)?.[1]).toBe(candidates.join(", "));
    const img = /<img [^>]*>/.exec(stage)?.[0] ?? "";
    expect(img).toContain('alt="Fresh Mart Downtown weekly ad, page 1 of 2"');
    expect(img).toContain('width="1575"');
    expect(img).toContain('height="1500"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain("loading=");
    expect(/ src="([^"]+)"/.exec(img)?.[1]).toMatch(VARIANT);

    const thumbs = /<ul class="weekly-ad-thumbs">(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
    const thumbImgs = [...thumbs.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(thumbImgs).toHaveLength(2);
    for (const t of thumbImgs) {
      expect(t).toContain('loading="lazy"');
      expect(t).toMatch(/ src="\/_assets\/img-[0-9a-f]{16}-200\.jpg"/);
    }
    expect(thumbs).toContain('<source type="image/avif" srcSet="/_assets/img-');
    // The gateway's own picture is named nowhere in the first screen.
    expect(stage).not.toContain("/images/weekly-ad/");
  });
}

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`${viewport.name}: the built first page is the weekly ad's largest paint, fetched by its preload`, async ({
    page,
  }) => {
    requireSite(SITE);
    await page.setViewportSize(viewport);
    await page.goto(AD);
    const stage = page.getByRole("region", { name: "Weekly ad pages" }).getByRole("img", { name: /page 1 of 2/ });
    await expect.poll(() => stage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
    const shown = await stage.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown).toMatch(/\.avif$/);
    expect(shown).toMatch(VARIANT);
    const lcp = await largestPaint(page);
    expect(lcp).toMatchObject({ tag: "IMG", inStage: true });
    expect(new URL(lcp?.url ?? "about:blank").pathname).toBe(shown);
    const fetchedBy = await page.evaluate(
      (file) =>
        performance
          .getEntriesByType("resource")
          .filter((e) => new URL(e.name).pathname === file)
          .map((e) => (e as PerformanceResourceTiming).initiatorType),
      shown,
    );
    expect(fetchedBy).toEqual(["link"]);
  });
}

test("the live gallery call still refreshes the ad: held back, the built page shows; released changed, the change shows", async ({
  page,
}) => {
  requireSite(SITE);
  test.setTimeout(60_000);
  const gallery = await holdGallery(page);
  await page.goto(AD);
  const slider = page.getByRole("region", { name: "Weekly ad pages" });
  const first = slider.getByRole("img", { name: /page 1 of 2/ });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute("src", VARIANT);
  await expect.poll(() => gallery.count()).toBeGreaterThan(0);
  // Hydrated while the call is held: the slider works on the built gallery.
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await slider.getByRole("button", { name: "Next page" }).click();
  await expect(slider.getByRole("img", { name: /page 2 of 2/ })).toBeVisible();
  await slider.getByRole("button", { name: "Show page 1 of 2" }).click();
  const box = await slider.locator(".weekly-ad-stage").boundingBox();

  // This week's ad changed since the build: a new first page.
  await gallery.release((answer) => {
    const pages = answer.GalleryItems.filter((i) => i.GalleryType === "WeeklyAd");
    const fresh = { ...pages[0]!, URL: pages[0]!.URL.replace(/\/1\.jpg$/, "/3.jpg"), PageNumber: "0" };
    answer.GalleryItems.unshift(fresh);
  });
  const changed = slider.getByRole("img", { name: /page 1 of 3/ });
  await expect(changed).toBeVisible();
  // A picture the build never drew: the image CDN encodes it on this first request (seconds on a busy machine).
  await expect
    .poll(() => changed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
    .toBeTruthy();
  const src = new URL(await changed.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(src.searchParams.get("src")).toMatch(/\/images\/weekly-ad\/freshmart\/1\/3\.jpg$/);
  await expect(page.getByRole("button", { name: /full screen/ })).toHaveCount(3);
  // The pages the build drew keep its pictures; the stage did not move.
  await expect(page.getByRole("button", { name: "Open page 2 of 3 full screen" }).locator("img")).toHaveAttribute(
    "src",
    VARIANT,
  );
  expect(await slider.locator(".weekly-ad-stage").boundingBox()).toEqual(box);
});

test("a tap on a thumbnail before the ad's island is live is not lost: it opens the lightbox once it is", async ({
  page,
}) => {
  requireSite(SITE);
  // The island's module held back: the ad is the build's HTML, not yet live.
  const held: Route[] = [];
  // The context's routes see the chain's worker's fetches too, once it controls the page.
  await page.context().route(/\/_assets\/WeeklyAdGallery\.[\w-]+\.js$/, (route) => void held.push(route));
  await page.goto(AD);
  await expect.poll(() => held.length).toBe(1);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
  await page.getByRole("button", { name: "Open page 2 of 2 full screen" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await held[0]!.continue();
  await expect(page.getByRole("dialog", { name: "Page 2 of 2" })).toBeVisible();
});

/** The catering slides' picture URLs, in slide order, and the build's content hash of the first (the island's props). */
async function cateringSlides(page: Page): Promise<{ urls: string[]; firstHash: string }> {
  const props = (await page.locator('astro-island[component-url*="CateringSlides"]').getAttribute("props")) ?? "";
  const urls = [...props.matchAll(/"URL":\[0,"([^"]+)"\]/g)].map((m) => m[1]!);
  const hashes = [...props.matchAll(/\/_assets\/img-([0-9a-f]{16})-/g)].map((m) => m[1]!);
  return { urls, firstHash: hashes[0] ?? "-" };
}

/** Every picture the page asks for: the build's files by content hash, and every other address (decoded). */
function recordPictures(page: Page) {
  const hashes: string[] = [];
  const others: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() !== "image") return;
    const m = VARIANT.exec(new URL(r.url()).pathname);
    if (m) hashes.push(m[1]!);
    else others.push(decodeURIComponent(r.url()));
  });
  /** Whether the live picture of `url` (through the image CDN or not) was asked for. */
  const asked = (url: string) => others.some((o) => o.includes(new URL(url).pathname));
  return { hashes, asked };
}

test("catering loads only the slide on screen; another when navigated to", async ({ page }) => {
  requireSite(SITE);
  // Autoplay off (reduced motion): only the shopper moves the slides.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const seen = recordPictures(page);
  await page.goto(`/${SITE}/catering/`);
  const slides = page.getByRole("region", { name: "Catering menu" });
  const first = slides.getByRole("img", { name: "Catering menu, slide 1 of 3" });
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  await page.waitForLoadState("load");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const { urls, firstHash } = await cateringSlides(page);
  expect(urls).toHaveLength(3);
  // The first slide is the build's own file (in the HTML, preloaded); the others are not asked for.
  expect(await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toContain(firstHash);
  expect(seen.hashes).toContain(firstHash);
  expect(urls.map((u) => seen.asked(u))).toEqual([false, false, false]);
  await expect(slides.locator(".catering-slide")).toHaveCount(3);
  await expect(slides.locator(".catering-slide img")).toHaveCount(1);

  await slides.getByRole("button", { name: "Show slide 2 of 3" }).click();
  await expect(slides.getByRole("img", { name: "Catering menu, slide 2 of 3" })).toBeInViewport();
  await expect.poll(() => seen.asked(urls[1]!)).toBe(true);
  expect(seen.asked(urls[2]!)).toBe(false);
});

test("catering's autoplay asks for the next slide before it slides in", async ({ page }) => {
  requireSite(SITE);
  test.setTimeout(60_000);
  const seen = recordPictures(page);
  await page.goto(`/${SITE}/catering/`);
  const slides = page.getByRole("region", { name: "Catering menu" });
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const { urls } = await cateringSlides(page);
  const dot = slides.getByRole("button", { name: "Show slide 2 of 3" });
  await expect(dot).toHaveAttribute("aria-current", "false");
  await page.waitForRequest((r) => decodeURIComponent(r.url()).includes(new URL(urls[1]!).pathname), {
    timeout: 20_000,
  });
  // Asked for while slide 1 is still on screen, and slide 3 not yet.
  await expect(dot).toHaveAttribute("aria-current", "false");
  expect(seen.asked(urls[2]!)).toBe(false);
  await expect(dot).toHaveAttribute("aria-current", "true", { timeout: 10_000 });
});

test("a member of another store never sees the default store's catering slides: loading until theirs answer", async ({
  page,
  request,
}) => {
  requireSite(SITE);
  const record = await seedSession(page, request, DEMO_LOGINS.freshmart);
  await writeSession(page, SITE, { ...record, ClientStoreId: 2 });
  // Watches every frame whether any slide is visible, from the first paint on.
  await page.addInitScript(() => {
    const w = window as unknown as { slidesSeen: boolean };
    w.slidesSeen = false;
    const look = () => {
      const slides = document.querySelector(".catering-slides");
      if (slides?.checkVisibility({ visibilityProperty: true })) w.slidesSeen = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const gallery = await holdGallery(page);
  await page.goto(`/${SITE}/catering/`);
  await expect(page.getByRole("img", { name: "Loading catering menu" })).toBeVisible();
  await expect.poll(() => gallery.count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { slidesSeen: boolean }).slidesSeen)).toBe(false);
  await gallery.release(() => undefined);
  const slides = page.getByRole("region", { name: "Catering menu" });
  await expect(slides.getByRole("img", { name: "Catering menu, slide 1 of 3" })).toBeVisible();
  const asked = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith("/WeeklyAdGallery/")),
  );
  expect(asked).toEqual([`/WeeklyAdGallery/${record.UserToken}/2`]);
});
