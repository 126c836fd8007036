/**
 * The build's gallery in the islands: which slides and pages it has, until when it may be drawn,
 * and which of its pictures the build made.
 */
import { describe, expect, it } from "vitest";
import { drawnPicture } from "../../lib/images/variants.ts";
import { builtFailed, builtPicture, builtView, type BuiltGalleryView } from "./built-gallery.ts";
import { adPages, builtStillCurrent, cateringSlides, dayOf, withSlide } from "./weekly-ads.ts";

const item = (URL: string, GalleryType = "WeeklyAd") => ({ PageNumber: 1, URL, GalleryType });
const PAGE = "https://gw.example/images/weekly-ad/acme/1/1.jpg";
const DRAWN = drawnPicture({
  content: "0123456789abcdef",
  fallback: "jpg",
  widths: [480, 800, 1200, 1575],
  height: 1500,
});

const built = (over: Partial<BuiltGalleryView> = {}): BuiltGalleryView => ({
  items: [item(PAGE)],
  pdfUrl: "https://gw.example/files/1.pdf",
  endsOn: "2026-11-30",
  pictures: { [PAGE]: DRAWN },
  thumbs: {},
  imageCdn: null,
  ...over,
});

describe("a gallery's items", () => {
  it("are the ad's pages (blank URLs and catering slides left out) or the catering slides", () => {
    const items = [item(PAGE), item(" "), item("https://gw.example/c/1.jpg", " catering "), item("", "Catering")];
    expect(adPages(items).map((i) => i.URL)).toEqual([PAGE]);
    expect(cateringSlides(items).map((i) => i.URL)).toEqual(["https://gw.example/c/1.jpg"]);
  });
});

describe("the built gallery's last day", () => {
  it("is the wall-clock date the gateway wrote, as YYYY-MM-DD", () => {
    expect(dayOf(new Date(Date.UTC(2026, 10, 30, 23, 59)))).toBe("2026-11-30");
    expect(dayOf(null)).toBe("");
  });

  it("lets the built gallery be drawn up to and including that day on the shopper's calendar", () => {
    expect(builtStillCurrent("2026-11-30", new Date(2026, 10, 30, 23, 59))).toBe(true);
    expect(builtStillCurrent("2026-11-30", new Date(2026, 11, 1, 0, 0))).toBe(false);
    expect(builtStillCurrent("2026-11-30", new Date(2025, 11, 31))).toBe(true);
    // A gallery that named no end is drawn until the live one answers.
    expect(builtStillCurrent("", new Date(2099, 0, 1))).toBe(true);
  });
});

describe("builtView", () => {
  it("is the built gallery while it is current, and as built while the page renders and hydrates", () => {
    expect(builtView(built(), new Date(2026, 10, 28))).toEqual({
      items: [item(PAGE)],
      pdfUrl: "https://gw.example/files/1.pdf",
    });
    expect(builtView(built(), null)).not.toBeNull();
  });

  it("is null without a built gallery, for an empty one, and after the ad's last day", () => {
    expect(builtView(undefined, new Date())).toBeNull();
    expect(builtView(built({ items: [] }), new Date(2026, 10, 28))).toBeNull();
    expect(builtView(built(), new Date(2026, 11, 1))).toBeNull();
  });
});

describe("builtPicture", () => {
  it("is the picture the build drew for a page", () => {
    expect(builtPicture({ [PAGE]: DRAWN }, PAGE)).toBe(DRAWN);
    expect(DRAWN.sources[0]?.srcset).toContain("/_assets/img-0123456789abcdef-800.avif 800w");
  });

  it("is null for a page the build did not draw, or could not (the live URL is used, marked when it failed)", () => {
    expect(builtPicture({ [PAGE]: DRAWN }, "https://gw.example/other.jpg")).toBeNull();
    expect(builtPicture({ [PAGE]: null }, PAGE)).toBeNull();
    expect(builtPicture(undefined, PAGE)).toBeNull();
    expect(builtFailed({ [PAGE]: null }, PAGE)).toBe(true);
    expect(builtFailed({ [PAGE]: DRAWN }, PAGE)).toBe(false);
    expect(builtFailed({}, PAGE)).toBe(false);
  });
});

describe("withSlide", () => {
  it("adds a slide once and keeps the same set when it is there", () => {
    const one = new Set([0]);
    const two = withSlide(one, 1);
    expect([...two]).toEqual([0, 1]);
    expect(withSlide(two, 1)).toBe(two);
  });
});
