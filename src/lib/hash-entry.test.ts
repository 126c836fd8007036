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

type Run = { replaced: string | null; state: string | null; asked: string[]; fire: (hash: string) => Promise<void> };

/** Sites the fake host knows (its /_entry/ answers a redirect for them, 204 otherwise). */
const KNOWN = new Set(["greenvalley"]);

/** Runs the inline script as a page would; returns where it navigated and a hash-change trigger. */
async function runScript(hash: string, data: HashEntryData | string): Promise<Run> {
  const run: Run = { replaced: null, state: null, asked: [], fire: async () => {} };
  const fetch = async (url: string, init: { method: string; redirect: string }) => {
    run.asked.push(`${init.method} ${url} ${init.redirect}`);
    const site = /^\/_entry\/([^/]+)\/$/.exec(url)?.[1] ?? "";
    return { type: KNOWN.has(site) ? "opaqueredirect" : "basic" };
  };
  let onHash: () => void = () => {};
  const location = { hash, replace: (to: string) => (run.replaced = to) };
  const json = typeof data === "string" ? data : scriptJson(data);
  const document = { getElementById: (id: string) => (id === "hash-entry" ? { textContent: json } : null) };
  const history = { replaceState: (_s: unknown, _t: string, to: string) => (run.state = to) };
  const addEventListener = (name: string, fn: () => void) => {
    if (name === "hashchange") onHash = fn;
  };
  new Function("location", "document", "history", "addEventListener", "fetch", HASH_ENTRY_SCRIPT)(
    location,
    document,
    history,
    addEventListener,
    fetch,
  );
  const settle = () => new Promise((r) => setTimeout(r, 0));
  run.fire = async (next: string) => {
    location.hash = next;
    onHash();
    await settle();
  };
  await settle();
  return run;
}

describe("hashEntryTarget", () => {
  it.each(CASES)("%s → %s", (hash, expected) => {
    expect(hashEntryTarget(hash, HARVEST)).toBe(expected);
  });
});

describe("HASH_ENTRY_SCRIPT", () => {
  it.each(CASES)("does what hashEntryTarget does for %s", async (hash, expected) => {
    const run = await runScript(hash, HARVEST);
    // Another site key is followed only when the host knows it.
    const known = expected?.startsWith("/_entry/") ? KNOWN.has(expected.split("/")[2] ?? "") : true;
    expect(run.replaced).toBe(known ? expected : null);
    if (expected?.startsWith("/_entry/")) {
      expect(run.asked).toEqual([`HEAD ${expected.split("#")[0]} manual`]);
    }
  });
  it("stays on the page for a site key the host does not know", async () => {
    const run = await runScript("#/nobody/", HARVEST);
    expect(run.asked).toEqual(["HEAD /_entry/nobody/ manual"]);
    expect(run.replaced).toBeNull();
  });
  it("stays put when its data is unreadable", async () => {
    expect((await runScript("#/harvestmarket/", "not json")).replaced).toBeNull();
  });
  it("acts on a hash change, not only on load", async () => {
    const run = await runScript("", HARVEST);
    expect(run.replaced).toBeNull();
    await run.fire("#/harvestmarket/bakery");
    expect(run.replaced).toBe("../coupons-only/?category=9");
    await run.fire("#/greenvalley/");
    expect(run.replaced).toBe("/_entry/greenvalley/#/greenvalley/");
  });
  it("on the coupons-only page itself rewrites the address in place on load", async () => {
    const run = await runScript("#/harvestmarket/bakery", { ...HARVEST, base: "../", couponsOnly: true });
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
