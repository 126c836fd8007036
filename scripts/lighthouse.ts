/**
 * `npm run lighthouse`: a measurement, not a test. Builds every demo chain into its own temporary
 * DIST_DIR against a fresh demo gateway (pulled into a temporary copy of tenants/, so no committed
 * snapshot changes), serves it on its own port and runs Lighthouse (mobile, its default simulated
 * throttling) over every page type of every chain, several runs each, reporting medians. Protected
 * pages are measured with the chain's demo member signed in (the session record the login page
 * stores, seeded in localStorage) as a returning member: the page is opened once before each run,
 * so what the site remembers in localStorage (the card barcode) is there, then the HTTP cache is
 * cleared as for every run. The cart is measured for a guest too.
 *
 * Writes the table to lighthouse-report.md (LIGHTHOUSE_REPORT to change) and into README.md between
 * the `lighthouse:start` / `lighthouse:end` markers.
 *
 * Usage: node scripts/lighthouse.ts [--runs=3] [--sites=a,b] [--pages=home,cart] [--no-readme]
 *   [--dist=DIR] (measure an existing build; GATEWAY_URL, TENANTS_DIR) [--save=DIR] (each run's JSON)
 * Ports: LIGHTHOUSE_PORT, LIGHTHOUSE_GATEWAY_PORT (default: free ones). CHROMIUM_PATH picks Chromium.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Flags, Result } from "lighthouse";
import { startDemoGateway } from "./demo-gateway/server.ts";
import { gzipSize } from "./lib/js-weight.ts";
import { freePort } from "./lib/listen.ts";
import { commandLine } from "./lib/cli.ts";
import { demoMemberSession, firstIn, firstWeeklyAd, median } from "./lib/measure.ts";
import { ROOT, run } from "./lib/run.ts";
import { startPreviewServer } from "./serve.ts";

const USAGE = `Usage: npm run lighthouse -- [--runs=3] [--sites=a,b] [--pages=home,cart] [--no-readme]
  [--dist=DIR] (measure an existing build; GATEWAY_URL, TENANTS_DIR) [--save=DIR] (each run's JSON)`;
const { values: args } = commandLine("lighthouse", USAGE, {
  options: {
    runs: { type: "string" },
    sites: { type: "string" },
    pages: { type: "string" },
    "no-readme": { type: "boolean" },
    dist: { type: "string" },
    save: { type: "string" },
  },
});
const RUNS = Math.max(1, Number(args.runs ?? 3));
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const REPORT = resolve(ROOT, process.env["LIGHTHOUSE_REPORT"] ?? "lighthouse-report.md");
const SITES = ["freshmart", "greenvalley", "harvestmarket", "couponsonly", "hilltop"];

/** A page type: its route (or a function finding one in the build) and whether a member is signed in. */
type PageType = { name: string; route: string | ((siteDir: string) => string | null); member: boolean };

const PAGE_TYPES: PageType[] = [
  { name: "home", route: "/", member: false },
  { name: "policies", route: "/company-policies/", member: false },
  { name: "policy", route: firstIn("company-policies"), member: false },
  { name: "about", route: "/about/", member: false },
  { name: "about page", route: firstIn("about"), member: false },
  { name: "coupons", route: "/coupons/", member: false },
  { name: "coupons-only", route: "/coupons-only/", member: false },
  { name: "departments", route: "/department/", member: false },
  { name: "department", route: firstIn("department"), member: false },
  { name: "department (id)", route: firstIn("departments", ["floral"]), member: false },
  { name: "floral", route: "/departments/floral/", member: false },
  { name: "cart (guest)", route: "/cart/", member: false },
  { name: "cart", route: "/cart/", member: true },
  { name: "login", route: "/login/", member: false },
  { name: "forgot", route: "/forget-pin/", member: false },
  { name: "registration", route: "/register/", member: false },
  { name: "simple-register", route: "/simple-register/", member: false },
  { name: "link-card", route: "/link-card-registration/", member: false },
  { name: "my-account", route: "/my-account/", member: true },
  { name: "change-pin", route: "/change-pin/", member: true },
  { name: "my-rewards", route: "/my-rewards/", member: true },
  { name: "delete-account", route: "/how-to-delete-your-account/", member: false },
  { name: "weekly-ads", route: "/weekly-ads/", member: false },
  { name: "weekly-ad", route: firstWeeklyAd, member: false },
  { name: "weekly-ad gallery", route: (dir) => firstWeeklyAd(dir, "weekly-ads-gallery"), member: false },
  { name: "catering", route: "/catering/", member: false },
  { name: "contact", route: "/contact/", member: false },
  { name: "employment", route: "/employment/", member: false },
  { name: "loyalty", route: "/loyalty/", member: false },
  { name: "download-our-app", route: "/download-our-app/", member: false },
  { name: "tutorial", route: "/tutorial/", member: false },
  { name: "order-online", route: "/order-online/", member: false },
  { name: "pharmacy", route: "/pharmacy/", member: false },
  { name: "seniorteals", route: "/seniorteals/", member: false },
  { name: "tealsemp", route: "/tealsemp/", member: false },
  { name: "static page", route: firstIn("page"), member: false },
  { name: "error", route: "/error/", member: false },
];

