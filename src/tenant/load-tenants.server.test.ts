import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkTenants, loadTenants, resetTenantCache, tenantFilter } from "./load-tenants.server.ts";
import { TenantConfigError } from "./tenant-schema.ts";
import type { ReadyTenant, Tenant } from "./tenant.ts";
import { clientInfo, writeTenantFiles } from "../test-support/test-fixtures.ts";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "tenants-"));
  resetTenantCache();
  vi.stubEnv("TENANTS", "");
  vi.stubEnv("GATEWAY_URL", "");
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const ready = (t: Tenant | undefined): ReadyTenant => {
  if (t?.status !== "ok") throw new Error(`expected a ready tenant, got ${JSON.stringify(t)}`);
  return t;
};

/** Three chains: acme (public hosts), bolt (local hosts only), crumb (no host at all). */
function threeChains(): void {
  writeTenantFiles(dir, {
    "domain-map.json": { "acme.localhost": "acme", "www.acme.example": "acme", "bolt.localhost": "bolt" },
    "acme/clientinfo.json": clientInfo("acme"),
    "bolt/clientinfo.json": clientInfo("bolt"),
    "bolt/local.json": { hosts: ["shop.bolt.example", "bolt.example"], gatewayUrl: "https://gw.bolt.example/api/" },
    "crumb/clientinfo.json": clientInfo("crumb"),
  });
}

/** The message of the TenantConfigError `run` throws. */
function configError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a TenantConfigError");
}

