import { describe, expect, it } from "vitest";
import { couponDepartmentSlug, departmentSlug, menuPageSlug, storeSlug, titleFromParam } from "./slug.ts";

describe("couponDepartmentSlug", () => {
  it("lower-cases and turns spaces to hyphens", () => {
    expect(couponDepartmentSlug("Deals of the Week")).toBe("deals-of-the-week");
    expect(couponDepartmentSlug("Meat & Seafood")).toBe("meat-&-seafood");
  });
  it("keeps slashes (only the department page slug replaces them)", () => {
    expect(couponDepartmentSlug("Beer/Wine")).toBe("beer/wine");
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
