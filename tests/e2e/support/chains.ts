/**
 * What the specs know about the demo chains: their pulled snapshots (tenants/<site>/…), the seeded demo
 * logins (scripts/demo-gateway/README.md) and which chains the current build holds.
 */
import { readFileSync } from "node:fs";
import { test } from "../fixtures.ts";
import { builtSites, DIST_DIR } from "../settings.ts";

export { builtSites };

/** A chain's seeded demo member: the login every chain's demo data knows. */
export type DemoLogin = { site: string; email: string; secret: string };

/** The seeded demo members the specs sign in as (their carts and points are seed data). */
export const DEMO_LOGINS = {
  freshmart: { site: "freshmart", email: "demo@freshmart.example", secret: "1234" },
  greenvalley: { site: "greenvalley", email: "demo@greenvalley.example", secret: "Green123" },
  harvestmarket: { site: "harvestmarket", email: "demo@harvestmarket.example", secret: "Harvest1" },
} as const satisfies Record<string, DemoLogin>;

/** A file of a chain's pulled snapshot, parsed. */
export function snapshot<T>(site: string, file: string): T {
  return JSON.parse(readFileSync(new URL(`../../../tenants/${site}/${file}`, import.meta.url), "utf8")) as T;
}

/** The chain's clientinfo `data` (RSA_SUBDOMAIN, GUEST_TOKEN, texts …). */
export const siteData = (site: string): Record<string, unknown> =>
  snapshot<{ data: Record<string, unknown> }>(site, "clientinfo.json").data;

/** The chain's RSA_SUBDOMAIN: the gateway's `domainname` header and the storage key suffix. */
export const subdomainOf = (site: string): string => String(siteData(site)["RSA_SUBDOMAIN"]);

/** The chain's guest token for browsing calls. */
export const guestTokenOf = (site: string): string => String(siteData(site)["GUEST_TOKEN"]);

/** The ids a registration sends for the chain. */
export function chainIds(site: string): { clientId: number; storeGroupId: number } {
  const data = siteData(site);
  return { clientId: Number(data["RSA_CLIENT_ID"]), storeGroupId: Number(data["RSA_CLIENT_STORE_GROUP_ID"]) };
}

/**
 * Fails when the build has no such chain (a narrowed build), naming it: called inside a test or hook
 * it throws there; called in a file or describe block, every test of it fails before it starts. A spec
 * never passes by skipping what it did not check.
 */
export function requireSite(site: string): void {
  if (builtSites().some((s) => s.site === site)) return;
  const message = `${site} is not in this build (${DIST_DIR}): build it too (TENANTS unset, or listing ${site})`;
  if (insideTest()) throw new Error(message);
  test.beforeEach(() => {
    throw new Error(message);
  });
}

/** Whether a test (or one of its hooks) is running, rather than the file being collected. */
function insideTest(): boolean {
  try {
    test.info();
    return true;
  } catch {
    return false;
  }
}
