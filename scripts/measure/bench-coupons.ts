/**
 * `npm run bench:coupons`: a benchmark, not a test. Opens the large demo chain's /coupons/ (2,000+
 * coupons) as a mid-range phone on a slow network sees it — Chromium with CDP's 4× CPU slowdown and
 * DevTools' "Fast 3G" (`lib/phone-load.ts`), 390 × 844, an empty cache — over a build (read only:
 * DIST_DIR, default dist/) and a demo gateway it starts itself, for a guest and for the chain's demo
 * member with a session, with the gateway compressing its JSON and without. Per load it reports the
 * first paint, the first coupon card, the first card whose Clip button works (a press sends a guest
 * to /login or a member's SaveMyCart to the gateway), the whole list there, the longest main-thread
 * task and the bytes moved. Medians of --runs runs with the fastest and slowest.
 *
 * Each run is two loads per column: one presses the first card's Clip button until it works (the
 * times), one does not (the bytes and tasks of a visit, without what a press loads). The member's
 * gateway state is reset before each load. `--interactions` adds the older desktop figures ("Show
 * more", search, clip → badge) from `bench-coupons-desktop.ts`.
 */
import { loadavg } from "node:os";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser } from "@playwright/test";
import { startDemoGateway } from "../services/demo-gateway/server.ts";
import { allCoupons, benchChain, tenantFile } from "./bench-chain.ts";
import { commandLine } from "../lib/cli.ts";
import { configuredDistDir } from "../lib/dist-dir.ts";
import { isPortFree } from "../lib/listen.ts";
import { demoMemberSession, median } from "./measure.ts";
import type { StoredSession } from "./measure.ts";
import { FAST_3G, PHONE_VIEWPORT, phoneLoad, type ByteKind, type PhoneLoad } from "./phone-load.ts";
import { startPreviewServer } from "../serve/serve.ts";
import { startH2Preview } from "../serve/h2-preview.ts";
import { desktopFigures } from "./bench-coupons-desktop.ts";

const USAGE = `Usage: npm run bench:coupons -- [--dist=DIR] [--site=<site>] [--lang=en] [--runs=3] [--who=guest,member]
       [--compression=on,off] [--http=2] [--dpr=1.75] [--cpu=4] [--interactions]

The large chain's /coupons/ on a phone (390x844, Fast 3G, CPU 4x slower, empty cache): first paint,
first card, first working Clip button, whole list, longest task, bytes. Needs a build (npm run build)
and the build's gateway port free: the script starts its own gateway.`;
const { values: cli } = commandLine("bench:coupons", USAGE, {
  options: {
    dist: { type: "string" },
    site: { type: "string" },
    lang: { type: "string" },
    runs: { type: "string" },
    who: { type: "string" },
    compression: { type: "string" },
    dpr: { type: "string" },
    cpu: { type: "string" },
    http: { type: "string" },
    interactions: { type: "boolean" },
  },
});
const DIST = cli.dist !== undefined ? resolve(cli.dist) : configuredDistDir();
const RUNS = Math.max(1, Number(cli.runs ?? 3));
/** The page's language: `--lang=es` measures a two-language chain's /es/coupons/. */
const LANG = cli.lang ?? "en";
const CPU = Number(cli.cpu ?? 4);
/** Lighthouse's mobile device pixel ratio (its Moto G Power); `--dpr=3` for an iPhone's. */
const DPR = Number(cli.dpr ?? 1.75);
const WHO = (cli.who ?? "guest,member").split(",") as ("guest" | "member")[];
const COMPRESSION = (cli.compression ?? "on,off").split(",").map((v) => v === "on");
/** The site over HTTP/2 with TLS, as the chains' CDNs serve it (`serve/h2-preview.ts`), or the preview's HTTP/1.1. */
const HTTP2 = (cli.http ?? "2") === "2";
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
if (
  !["2", "1.1"].includes(cli.http ?? "2") ||
  [RUNS, CPU, DPR].some((n) => !Number.isFinite(n) || n <= 0) ||
  WHO.some((w) => w !== "guest" && w !== "member")
) {
  console.error(`bench:coupons: bad option\n\n${USAGE}`);
  process.exit(2);
}

/** One column of the report: who, with which gateway. */
type Column = { who: "guest" | "member"; gzip: boolean };

/** The chain's seeded demo member, signed in at the gateway: the record the login page stores. */
async function memberSession(site: string, gateway: string): Promise<StoredSession> {
  const subdomain =
    tenantFile<{ data: { RSA_SUBDOMAIN: string } }>(site, "clientinfo.json")?.data.RSA_SUBDOMAIN ?? site;
  const session = await demoMemberSession(gateway, site, subdomain);
  if (!session) throw new Error(`no demo member for ${site}`);
  return session;
}

