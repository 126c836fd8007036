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
  it("keeps at most 80 characters", () => {
    expect(storeSlug("x".repeat(100))).toBe("x".repeat(80));
    expect(storeSlug(`  ${"x".repeat(100)}`)).toBe("x".repeat(80));
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

describe("pathSegment's fallback", () => {
  it("is the name's letters and digits, one hyphen per run of anything else, then 8 hex digits of its hash", () => {
    // Exact values: a department's address must be the same in every build, or saved links break.
    expect(pathSegment("Frozen #1")).toBe("frozen-1-d64db10d");
    expect(pathSegment("Fish & Chips #1?")).toBe("fish-chips-1-8548f817");
    expect(pathSegment("#1 Deli?")).toBe("1-deli-7f97db30");
    expect(pathSegment("Café")).toBe("caf-b3369d9c");
  });
  it("writes the hash with all 8 digits, leading zeros kept", () => {
    expect(pathSegment("Aisle #10")).toBe("aisle-10-098273ab");
  });
  it("starts with 'x' when the name has no plain letter or digit", () => {
    expect(pathSegment("<>")).toBe("x-93f7201f");
    expect(pathSegment("¿?")).toMatch(/^x-[0-9a-f]{8}$/);
  });
  it("keeps at most 40 readable characters and never ends them with a hyphen", () => {
    expect(pathSegment(`${"a ".repeat(30)}#`)).toBe(`${"a-".repeat(20)}3575b7da`);
  });
  it("ignores spaces around the name, like the spec rule does", () => {
    expect(pathSegment("  Deli?  ")).toBe(pathSegment("Deli?"));
  });
});

describe("pathSegment's limits", () => {
  it("keeps a plain name of exactly 80 characters and shortens one of 81", () => {
    expect(pathSegment("a".repeat(80))).toBe("a".repeat(80));
    expect(pathSegment("a".repeat(81))).toMatch(/^a{40}-[0-9a-f]{8}$/);
  });
  it("keeps a name that starts or ends with a dot; only names of dots alone are refused", () => {
    expect(pathSegment("Misc.")).toBe("misc.");
    // Deeper than a chain folder's root a leading dot is served like any other page slug.
    expect(pathSegment(".5 lb Bags")).toBe(".5-lb-bags");
    expect(pathSegment("...")).toMatch(/^x-[0-9a-f]{8}$/);
  });
  it("refuses a name with an unsafe character anywhere, first or last", () => {
    expect(pathSegment("#deli")).toMatch(/^deli-[0-9a-f]{8}$/);
    expect(pathSegment("deli#")).toMatch(/^deli-[0-9a-f]{8}$/);
    expect(pathSegment("##")).toMatch(/^x-[0-9a-f]{8}$/);
  });
});

describe("menuPageSlug's url", () => {
  it("reads /page/ urls with or without the leading slash and with spaces around", () => {
    expect(menuPageSlug({ menu_name: "Recipes", menu_url: "page/weekly-recipes" })).toBe("weekly-recipes");
    expect(menuPageSlug({ menu_name: "Recipes", menu_url: " /page/weekly-recipes " })).toBe("weekly-recipes");
  });
  it("takes the name for an address that only contains /page/ further on", () => {
    expect(menuPageSlug({ menu_name: "Our Blog", menu_url: "https://blog.example/page/2" })).toBe("our-blog");
  });
});
