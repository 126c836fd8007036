/**
 * A chain added by data: a JSON file in the gateway's own wire shapes goes through the demo gateway,
 * `npm run pull` and the build's tenant loader with no code change.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCouponsTotal, couponCategories } from "#src/features/coupons/categories.ts";
import { loadTenants, resetTenantCache } from "#src/tenant/load-tenants.server.ts";
import { pullTenants } from "../../pull/pull-tenants.ts";
import { code, startTestGateway, type TestGateway } from "./test-helpers.ts";
import { CHAINS_DIR } from "./seed/json-chains.ts";

const EXAMPLE = join(import.meta.dirname, "example-chains", "cornerdeli.json");

let chains: string;
let tenants: string;
let gw: TestGateway;
const problems: string[] = [];
const errorOutput = console.error;

beforeAll(async () => {
  chains = mkdtempSync(join(tmpdir(), "gateway-chains-"));
  tenants = mkdtempSync(join(tmpdir(), "gateway-chains-tenants-"));
  copyFileSync(EXAMPLE, join(chains, "cornerdeli.json"));
  // A chain added by data that names a seeded chain's host among its own.
  const taker = JSON.parse(readFileSync(EXAMPLE, "utf8")) as Record<string, unknown> & {
    clientinfo: { data: Record<string, unknown> };
  };
  taker.clientinfo.data["RSA_SUBDOMAIN"] = "taker";
  taker["hosts"] = ["www.freshmart.example", "taker.example"];
  taker["members"] = [];
  writeFileSync(join(chains, "taker.json"), JSON.stringify(taker));
  writeFileSync(
    join(chains, "broken.json"),
    JSON.stringify({ clientinfo: { data: { RSA_SUBDOMAIN: "broken" } }, GetClientStores: [{ ClientStoreId: "x" }] }),
  );
  writeFileSync(join(chains, "freshmart.json"), "{}");
  console.error = (m: string) => problems.push(m);
  try {
    gw = await startTestGateway({ chainsDir: chains });
  } finally {
    console.error = errorOutput;
  }
});
afterAll(async () => {
  await gw.close();
  rmSync(chains, { recursive: true, force: true });
  rmSync(tenants, { recursive: true, force: true });
});

describe("a chain added by data", { timeout: 60_000 }, () => {
  it("is in the gateway's domain map with its own hosts, and signs its members in", async () => {
    const map = (await gw.get("clientinfo?FileName=domainFileMap", null))["data"] as Record<string, string>;
    expect(map).toMatchObject({ "cornerdeli.localhost": "cornerdeli", "cornerdeli.example": "cornerdeli" });
    expect(map["broken.localhost"]).toBeUndefined();
    // A host has one owner: the seeded chain keeps it, the newcomer gets its other hosts.
    expect(map).toMatchObject({ "www.freshmart.example": "freshmart", "taker.example": "taker" });
    expect(code(await gw.login("cornerdeli", "demo@cornerdeli.example", "1357"))).toBe(1);
  });

  it("names a chain file that does not read, and one that takes a seeded chain's name, and leaves them out", () => {
    expect(problems).toEqual([
      expect.stringMatching(
        /^demo gateway: tenant "broken", chains\/broken\.json: GetClientStores\[0\]\.ClientStoreId: /,
      ),
      'demo gateway: chains/freshmart.json: "freshmart" is a seeded chain already (chain left out)',
    ]);
  });

  it("pulls with no code change, and the build's loader reads it with the spec's defaults", async () => {
    const report = await pullTenants({ gatewayUrl: gw.url, dir: tenants, only: ["cornerdeli"] });
    const pulled = report.tenants[0];
    expect(pulled?.status).toBe("changed");
    // The example is clean for the first pull the README prescribes (`npm run pull -- --strict`).
    expect(pulled?.warnings).toEqual([]);
    resetTenantCache();
    const [deli] = loadTenants({ dir: tenants, only: ["cornerdeli"] });
    if (deli?.status !== "ok") throw new Error("cornerdeli should be ready");
    expect(deli.data.STORE_NAME).toBe("Corner Deli");
    expect(deli.data.HEADER_BG_COLOR).toBe("#318501");
    expect(deli.data.NEIGHBORHOOD_TEXT).toBe("We are in your neighborhood");
    expect(deli.data.THEME).toBe(2);
    expect(deli.hosts).toContain("cornerdeli.example");
    expect(deli.stores.map((s) => s.ClientStoreName)).toEqual(["Corner Deli Main", "Corner Deli West"]);
    // The deal filed under 10002 counts in no department: All Coupons counts it, as its list holds it.
    const shown = couponCategories(deli.departments, false);
    expect(shown.map((c) => [c.ProductCategoryName, c.NoOfCoupons])).toEqual([
      ["Deals of the Week", 1],
      ["Bakery", 1],
      ["Deli", 2],
    ]);
    expect(allCouponsTotal(shown)).toBe(4);
    expect(deli.couponLists.lists[0]).toHaveLength(4);
    expect(deli.deals.map((d) => d.Title)).toEqual(["Coffee of the week"]);
  });

  it("is read from scripts/services/demo-gateway/chains/ by default, which holds no chain in the repository", () => {
    expect(CHAINS_DIR).toMatch(/scripts[/\\]services[/\\]demo-gateway[/\\]chains$/);
    // A chain file there would join every demo run and test; the example lives in example-chains/.
    expect(readdirSync(CHAINS_DIR).filter((n) => n.endsWith(".json"))).toEqual([]);
  });
});
