/**
 * The home page's sections on a theme-1 chain (freshmart) and a theme-2 chain with the one-client
 * tiles (hilltop): seeded texts in the spec's order, the slider and the carousels by keyboard, the
 * flag-gated senior-discount and floral tiles, and axe with the carousels moved.
 */
import { expect, expectAccessible, test } from "./fixtures.ts";
import { AUTOPLAY_MS } from "../../src/shared/carousel/carousel-options.ts";
import { requireSite } from "./support/chains.ts";

const CHAINS = [
  {
    site: "freshmart",
    tagline: "Fresh food, friendly people.",
    testimonials: [
      "The digital coupons save me twenty dollars every week.",
      "Best produce in town, and the staff know my name.",
    ],
    extras: false,
  },
  {
    site: "hilltop",
    tagline: "On the hill, in the neighbourhood since 1952.",
    testimonials: ["Senior Wednesdays and free coffee: what's not to love?", "The florist made our wedding bouquets."],
    extras: true,
  },
];

for (const chain of CHAINS) {
  test.describe(`${chain.site} home`, () => {
    test.beforeEach(() => {
      requireSite(chain.site);
      test.setTimeout(60_000);
    });

    test("every section with its seeded texts, in order", async ({ page }) => {
      await page.goto(`/${chain.site}/`);
      const main = page.getByRole("main");
      const slider = main.getByRole("region", { name: "Featured" });
      await expect(slider.getByText("Fresh every day")).toBeVisible();
      await expect(slider.getByText(chain.tagline)).toBeVisible();
      // The first slide has a visible button; the second is one link (button hidden, link set).
      await expect(slider.getByRole("link", { name: "See Coupons" })).toHaveAttribute("href", "./coupons/");
      await expect(slider.getByRole("link", { name: "Weekly savings New ad every Sunday" })).toHaveAttribute(
        "href",
        "./weekly-ads/",
      );
      // The third links to a PDF on another origin: external, new tab.
      const external = slider.getByRole("link", { name: /Catering for every occasion \(opens in a new tab\)/ });
      await expect(external).toHaveAttribute("target", "_blank");

      const tiles = main.getByRole("region", { name: "Quick links" });
      await expect(tiles.getByRole("link", { name: /Rewards Program/ })).toHaveAttribute("href", "./loyalty/");
      await expect(tiles.getByRole("link", { name: /Locations/ })).toHaveAttribute("href", "./contact/");
      await expect(tiles.getByRole("link", { name: /Download Our App/ })).toHaveAttribute(
        "href",
        "./download-our-app/",
      );
      await expect(main.getByRole("link", { name: /Weekly ad page 1/ })).toHaveAttribute("href", "./weekly-ads/");

      const about = main.getByRole("region", { name: "About Us" });
      await expect(about.getByRole("heading", { name: "Locally owned" })).toBeVisible();
      await expect(about.getByText("Produce arrives every morning.")).toBeVisible();
      await expect(main.getByRole("region", { name: "Departments" }).getByRole("link").first()).toBeVisible();
      await expect(main.getByText(chain.testimonials[0]!)).toBeVisible();
      await expect(main.getByText("We are in your neighborhood")).toBeVisible();

      const headings = await main.getByRole("heading", { level: 2 }).allInnerTexts();
      const order = ["Weekly Ads", "Deals of the Week", "About Us", "Departments", "Testimonials"];
      expect(headings.filter((h) => order.includes(h))).toEqual(order);

      const senior = main.getByRole("link", { name: /Senior Discount/ });
      const floral = main.getByRole("link", { name: /^Floral Fresh flowers/ });
      if (chain.extras) {
        await expect(senior).toHaveAttribute("href", "./seniorteals/");
        await expect(floral).toHaveAttribute("href", "./departments/floral/");
      } else {
        await expect(senior).toHaveCount(0);
        await expect(floral).toHaveCount(0);
      }
      await expectAccessible(page);
    });

    test("slider and testimonials move by keyboard; autoplay can be stopped", async ({ page }) => {
      await page.goto(`/${chain.site}/`);
      const slider = page.getByRole("region", { name: "Featured" });
      await slider.scrollIntoViewIfNeeded();
      await expect(slider).toHaveClass(/is-mounted/);
      const next = slider.getByRole("button", { name: "Next (Featured)" });
      await next.focus();
      await page.keyboard.press("Enter");
      await expect(slider.getByRole("button", { name: "Show slide 2 of 3" })).toHaveAttribute("aria-current", "true");
      await expect(slider.getByRole("link", { name: "Weekly savings New ad every Sunday" })).toBeInViewport();
      await slider.getByRole("button", { name: "Previous (Featured)" }).focus();
      await page.keyboard.press("Enter");
      await expect(slider.getByRole("button", { name: "Show slide 1 of 3" })).toHaveAttribute("aria-current", "true");
      // Previous from the first slide wraps to the last.
      await page.keyboard.press("Enter");
      await expect(slider.getByRole("button", { name: "Show slide 3 of 3" })).toHaveAttribute("aria-current", "true");
      // Autoplay can be stopped.
      const pause = slider.getByRole("button", { name: "Pause" });
      await pause.click();
      await expect(slider.getByRole("button", { name: "Play" })).toHaveAttribute("aria-pressed", "true");

      const testimonials = page.getByRole("region", { name: "Testimonials" });
      await testimonials.scrollIntoViewIfNeeded();
      await expect(testimonials).toHaveClass(/is-mounted/);
      await testimonials.getByRole("button", { name: "Next (Testimonials)" }).press("Enter");
      await expect(testimonials.getByText(chain.testimonials[1]!)).toBeInViewport();
      await expectAccessible(page);
    });
  });
}

