/**
 * What the specs know about the demo chains: their pulled snapshots (tenants/<site>/…), the seeded demo
 * logins (scripts/services/demo-gateway/README.md) and which chains the current build holds.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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

/** The chain's hand-written local.json (deploy mark, flags), or {} when it has none. */
export function localSettings(site: string): { deploy?: string; flags?: Record<string, unknown> } {
  const file = new URL(`../../../tenants/${site}/local.json`, import.meta.url);
  return existsSync(file) ? snapshot(site, "local.json") : {};
}

/**
 * The demo chains of tenants/ (local.json `"deploy": "demo"`), sorted: the chains every sweep over
 * "every demo chain" visits. A spec calls `requireSite` for each, so a narrowed build fails them.
 */
export function demoChains(): string[] {
  const root = new URL("../../../tenants/", import.meta.url);
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && localSettings(e.name).deploy === "demo")
    .map((e) => e.name)
    .sort();
}

/**
 * The built page (`/site/weekly-ads/{id}/{slug}/`) of the first store the chain's weekly-ad snapshot
 * lists an ad for, or null when the chain shows no weekly-ad pages of its own: no ad, or an embedded
 * circular viewer (`flags.weeklyAdViewerUrl`) in place of the list.
 */
export function weeklyAdPage(site: string): string | null {
  if (localSettings(site).flags?.["weeklyAdViewerUrl"] !== undefined) return null;
  const ads = snapshot<{ WeeklyAds?: { STOREID: number }[] }>(site, "weekly-ads.json").WeeklyAds ?? [];
  const first = ads[0];
  if (first === undefined) return null;
  const dir = join(DIST_DIR, site, "weekly-ads", String(first.STOREID));
  const slug = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).find((e) => e.isDirectory())?.name
    : undefined;
  return slug === undefined ? null : `/${site}/weekly-ads/${first.STOREID}/${slug}/`;
}

/** A secret a new member of the chain may have: a password of 6–12 characters, or a 4-digit PIN. */
export function newMemberSecret(site: string): string {
  const password =
    siteData(site)["ALLOW_PASSWORD"] === true || localSettings(site).flags?.["alwaysPasswordMode"] === true;
  return password ? "Robin4826" : "4826";
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