/** One measured page: medians over the runs. */
type Row = {
  site: string;
  page: string;
  url: string;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsGzip: number;
};

/**
 * The gzipped size of the scripts a page loaded, as DESIGN §7's budgets count them: the file's own
 * bytes gzipped for scripts from the build (Lighthouse's transfer size adds each response's headers,
 * about 1 KB of security headers apiece with the preview server), the transfer size for any other;
 * each address once (a guest's cart and the login page it forwards to share their header scripts).
 * Scripts loaded on demand count too (sonner, when the page shows a toast).
 */
function scriptBytes(requests: readonly Record<string, unknown>[], origin: string, chainDir: string): number {
  const seen = new Set<string>();
  return requests
    .filter((r) => r["resourceType"] === "Script" && !seen.has(String(r["url"])) && seen.add(String(r["url"])))
    .reduce((sum, r) => {
      const url = new URL(String(r["url"]));
      const file = join(chainDir, decodeURIComponent(url.pathname));
      const own = url.origin === origin && existsSync(file);
      return sum + (own ? gzipSize(readFileSync(file)) : Number(r["transferSize"] ?? 0));
    }, 0);
}

/** The figures of one Lighthouse result. */
function figures(lhr: Result, origin: string, chainDir: string): Omit<Row, "site" | "page" | "url"> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const jsGzip = scriptBytes(requests ?? [], origin, chainDir);
  return {
    performance: score("performance"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    jsGzip,
  };
}

/** The chain's demo member signed in at the gateway: the record the login page stores. */
function memberSession(tenantsDir: string, site: string, gateway: string) {
  const info = JSON.parse(readFileSync(join(tenantsDir, site, "clientinfo.json"), "utf8")) as {
    data: { RSA_SUBDOMAIN: string };
  };
  return demoMemberSession(gateway, site, info.data.RSA_SUBDOMAIN);
}

