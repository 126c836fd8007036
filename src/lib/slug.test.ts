import { describe, expect, it } from "vitest";
import { couponDepartmentSlug, departmentSlug, menuPageSlug, pathSegment, storeSlug, titleFromParam } from "./slug.ts";
import { siteHref } from "./links.ts";

describe("couponDepartmentSlug", () => {
  it("lower-cases and turns spaces to hyphens", () => {
    expect(couponDepartmentSlug("Deals of the Week")).toBe("deals-of-the-week");
    expect(couponDepartmentSlug("Meat & Seafood")).toBe("meat-&-seafood");
  });
  it("follows the one slug rule: slashes become underscores", () => {
    expect(couponDepartmentSlug("Beer/Wine")).toBe("beer_wine");
  });
});

describe("departmentSlug", () => {
  it("follows the spec's configured examples", () => {
    expect(departmentSlug("Meat & Seafood")).toBe("meat-&-seafood");
    expect(departmentSlug("Beer/Wine")).toBe("beer_wine");
  });
  it("turns each space into a hyphen", () => {
    expect(departmentSlug("Frozen Foods")).toBe("frozen-foods");
    expect(departmentSlug(" Health / Beauty ")).toBe("health-_-beauty");
  });
});

describe("storeSlug", () => {
  it("makes a clean path segment from a store name", () => {
    expect(storeSlug("Fresh Mart - Main St.")).toBe("fresh-mart-main-st");
    expect(storeSlug("Elm Street #4")).toBe("elm-street-4");
  });
  it("never returns an empty segment", () => {
    expect(storeSlug("###")).toBe("store");
  });
});

describe("titleFromParam", () => {
  it("turns dashes to spaces", () => {
    expect(titleFromParam("our-story")).toBe("our story");
    expect(titleFromParam("recipes")).toBe("recipes");
  });
});

describe("menuPageSlug", () => {
  it("takes the segment after /page/ from the url", () => {
    expect(menuPageSlug({ menu_name: "Recipes", menu_url: "/page/weekly-recipes" })).toBe("weekly-recipes");
  });
  it("falls back to the name", () => {
    expect(menuPageSlug({ menu_name: "Gift Cards", menu_url: "#" })).toBe("gift-cards");
  });
});

describe("pathSegment", () => {
  it("applies the spec rule first and keeps plain results", () => {
    expect(pathSegment("Meat & Seafood")).toBe("meat-&-seafood");
    expect(pathSegment("Beer/Wine")).toBe("beer_wine");
    expect(pathSegment("privacy-policy")).toBe("privacy-policy");
  });
  it.each(["..", ".", "../../x", "a#b", "a?b", "100%", "<script>", "Café", "", "x".repeat(300)])(
    "gives %s a bounded, safe, stable segment",
    (name) => {
      const seg = pathSegment(name);
      expect(seg).toMatch(/^[a-z0-9\-_.&'+,()!~]{1,80}$/);
      expect(seg).not.toMatch(/^\.+$/);
      expect(pathSegment(name)).toBe(seg);
    },
  );
  it("keeps different names apart", () => {
    const names = ["a#b", "a?b", "a%b", "a>b", "..", "../..", "x".repeat(300), "x".repeat(301)];
    expect(new Set(names.map(pathSegment)).size).toBe(names.length);
  });
  it("gives links that resolve to the segment the file is named by", () => {
    for (const name of ["Frozen #1", "Deli?", "100% Juice", "Beer/Wine"]) {
      const seg = pathSegment(name);
      const href = siteHref("/", `/department/${seg}`);
      const path = new URL(href, "https://shop.example/").pathname;
      expect(decodeURIComponent(path)).toBe(`/department/${seg}/`);
    }
  });
});
