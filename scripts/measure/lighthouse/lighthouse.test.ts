import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ANOTHER_VIEW, MEMBER_PAGE, NOT_CONTENT, page } from "#src/lib/route-list-entry.ts";
import { inLanguage } from "#src/lib/i18n/language-routes.ts";
import { assertions, exactly, lighthouserc } from "./config.ts";
import { isMemberPage, narrowTypes, pageTypesOf, type MeasuredPage } from "./pages.ts";
import { between, medianRow, misses, noteText, rowOf, summaryTable, table, type Lhr, type PageAt } from "./report.ts";

const dist = mkdtempSync(join(tmpdir(), "lighthouse-pages-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Writes `<dist>/<site>/<route>/index.html`. */
function built(route: string, html = "<!doctype html><title>x</title>", site = "shop"): void {
  mkdirSync(join(dist, site, route), { recursive: true });
  writeFileSync(join(dist, site, route, "index.html"), html);
}

describe("pageTypesOf", () => {
  built("/");
  built("/cart");
  built("/department/bakery");
  built("/department/dairy");
  built("/error");
  built("/employment", '<meta http-equiv="refresh" content="0; url=../error/">');
  const routes = [
    page("/", "Shop", "interactive"),
    page("/department/bakery", "Bakery", "interactive", { pattern: "/department/[slug]" }),
    page("/department/dairy", "Dairy", "interactive", { pattern: "/department/[slug]" }),
    page("/cart", "Cart", "interactive", MEMBER_PAGE),
    page("/pharmacy", "Pharmacy", "static"), // a flag-gated page this build does not hold
    page("/employment", "Employment", "static", NOT_CONTENT),
    page("/error", "PAGE NOT FOUND", "static", NOT_CONTENT),
  ];
  const { pages, skipped } = pageTypesOf("shop", routes, dist);

  it("measures the first built route of each page file, in the route list's order", () => {
    expect(pages.map((p) => [p.type, p.route])).toEqual([
      ["/", "/"],
      ["/department/[slug]", "/department/bakery/"],
      ["/cart", "/cart/"],
      ["/error", "/error/"],
    ]);
  });

  it("names a page that only forwards elsewhere instead of measuring it", () => {
    expect(skipped).toEqual(["shop /employment"]);
  });

  it("takes member, static and noindex from the route list", () => {
    const of = (type: string) => pages.find((p) => p.type === type);
    expect(of("/cart")).toMatchObject({ member: true, static: false, noindex: false });
    expect(of("/error")).toMatchObject({ member: false, static: true, noindex: true });
    expect(of("/")).toMatchObject({ member: false, static: false, noindex: false });
  });

  it("narrows to the page types asked for", () => {
    expect(narrowTypes(pages, ["/", "/error"]).map((p) => p.type)).toEqual(["/", "/error"]);
    expect(narrowTypes(pages, undefined)).toHaveLength(4);
  });
});

describe("pageTypesOf, a chain with a second language", () => {
  built("/", undefined, "duo");
  built("/cart", undefined, "duo");
  built("/es", undefined, "duo");
  built("/es/cart", undefined, "duo");
  const english = [page("/", "Shop", "interactive"), page("/cart", "Cart", "interactive", MEMBER_PAGE)];
  const routes = [...english, ...english.map((r) => inLanguage(r, "es"))];

  it("measures each Spanish page type at its own address under /es/, not the English folder", () => {
    const { pages } = pageTypesOf("duo", routes, dist);
    expect(pages.map((p) => [p.type, p.route, p.member])).toEqual([
      ["/", "/", false],
      ["/cart", "/cart/", true],
      ["/es", "/es/", false],
      ["/es/cart", "/es/cart/", true],
    ]);
  });
});

describe("isMemberPage", () => {
  it("is what MEMBER_PAGE marks, not another hidden view", () => {
    expect(isMemberPage(page("/my-account", "My Account", "interactive", MEMBER_PAGE))).toBe(true);
    expect(isMemberPage(page("/coupons-only", "Coupons", "interactive", ANOTHER_VIEW))).toBe(false);
    expect(isMemberPage(page("/login", "Login", "interactive"))).toBe(false);
  });
});

const at = (p: Partial<MeasuredPage> & { route: string }): PageAt => ({
  site: "shop",
  type: p.route.replace(/\/$/, "") || "/",
  static: false,
  noindex: false,
  member: false,
  url: `http://127.0.0.1:9/shop${p.route}`,
  ...p,
});
const urlOf = (p: MeasuredPage) => `http://127.0.0.1:9/${p.site}${p.route}`;

describe("the budgets as assertions", () => {
  const home = at({ route: "/" });
  const policy = at({ route: "/company-policies/privacy/", type: "/company-policies/[page]", static: true });
  const error = at({ route: "/error/", static: true, noindex: true });
  const matrix = assertions([home, policy, error], urlOf);
  const forUrl = (url: string) =>
    matrix
      .filter((m) => m.matchingUrlPattern === undefined || new RegExp(m.matchingUrlPattern).test(url))
      .flatMap((m) => Object.entries(m.assertions));

  it("holds every page to performance 95 and accessibility and best practices 100, on the median of the runs", () => {
    for (const p of [home, policy, error]) {
      expect(forUrl(p.url)).toEqual(
        expect.arrayContaining([
          ["categories:performance", ["error", { minScore: 0.95 }]],
          ["categories:accessibility", ["error", { minScore: 1 }]],
          ["categories:best-practices", ["error", { minScore: 1 }]],
        ]),
      );
    }
    expect(matrix.every((m) => m.aggregationMethod === "median")).toBe(true);
  });

  it("holds static pages to performance 100 and SEO to 100 except where noindex on purpose", () => {
    expect(forUrl(policy.url)).toContainEqual(["categories:performance", ["error", { minScore: 1 }]]);
    expect(forUrl(home.url)).not.toContainEqual(["categories:performance", ["error", { minScore: 1 }]]);
    expect(forUrl(policy.url)).toContainEqual(["categories:seo", ["error", { minScore: 1 }]]);
    expect(forUrl(error.url).map(([k]) => k)).not.toContain("categories:seo");
  });

  it("holds the home page to 600 KB in all and an LCP of 2 s", () => {
    expect(forUrl(home.url)).toEqual(
      expect.arrayContaining([
        ["total-byte-weight", ["error", { maxNumericValue: 600_000 }]],
        ["largest-contentful-paint", ["error", { maxNumericValue: 2000 }]],
      ]),
    );
    expect(forUrl(policy.url).map(([k]) => k)).not.toContain("total-byte-weight");
  });

  it("matches addresses exactly: a dot is a dot, a prefix is no match", () => {
    const re = new RegExp(exactly(["http://a.b/x/", "http://a.b/y/"]));
    expect(re.test("http://a.b/x/")).toBe(true);
    expect(re.test("http://aXb/x/")).toBe(false);
    expect(re.test("http://a.b/x/more/")).toBe(false);
  });

  it("collects three runs per page with the given Chromium, results to the filesystem", () => {
    const rc = lighthouserc([home], { urlOf, chromePath: "/c", puppeteerScript: "s.cjs", noSandbox: true });
    expect(rc.ci.collect).toMatchObject({ url: [home.url], numberOfRuns: 3, chromePath: "/c" });
    expect(rc.ci.collect.puppeteerLaunchOptions.args).toContain("--no-sandbox");
    expect(rc.ci.upload.target).toBe("filesystem");
    const asUser = lighthouserc([home], { urlOf, chromePath: "/c", puppeteerScript: "s.cjs", noSandbox: false });
    expect(asUser.ci.collect.puppeteerLaunchOptions.args).not.toContain("--no-sandbox");
  });
});

describe("the measurements table", () => {
  const lhr = (perf: number, lcp: number, bytes: number): Lhr => ({
    requestedUrl: "",
    lighthouseVersion: "12.6.1",
    categories: {
      performance: { score: perf },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: { "largest-contentful-paint": { numericValue: lcp }, "total-byte-weight": { numericValue: bytes } },
  });

  it("says which budget a page misses", () => {
    expect(misses(rowOf(at({ route: "/" }), lhr(0.97, 1900, 590_000)))).toEqual([]);
    expect(misses(rowOf(at({ route: "/" }), lhr(0.94, 2100, 610_000)))).toEqual([
      "perf < 95",
      "LCP > 2,000 ms",
      "bytes > 600 KB",
    ]);
    expect(misses(rowOf(at({ route: "/about/", static: true }), lhr(0.99, 2500, 900_000)))).toEqual(["perf < 100"]);
  });

  it("has one row per page with its figures", () => {
    const text = table([rowOf(at({ route: "/cart/", member: true }), lhr(0.96, 2647.4, 148_512))]);
    expect(text.split("\n")[2]).toBe(
      "| shop | `/cart` (member) | `/cart/` | 96 | 100 | 100 | 100 | 2,647 ms | 148.5 KB | none |",
    );
  });

  it("takes each figure's median over the runs, not one run's", () => {
    const page = at({ route: "/" });
    const row = medianRow([
      rowOf(page, lhr(0.99, 2600, 300_000)),
      rowOf(page, lhr(0.66, 1800, 310_000)),
      rowOf(page, lhr(0.9, 1900, 305_000)),
    ]);
    expect(row).toMatchObject({ performance: 90, lcp: 1900, bytes: 305_000 });
  });

  it("sums each chain up in one row for the README", () => {
    const rows = [
      rowOf(at({ route: "/" }), lhr(0.98, 1712.3, 244_200)),
      rowOf(at({ route: "/about/", static: true }), lhr(0.99, 1100, 36_000)),
      rowOf(at({ route: "/cart/" }), lhr(0.96, 2500, 150_000)),
      rowOf(at({ route: "/", site: "other" }), lhr(0.93, 2100, 300_000)),
    ];
    expect(summaryTable(rows).split("\n").slice(2)).toEqual([
      "| shop | 3 | 96 / 98 | 100, 100 | 1,712 ms | 244.2 KB | 1 |",
      "| other | 1 | 93 / 93 | 100, 100 | 2,100 ms | 300.0 KB | 1 |",
    ]);
  });

  it("writes the benchmark index Lighthouse measured beside a run's figures, where the run recorded it", () => {
    const run = {
      started: "2026-11-29 22:50",
      finished: "2026-11-29 23:05",
      loadStart: "0.2",
      loadEnd: "1.1",
      cores: 2,
      chromium: "Chromium 156",
      runs: 3,
    };
    const [measured, older] = noteText([{ ...run, benchmarkIndex: 1812.4 }, run], [], ["12.6.1"]).split("\n\n");
    expect(measured).toMatch(/on 2 cores; benchmark index 1812 \(median of the runs\)\.$/);
    expect(older).toMatch(/on 2 cores\.$/);
  });

  it("replaces only the text between the markers", () => {
    const doc = "intro\n<!-- lighthouse:start -->\nold\n<!-- lighthouse:end -->\nafter\n";
    expect(between(doc, "new")).toBe("intro\n<!-- lighthouse:start -->\n\nnew\n\n<!-- lighthouse:end -->\nafter\n");
    expect(() => between("no markers", "new")).toThrow(/markers/);
    const readme = "a\n<!-- lighthouse-summary:start -->\nold\n<!-- lighthouse-summary:end -->\n";
    expect(between(readme, "new", "lighthouse-summary")).toContain("start -->\n\nnew\n\n<!-- lighthouse-summary:end");
  });
});
