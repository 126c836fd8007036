import { describe, expect, it } from "vitest";
import { minimalSiteData } from "../test-support/test-fixtures.ts";
import { NATURAL_NAMES, nearestKey, siteDataWarnings, unknownKeys } from "./settings-warnings.ts";
import { siteDataSchema } from "./site-data-schema.ts";
import { allowedKeys } from "./tenant-errors.ts";

const warningsFor = (extra: Record<string, unknown>) =>
  siteDataWarnings(siteDataSchema, { ...minimalSiteData(), ...extra });

describe("unknown settings keys", () => {
  it("names each misnamed key with the key the storefront reads", () => {
    const warnings = warningsFor({
      SEND_EMAIL: { contact_recipient: "c@acme.example" },
      ABOUT_US: [],
      BRANDS: [],
      STORE_IMAGE: "https://acme.example/store.jpg",
      ALLOW_USER_DELETION: true,
      IS_POINTS_BASED_REWARDS: true,
      DELETE_USER_TITLE: "Delete your account",
      HEADER_BG_COLOUR: "#123456",
      storeName: "Acme",
    });
    expect(warnings).toEqual([
      "data.SEND_EMAIL: unknown key, ignored (did you mean EMAIL?)",
      "data.ABOUT_US: unknown key, ignored (did you mean HOME_ABOUT?)",
      "data.BRANDS: unknown key, ignored (did you mean ABOUT.brands?)",
      "data.STORE_IMAGE: unknown key, ignored (did you mean ABOUT.store_image?)",
      "data.ALLOW_USER_DELETION: unknown key, ignored (did you mean ALLOW_USER_DELETE?)",
      "data.IS_POINTS_BASED_REWARDS: unknown key, ignored (did you mean POINTS_API?)",
      "data.DELETE_USER_TITLE: unknown key, ignored (did you mean DELETE_USER_PAGE.title?)",
      "data.HEADER_BG_COLOUR: unknown key, ignored (did you mean HEADER_BG_COLOR?)",
      "data.storeName: unknown key, ignored (did you mean STORE_NAME?)",
    ]);
  });

  it("finds unknown keys inside blocks and lists, and says nothing of a key with no near match", () => {
    const warnings = warningsFor({
      MENU: [{ menu_name: "Coupons", menu_url: "/coupons", menu_has_pag: true }],
      ABOUT: { brand: [] },
      SEO: { title: "Acme", description: "x", pages: { "/coupons": { titel: "Coupons" } } },
      ZZZ_QQQ: 1,
    });
    expect(warnings).toEqual([
      'data.SEO.pages["/coupons"].titel: unknown key, ignored (did you mean title?)',
      "data.MENU[0].menu_has_pag: unknown key, ignored (did you mean menu_has_page?)",
      "data.ABOUT.brand: unknown key, ignored (did you mean brands?)",
      "data.ZZZ_QQQ: unknown key, ignored",
    ]);
  });

  it("is quiet for a chain that uses only known keys", () => {
    expect(warningsFor({})).toEqual([]);
  });

  it("points every natural name at a key the schema has", () => {
    for (const [name, target] of Object.entries(NATURAL_NAMES)) {
      const [top, inner] = target.split(".");
      expect(allowedKeys(siteDataSchema, []), name).toContain(top);
      if (inner !== undefined) expect(allowedKeys(siteDataSchema, [top!]), name).toContain(inner);
    }
  });

  it("suggests by casing and separators before edit distance", () => {
    expect(nearestKey("guest-token", ["GUEST_TOKEN", "GUEST_TOKENS"], false)).toBe("GUEST_TOKEN");
    expect(unknownKeys(siteDataSchema, "not an object")).toEqual([]);
  });
});

describe("STORE_NAME fallback", () => {
  it("says the SEO title is used", () => {
    const { STORE_NAME: _n, ...data } = minimalSiteData();
    expect(siteDataWarnings(siteDataSchema, data)).toEqual([
      'data.STORE_NAME: missing; the SEO title "Acme Foods" is used as the chain\'s name',
    ]);
  });
});

describe("menu_has_page and menu_url", () => {
  it("warn when they disagree", () => {
    const warnings = warningsFor({
      MENU: [
        { menu_name: "Coupons", menu_url: "/coupons", menu_has_page: true },
        { menu_name: "Gift Cards", menu_url: "", menu_has_page: "1" },
        { menu_name: "Recipes", menu_url: "/page/recipes", menu_has_page: false },
        { menu_name: "About", menu_url: "/about" },
      ],
    });
    expect(warnings).toEqual([
      'data.MENU[0].menu_has_page: on, but menu_url "/coupons" is an address of its own: the entry links there (its generic /page/ page only when the site has no such page)',
      'data.MENU[2].menu_has_page: off, but menu_url "/page/recipes" is a generic page: set menu_has_page so it is built',
    ]);
  });
});
