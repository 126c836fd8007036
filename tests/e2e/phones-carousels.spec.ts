/**
 * The carousels at every width from a small phone to a desktop: the slides a shopper sees are as
 * wide as a tappable card, none of them is `inert` (a tap on it works), their names wrap only
 * between words, and only the slides off screen are inert. Also after the window is resized.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { builtSites } from "./settings.ts";
import { requireSite } from "./support/chains.ts";

/** The narrowest a slide may be and still be a card a thumb can hit with its name readable. */
const MIN_SLIDE_PX = 120;
// Up from a small phone to a desktop and back down: the breakpoints follow a resize both ways.
const WIDTHS = [360, 390, 600, 800, 1024, 1280, 800, 390];

type SlideReport = { text: string; width: number; inert: boolean; visible: boolean; splitWord: string | null };

/** Each slide's width, inertness, whether it lies inside the track, and a word split across lines. */
function slideReport(carousel: Locator): Promise<SlideReport[]> {
  return carousel.evaluate((root) => {
    const track = root.querySelector(".carousel-track")!.getBoundingClientRect();
    /** The first word whose letters sit on two lines, or null. */
    const splitWord = (el: Element): string | null => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        let lastTop: number | null = null;
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || /\s/.test(text[i]!)) continue;
          // A new line starting right after a letter (no space, hyphen or slash before it) splits a
          // word, a defect when the whole word would have fitted on one line of the slide.
          if (lastTop !== null && rect.top > lastTop + 2 && /[\p{L}\p{N}]/u.test(text[i - 1] ?? " ")) {
            const start = text.slice(0, i).search(/\S+$/);
            const end = i + (text.slice(i).match(/^\S+/)?.[0].length ?? 0);
            const word = document.createRange();
            word.setStart(node, start);
            word.setEnd(node, end);
            const width = [...word.getClientRects()].reduce((sum, r) => sum + r.width, 0);
            if (width <= el.clientWidth) return text.slice(start, end);
          }
          lastTop = rect.top;
        }
      }
      return null;
    };
    return [...root.querySelectorAll<HTMLElement>(".carousel-slide")].map((slide) => {
      const box = slide.getBoundingClientRect();
      const overlap = Math.min(box.right, track.right) - Math.max(box.left, track.left);
      return {
        text: (slide.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40),
        width: Math.round(box.width),
        inert: slide.inert,
        visible: overlap > 2,
        splitWord: splitWord(slide),
      };
    });
  });
}

async function mounted(page: Page, carousel: Locator): Promise<void> {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/is-mounted/);
  // Glide sets the slide widths when it mounts; wait for them to settle.
  await page.waitForFunction(() => !document.querySelector(".glide--swipeable.glide--dragging"));
}

function expectUsable(report: SlideReport[], where: string): void {
  const visible = report.filter((s) => s.visible);
  expect(visible.length, `${where}: some slide is visible`).toBeGreaterThan(0);
  for (const slide of report) {
    expect(slide.inert, `${where}: '${slide.text}' is ${slide.visible ? "visible" : "off screen"}`).toBe(
      !slide.visible,
    );
  }
  for (const slide of visible) {
    expect(slide.width, `${where}: '${slide.text}' is a tappable card`).toBeGreaterThanOrEqual(MIN_SLIDE_PX);
    expect(slide.splitWord, `${where}: '${slide.text}' wraps inside a word`).toBeNull();
  }
}

const CAROUSELS = [
  { path: "/", name: "Departments" },
  { path: "/about/", name: "Brands" },
];

const sites = builtSites().filter((s) => !s.onlyCoupons);
test.describe("carousels at every width", () => {
  test.beforeEach(() => requireSite("freshmart"));

  for (const { site } of sites) {
    for (const { path, name } of CAROUSELS) {
      test(`${site}${path} ${name}: visible slides are wide, live and whole`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
        const response = await page.goto(`/${site}${path}`);
        expect(response?.status()).toBe(200);
        const carousel = page.getByRole("region", { name, exact: true });
        if ((await carousel.count()) === 0) return; // this chain has no such carousel
        await mounted(page, carousel);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          // Glide lays the slides out again after a (throttled) resize: wait until it has settled.
          await expect(async () =>
            expectUsable(await slideReport(carousel), `${site}${path} ${name} at ${width} px`),
          ).toPass({ timeout: 10_000 });
        }
      });
    }
  }

  test("a tap on a visible department at 390 px opens it, and Next moves one", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/freshmart/");
    const carousel = page.getByRole("region", { name: "Departments", exact: true });
    await mounted(page, carousel);
    const first = (await slideReport(carousel)).filter((s) => s.visible);
    expectUsable(await slideReport(carousel), "freshmart / at 390 px");
    await carousel.getByRole("button", { name: "Next (Departments)" }).click();
    // Wait for the slide to finish moving: one slide in view, the next one, and it alone live.
    await expect
      .poll(async () => {
        const report = await slideReport(carousel);
        const visible = report.filter((s) => s.visible);
        return (
          visible.length === 1 && visible[0]!.text !== first[0]!.text && report.every((s) => s.inert !== s.visible)
        );
      })
      .toBe(true);
    expectUsable(await slideReport(carousel), "freshmart / at 390 px after Next");
    await expectAccessible(page);
    const link = carousel.locator(".carousel-slide:not([inert]) a").first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/^\.\//, "").replace(/\/$/, "")}/?$`));
  });
});

test.describe("home slider captions", () => {
  test.beforeEach(() => requireSite("freshmart"));

  for (const { site } of builtSites()) {
    test(`${site}: every caption inside its slide, below the image on phones`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 360, height: 844 });
      await page.goto(`/${site}/`);
      const slider = page.getByRole("region", { name: "Featured", exact: true });
      if ((await slider.count()) === 0) return; // no visible slides: no slider
      await expect(slider).toHaveClass(/is-mounted/);
      for (const width of [360, 390, 600, 768, 800, 1024, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        const boxes = await slider.evaluate((root) =>
          [...root.querySelectorAll(".home-slide")].map((slide) => {
            const box = (el: Element | null) => {
              const r = el?.getBoundingClientRect();
              return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
            };
            return {
              slide: box(slide),
              image: box(slide.querySelector("img")),
              caption: box(slide.querySelector(".slide-text")),
              text: (slide.querySelector(".slide-text")?.textContent ?? "").trim().slice(0, 30),
            };
          }),
        );
        for (const { slide, image, caption, text } of boxes) {
          if (!caption) continue;
          const where = `${site} at ${width} px, caption '${text}'`;
          expect(caption.top, `${where}: top inside the slide`).toBeGreaterThanOrEqual(slide!.top - 0.5);
          expect(caption.bottom, `${where}: bottom inside the slide`).toBeLessThanOrEqual(slide!.bottom + 0.5);
          expect(caption.right - caption.left, `${where}: as wide as the slide`).toBeLessThanOrEqual(
            slide!.right - slide!.left + 0.5,
          );
          if (width < 768) {
            expect(caption.top, `${where}: below the image on a phone`).toBeGreaterThanOrEqual(image!.bottom - 0.5);
          }
        }
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page);
    });
  }
});
