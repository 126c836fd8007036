/**
 * The chain a browser benchmark measures (`bench-coupons.ts`, `bench-clip-all.ts`): by default the
 * built chain with the most coupons (its pulled department counts), and the gateway origin its pages call.
 */
import { existsSync, readFileSync } from "node:fs";

/** A file of the pulled tenant snapshots, parsed; null when the chain has none. */
export const tenantFile = <T>(site: string, file: string): T | null =>
  existsSync(`tenants/${site}/${file}`) ? (JSON.parse(readFileSync(`tenants/${site}/${file}`, "utf8")) as T) : null;

/** Coupons a chain lists, from its pulled department counts. */
export function couponCount(site: string): number {
  const list = tenantFile<{ GetProductCategories: { NoOfCoupons: number }[] }>(site, "departments.json");
  return list?.GetProductCategories.reduce((n, c) => n + c.NoOfCoupons, 0) ?? 0;
}

/** The chain to measure (`wanted`, else the one with the most coupons) and the gateway its built pages call. */
export function benchChain(dist: string, wanted?: string): { site: string; gateway: string } {
  const model = JSON.parse(readFileSync(`${dist}/_routing/routing.json`, "utf8")) as {
    sites: { site: string; gatewayOrigin: string }[];
  };
  const site = wanted ?? model.sites.toSorted((a, b) => couponCount(b.site) - couponCount(a.site))[0]?.site;
  const entry = model.sites.find((s) => s.site === site);
  if (!entry) throw new Error(`${site ?? "no site"} is not in ${dist}: build it first (npm run build)`);
  return { site: entry.site, gateway: entry.gatewayOrigin };
}
