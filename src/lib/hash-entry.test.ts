import { describe, expect, it } from "vitest";
import { HASH_ENTRY_SCRIPT, hashEntryData, hashEntryTarget, scriptJson, type HashEntryData } from "./hash-entry.ts";

const HARVEST: HashEntryData = {
  site: "harvestmarket",
  base: "../",
  couponsOnly: false,
  departments: { "meat-&-seafood": 12, beer_wine: 15, bakery: 9, "a-b-c-d-e-1a2b3c4d": 21 },
};

/** Hash → where a harvestmarket page one level deep sends the shopper (null: stays). */
const CASES: [string, string | null][] = [
  ["", null],
  ["#", null],
  ["#/", null],
  ["#main", null],
  ["#harvestmarket", null],
  ["#/harvestmarket", "../coupons-only/"],
  ["#/harvestmarket/", "../coupons-only/"],
  ["#/HarvestMarket/", "../coupons-only/"],
  ["#/harvestmarket/bakery", "../coupons-only/?category=9"],
  ["#/harvestmarket/Bakery/", "../coupons-only/?category=9"],
  ["#/harvestmarket/12", "../coupons-only/?category=12"],
  ["#/harvestmarket/99", "../coupons-only/"],
  ["#/harvestmarket/no-such-department", "../coupons-only/"],
  ["#/harvestmarket/meat-%26-seafood", "../coupons-only/?category=12"],
  ["#/harvestmarket/meat-&-seafood", "../coupons-only/?category=12"],
  ["#/harvestmarket/beer/wine", "../coupons-only/?category=15"],
  ["#/harvestmarket/a-b-c-d-e-1a2b3c4d", "../coupons-only/?category=21"],
  ["#/harvestmarket/21", "../coupons-only/?category=21"],
  ["#/harvestmarket/Meat%20%26%20Seafood", "../coupons-only/?category=12"],
  ["#/harvestmarket/bakery?x=1", "../coupons-only/?category=9"],
  ["#/harvestmarket/constructor", "../coupons-only/"],
  // another site key: the host's /_entry/ hand-over, fragment kept
  ["#/greenvalley/", "/_entry/greenvalley/#/greenvalley/"],
  ["#/greenvalley/bakery", "/_entry/greenvalley/#/greenvalley/bakery"],
  ["#/GreenValley", "/_entry/greenvalley/#/GreenValley"],
  ["#/__proto__/", null],
  ["#/%E0%A4%A/", null],
  ["#//evil.example/", null],
  ["#/..%2F..%2Fx/", null],
  ["#/a.b/", null],
];

type Run = { replaced: string | null; state: string | null; fire: (hash: string) => void };

/** Runs the inline script as a page would; returns where it navigated and a hash-change trigger. */
function runScript(hash: string, data: HashEntryData | string): Run {
  const run: Run = { replaced: null, state: null, fire: () => {} };
  let onHash: () => void = () => {};
  const location = { hash, replace: (to: string) => (run.replaced = to) };
  const json = typeof data === "string" ? data : scriptJson(data);
  const document = { getElementById: (id: string) => (id === "hash-entry" ? { textContent: json } : null) };
  const history = { replaceState: (_s: unknown, _t: string, to: string) => (run.state = to) };
  const addEventListener = (name: string, fn: () => void) => {
    if (name === "hashchange") onHash = fn;
  };
  new Function("location", "document", "history", "addEventListener", HASH_ENTRY_SCRIPT)(
    location,
    document,
    history,
    addEventListener,
  );
  run.fire = (next: string) => {
    location.hash = next;
    onHash();
  };
  return run;
}

describe("hashEntryTarget", () => {
  it.each(CASES)("%s → %s", (hash, expected) => {
    expect(hashEntryTarget(hash, HARVEST)).toBe(expected);
  });
});

describe("HASH_ENTRY_SCRIPT", () => {
  it.each(CASES)("does what hashEntryTarget does for %s", (hash, expected) => {
    expect(runScript(hash, HARVEST).replaced).toBe(expected);
  });
  it("stays put when its data is unreadable", () => {
    expect(runScript("#/harvestmarket/", "not json").replaced).toBeNull();
  });
  it("acts on a hash change, not only on load", () => {
    const run = runScript("", HARVEST);
    expect(run.replaced).toBeNull();
    run.fire("#/harvestmarket/bakery");
    expect(run.replaced).toBe("../coupons-only/?category=9");
    run.fire("#/greenvalley/");
    expect(run.replaced).toBe("/_entry/greenvalley/#/greenvalley/");
  });
  it("on the coupons-only page itself rewrites the address in place on load", () => {
    const run = runScript("#/harvestmarket/bakery", { ...HARVEST, base: "../", couponsOnly: true });
    expect(run.state).toBe("../coupons-only/?category=9");
    expect(run.replaced).toBeNull();
  });
});

describe("hashEntryData and scriptJson", () => {
  it("holds the chain's own departments only, escaped so no name can end the block", () => {
    const tenant = {
      site: "a",
      status: "ok",
      departments: [
        { ProductCategoryId: 12, ProductCategoryName: "Meat & Seafood" },
        { ProductCategoryId: 7, ProductCategoryName: "</script><script>alert(1)</script>" },
      ],
    } as unknown as Parameters<typeof hashEntryData>[0];
    const data = hashEntryData(tenant, "./", false);
    expect(Object.keys(data.departments)).toHaveLength(2);
    const json = scriptJson(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
