/**
 * The pages `npm run lighthouse` measures: every page type of every chain of a build. A page type is
 * one page file of the route list (`src/lib/route-list.ts`: its `pattern`, such as
 * `/weekly-ads/[id]/[store]`); its first route the chain builds stands for it. The chains are those of
 * the build's `_routing/sites.json`, so a flag-gated page a chain does not have is not measured, and
 * a new page file is measured without a change here. A chain with a second language has each page
 * type once more under its prefix (type '/es/coupons'), measured at its own address.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteRoute } from "#src/lib/route-list.ts";
import { addressOf } from "#src/lib/i18n/addresses.ts";

/** One page to measure. */
export type MeasuredPage = {
  site: string;
  /** The page file pattern (`/`, `/coupons`, `/department/[slug]` …): the page type. */
  type: string;
  /** The site-relative address measured (`/department/bakery/`). */
  route: string;
  /** No React on the page (the route list's `static` kind): held to a perfect performance score. */
  static: boolean;
  /** Out of search on purpose (`/error`): its SEO score is not held to 100. */
  noindex: boolean;
  /** Only a signed-in member sees it: measured with the chain's demo member signed in. */
  member: boolean;
};

/** A member-only page of the route list: its entry's access (route-list-entry.ts). */
export function isMemberPage(route: SiteRoute): boolean {
  return route.access === "member";
}

/**
 * The address of a page as the build writes it, from the chain's folder: a folder with an
 * index.html, under its language's prefix ('/es/coupons/' for the Spanish /coupons).
 */
function folderOf(page: SiteRoute): string {
  const address = addressOf(page);
  return address.endsWith("/") ? address : `${address}/`;
}

/** A page that only forwards at once (a meta refresh: a chain's /employment sent to /error). */
export function forwardsAtOnce(html: string): boolean {
  return /<meta[^>]+http-equiv="refresh"/i.test(html);
}

/**
 * The page types of one chain: the first built route of each pattern of its route list, in the
 * list's order. Routes the build does not hold and pages that only forward elsewhere are passed over
 * (`skipped` names the forwarding ones).
 */
export function pageTypesOf(
  site: string,
  routes: readonly SiteRoute[],
  distDir: string,
): { pages: MeasuredPage[]; skipped: string[] } {
  const pages: MeasuredPage[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const r of routes) {
    if (seen.has(r.pattern)) continue;
    const route = folderOf(r);
    const file = join(distDir, site, route, "index.html");
    if (!existsSync(file)) continue;
    seen.add(r.pattern);
    if (forwardsAtOnce(readFileSync(file, "utf8"))) {
      skipped.push(`${site} ${r.pattern}`);
      continue;
    }
    pages.push({
      site,
      type: r.pattern,
      route,
      static: r.kind === "static",
      noindex: r.noindex,
      member: isMemberPage(r),
    });
  }
  return { pages, skipped };
}

/** Keeps the pages `only` names (page types such as `/` or `/coupons`); all of them without a list. */
export function narrowTypes(pages: readonly MeasuredPage[], only: readonly string[] | undefined): MeasuredPage[] {
  return only === undefined ? [...pages] : pages.filter((p) => only.includes(p.type));
}