/** The figures of one run of a column: a load that presses, then one that does not. */
async function measureRun(browser: Browser, url: string, gateway: string, site: string, who: Column["who"]) {
  const load = async (press: boolean): Promise<PhoneLoad> => {
    await fetch(`${gateway}/__demo/reset`, { method: "POST" });
    const session = who === "member" ? await memberSession(site, gateway) : null;
    return phoneLoad(browser, { url, session, press, cpu: CPU, network: FAST_3G, dpr: DPR, gatewayOrigin: gateway });
  };
  const pressed = await load(true);
  const quiet = await load(false);
  const m = pressed.marks;
  const kb = (kinds: ByteKind[]) => kinds.reduce((sum, k) => sum + quiet.bytes[k], 0) / 1000;
  return {
    "first paint (ms)": m.firstPaint,
    "first contentful paint (ms)": m.firstContentfulPaint,
    "first coupon card (ms)": m.firstCard,
    [`first card's Clip works (ms)`]: m.clipWorks,
    "whole list there (ms)": quiet.marks.listComplete,
    "gateway's list answered (ms)": quiet.marks.liveList,
    "longest task (ms)": Math.max(0, ...quiet.marks.tasks),
    "tasks over 200 ms": quiet.marks.tasks.filter((t) => t > 200).length,
    "KB moved, all": kb(["html", "js", "css", "images", "fonts", "site data", "gateway", "other"]),
    "  of which JS": kb(["js"]),
    "  of which coupon data, site": kb(["site data"]),
    "  of which gateway calls": kb(["gateway"]),
    "  of which images": kb(["images"]),
    "  of which HTML, CSS, fonts, other": kb(["html", "css", "fonts", "other"]),
    requests: quiet.requests,
  } as Record<string, number | undefined>;
}

/** `median (min–max)` of the finite values. */
function cell(values: (number | undefined)[]): string {
  const ok = values.filter((v): v is number => v !== undefined && Number.isFinite(v) && v >= 0);
  if (ok.length === 0) return "—";
  const f = (v: number) => Math.round(v).toLocaleString("en-US");
  return ok.length === 1 ? f(ok[0] ?? 0) : `${f(median(ok))} (${f(Math.min(...ok))}–${f(Math.max(...ok))})`;
}

/** Prints the table: one row per figure, one column per who and gateway. */
function report(columns: Column[], runs: Record<string, number | undefined>[][]): void {
  const names = [...new Set(runs.flatMap((column) => column.flatMap((r) => Object.keys(r))))];
  const heads = columns.map((c) => `${c.who}, gateway ${c.gzip ? "gzip" : "uncompressed"}`);
  const width = Math.max(...heads.map((h) => h.length), 22);
  console.log(`\n${"figure".padEnd(32)} ${heads.map((h) => h.padStart(width)).join(" ")}`);
  for (const name of names) {
    const cells = runs.map((column) => cell(column.map((r) => r[name])).padStart(width));
    console.log(`${name.padEnd(32)} ${cells.join(" ")}`);
  }
}

async function main(): Promise<void> {
  const { site, gateway } = benchChain(DIST, cli.site);
  const page = `${site}${LANG === "en" ? "" : `/${LANG}`}/coupons/`;
  if (!existsSync(join(DIST, page, "index.html")))
    throw new Error(`the build holds no ${page}: is ${LANG} a language of ${site}?`);
  const port = Number(new URL(gateway).port || 80);
  if (!(await isPortFree(port))) throw new Error(`port ${port} (the build's gateway) is taken: stop what runs there`);
  const env = { ...process.env, GATEWAY_URL: gateway };
  const preview = HTTP2 ? await startH2Preview(DIST, env) : await startPreviewServer({ port: 0, distDir: DIST, env });
  // The HTTP/2 preview's certificate is a throwaway one made for the run, and the demo gateway (its
  // pictures included) answers on plain http: a production gateway would be https.
  const tls = ["--ignore-certificate-errors", "--allow-running-insecure-content"];
  const args = [
    "--no-sandbox",
    "--disable-gpu",
    ...(HTTP2 ? [...tls, "--disable-features=MixedContentAutoupgrade"] : []),
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args });
  const url = `${preview.url}/${page}`;
  try {
    const load = loadavg()[0]?.toFixed(1);
    console.log(
      `bench:coupons — ${page} (${allCoupons(site)} coupons), Chromium ${browser.version()}, ` +
        `${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height} at ${DPR}x, Fast 3G (${FAST_3G.latency} ms, ` +
        `${(FAST_3G.downloadThroughput * 8) / 1e6} Mbit/s down, ${(FAST_3G.uploadThroughput * 8) / 1e3} kbit/s up), ` +
        `CPU ${CPU}× slower, empty cache, ${HTTP2 ? "HTTP/2 with TLS" : "HTTP/1.1"}, ${RUNS} runs; ` +
        `load average ${load} at the start`,
    );
    const columns = COMPRESSION.flatMap((gzip) => WHO.map((who) => ({ who, gzip })));
    const runs: Record<string, number | undefined>[][] = columns.map(() => []);
    for (const gzip of COMPRESSION) {
      const own = await startDemoGateway({ port, compressJson: gzip });
      try {
        for (let i = 0; i < RUNS; i++) {
          for (const [index, column] of columns.entries()) {
            if (column.gzip !== gzip) continue;
            runs[index]?.push(await measureRun(browser, url, gateway, site, column.who));
            process.stdout.write(`run ${i + 1}/${RUNS}: ${column.who}, gateway ${gzip ? "gzip" : "uncompressed"}\n`);
          }
        }
        if (cli.interactions && gzip) await desktopFigures(browser, preview.url, site, gateway, RUNS);
      } finally {
        await own.close();
      }
    }
    report(columns, runs);
    console.log(`load average ${loadavg()[0]?.toFixed(1)} at the end (2 cores: above 2 means other work competed)`);
  } finally {
    await browser.close();
    await preview.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:coupons: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