describe("loadTenants", () => {
  it("reads every tenant folder, sorted by site, with settings defaults applied", () => {
    threeChains();
    const tenants = loadTenants({ dir });
    expect(tenants.map((t) => t.site)).toEqual(["acme", "bolt", "crumb"]);
    const acme = ready(tenants[0]);
    expect(acme.data.THEME).toBe(1);
    expect(acme.flags.couponListWording).toBe(false);
    expect(acme.stores).toEqual([]);
    expect(acme.companySettings).toBeNull();
  });

  it("narrows to `only`, or else to TENANTS", () => {
    threeChains();
    expect(loadTenants({ dir, only: ["crumb", "acme"] }).map((t) => t.site)).toEqual(["acme", "crumb"]);
    vi.stubEnv("TENANTS", " bolt ,crumb,");
    expect(loadTenants({ dir }).map((t) => t.site)).toEqual(["bolt", "crumb"]);
    expect(tenantFilter(" , ")).toBeUndefined();
  });

  it("refuses a TENANTS name without a folder", () => {
    threeChains();
    expect(configError(() => loadTenants({ dir, only: ["acme", "zeta"] }))).toMatch(
      /TENANTS names "zeta", not found in .* \(known: acme, bolt, crumb\)/,
    );
  });

  it("computes hosts and the canonical host", () => {
    threeChains();
    const [acme, bolt, crumb] = loadTenants({ dir });
    expect(acme?.hosts).toEqual(["acme.localhost", "www.acme.example"]);
    expect(acme?.primaryHost).toBe("www.acme.example");
    expect(bolt?.hosts).toEqual(["bolt.localhost", "shop.bolt.example", "bolt.example"]);
    expect(bolt?.primaryHost).toBe("shop.bolt.example");
    expect(crumb?.hosts).toEqual(["crumb.localhost"]);
    expect(crumb?.primaryHost).toBe("crumb.localhost");
  });

  it("takes primaryHost from local.json when set", () => {
    threeChains();
    writeTenantFiles(dir, { "acme/local.json": { primaryHost: "shop.acme.example" } });
    const acme = loadTenants({ dir, only: ["acme"] })[0];
    expect(acme?.primaryHost).toBe("shop.acme.example");
    expect(acme?.hosts).toContain("shop.acme.example");
  });

  it("picks the gateway: local.json, else GATEWAY_URL, else the default", () => {
    threeChains();
    vi.stubEnv("GATEWAY_URL", "https://gateway.example/");
    const [acme, bolt] = loadTenants({ dir });
    expect(bolt?.gatewayUrl).toBe("https://gw.bolt.example/api");
    expect(acme?.gatewayUrl).toBe("https://gateway.example");
    resetTenantCache();
    vi.stubEnv("GATEWAY_URL", "");
    expect(loadTenants({ dir })[0]?.gatewayUrl).toBe("http://localhost:8787");
  });

  it("replaces {gateway} in local.json texts with the tenant's gateway", () => {
    threeChains();
    writeTenantFiles(dir, {
      "acme/local.json": { flags: { webAppUrl: "{gateway}/app", aboutPhotoSlider: ["{gateway}/images/1.svg"] } },
    });
    vi.stubEnv("GATEWAY_URL", "http://localhost:9999");
    const acme = loadTenants({ dir, only: ["acme"] })[0];
    expect(acme?.flags.webAppUrl).toBe("http://localhost:9999/app");
    expect(acme?.flags.aboutPhotoSlider).toEqual(["http://localhost:9999/images/1.svg"]);
  });

  it("gives a chain whose settings reported an error the settings-error status", () => {
    threeChains();
    writeTenantFiles(dir, {
      "crumb/clientinfo.json": { error: "Configuration unavailable", basename: "", data: null, common: {} },
    });
    const crumb = loadTenants({ dir, only: ["crumb"] })[0];
    expect(crumb).toMatchObject({ site: "crumb", status: "settings-error", error: "Configuration unavailable" });
    expect(crumb?.hosts).toEqual(["crumb.localhost"]);
  });

  it("parses pulled snapshots with the API schemas", () => {
    threeChains();
    writeTenantFiles(dir, {
      "acme/stores.json": {
        ErrorMessage: { ErrorCode: 1, ErrorDetails: "Success" },
        GetClientStores: [{ ClientStoreId: "2", ClientStoreName: "Main St", storeTimingLable: "Hours" }],
      },
      "acme/weekly-ads.json": {
        ErrorMessage: { ErrorCode: 1, ErrorDetails: "Success" },
        WeeklyAds: [
          { STOREID: 2, STORENAME: "Main St", VALIDFROMDATE: "/Date(1700000000000-0500)/", EXPIRESON: "11/21/2023" },
        ],
      },
    });
    const acme = ready(loadTenants({ dir, only: ["acme"] })[0]);
    expect(acme.stores[0]).toMatchObject({ ClientStoreId: 2, ClientStoreName: "Main St", StoreTimingLabel: "Hours" });
    expect(acme.weeklyAds[0]?.expiresAt?.toISOString()).toBe("2023-11-21T00:00:00.000Z");
  });

  it("names tenant, file and key path of a bad value", () => {
    threeChains();
    writeTenantFiles(dir, {
      "acme/clientinfo.json": clientInfo("acme", { MENU: [{ menu_name: "Coupons", menu_url: 5 }] }),
    });
    expect(configError(() => loadTenants({ dir }))).toBe(
      'tenant "acme", clientinfo.json: data.MENU[0].menu_url: expected a string, found 5 (number)',
    );
    resetTenantCache();
    writeTenantFiles(dir, {
      "acme/clientinfo.json": clientInfo("acme"),
      "acme/stores.json": {
        ErrorMessage: { ErrorCode: 1, ErrorDetails: "" },
        GetClientStores: [{ ClientStoreId: "main" }],
      },
    });
    expect(configError(() => loadTenants({ dir }))).toMatch(
      /^tenant "acme", stores\.json: GetClientStores\[0\]\.ClientStoreId: /,
    );
  });

  it("names every problem of every file of a chain at once", () => {
    threeChains();
    writeTenantFiles(dir, {
      "acme/local.json": { flags: { seniorDiscountPage: "yes" } },
      "acme/clientinfo.json": clientInfo("acme", { THEME: 3, HEADER_BG_COLOR: "green" }),
      "acme/stores.json": {
        ErrorMessage: { ErrorCode: 1, ErrorDetails: "" },
        GetClientStores: [{ ClientStoreId: "main" }],
      },
    });
    const lines = configError(() => loadTenants({ dir, only: ["acme"] })).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      'tenant "acme", local.json: flags.seniorDiscountPage: expected true or false, found "yes" (string)',
    );
    expect(lines[1]).toBe('tenant "acme", clientinfo.json: data.THEME: expected 1 | 2, found 3');
    expect(lines[2]).toMatch(/^tenant "acme", clientinfo\.json: data\.HEADER_BG_COLOR: /);
    expect(lines[3]).toMatch(/^tenant "acme", stores\.json: GetClientStores\[0\]\.ClientStoreId: /);
  });

  it("reads store services and refuses an id off the closed list or a store stores.json lacks, naming the key", () => {
    threeChains();
    const stores = (...ids: number[]) => ({
      ErrorMessage: { ErrorCode: 1, ErrorDetails: "" },
      GetClientStores: ids.map((id) => ({ ClientStoreId: id, ClientStoreName: `Store ${id}` })),
    });
    writeTenantFiles(dir, {
      "acme/local.json": { storeServices: { "2": ["wic", "snap-ebt"] } },
      "acme/stores.json": stores(1, 2),
    });
    expect(ready(loadTenants({ dir, only: ["acme"] })[0]).local.storeServices).toEqual({ "2": ["wic", "snap-ebt"] });
    resetTenantCache();
    writeTenantFiles(dir, { "acme/local.json": { storeServices: { "2": ["wic", "ebt"], "7": ["atm"] } } });
    const lines = configError(() => loadTenants({ dir, only: ["acme"] })).split("\n");
    expect(lines[0]).toMatch(
      /^tenant "acme", local\.json: storeServices\["2"\]\[1\]: expected one of "snap-ebt" \| "wic" \| .* \| "fuel", found "ebt"$/,
    );
    resetTenantCache();
    writeTenantFiles(dir, { "acme/local.json": { storeServices: { "2": ["wic"], "7": ["atm"] } } });
    expect(configError(() => loadTenants({ dir, only: ["acme"] }))).toBe(
      'tenant "acme", local.json: storeServices["7"]: expected a ClientStoreId of stores.json (1, 2), found "7"',
    );
  });

  it('reads a clientinfo error of false, "" or null as none', () => {
    threeChains();
    for (const error of [false, "", null]) {
      resetTenantCache();
      writeTenantFiles(dir, { "crumb/clientinfo.json": { ...clientInfo("crumb"), error } });
      expect(loadTenants({ dir, only: ["crumb"] })[0]?.status, JSON.stringify(error)).toBe("ok");
    }
  });

  it("reports a file that is not JSON and a folder that was never pulled", () => {
    threeChains();
    writeFileSync(join(dir, "acme", "local.json"), "{ hosts: [] }");
    expect(configError(() => loadTenants({ dir, only: ["acme"] }))).toMatch(
      /^tenant "acme", local\.json: \(root\): not valid JSON/,
    );
    writeTenantFiles(dir, { "delta/local.json": {} });
    expect(configError(() => loadTenants({ dir, only: ["delta"] }))).toMatch(
      /^tenant "delta", clientinfo\.json: \(root\): missing; run `npm run pull`/,
    );
  });

  it("refuses the chain that claims another's host, and keeps the owner", () => {
    threeChains();
    writeTenantFiles(dir, { "crumb/local.json": { hosts: ["www.acme.example"] } });
    expect(configError(() => loadTenants({ dir }))).toBe(
      'tenant "crumb", local.json: host www.acme.example belongs to "acme" (domain-map.json); "crumb" is refused, "acme" kept',
    );
    const { tenants, refused } = checkTenants(dir, {});
    expect(tenants.map((t) => t.site)).toEqual(["acme", "bolt"]);
    expect([...refused.keys()]).toEqual(["crumb"]);
  });

  it("refuses both chains when two claim a host the domain map gives to neither", () => {
    threeChains();
    writeTenantFiles(dir, {
      "bolt/local.json": { hosts: ["shop.example"] },
      "crumb/local.json": { hosts: ["shop.example"] },
    });
    const { tenants, refused } = checkTenants(dir, {});
    expect(tenants.map((t) => t.site)).toEqual(["acme"]);
    expect(refused.get("crumb")).toEqual(['tenant "crumb": host shop.example is claimed by "bolt" and "crumb"']);
  });

  it("refuses two chains on one RSA_SUBDOMAIN, naming both (sessions are kept per subdomain)", () => {
    threeChains();
    writeTenantFiles(dir, { "crumb/clientinfo.json": clientInfo("crumb", { RSA_SUBDOMAIN: " ACME" }) });
    const message = configError(() => loadTenants({ dir }));
    expect(message).toContain(
      'tenant "acme", clientinfo.json: data.RSA_SUBDOMAIN: "acme" is the subdomain of "acme" and "crumb"',
    );
    expect(message).toContain(
      'tenant "crumb", clientinfo.json: data.RSA_SUBDOMAIN: "acme" is the subdomain of "acme" and "crumb"',
    );
    expect(loadTenants({ dir, only: ["bolt", "crumb"] }).map((t) => t.site)).toEqual(["bolt", "crumb"]);
  });

  it("lists every problem of a chain at once: each file, each key", () => {
    threeChains();
    writeTenantFiles(dir, {
      "crumb/local.json": { hosts: ['cdn"$host.example'], flags: { aboutPhotoSlider: ["javascript:x"] } },
      "crumb/clientinfo.json": clientInfo("crumb", { THEME: 3 }),
      "crumb/stores.json": { GetClientStores: "no" },
    });
    writeFileSync(join(dir, "crumb", "deals.json"), "{ not json");
    const lines = configError(() => loadTenants({ dir })).split("\n");
    expect(lines.filter((l) => l.startsWith('tenant "crumb", local.json: hosts[0]:'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('tenant "crumb", local.json: flags.aboutPhotoSlider[0]:'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('tenant "crumb", clientinfo.json: data.THEME:'))).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('tenant "crumb", stores.json:'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('tenant "crumb", deals.json: (root): not valid JSON'))).toHaveLength(1);
    expect(lines.every((l) => l.startsWith('tenant "crumb"'))).toBe(true);
  });

  it("checks local.json in full when a chain has no settings snapshot yet", () => {
    threeChains();
    writeTenantFiles(dir, { "dune/local.json": { gatewayUrl: "https://gw$x.example" } });
    expect(configError(() => loadTenants({ dir })).split("\n")).toEqual([
      'tenant "dune", clientinfo.json: (root): missing; run `npm run pull` first',
      'tenant "dune", local.json: gatewayUrl: expected an http(s) URL with a plain host name, found "https://gw$x.example"',
    ]);
  });

  it("reads once per process until the cache is reset", () => {
    threeChains();
    const first = loadTenants({ dir });
    writeTenantFiles(dir, { "acme/local.json": { flags: { couponListWording: true } } });
    expect(loadTenants({ dir })).toBe(first);
    resetTenantCache();
    expect(loadTenants({ dir })[0]?.flags.couponListWording).toBe(true);
  });

  it("takes the build variables from `env` when given (the pages pass astro:env's), not from process.env", () => {
    threeChains();
    vi.stubEnv("TENANTS", "bolt");
    vi.stubEnv("GATEWAY_URL", "http://process.example");
    const env = {
      TENANTS_DIR: dir,
      TENANTS: "acme,crumb",
      GATEWAY_URL: "http://astro-env.example/",
      FORM_RELAY_URL: "",
    };
    const tenants = loadTenants({ env });
    expect(tenants.map((t) => [t.site, t.gatewayUrl])).toEqual([
      ["acme", "http://astro-env.example"],
      ["crumb", "http://astro-env.example"],
    ]);
  });

  it("reads the same variables from process.env when no env is given (scripts)", () => {
    threeChains();
    vi.stubEnv("TENANTS_DIR", dir);
    vi.stubEnv("TENANTS", "bolt");
    vi.stubEnv("GATEWAY_URL", "http://process.example");
    expect(loadTenants().map((t) => [t.site, t.gatewayUrl])).toEqual([["bolt", "https://gw.bolt.example/api"]]);
    expect(loadTenants({ only: ["acme"] })[0]?.gatewayUrl).toBe("http://process.example");
  });
});
