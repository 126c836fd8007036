/**
 * `npm run bench:weekly-ad`: the weekly ad's and catering's largest paint on a slow phone (DESIGN §7:
 * CDP 4× CPU and Fast 3G, empty cache, 390×844), for the first weekly-ad store page and /catering/ of
 * every demo chain of a build, as a guest: the median over the runs of the largest-contentful-paint
 * entry's time and the element it names. A benchmark, not a test: it builds nothing and writes nothing.
 * It serves the build and starts the demo gateway as `npm run lighthouse` does. Figures taken on a busy
 * machine are provisional: the load average at the start and end is printed beside them.
 */
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { commandLine } from "../lib/cli.ts";
import { configuredDistDir } from "../lib/dist-dir.ts";
import { benchPreview, firstWeeklyAd, localGateway, measuredSites, median } from "./measure.ts";
import { ROOT } from "../lib/run.ts";

const USAGE = `Usage: npm run bench:weekly-ad -- [--dist=DIR] [--sites=a,b] [--runs=3] [--http=2]

  --dist=DIR   the build to measure (default DIST_DIR, else dist/)
  --sites=a,b  these chains (default every demo chain of the build)
  --runs=N     runs per page (default 3); the median is reported
  --http=2|1.1 over HTTP/2 with TLS, as the chains' CDN hosts serve (default), or the preview's HTTP/1.1

Environment: CHROMIUM_PATH (default /usr/bin/chromium).`;
const { values: args } = commandLine("bench:weekly-ad", USAGE, {
  options: { dist: { type: "string" }, sites: { type: "string" }, runs: { type: "string" }, http: { type: "string" } },
});

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
/** Chrome DevTools' "Fast 3G": 1.44 Mbit/s down, 675 kbit/s up, 562.5 ms round trip. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;

type Paint = { lcp: number; element: string };

/** One visit of `url` on a fresh slow phone: the last largest-contentful-paint entry once the network is idle. */
async function visit(browser: Browser, url: string): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", FAST_3G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // Until nothing more arrives: a picture drawn by an island after the load is a later, larger paint.
    await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
    return await page.evaluate(
      () =>
        new Promise<Paint>((done) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
            const el = last?.element;
            const name = el
              ? `${el.tagName.toLowerCase()}${el.getAttribute("alt") ? ` "${el.getAttribute("alt")}"` : ""}`
              : "";
            done({ lcp: last?.startTime ?? Number.NaN, element: name });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(args.runs ?? 3));
  const distDir = args.dist !== undefined ? resolve(ROOT, args.dist) : configuredDistDir();
  const { sites, gatewayUrl } = await measuredSites(distDir, args.sites?.split(","));
  const gateway = await localGateway(gatewayUrl);
  const server = await benchPreview(distDir, args.http);
  const http2 = server.http2;
  // The HTTP/2 preview's certificate is a throwaway one; the demo gateway answers on plain http.
  const tls = [
    "--ignore-certificate-errors",
    "--allow-running-insecure-content",
    "--disable-features=MixedContentAutoupgrade",
  ];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", ...(http2 ? tls : [])],
  });
  const load = (loadavg()[0] ?? 0).toFixed(1);
  const rows: string[] = [];
  try {
    for (const { site } of sites) {
      const pages = [firstWeeklyAd(resolve(distDir, site)), "/catering/"].filter((p): p is string => p !== null);
      for (const path of pages) {
        const paints: Paint[] = [];
        for (let i = 0; i < runs; i++) paints.push(await visit(browser, `${server.url}/${site}${path}`));
        const lcp = Math.round(median(paints.map((p) => p.lcp))).toLocaleString("en-US");
        rows.push(`| ${site} | \`${path}\` | ${lcp} ms | ${paints[0]?.element ?? ""} |`);
        console.error(rows.at(-1));
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await gateway.close();
  }
  console.log(
    `Slow phone (CDP ${CPU_SLOWDOWN}× CPU, Fast 3G, empty cache, 390×844), guest, median of ${runs}, ` +
      `${http2 ? "HTTP/2 with TLS" : "HTTP/1.1"}; ` +
      `load average ${load} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end.\n`,
  );
  console.log("| chain | page | LCP | LCP element |\n| --- | --- | ---: | --- |");
  console.log(rows.join("\n"));
}

await main();
