/**
 * `npm run bench:coupons`: a benchmark, not a test. Opens the large demo chain's /coupons (2,000+
 * coupons) in Chromium with 4× CPU throttling, over a build (read only: DIST_DIR, default dist/) and the demo gateway on
 * localhost, and reports: time to the first coupon card, time until the shown department's cards
 * are rendered, the longest main-thread task, "Show more" and search latency, and the time from a
 * clip (and an unclip) to the header badge update. Times are medians of --runs runs, measured in the
 * page from navigation start (or from the click) to the next animation frame after the DOM change.
 *
 * Usage: node scripts/bench-coupons.ts [--dist=$DIST_DIR] [--site=<site>] [--runs=3]
 * The chain defaults to the built one with the most coupons (its pulled department counts). Needs a
 * build (`npm run build`); starts the demo gateway on the port the build calls unless one already
 * listens there, and signs in as the chain's seeded demo member for the clip figures.
 */
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { startDemoGateway } from "./demo-gateway/server.ts";
import { benchChain, couponCount, tenantFile, throttledPage } from "./lib/bench-chain.ts";
import { configuredDistDir } from "./lib/dist-dir.ts";
import { isPortFree } from "./lib/listen.ts";
import { commandLine } from "./lib/cli.ts";
import { demoMemberSession, median } from "./lib/measure.ts";
import type { StoredSession } from "./lib/measure.ts";
import { startPreviewServer } from "./serve.ts";
import { BENCH_PROBE, clipProbe, searchProbe, showAllProbe, showMoreProbe } from "./bench-coupons-probes.ts";
import type { LoadMarks } from "./bench-coupons-probes.ts";

const USAGE = `Usage: npm run bench:coupons -- [--dist=$DIST_DIR] [--site=<site>] [--runs=3]

Times the coupons page of the chain with the most coupons (or --site): first card, full list, a clip.`;
const { values: args } = commandLine("bench:coupons", USAGE, {
  options: { dist: { type: "string" }, site: { type: "string" }, runs: { type: "string" } },
});
const DIST = args.dist !== undefined ? resolve(args.dist) : configuredDistDir();
const RUNS = Math.max(1, Number(args.runs ?? 3));
const CPU_SLOWDOWN = 4;
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** The chain to measure and the gateway origin its built pages call. */
const target = (): { site: string; gateway: string } => benchChain(DIST, args.site);

/** A page of a fresh context with the CPU slowed down and the probes installed. */
const benchPage = (browser: Browser, session: StoredSession | null): Promise<Page> =>
  throttledPage(browser, { cpu: CPU_SLOWDOWN, session, initScript: BENCH_PROBE });

/** One guest load of /coupons: first card, first page, longest task, "Show more", every card, search. */
async function measureLoad(browser: Browser, base: string, site: string): Promise<Record<string, number>> {
  const page = await benchPage(browser, null);
  await page.goto(`${base}/${site}/coupons/`);
  await page.waitForFunction(() => ((window as unknown as { __bench: LoadMarks }).__bench.page ?? 0) > 0, null, {
    timeout: 60_000,
  });
  const marks = await page.evaluate(() => (window as unknown as { __bench: LoadMarks }).__bench);
  const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
  const showMore = await page.evaluate(showMoreProbe);
  const all = await page.evaluate(showAllProbe);
  const search = await page.evaluate(searchProbe, "shrimp");
  await page.context().close();
  return {
    "first contentful paint": paint ?? Number.NaN,
    "first coupon card": marks.first ?? Number.NaN,
    "first card of the live list": marks.live ?? Number.NaN,
    [`first page (${marks.count} cards) drawn`]: marks.page ?? Number.NaN,
    "longest task while loading": marks.longest,
    "Show more (48 more cards)": showMore,
    [`Show more until all ${all.cards} drawn`]: all.ms,
    "search, all cards drawn": search,
  };
}

/** The chain's seeded demo member, signed in at the gateway: the record the login page stores. */
async function memberSession(site: string, gateway: string): Promise<StoredSession> {
  const subdomain =
    tenantFile<{ data: { RSA_SUBDOMAIN: string } }>(site, "clientinfo.json")?.data.RSA_SUBDOMAIN ?? site;
  const session = await demoMemberSession(gateway, site, subdomain);
  if (!session) throw new Error(`no demo member for ${site}`);
  return session;
}

/** A member's clip and unclip of one coupon of the full list: click to badge update, both ways. */
async function measureClip(
  browser: Browser,
  base: string,
  site: string,
  gateway: string,
): Promise<Record<string, number>> {
  const page = await benchPage(browser, await memberSession(site, gateway));
  await page.goto(`${base}/${site}/coupons/`);
  const card = page
    .locator(".coupon-grid > li")
    .filter({ has: page.getByRole("button", { name: /^Add to (Cart|List): / }) });
  await card.first().waitFor({ timeout: 60_000 });
  const id = Number(await card.first().getAttribute("data-coupon-id"));
  const clip = await page.evaluate(clipProbe, id);
  // The unclip puts the member's cart back as it was.
  const unclip = await page.evaluate(clipProbe, id);
  await page.context().close();
  return { "clip → badge update": clip, "unclip → badge update": unclip };
}

/** Prints the median, fastest and slowest run of every figure. */
function report(runs: Record<string, number>[]): void {
  const names = [...new Set(runs.flatMap((r) => Object.keys(r)))];
  const rows = names.map((name) => {
    const values = runs.map((r) => r[name]).filter((v): v is number => v !== undefined && Number.isFinite(v));
    const ms = (v: number) => `${Math.round(v)} ms`.padStart(9);
    return `${name.padEnd(36)} ${ms(median(values))} ${ms(Math.min(...values))} ${ms(Math.max(...values))}`;
  });
  console.log(`\n${"figure".padEnd(36)} ${"median".padStart(9)} ${"min".padStart(9)} ${"max".padStart(9)}`);
  for (const row of rows) console.log(row);
}

async function main(): Promise<void> {
  const { site, gateway } = target();
  const port = Number(new URL(gateway).port || 80);
  const ownGateway = (await isPortFree(port)) ? await startDemoGateway({ port }) : null;
  const preview = await startPreviewServer({ port: 0, distDir: DIST, env: { ...process.env, GATEWAY_URL: gateway } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    console.log(
      `bench:coupons — ${site} (${couponCount(site)} coupons), Chromium ${browser.version()}, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs, gateway ${gateway}`,
    );
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < RUNS; i++) {
      const load = await measureLoad(browser, preview.url, site);
      runs.push({ ...load, ...(await measureClip(browser, preview.url, site, gateway)) });
      process.stdout.write(`run ${i + 1}/${RUNS} done\n`);
    }
    report(runs);
  } finally {
    await browser.close();
    await preview.close();
    await ownGateway?.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:coupons: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
