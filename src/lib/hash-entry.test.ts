import { describe, expect, it } from "vitest";
import { HASH_ENTRY_SCRIPT, hashEntrySites, hashEntryTarget, type HashEntrySites } from "./hash-entry.ts";

const SITES: HashEntrySites = {
  greenvalley: { produce: 3, bakery: 7 },
  harvestmarket: { "meat-&-seafood": 12, "beer/wine": 15, bakery: 9 },
};

/** Hash → where the shopper lands (null: stays on the home page). */
const CASES: [string, string | null][] = [
  ["", null],
  ["#", null],
  ["#/", null],
  ["#main", null],
  ["#greenvalley", null],
  ["#/greenvalley", "/greenvalley/coupons-only/"],
  ["#/greenvalley/", "/greenvalley/coupons-only/"],
  ["#/GreenValley/", "/greenvalley/coupons-only/"],
  ["#/greenvalley/bakery", "/greenvalley/coupons-only/?category=7"],
  ["#/greenvalley/bakery/", "/greenvalley/coupons-only/?category=7"],
  ["#/greenvalley/Bakery", "/greenvalley/coupons-only/?category=7"],
  ["#/greenvalley/3", "/greenvalley/coupons-only/?category=3"],
  ["#/greenvalley/99", "/greenvalley/coupons-only/"],
  ["#/greenvalley/no-such-department", "/greenvalley/coupons-only/"],
  ["#/harvestmarket/meat-%26-seafood", "/harvestmarket/coupons-only/?category=12"],
  ["#/harvestmarket/meat-&-seafood", "/harvestmarket/coupons-only/?category=12"],
  ["#/harvestmarket/beer/wine", "/harvestmarket/coupons-only/?category=15"],
  ["#/harvestmarket/bakery?x=1", "/harvestmarket/coupons-only/?category=9"],
  ["#/unknown/", null],
  ["#/__proto__/", null],
  ["#/constructor", null],
  ["#/greenvalley/constructor", "/greenvalley/coupons-only/"],
  ["#/%E0%A4%A/", null],
  ["#//evil.example/", null],
];

/** Runs the inline script as a page would, with the given hash; returns where it navigated. */
function runScript(hash: string, sites: HashEntrySites | string): string | null {
  let target: string | null = null;
  const location = { hash, replace: (to: string) => (target = to) };
  const json = typeof sites === "string" ? sites : JSON.stringify(sites);
  const document = { currentScript: { getAttribute: (name: string) => (name === "data-sites" ? json : null) } };
  new Function("location", "document", HASH_ENTRY_SCRIPT)(location, document);
  return target;
}

describe("hashEntryTarget", () => {
  it.each(CASES)("%s → %s", (hash, expected) => {
    expect(hashEntryTarget(hash, SITES)).toBe(expected);
  });
});

describe("HASH_ENTRY_SCRIPT", () => {
  it.each(CASES)("does what hashEntryTarget does for %s", (hash, expected) => {
    expect(runScript(hash, SITES)).toBe(expected);
  });
  it("stays put when its data is unreadable", () => {
    expect(runScript("#/greenvalley/", "not json")).toBeNull();
  });
});

describe("hashEntrySites", () => {
  it("lists ready chains with their department slugs and ids, without failed ones", () => {
    const departments = [
      { ProductCategoryId: 12, ProductCategoryName: "Meat & Seafood" },
      { ProductCategoryId: 7, ProductCategoryName: "Bakery" },
    ];
    const tenants = [
      { site: "a", status: "ok", departments },
      { site: "b", status: "settings-error" },
    ];
    expect(hashEntrySites(tenants)).toEqual({ a: { "meat-&-seafood": 12, bakery: 7 } });
  });
});
