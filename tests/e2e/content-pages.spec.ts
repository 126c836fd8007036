/**
 * The content pages on a theme-1 chain (freshmart, and harvestmarket for the tutorial) and the
 * theme-2 chain with the one-client flags (hilltop): About with its carousels, the photo slider and
 * the store locations; a sub-page with its submenu HTML and accordion; /loyalty, /download-our-app,
 * the tutorial, each flag-gated page on and off; catering; and the analytics script loaded after
 * the page is interactive with its origin in that chain's CSP only; /page/{page} for a page no menu
 * entry has.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { DEMO_LOGINS, guestTokenOf, requireSite, subdomainOf } from "./support/chains.ts";
import { seedSession } from "./support/session.ts";

test.beforeEach(() => test.setTimeout(60_000));

/** Scrolls a carousel into view and waits until its script has mounted it. */
async function mounted(page: Page, name: string) {
  const carousel = page.getByRole("region", { name });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/is-mounted/, { timeout: 15_000 });
  return carousel;
}

test.describe("About", () => {
  test("theme 1: description, store image, counters, testimonials and brands", async ({ page }) => {
    requireSite("freshmart");
    await page.goto("/freshmart/about/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(main.getByText("Fresh Mart has served its neighbours for generations.")).toBeVisible();
    await expect(main.getByRole("img", { name: "Fresh Mart store front" })).toBeVisible();
    await expect(main.getByText("Every store donates unsold bread and produce to local food banks.")).toBeVisible();
    const counters = main.getByRole("list", { name: "Our numbers" });
    for (const text of ["30,000", "Happy Customers", "1,500", "Awards", "75", "Years", "1,000", "Community Projects"]) {
      await expect(counters.getByText(text, { exact: true })).toBeVisible();
    }
    const testimonials = await mounted(page, "Testimonials");
    await testimonials.getByRole("button", { name: "Next (Testimonials)" }).press("Enter");
    await expect(testimonials.getByText("Best produce in town, and the staff know my name.")).toBeInViewport();
    const brands = await mounted(page, "Brands");
    await expect(brands.getByRole("img", { name: "Farm Fresh" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Our Locations" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("theme 2: special text, photo slider wrapping around, store locations with maps", async ({ page }) => {
    requireSite("hilltop");
    // Autoplay would move the photos on its own; a shopper who prefers reduced motion gets none.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/hilltop/about/");
    const main = page.getByRole("main");
    await expect(main.getByText(/Hilltop Grocers opened on Merrimon Avenue in 1952/)).toBeVisible();
    await expect(main.getByRole("list", { name: "Our numbers" })).toHaveCount(0);
    const photos = await mounted(page, "Photos");
    await expect(photos.getByRole("img", { name: "Opening day 1952" })).toBeInViewport();
    await photos.getByRole("button", { name: "Previous (Photos)" }).press("Enter");
    await expect(photos.getByRole("img", { name: "Hilltop today" })).toBeInViewport();
    await photos.getByRole("button", { name: "Next (Photos)" }).press("Enter");
    await expect(photos.getByRole("img", { name: "Opening day 1952" })).toBeInViewport();

    const locations = main.getByRole("region", { name: "Our Locations" });
    const first = locations.getByRole("listitem").filter({ hasText: "Hilltop Asheville" });
    await expect(first).toContainText("88 Merrimon Avenue");
    await expect(first.getByRole("link", { name: "(828) 555-2662" })).toHaveAttribute("href", "tel:8285552662");
    await expect(first.getByRole("link", { name: "store1@hilltop.example" })).toBeVisible();
    await expect(first).toContainText("Mon - Sat: 7:00 AM - 10:00 PM");
    // The map draws local placeholder tiles at zoom 14.
    const map = first.locator("[data-store-map]");
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible({ timeout: 15_000 });
    expect(await map.locator("img.leaflet-tile").first().getAttribute("src")).toMatch(/\/tiles\/14\/\d+\/\d+\.svg$/);
    await expectAccessible(page);
  });

  for (const site of ["freshmart", "hilltop"]) {
    test(`${site}: sub-page with its HTML and accordion`, async ({ page }) => {
      requireSite(site);
      await page.goto(`/${site}/about/our-story/`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "our story" })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "About Us" }),
      ).toBeVisible();
      await expect(main.getByText(/grew from one corner store/)).toBeVisible();
      // The first item starts open, the others closed.
      await expect(main.getByText("It opened with six aisles and a butcher counter.")).toBeVisible();
      await expect(main.getByText("Still family owned.")).toBeHidden();
      await main.getByText("Today", { exact: true }).click();
      await expect(main.getByText("Still family owned.")).toBeVisible();
      const button = main.getByRole("link", { name: "See our stores (opens in a new tab)" });
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
      await expectAccessible(page);
    });
  }
});

