import { describe, expect, it } from "vitest";
import { menuEntrySchema } from "../../tenant/site-content-schema.ts";
import { aboutTitle } from "../../lib/menu.ts";
import { ABOUT_COUNTERS, aboutSubPage, counterText, mapPoint, showsStoreLocations } from "./about.ts";

const about = menuEntrySchema.parse({
  menu_name: "Who We Are",
  menu_url: "/about",
  submenu: [
    { submenu_name: "Our Story", submenu_url: "/about/our-story" },
    { submenu_name: "Community Work", submenu_url: "/about/community" },
  ],
});

describe("aboutTitle", () => {
  it("uses the page parameter with dashes turned to spaces", () => {
    expect(aboutTitle(about, "our-story")).toBe("our story");
    expect(aboutTitle(about, "community")).toBe("community");
  });

  it("uses the submenu name for the main page's own submenu entry, else the menu name", () => {
    expect(aboutTitle(about, undefined)).toBe("Who We Are");
    const withOwn = menuEntrySchema.parse({
      ...about,
      submenu: [{ submenu_name: "About Hilltop", submenu_url: "/about" }],
    });
    expect(aboutTitle(withOwn, undefined)).toBe("About Hilltop");
  });

  it("falls back to 'About Us' without an About entry", () => {
    expect(aboutTitle(undefined, undefined)).toBe("About Us");
  });

  it("finds the submenu entry of a sub-page", () => {
    expect(aboutSubPage(about, "community")?.submenu_name).toBe("Community Work");
    expect(aboutSubPage(about, "missing")).toBeUndefined();
  });
});

describe("about details", () => {
  it("has the spec's counters", () => {
    expect(ABOUT_COUNTERS.map((c) => c.value)).toEqual([30000, 1500, 75, 1000]);
    expect(counterText(30000)).toBe("30,000");
  });

  it("lists store locations only on theme 2 with the flag", () => {
    expect(showsStoreLocations(2, true)).toBe(true);
    expect(showsStoreLocations(1, true)).toBe(false);
    expect(showsStoreLocations(2, false)).toBe(false);
  });

  it("maps only usable coordinates", () => {
    expect(mapPoint(35.6, -82.55)).toEqual([35.6, -82.55]);
    expect(mapPoint(null, -82)).toBeNull();
    expect(mapPoint(0, 0)).toBeNull();
    expect(mapPoint(95, 10)).toBeNull();
  });
});
