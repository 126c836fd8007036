/**
 * `npm run bench:build`: how the release scales with the number of chains. For each N (default
 * 5, 25, 100; `--chains=5,25`) it makes N synthetic chains from the demo chains' snapshots (the
 * answers of the demo gateway's seeds: chain k is a copy of demo chain k mod 5 under its own site
 * key and hosts), then measures, each in a fresh process:
 *
 *   full     `npm run release -- --force --no-pull --no-smoke`: every chain built (astro build),
 *            audited (check:dist) and assembled — build time, pages/s, peak memory — with an
 *            empty image cache (every picture fetched and encoded: src/lib/images/)
 *   warm     the same again with the image cache filled: the difference is the images' cold cost
 *   one      one chain's snapshot changed, `npm run release -- --no-pull` (smoke pass included)
 *   none     nothing changed, `npm run release -- --no-pull`
 *
 * The seeds are pulled fresh from a demo gateway started for the run (its photographic pictures at
 * their real weights), which serves the pictures while the chains build. Results go to the console
 * as Markdown tables and to bench-results/build.json. Everything runs in a temporary folder (the
 * image cache too); the committed tenants/ and dist/ are not touched. Not a test: no pass/fail.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startDemoGateway } from "./demo-gateway/server.ts";
import { commandLine } from "./lib/cli.ts";
import { chainDeploy } from "./lib/release/deploy-scope.ts";
import type { ReleaseReport } from "./lib/release/report.ts";
import { childEnv, ROOT } from "./lib/run.ts";

const USAGE = `Usage: npm run bench:build -- [--chains=5,25,100]

Measures full, one-chain and no-change releases of N synthetic chains (copies of the demo chains)
in a temporary folder; results in bench-results/build.json.`;
const { values: cli } = import.meta.main
  ? commandLine("bench:build", USAGE, { options: { chains: { type: "string" } } })
  : { values: {} as { chains?: string } };
const SIZES = (cli.chains ?? "5,25,100").split(",").map(Number);
/** The demo chains (the test chain is never released, so it is no seed). */
const SEEDS = readdirSync(join(ROOT, "tenants"), { withFileTypes: true })
  .filter((e) => e.isDirectory() && chainDeploy(join(ROOT, "tenants"), e.name) === "demo")
  .map((e) => e.name)
  .sort();

/** N synthetic chains in `dir`: copies of the demo chains (from `seeds`) with their own site keys and hosts. */
export function makeChains(dir: string, n: number, seeds = join(ROOT, "tenants")): string[] {
  const map: Record<string, string> = {};
  const sites: string[] = [];
  for (let k = 0; k < n; k++) {
    const seed = SEEDS[k % SEEDS.length] as string;
    const site = `${seed}-${String(k).padStart(3, "0")}`;
    cpSync(join(seeds, seed), join(dir, site), { recursive: true });
    const localFile = join(dir, site, "local.json");
    // local.json is optional (a chain with every default has none)
    const local = (existsSync(localFile) ? JSON.parse(readFileSync(localFile, "utf8")) : {}) as Record<string, unknown>;
    delete local["hosts"];
    if (local["primaryHost"] !== undefined) local["primaryHost"] = `www.${site}.example`;
    writeFileSync(localFile, `${JSON.stringify(local, null, 2)}\n`);
    // Each chain keeps its signed-in members apart by its own RSA_SUBDOMAIN (two chains may not share one).
    const infoFile = join(dir, site, "clientinfo.json");
    const info = JSON.parse(readFileSync(infoFile, "utf8")) as { data?: Record<string, unknown> };
    if (info.data) info.data["RSA_SUBDOMAIN"] = site;
    writeFileSync(infoFile, `${JSON.stringify(info, null, 2)}\n`);
    map[`${site}.localhost`] = site;
    map[`www.${site}.example`] = site;
    sites.push(site);
  }
  writeFileSync(join(dir, "domain-map.json"), `${JSON.stringify(map, null, 2)}\n`);
  return sites;
}

type Run = { seconds: number; peakMb: number; code: number; report: ReleaseReport };

/** Runs the release CLI under /usr/bin/time (peak RSS of the largest process: the build). */
function release(args: string[], env: NodeJS.ProcessEnv, reportFile: string): Promise<Run> {
  return new Promise((done, fail) => {
    const started = performance.now();
    // The synthetic chains are demo chains, built against no real gateway.
    const cmd = [
      process.execPath,
      join(ROOT, "scripts", "release.ts"),
      ...args,
      "--include-demo",
      "--allow-local-gateway",
    ];
    const child = spawn("/usr/bin/time", ["-f", "%M", ...cmd], {
      cwd: ROOT,
      env: childEnv(env),
      stdio: ["ignore", "inherit", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d: Buffer) => {
      err += d.toString();
      process.stderr.write(d);
    });
    child.on("error", fail);
    child.on("exit", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const peakKb = Number(/(\d+)\s*$/.exec(err.trim())?.[1] ?? 0);
      const report = JSON.parse(readFileSync(reportFile, "utf8")) as ReleaseReport;
      done({ seconds, peakMb: peakKb / 1024, code: code ?? 1, report });
    });
  });
}

const fmt = (n: number, d = 1) => n.toFixed(d);