/** A table in Markdown. */
function table(rows: readonly Row[]): string {
  const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n).toLocaleString("en-US")} ms` : "–");
  const head =
    "| chain | page | perf | FCP | LCP | TBT | CLS | a11y | best practices | SEO | JS gzip |\n" +
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |";
  const lines = rows.map((r) =>
    [
      r.site,
      r.page,
      r.performance,
      ms(r.fcp),
      ms(r.lcp),
      ms(r.tbt),
      r.cls.toFixed(3),
      r.accessibility,
      r.bestPractices,
      r.seo,
      `${(r.jsGzip / 1000).toFixed(1)} KB`,
    ].join(" | "),
  );
  return [head, ...lines.map((l) => `| ${l} |`)].join("\n");
}

/** Replaces the README's lighthouse section (between its markers) with `text`. */
function updateReadme(text: string): void {
  const file = resolve(ROOT, "README.md");
  const readme = readFileSync(file, "utf8");
  const start = "<!-- lighthouse:start -->";
  const end = "<!-- lighthouse:end -->";
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) {
    console.warn("README.md has no lighthouse markers; only the report file was written");
    return;
  }
  writeFileSync(file, `${readme.slice(0, a + start.length)}\n${text}\n${readme.slice(b)}`);
}

async function main(): Promise<void> {
  const sites = args.sites?.split(",") ?? SITES;
  const wanted = args.pages?.split(",");
  const types = PAGE_TYPES.filter((t) => !wanted || wanted.includes(t.name));
  const sitePort = Number(process.env["LIGHTHOUSE_PORT"] ?? (await freePort()));
  const cleanup: (() => Promise<unknown> | void)[] = [];
  // --dist=DIR measures an existing build against the gateway it was built for (GATEWAY_URL, default
  // the demo gateway of `npm start`) instead of pulling and building afresh: for iterating on one page.
  const reuse = args.dist;
  let distDir: string;
  let tenantsDir: string;
  let gatewayUrl: string;
  if (reuse !== undefined) {
    distDir = resolve(ROOT, reuse);
    tenantsDir = resolve(ROOT, process.env["TENANTS_DIR"] ?? "tenants");
    gatewayUrl = process.env["GATEWAY_URL"] ?? "http://localhost:8787";
  } else {
    const gatewayPort = Number(process.env["LIGHTHOUSE_GATEWAY_PORT"] ?? (await freePort()));
    distDir = mkdtempSync(join(tmpdir(), "lighthouse-dist-"));
    tenantsDir = mkdtempSync(join(tmpdir(), "lighthouse-tenants-"));
    cpSync(resolve(ROOT, "tenants"), tenantsDir, { recursive: true });
    const gateway = await startDemoGateway({ port: gatewayPort });
    gatewayUrl = gateway.url;
    const [dist, tenants] = [distDir, tenantsDir];
    cleanup.push(
      () => gateway.close(),
      () => rmSync(dist, { recursive: true, force: true }),
      () => rmSync(tenants, { recursive: true, force: true }),
    );
  }
  try {
    if (reuse === undefined) {
      const env = { GATEWAY_URL: gatewayUrl, TENANTS_DIR: tenantsDir, DIST_DIR: distDir, TENANTS: sites.join(",") };
      if ((await run({ script: "scripts/pull.ts" }, env)) !== 0)
        console.warn("pull failed; building the last snapshots");
      if ((await run({ npm: ["run", "build"] }, env)) !== 0) throw new Error("the build failed");
    }
    const server = await startPreviewServer({ port: sitePort, distDir });
    cleanup.unshift(() => server.close());
    // Loaded here, not at the top: `--help` and a usage error answer without loading Lighthouse.
    const [chromeLauncher, { default: lighthouse }, { default: puppeteer }] = await Promise.all([
      import("chrome-launcher"),
      import("lighthouse"),
      import("puppeteer-core"),
    ]);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
    });
    cleanup.unshift(() => chrome.kill());
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    cleanup.unshift(() => browser.disconnect());
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    const load = loadavg()[0]?.toFixed(1);
    const rows: Row[] = [];
    const skipped: string[] = [];
    for (const site of sites) {
      const session = await memberSession(tenantsDir, site, gatewayUrl);
      for (const type of types) {
        const route = typeof type.route === "string" ? type.route : type.route(join(distDir, site));
        const file = join(distDir, site, route ?? "", "index.html");
        if (route === null || !existsSync(file)) continue;
        if (type.member && session === null) continue;
        // A page the chain sends on at once (its /employment to the error page) is no page type of its own.
        if (/<meta[^>]+http-equiv="refresh"/i.test(readFileSync(file, "utf8"))) {
          skipped.push(`${site} ${type.name}`);
          continue;
        }
        const url = `${server.url}/${site}${route}`;
        const results: Omit<Row, "site" | "page" | "url">[] = [];
        let failures = 0;
        for (let i = 0; i < RUNS; i += 1) {
          // A cold cache each run; the session (or none) seeded the way the login page stores it.
          await page.goto(`${server.url}/favicon.svg`);
          await page.evaluate(
            (s) => {
              localStorage.clear();
              sessionStorage.clear();
              if (s) localStorage.setItem(s.key, s.value);
            },
            type.member ? session : null,
          );
          // A returning member: one earlier visit leaves what the site remembers (localStorage).
          if (type.member) await page.goto(url, { waitUntil: "networkidle0" });
          await cdp.send("Network.clearBrowserCache");
          const flags: Flags = { disableStorageReset: true, logLevel: "error", output: "json" };
          const result = await lighthouse(url, flags, undefined, page);
          if (!result) continue;
          // A run Lighthouse could not finish (NO_NAVSTART and the like) has no figures: run it again.
          const failed = result.lhr.runtimeError;
          if (failed !== undefined) {
            failures += 1;
            console.warn(`${site} ${type.name}: run ${i + 1} failed (${failed.code}: ${failed.message})`);
            if (failures <= RUNS) i -= 1;
            continue;
          }
          // The page's scripts are its chain folder's own (`/_assets/…` resolves there).
          results.push(figures(result.lhr, server.url, join(distDir, site)));
          const save = args.save;
          if (save !== undefined) {
            mkdirSync(resolve(ROOT, save), { recursive: true });
            const name = `${site}-${type.name.replace(/\W+/g, "-")}-${i + 1}.json`;
            writeFileSync(resolve(ROOT, save, name), JSON.stringify(result.lhr));
          }
        }
        const pick = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
        const row: Row = {
          site,
          page: type.name,
          url: `/${site}${route}`,
          performance: pick("performance"),
          fcp: pick("fcp"),
          lcp: pick("lcp"),
          tbt: pick("tbt"),
          cls: pick("cls"),
          accessibility: pick("accessibility"),
          bestPractices: pick("bestPractices"),
          seo: pick("seo"),
          jsGzip: pick("jsGzip"),
        };
        rows.push(row);
        console.log(
          `${site} ${type.name}: perf ${row.performance}, a11y ${row.accessibility}, BP ${row.bestPractices}, SEO ${row.seo}`,
        );
      }
    }
    const when = new Date().toISOString().slice(0, 16).replace("T", " ");
    const note =
      `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"}, mobile, default simulated throttling, ` +
      `headless Chromium; ${when} UTC, load average ${load} on ${cpus().length} cores at the start.`;
    const left =
      skipped.length > 0
        ? `\n\nNot measured: ${skipped.join(", ")}: the page only forwards to the error page (the chain's setting).`
        : "";
    const text = `${note}${left}\n\n${table(rows)}`;
    writeFileSync(REPORT, `# Lighthouse\n\n${text}\n`);
    if (!args["no-readme"]) updateReadme(text);
    console.log(`\n${text}\n\nwritten to ${REPORT}`);
    const below = rows.filter(
      (r) => r.performance < 95 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100,
    );
    if (below.length > 0) console.log(`\n${below.length} page(s) below the bars (perf ≥ 95; a11y, BP, SEO 100)`);
  } finally {
    for (const step of cleanup) await step();
  }
}

await main();