test.describe("static pages", () => {
  test("loyalty: benefits, app links, Register stores the redirect target", async ({ page }) => {
    requireSite("freshmart");
    await page.goto("/freshmart/loyalty/");
    const main = page.getByRole("main");
    await expect(main.getByText("Download the Fresh Mart app and start saving today!")).toBeVisible();
    await expect(main.getByText("Earn rewards on every visit.")).toBeVisible();
    await expect(main.getByText("Get free items and giveaways.")).toBeVisible();
    await expect(main.getByText("Receive offers on items you already buy.")).toBeVisible();
    await expect(main.getByRole("link", { name: "App Store (opens in a new tab)" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "../login/");
    await expectAccessible(page);
    await main.getByRole("link", { name: "Register", exact: true }).click();
    await expect(page).toHaveURL(/\/freshmart\/register\/$/);
    const target = await page.evaluate((key) => localStorage.getItem(key), `redirectTarget${subdomainOf("freshmart")}`);
    expect(target).toContain("/loyalty");
  });

  test("download-our-app: Register Here and Login Here on theme 2 only", async ({ page }) => {
    requireSite("freshmart");
    requireSite("hilltop");
    await page.goto("/hilltop/download-our-app/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Register Here" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Login Here" })).toHaveAttribute("href", "../login/");
    await expect(main.getByRole("link", { name: "Open the web app (opens in a new tab)" })).toBeVisible();
    await expectAccessible(page);
    await page.goto("/freshmart/download-our-app/");
    await expect(page.getByRole("main").getByRole("link", { name: "Google Play (opens in a new tab)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Register Here" })).toHaveCount(0);
  });

  test("flag-gated pages exist where the flags say so, and send elsewhere home", async ({ page, request }) => {
    requireSite("freshmart");
    requireSite("hilltop");
    await page.goto("/hilltop/seniorteals/");
    const main = page.getByRole("main");
    await expect(main.getByText("Every Wednesday, shoppers aged 55+ get 5% off their whole purchase.")).toBeVisible();
    await expect(main.getByText("Plus free coffee and cookies!")).toBeVisible();
    await expect(main.getByText("Not valid on gift cards, tobacco or lottery.")).toBeVisible();
    await expectAccessible(page);

    await page.goto("/hilltop/departments/floral/");
    await expect(page.getByRole("main").getByRole("link", { name: /opens in a new tab/ })).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Hilltop Floral Studio (opens in a new tab)" })).toBeVisible();

    await page.goto("/hilltop/order-online/");
    await expect(page.getByText("Order online and pick up at the store with Hilltop Pickup.")).toBeVisible();
    await expect(page.getByText("Free pickup for a limited time!")).toBeVisible();
    await expect(page.getByText("10 AM to 7 PM, Monday to Saturday")).toBeVisible();
    await expect(page.getByText("10 AM to 6 PM, Sunday")).toBeVisible();
    await expect(page.getByText("We do not offer delivery.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Shopping (opens in a new tab)" })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/hilltop/pharmacy/");
    await expect(page.getByRole("main").getByRole("link", { name: "App Store (opens in a new tab)" })).toHaveAttribute(
      "href",
      /pharmacy-app-store\/hilltop$/,
    );

    await page.goto("/hilltop/tutorial/");
    await expect(page.getByRole("main").getByText("Coming soon")).toBeVisible();

    for (const path of ["seniorteals", "departments/floral", "order-online", "pharmacy", "tutorial"]) {
      const off = await request.get(`/freshmart/${path}/`, { maxRedirects: 0 });
      expect(off.status(), `/freshmart/${path}/`).toBe(302);
      expect(off.headers()["location"]).toBe("/freshmart/");
    }
  });

  test("tutorial on a theme-1 chain with the setting: text, poster and the instructions image", async ({ page }) => {
    requireSite("harvestmarket");
    await page.goto("/harvestmarket/tutorial/");
    const main = page.getByRole("main");
    await expect(
      main.getByText("New to digital coupons? Watch how to clip offers and use them at checkout."),
    ).toBeVisible();
    await main.getByRole("link", { name: "See the step-by-step instructions" }).click();
    await expect(page).toHaveURL(/\/harvestmarket\/tutorial\/instructions\.svg\/$/);
    await expect(page.getByRole("main").getByRole("img", { name: /Step-by-step instructions/ })).toBeVisible();
    await expectAccessible(page);
  });
});

test("/page/{page} for any {page}: the name from the address and '{page} coming soon'", async ({ page }) => {
  // No menu entry of the chain has this page: the serving rules answer the site's fallback page.
  await page.goto("/freshmart/page/weekly-specials");
  await expect(page).toHaveURL(/\/freshmart\/page\/weekly-specials\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "weekly specials" })).toBeVisible();
  await expect(page.getByText("weekly specials coming soon", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^weekly specials/);
  await expectAccessible(page);
});

test.describe("catering", () => {
  test("48 hours, the PDF menu and the slideshow from the guest's default store", async ({ page }) => {
    requireSite("freshmart");
    const gallery = page.waitForRequest((r) => /\/WeeklyAdGallery\/[^/]+\/1$/.test(new URL(r.url()).pathname));
    await page.goto("/freshmart/catering/");
    const main = page.getByRole("main");
    await expect(main.getByText("Please place catering orders at least 48 hours in advance.")).toBeVisible();
    await expect(main.getByRole("link", { name: "View Catering Menu (PDF) (opens in a new tab)" })).toHaveAttribute(
      "href",
      /\/files\/catering\/freshmart\/menu\.pdf$/,
    );
    await main.getByText("Party platters, hot meals and cakes for every occasion.").scrollIntoViewIfNeeded();
    expect(new URL((await gallery).url()).pathname).toBe(`/WeeklyAdGallery/${guestTokenOf("freshmart")}/1`);
    const slides = main.getByRole("region", { name: "Catering menu" });
    await expect(slides.getByRole("img", { name: "Catering menu, slide 1 of 3" })).toBeInViewport({ timeout: 15_000 });
    await slides.getByRole("button", { name: "Pause" }).click();
    await slides.getByRole("button", { name: "Show slide 2 of 3" }).press("Enter");
    await expect(slides.getByRole("button", { name: "Show slide 2 of 3" })).toHaveAttribute("aria-current", "true");
    await expect(slides.getByRole("img", { name: "Catering menu, slide 2 of 3" })).toBeInViewport();
    await expectAccessible(page);
  });

  test("a member's slideshow is fetched with the member's token and ClientStoreId", async ({ page, request }) => {
    requireSite("freshmart");
    const record = await seedSession(page, request, DEMO_LOGINS.freshmart);
    const gallery = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/WeeklyAdGallery/"));
    await page.goto("/freshmart/catering/");
    await page
      .getByRole("main")
      .getByText("Party platters, hot meals and cakes for every occasion.")
      .scrollIntoViewIfNeeded();
    const path = new URL((await gallery).url()).pathname;
    expect(path).toBe(`/WeeklyAdGallery/${record.UserToken}/${String(record["ClientStoreId"] ?? 1)}`);
  });
});

test("analytics: the chain's script loads after the page is interactive, its origin in that chain's CSP only", async ({
  page,
  request,
}) => {
  requireSite("freshmart");
  requireSite("harvestmarket");
  await page.goto("/freshmart/");
  await expect(page.locator("html")).toHaveAttribute("data-demo-analytics", "freshmart", { timeout: 15_000 });
  const loaded = await page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>("script[data-analytics]");
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const entry = performance.getEntriesByName(script?.src ?? "")[0];
    return { src: script?.src ?? "", async: script?.async, after: (entry?.startTime ?? 0) >= nav.loadEventStart };
  });
  expect(loaded.src).toMatch(/\/scripts\/analytics\/freshmart\.js$/);
  expect(loaded.after).toBe(true);
  const origin = new URL(loaded.src).origin;
  const scriptSrc = (csp: string) => csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  const own = (await request.get("/freshmart/")).headers()["content-security-policy"] ?? "";
  const other = (await request.get("/harvestmarket/")).headers()["content-security-policy"] ?? "";
  expect(scriptSrc(own)).toContain(origin);
  expect(scriptSrc(other)).not.toContain(origin);
});