/** Pulls the demo chains from `gatewayUrl` into a copy of tenants/ (the seeds of the synthetic chains). */
function pullSeeds(dir: string, gatewayUrl: string): Promise<void> {
  cpSync(join(ROOT, "tenants"), dir, { recursive: true });
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, "scripts", "pull.ts")], {
      cwd: ROOT,
      env: childEnv({ GATEWAY_URL: gatewayUrl, TENANTS_DIR: dir, TENANTS: SEEDS.join(",") }),
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`pull exited with ${code}`))));
  });
}

async function main() {
  const results: Record<string, unknown>[] = [];
  const gateway = await startDemoGateway({ port: 0 });
  const seeds = mkdtempSync(join(tmpdir(), "bench-build-seeds-"));
  try {
    await pullSeeds(seeds, gateway.url);
    for (const n of SIZES) results.push(await measure(n, seeds, gateway.url));
  } finally {
    await gateway.close();
    rmSync(seeds, { recursive: true, force: true });
  }
  report(results);
}

async function measure(n: number, seeds: string, gatewayUrl: string): Promise<Record<string, unknown>> {
  const tmp = mkdtempSync(join(tmpdir(), `bench-build-${n}-`));
  try {
    const tenants = join(tmp, "tenants");
    mkdirSync(tenants);
    const sites = makeChains(tenants, n, seeds);
    const env = {
      TENANTS_DIR: tenants,
      RELEASES_DIR: join(tmp, "releases"),
      DIST_DIR: join(tmp, "dist"),
      PORT: process.env["PORT"] ?? "4321",
      // An empty image cache of the run's own: the first full release pays for every picture.
      IMAGE_CACHE_DIR: join(tmp, "image-cache"),
      // The gateway the seeds came from: `{gateway}` in the chains' local.json (their image CDN)
      // names it, so the build fetches every picture the pages use, coupon pictures included.
      GATEWAY_URL: gatewayUrl,
    };
    const reportFile = join(tmp, "dist", "_report", "report.json");
    console.log(
      `\n== ${n} chains: full release (load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")})`,
    );
    const full = await release(["--force", "--no-pull", "--no-smoke"], env, reportFile);
    const pages = full.report.chains.reduce((s, c) => s + c.pages, 0);
    const build = full.report.timings["build"] ?? 0;
    console.log(`\n== ${n} chains: full release again, images cached`);
    const warm = await release(["--force", "--no-pull", "--no-smoke"], env, reportFile);

    const changed = sites[Math.floor(n / 2)] as string;
    const stores = join(tenants, changed, "stores.json");
    writeFileSync(stores, `${readFileSync(stores, "utf8")}\n`);
    console.log(`\n== ${n} chains: one chain changed (${changed})`);
    const one = await release(["--no-pull"], env, reportFile);
    console.log(`\n== ${n} chains: nothing changed`);
    const none = await release(["--no-pull"], env, reportFile);
    return {
      chains: n,
      pages,
      load: loadavg()[0],
      full: {
        seconds: full.seconds,
        build,
        pagesPerSecond: pages / build,
        peakMb: full.peakMb,
        timings: full.report.timings,
      },
      warm: { seconds: warm.seconds, build: warm.report.timings["build"] ?? 0, timings: warm.report.timings },
      one: { seconds: one.seconds, peakMb: one.peakMb, timings: one.report.timings, built: one.report.builds },
      none: { seconds: none.seconds, timings: none.report.timings, built: none.report.builds },
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function report(results: Record<string, unknown>[]): void {
  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(join(ROOT, "bench-results", "build.json"), `${JSON.stringify(results, null, 2)}\n`);

  type R = {
    chains: number;
    pages: number;
    load: number;
    full: { seconds: number; build: number; pagesPerSecond: number; peakMb: number; timings: Record<string, number> };
    warm: { seconds: number; build: number };
    one: { seconds: number; timings: Record<string, number> };
    none: { seconds: number; timings: Record<string, number> };
  };
  const rows = results as R[];
  const t = (x: Record<string, number>, k: string) => fmt(x[k] ?? 0);
  console.log(
    "\n| chains | pages | full release (s) | astro build (s) | pages/s | peak memory (MB) | verify (s) | chain folders (s) | assemble (s) |",
  );
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(
      `| ${r.chains} | ${r.pages} | ${fmt(r.full.seconds)} | ${fmt(r.full.build)} | ${fmt(r.full.pagesPerSecond)} | ${fmt(r.full.peakMb, 0)} | ${t(r.full.timings, "verify")} | ${t(r.full.timings, "chain folders")} | ${t(r.full.timings, "assemble")} |`,
    );
  }
  console.log("\n| chains | astro build, images cold (s) | astro build, images cached (s) | images' cold cost (s) |");
  console.log("| ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(`| ${r.chains} | ${fmt(r.full.build)} | ${fmt(r.warm.build)} | ${fmt(r.full.build - r.warm.build)} |`);
  }
  console.log(
    "\n| chains | one chain changed: total (s) | build | verify (audit + smoke) | chain folders | assemble | nothing changed: total (s) | detect | assemble |",
  );
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(
      `| ${r.chains} | ${fmt(r.one.seconds)} | ${t(r.one.timings, "build")} | ${t(r.one.timings, "verify")} | ${t(r.one.timings, "chain folders")} | ${t(r.one.timings, "assemble")} | ${fmt(r.none.seconds)} | ${t(r.none.timings, "detect")} | ${t(r.none.timings, "assemble")} |`,
    );
  }
  console.log(
    `\nload average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} (2 cores, shared)`,
  );
}

if (import.meta.main) await main();
