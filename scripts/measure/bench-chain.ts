/**
 * What the browser benchmarks (`bench-coupons.ts`, `bench-clip-all.ts`) share: the chain they measure
 * (by default the built chain with the most coupons, from its pulled department counts) with the
 * gateway origin its pages call, and a page with the CPU slowed down.
 */
import { existsSync, readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { StoredSession } from "./measure.ts";

/** A file of the pulled tenant snapshots, parsed; null when the chain has none. */
export const tenantFile = <T>(site: string, file: string): T | null =>
  existsSync(`tenants/${site}/${file}`) ? (JSON.parse(readFileSync(`tenants/${site}/${file}`, "utf8")) as T) : null;

/** Coupons a chain lists, from its pulled department counts. */
export function couponCount(site: string): number {
  const list = tenantFile<{ GetProductCategories: { NoOfCoupons: number }[] }>(site, "departments.json");
  return list?.GetProductCategories.reduce((n, c) => n + c.NoOfCoupons, 0) ?? 0;
}

/** Coupons in a chain's All Coupons list as pulled (coupon-lists.json), 0 without the file. */
export function allCoupons(site: string): number {
  return (
    tenantFile<{ lists: Record<string, { SSNewsIds: number[] }> }>(site, "coupon-lists.json")?.lists["0"]?.SSNewsIds
      .length ?? 0
  );
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

/** What a benchmark page starts with: the CPU slowdown, a signed-in session, probes run before the page's own scripts. */
export type ThrottledPageOptions = { cpu: number; session: StoredSession | null; initScript?: () => void };

/** A page of a fresh 1280 × 900 context with the CPU slowed down (CDP `Emulation.setCPUThrottlingRate`). */
export async function throttledPage(
  browser: Browser,
  { cpu, session, initScript }: ThrottledPageOptions,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (initScript !== undefined) await context.addInitScript(initScript);
  if (session) {
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key ?? "", value ?? ""),
      [session.key, session.value],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  return page;
}
