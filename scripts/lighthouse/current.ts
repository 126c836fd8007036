/**
 * `npm run lighthouse:current`: the same pages measured with the current Lighthouse (13.x, fetched by
 * `npx lighthouse@13`), beside the pinned one lhci brings (12.6, `npm run lighthouse`): Lighthouse's
 * mobile defaults and simulated throttling, `--runs` runs per page, the median of each figure, and
 * the benchmark index Lighthouse measured for this machine. It builds nothing and writes no table:
 * it prints one line per page. Serves the build and starts the demo gateway at the build's address
 * (that port must be free).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startDemoGateway } from "../demo-gateway/server.ts";
import { commandLine } from "../lib/cli.ts";
import { configuredDistDir } from "../lib/dist-dir.ts";
import { median } from "../lib/measure.ts";
import { readSites } from "../lib/sites.ts";
import { startPreviewServer } from "../serve.ts";

const USAGE = `Usage: npm run lighthouse:current -- --pages=/harvestmarket/coupons/,/freshmart/coupons/ [--dist=DIR] [--runs=3]

Runs Lighthouse 13 (npx lighthouse@13) on each page of the build, mobile, simulated throttling; prints
the median performance, LCP, TBT and the benchmark index.`;
const { values: args } = commandLine("lighthouse:current", USAGE, {
  options: { dist: { type: "string" }, pages: { type: "string" }, runs: { type: "string" } },
});
const DIST = args.dist === undefined ? configuredDistDir() : resolve(args.dist);
const RUNS = Number(args.runs ?? 3);
const PAGES = (args.pages ?? "").split(",").filter(Boolean);
const CHROME = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** One Lighthouse 13 run of `url`: its figures. */
function run(url: string): Record<string, number> {
  const dir = mkdtempSync(join(tmpdir(), "lh13-"));
  try {
    const out = join(dir, "report.json");
    execFileSync(
      "npx",
      [
        "--yes",
        "lighthouse@13",
        url,
        "--quiet",
        "--output=json",
        `--output-path=${out}`,
        `--chrome-path=${CHROME}`,
      ].concat(["--only-categories=performance", "--chrome-flags=--headless=new --no-sandbox --disable-gpu"]),
      { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: CHROME } },
    );
    const lhr = JSON.parse(readFileSync(out, "utf8")) as {
      lighthouseVersion: string;
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue?: number }>;
      environment: { benchmarkIndex: number };
    };
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      "LCP ms": lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      "TBT ms": lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      "benchmark index": lhr.environment.benchmarkIndex,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (PAGES.length === 0) throw new Error(`name the pages (--pages)\n\n${USAGE}`);
  const sites = await readSites(DIST);
  const gatewayUrl = sites[0]?.gatewayUrl;
  if (gatewayUrl === undefined) throw new Error(`${DIST} holds no site: build it first`);
  const gateway = await startDemoGateway({ port: Number(new URL(gatewayUrl).port || 80) });
  const preview = await startPreviewServer({
    port: 0,
    distDir: DIST,
    env: { ...process.env, GATEWAY_URL: gatewayUrl },
  });
  try {
    const version = execFileSync("npx", ["--yes", "lighthouse@13", "--version"], { encoding: "utf8" }).trim();
    console.log(
      `Lighthouse ${version}, mobile, simulated throttling, median of ${RUNS}; load average ${loadavg()[0]?.toFixed(1)}`,
    );
    for (const page of PAGES) {
      const runs = Array.from({ length: RUNS }, () => run(`${preview.url}${page}`));
      const cells = Object.keys(runs[0] ?? {}).map(
        (k) => `${k} ${Math.round(median(runs.map((r) => r[k] ?? Number.NaN)))}`,
      );
      console.log(`${page}: ${cells.join(", ")}`);
    }
    console.log(`load average ${loadavg()[0]?.toFixed(1)} at the end`);
  } finally {
    await preview.close();
    await gateway.close();
  }
}

main().catch((error: unknown) => {
  console.error(`lighthouse:current: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