test("with reduced motion the slider does not play by itself", async ({ page }) => {
  requireSite("freshmart");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/freshmart/");
  const slider = page.getByRole("region", { name: "Featured" });
  await expect(slider).toHaveClass(/is-mounted/, { timeout: 15_000 });
  await expect(slider.getByRole("button", { name: "Play" })).toHaveAttribute("aria-pressed", "true");
  await expect(slider.getByRole("button", { name: "Show slide 1 of 3" })).toHaveAttribute("aria-current", "true");
});

test("the slider holds still while the pointer is over it or focus is in it, then plays on", async ({ page }) => {
  requireSite("freshmart");
  // The page's clock is driven by the test, so 'five seconds later' is exact and costs no waiting.
  await page.clock.install();
  await page.goto("/freshmart/");
  const slider = page.getByRole("region", { name: "Featured" });
  await expect(slider).toHaveClass(/is-mounted/, { timeout: 15_000 });
  const current = (n: number) => slider.getByRole("button", { name: `Show slide ${n} of 3` });
  await expect(current(1)).toHaveAttribute("aria-current", "true");

  // Pointer over the slider: three autoplay periods pass and it stays on slide 1.
  await slider.hover();
  await page.clock.runFor(AUTOPLAY_MS * 3);
  await expect(current(1)).toHaveAttribute("aria-current", "true");
  // Pointer away: the next period moves it on.
  await page.mouse.move(0, 0);
  await page.clock.runFor(AUTOPLAY_MS + 1_000);
  await expect(current(2)).toHaveAttribute("aria-current", "true");

  // Focus inside (a dot): it holds still again, even with the pointer elsewhere.
  await current(2).focus();
  await page.clock.runFor(AUTOPLAY_MS * 3);
  await expect(current(2)).toHaveAttribute("aria-current", "true");
  // Focus leaves the slider: it plays on.
  await page.getByRole("link", { name: "Skip to main content" }).focus();
  await page.clock.runFor(AUTOPLAY_MS + 1_000);
  await expect(current(3)).toHaveAttribute("aria-current", "true");
});
