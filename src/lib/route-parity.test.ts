/**
 * The page files and the route list agree, and page access comes from the route list only.
 * - Every page file under src/pages/[site] (and [routing]) is either a route page, which re-exports
 *   the one getStaticPaths of tenant-paths.server.ts and is built for the route entries with its
 *   pattern, or one of the few files built otherwise (NOT_ROUTE_PAGES). A route page without a
 *   route entry would build nothing, silently; a route entry without a page file would be missing
 *   from every site.
 * - No module but SiteLayout's (layouts/SiteLayout.astro and PageBox.astro) places a session guard:
 *   a page's guard follows from its route entry's `access` (route-list-entry.ts), never from a page
 *   file or a frame that imports Guard or GuardRedirect by hand.
 * Read from the source text (a page file is a route by its place, not by what it exports at runtime).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { errorTenant, everyPageTenant, testTenant } from "../test-support/test-tenant.ts";
import { siteRoutes } from "./route-list.ts";
import { pagesOf } from "./i18n/language-routes.ts";
import { LANGUAGES } from "../tenant/languages.ts";
import type { ReadyTenant } from "../tenant/tenant.ts";

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));
const PAGES = join(SRC, "pages");

/** Page files built from something other than the route list, each with what builds it. */
const NOT_ROUTE_PAGES: Record<string, string> = {
  "[site]/[...settingsError].astro": "the 'Oops!' routes of a chain whose settings failed (settingsErrorPaths)",
  "[site]/sitemap.xml.ts": "one per chain (getTenantFilePaths)",
  "[site]/robots.txt.ts": "one per chain (getTenantFilePaths)",
  "[site]/manifest.webmanifest.ts": "one per chain with an app (features/offline)",
  "[site]/icons/[icon].png.ts": "the app icons of a chain (features/offline)",
  "[site]/coupon-lists/[file].ts":
    "the pieces of a chain's static coupon lists (features/coupons/coupon-lists.server.ts)",
  "[routing]/sites.json.ts": "the build's one sites.json",
};

/** The modules that may place a session guard: the site layout, which reads the page's access. */
const GUARD_PLACERS = new Set(["layouts/SiteLayout.astro", "layouts/PageBox.astro"]);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const posix = (path: string) => path.split(sep).join("/");

/** Files Astro builds a route from: .astro and .ts under src/pages, not starting with '_', no tests. */
const pageFiles = files(PAGES)
  .map((f) => posix(relative(PAGES, f)))
  .filter((f) => /\.(astro|ts)$/.test(f) && !f.endsWith(".test.ts") && !f.split("/").some((s) => s.startsWith("_")));

/** A route page re-exports the route list's getStaticPaths (lib/tenant-paths.server.ts). */
const isRoutePage = (file: string) =>
  /export\s*\{\s*getStaticPaths\s*\}\s*from\s*["'][./]*lib\/tenant-paths\.server\.ts["']/.test(
    readFileSync(join(PAGES, file), "utf8"),
  );

/** The route pattern of a page file under [site]: '[site]/about/index.astro' → '/about'. */
export function patternOfFile(file: string): string {
  const path = file
    .replace(/^\[site\]/, "")
    .replace(/\.(astro|ts)$/, "")
    .replace(/\/index$/, "");
  return path === "" ? "/" : path;
}

/** A chain with every language, as a local.json with `languages` would give it. */
const inEveryLanguage = (t: ReadyTenant): ReadyTenant => ({ ...t, local: { ...t.local, languages: [...LANGUAGES] } });

/**
 * Every route pattern a chain can have: all optional pages on, a plain chain, a failed chain, and
 * the ready ones in every language (the page files under [site]/es/).
 */
const routePatterns = new Set([
  ...[everyPageTenant(), testTenant(), errorTenant()].flatMap((t) => siteRoutes(t).map((r) => r.pattern)),
  ...[everyPageTenant(), testTenant()].map(inEveryLanguage).flatMap((t) => pagesOf(t).map((r) => r.pattern)),
]);

describe("page files and the route list", () => {
  const routePages = pageFiles.filter(isRoutePage);

  it("finds the page files", () => {
    expect(pageFiles).toContain("[site]/my-account.astro");
    expect(routePages.length).toBeGreaterThan(30);
    expect(patternOfFile("[site]/index.astro")).toBe("/");
    expect(patternOfFile("[site]/coupons/[...path].astro")).toBe("/coupons/[...path]");
    expect(patternOfFile("[site]/weekly-ads/[id]/[store].astro")).toBe("/weekly-ads/[id]/[store]");
  });

  it("every page file is a route page or one of the files built otherwise", () => {
    const neither = pageFiles.filter((f) => !isRoutePage(f) && !(f in NOT_ROUTE_PAGES));
    expect(neither, "re-export getStaticPaths from lib/tenant-paths.server.ts, or list the file").toEqual([]);
    expect(Object.keys(NOT_ROUTE_PAGES).filter((f) => !pageFiles.includes(f) || isRoutePage(f))).toEqual([]);
  });

  it("every route page has a route entry (else it builds nothing)", () => {
    const withoutEntry = routePages.filter((f) => !routePatterns.has(patternOfFile(f)));
    expect(withoutEntry, "add the page's entry to src/lib/route-list*.ts (or to everyPageTenant)").toEqual([]);
  });

  it("every route entry has a page file", () => {
    const files = new Set(routePages.map(patternOfFile));
    expect([...routePatterns].filter((p) => !files.has(p))).toEqual([]);
  });
});

describe("page access comes from the route entry only", () => {
  const guardImport = /\bfrom\s*["'][^"']*\/(Guard|GuardRedirect|GuardedLayout)\.astro["']/;
  const sources = files(SRC)
    .filter((f) => /\.(astro|ts|tsx)$/.test(f) && !f.endsWith(".test.ts"))
    .map((f) => posix(relative(SRC, f)));

  it("no page file, frame or feature imports Guard or GuardRedirect: SiteLayout places them", () => {
    const byHand = sources.filter((f) => !GUARD_PLACERS.has(f) && guardImport.test(readFileSync(join(SRC, f), "utf8")));
    expect(byHand).toEqual([]);
  });

  it("SiteLayout places both guards from the page's route entry", () => {
    const layout = readFileSync(join(SRC, "layouts/SiteLayout.astro"), "utf8");
    expect(layout).toMatch(/guardsOf\(tenant\.status === "ok" \? page\.access : "any"\)/);
    expect(layout).toMatch(/<GuardRedirect require=\{guards\.head\}/);
    expect(layout).toMatch(/<PageBox guard=\{guards\.content\}/);
    const box = readFileSync(join(SRC, "layouts/PageBox.astro"), "utf8");
    expect(box).toMatch(/<Guard require=\{guard\}/);
  });
});
