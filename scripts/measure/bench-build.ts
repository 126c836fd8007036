/**
 * `npm run bench:build`: how the release scales with the number of chains, measured the way the
 * nightly runs it. For each N (default 5, 25, 100; the scale run is `--chains=100,1000`) it makes N
 * synthetic chains from the demo chains' snapshots (the answers of the demo gateway's seeds: chain k
 * is a copy of demo chain k mod 5 under its own site key and hosts) and measures, each step in a
 * fresh process (`node scripts/release/main.ts … --include-demo --allow-local-gateway`):
 *
 *   full     every chain rebuilt (`--force --no-pull --no-smoke`) as the nightly's shards
 *            (`--shard i/n --out …`, one after the other here: separate machines in CI), then
 *            `--merge`: time, peak memory (the shard's whole process tree at once, and its largest
 *            process), the build, the verification and the assembly of every shard
 *   routing  the release's routing files (sizes) and `nginx -t` over its nginx.conf
 *   hosts    every chain folder of the release against the CDN hosts' limits, by the parsers' test
 *            (`CDN_SCALE_DIST=… vitest run scripts/serve/cdn-files.scale.test.ts`)
 *   one      one chain's snapshot changed: the shards and the merge, then one `npm run release` process
 *   none     nothing changed: the same two ways
 *
 * The pictures are shared by every synthetic chain of a seed, so a warm-up release of the five seeds
 * pays for them first (the images' cold cost, measured once) and every size then builds with the image
 * cache filled, the nightly's case. The seeds are pulled from a demo gateway started for the run, which
 * serves the pictures. Results: the console, bench-results/build.json and bench-results/build.md.
 * Everything runs in a temporary folder, removed at the end (`--keep` keeps it); the committed tenants/
 * and dist/ are not touched. Not a test: no pass/fail.
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startDemoGateway } from "../services/demo-gateway/server.ts";
import { commandLine } from "../lib/cli.ts";
import { sampleTreeMemory, type MemoryPeak } from "./process-memory.ts";
import { chainDeploy } from "../lib/deploy-scope.ts";
import type { ShardResult } from "../release/release.ts";
import type { ReleaseReport } from "../release/report.ts";
import { childEnv, ROOT } from "../lib/run.ts";
import { nginxAvailable, nginxTest, writeMainConf } from "../test-support/nginx.ts";

const USAGE = `Usage: npm run bench:build -- [--chains=5,25,100] [--shards=N] [--keep] [--again=DIR]

Full, one-chain and no-change releases of N synthetic chains (copies of the demo chains) in a
temporary folder, as the nightly's shards (default: the nightly workflow's shard count) and merge.
The scale run: npm run bench:build -- --chains=100,1000 (hours on two cores; about 20 GB of disk at
1,000 chains). --keep keeps the folders; --again=<kept>/<N>-chains measures the one-chain and
no-change releases again on one with the code as it is now. Results in bench-results/.`;
const { values: cli } = import.meta.main
  ? commandLine("bench:build", USAGE, {
      options: {
        chains: { type: "string" },
        shards: { type: "string" },
        keep: { type: "boolean" },
        again: { type: "string" },
      },
    })
  : { values: {} as { chains?: string; shards?: string; keep?: boolean; again?: string } };
const SIZES = (cli.chains ?? "5,25,100").split(",").map(Number);
/** The demo chains (the test chain is never released, so it is no seed). */
const SEEDS = readdirSync(join(ROOT, "tenants"), { withFileTypes: true })
  .filter((e) => e.isDirectory() && chainDeploy(join(ROOT, "tenants"), e.name) === "demo")
  .map((e) => e.name)
  .sort();

/** The shard count of the nightly workflow's matrix (`shard: [1, 2, 3, 4]`). */
export function nightlyShards(workflow = readFileSync(join(ROOT, ".github", "workflows", "release.yml"), "utf8")) {
  const list = /^\s*shard:\s*\[([\d,\s]+)\]\s*$/m.exec(workflow)?.[1];
  if (list === undefined) throw new Error("release.yml: no `shard: [1, 2, …]` matrix found");
  return list.split(",").length;
}

const SHARDS = cli.shards === undefined ? nightlyShards() : Number(cli.shards);
if (!Number.isInteger(SHARDS) || SHARDS < 1) throw new Error(`--shards must be a positive whole number`);

/** N synthetic chains in `dir`: copies of the demo chains (from `seeds`) with their own site keys and hosts. */
export function makeChains(dir: string, n: number, seeds = join(ROOT, "tenants")): string[] {
  const map: Record<string, string> = {};
  const sites: string[] = [];
  for (let k = 0; k < n; k++) {
    const seed = SEEDS[k % SEEDS.length] as string;
    const site = `${seed}-${String(k).padStart(4, "0")}`;
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

/** One process of the run: wall time, peak memory, exit code and its output's last lines. */
type Run = { seconds: number; memory: MemoryPeak; code: number; tail: string };

/** Runs `node <script> args` in a fresh process, sampling its process tree's memory. */
function runNode(script: string, args: string[], env: NodeJS.ProcessEnv, label: string): Promise<Run> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(ROOT, script), ...args], {
      cwd: ROOT,
      env: childEnv(env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const memory = sampleTreeMemory(child.pid ?? 0);
    let out = "";
    const keep = (d: Buffer) => (out = (out + d.toString()).slice(-20_000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", fail);
    child.on("exit", (code) => {
      const run = {
        seconds: (performance.now() - started) / 1000,
        memory: memory.stop(),
        code: code ?? 1,
        tail: out.trim().split("\n").slice(-15).join("\n"),
      };
      console.log(
        `  ${label}: ${fmt(run.seconds)} s, peak ${fmt(run.memory.treeMb, 0)} MB (largest process ${fmt(run.memory.largestMb, 0)} MB), exit ${run.code}`,
      );
      if (run.code !== 0) console.log(run.tail.replace(/^/gm, "    | "));
      done(run);
    });
  });
}

/** The synthetic chains are demo chains, released against no real gateway. */
const RELEASE_FLAGS = ["--include-demo", "--allow-local-gateway"];
const release = (args: string[], env: NodeJS.ProcessEnv, label: string) =>
  runNode("scripts/release/main.ts", [...args, ...RELEASE_FLAGS], env, label);

const fmt = (n: number, d = 1) => n.toFixed(d);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

/** Pulls the demo chains from `gatewayUrl` into a copy of tenants/ (the seeds of the synthetic chains). */
async function pullSeeds(dir: string, gatewayUrl: string): Promise<void> {
  cpSync(join(ROOT, "tenants"), dir, { recursive: true });
  const run = await runNode(
    "scripts/pull/main.ts",
    [],
    { GATEWAY_URL: gatewayUrl, TENANTS_DIR: dir, TENANTS: SEEDS.join(",") },
    "pull of the seeds",
  );
  if (run.code !== 0) throw new Error(`pull exited with ${run.code}`);
}

/** One shard's run and what its shard.json says. */
type ShardRun = Run & { shard: number; timings: Record<string, number>; built: number; pages: number };

/** The nightly's way: every shard in its own process, then the merge; the release's report. */
async function nightly(args: string[], env: NodeJS.ProcessEnv, dir: string, label: string) {
  rmSync(dir, { recursive: true, force: true });
  const shards: ShardRun[] = [];
  for (let i = 1; i <= SHARDS; i++) {
    const out = join(dir, `shard-${i}`);
    const run = await release(
      [...args, "--shard", `${i}/${SHARDS}`, "--out", out],
      env,
      `${label} shard ${i}/${SHARDS}`,
    );
    const result = JSON.parse(readFileSync(join(out, "shard.json"), "utf8")) as ShardResult;
    const built = result.chains.filter((c) => c.buildDir !== undefined);
    shards.push({
      ...run,
      shard: i,
      timings: result.timings,
      built: built.length,
      pages: built.reduce((s, c) => s + c.pages, 0),
    });
  }
  const dirs = shards.map((s) => join(dir, `shard-${s.shard}`));
  const merge = await release(["--merge", ...dirs], env, `${label} merge`);
  const report = JSON.parse(
    readFileSync(join(env["DIST_DIR"] as string, "_report", "report.json"), "utf8"),
  ) as ReleaseReport;
  rmSync(dir, { recursive: true, force: true });
  const slowest = Math.max(...shards.map((s) => s.seconds));
  return {
    shards,
    merge,
    report,
    /** One machine running the shards one after the other. */
    totalSeconds: shards.reduce((s, r) => s + r.seconds, 0) + merge.seconds,
    /** CI: the shards side by side on their own machines, then the merge. */
    criticalSeconds: slowest + merge.seconds,
  };
}

/** A single `npm run release` process (a server's nightly, or the watcher's rebuild of one chain). */
async function local(args: string[], env: NodeJS.ProcessEnv, label: string) {
  const run = await release(args, env, label);
  const report = JSON.parse(
    readFileSync(join(env["DIST_DIR"] as string, "_report", "report.json"), "utf8"),
  ) as ReleaseReport;
  return { ...run, timings: report.timings, built: report.chains.filter((c) => c.status === "released").length };
}

/** Sizes of the release's routing files, and `nginx -t` over its nginx.conf. */
function routingFigures(releaseDir: string, scratch: string) {
  const dir = join(releaseDir, "_routing");
  const files = Object.fromEntries(readdirSync(dir).map((f) => [f, statSync(join(dir, f)).size]));
  if (!nginxAvailable()) return { files, nginx: null };
  const prefix = join(scratch, "nginx");
  mkdirSync(prefix, { recursive: true });
  const main = writeMainConf(prefix, `include ${join(dir, "nginx.conf")};\n`);
  const started = performance.now();
  const test = nginxTest(prefix, main);
  const seconds = (performance.now() - started) / 1000;
  rmSync(prefix, { recursive: true, force: true });
  return { files, nginx: { ok: test.ok, seconds, output: test.output.trim().split("\n").slice(-3).join("\n") } };
}

/** The CDN parsers' test over every chain folder of the release (its figures come back as JSON). */
async function hostLimits(releaseDir: string, scratch: string) {
  const figuresFile = join(scratch, "cdn-figures.json");
  const run = await runNode(
    "node_modules/vitest/vitest.mjs",
    ["run", "scripts/serve/cdn-files.scale.test.ts", "--project", "unit"],
    { CDN_SCALE_DIST: releaseDir, CDN_SCALE_FIGURES: figuresFile },
    "CDN hosts' limits (parsers' test)",
  );
  const figures = existsSync(figuresFile)
    ? (JSON.parse(readFileSync(figuresFile, "utf8")) as Record<string, unknown>)
    : null;
  return { passed: run.code === 0, seconds: run.seconds, figures, tail: run.code === 0 ? "" : run.tail };
}

/** Appends a blank line to a chain's stores.json: its hash changes, so it is rebuilt. */
function touchChain(tenants: string, site: string): void {
  const stores = join(tenants, site, "stores.json");
  writeFileSync(stores, `${readFileSync(stores, "utf8")}\n`);
}

function releaseEnv(tmp: string, tenants: string, imageCache: string, gatewayUrl: string): NodeJS.ProcessEnv {
  return {
    TENANTS_DIR: tenants,
    RELEASES_DIR: join(tmp, "releases"),
    DIST_DIR: join(tmp, "dist"),
    PORT: process.env["PORT"] ?? "4321",
    // nginx -t reads the routing files where the release says they are: its own dist.
    RELEASE_ROOT_PATH: join(tmp, "dist"),
    IMAGE_CACHE_DIR: imageCache,
    // The gateway the seeds came from: `{gateway}` in the chains' local.json (their image CDN)
    // names it, so the build fetches every picture the pages use, coupon pictures included.
    GATEWAY_URL: gatewayUrl,
  };
}

/** The images' cold cost: the five seeds released with an empty image cache, then again with it filled. */
async function warmUp(root: string, seeds: string, imageCache: string, gatewayUrl: string) {
  const tmp = join(root, "warm-up");
  const tenants = join(tmp, "tenants");
  mkdirSync(tenants, { recursive: true });
  makeChains(tenants, SEEDS.length, seeds);
  const env = releaseEnv(tmp, tenants, imageCache, gatewayUrl);
  console.log(`\n== warm-up: ${SEEDS.length} chains, image cache empty (load ${load()})`);
  const cold = await local(["--force", "--no-pull", "--no-smoke"], env, "images cold");
  const warm = await local(["--force", "--no-pull", "--no-smoke"], env, "images cached");
  rmSync(tmp, { recursive: true, force: true });
  return { coldBuild: cold.timings["build"] ?? 0, warmBuild: warm.timings["build"] ?? 0 };
}

async function measure(n: number, root: string, seeds: string, imageCache: string, gatewayUrl: string) {
  const tmp = join(root, `${n}-chains`);
  const tenants = join(tmp, "tenants");
  mkdirSync(tenants, { recursive: true });
  const sites = makeChains(tenants, n, seeds);
  const env = releaseEnv(tmp, tenants, imageCache, gatewayUrl);
  const shardDir = join(tmp, "shards");
  try {
    console.log(`\n== ${n} chains: full release, ${SHARDS} shards and the merge (load ${load()})`);
    const full = await nightly(["--force", "--no-pull", "--no-smoke"], env, shardDir, "full");
    const pages = full.report.chains.reduce((s, c) => s + c.pages, 0);
    const current = join(tmp, "dist");
    const routing = routingFigures(current, tmp);
    const hosts = await hostLimits(current, tmp);

    const after = await incremental(n, sites, tenants, env, shardDir);
    return {
      chains: n,
      pages,
      shards: SHARDS,
      load: loadavg()[0],
      diskMb: duMb(tmp),
      full: summary(full),
      routing,
      hosts,
      ...after,
    };
  } finally {
    if (!cli.keep) rmSync(tmp, { recursive: true, force: true });
  }
}

/** One changed chain and a night with no change, each as the nightly's shards and as one process. */
async function incremental(n: number, sites: string[], tenants: string, env: NodeJS.ProcessEnv, shardDir: string) {
  const changed = sites[Math.floor(n / 2)] as string;
  touchChain(tenants, changed);
  console.log(`\n== ${n} chains: one chain changed (${changed}), shards and merge (load ${load()})`);
  const oneNightly = await nightly(["--no-pull"], env, shardDir, "one");
  const other = sites[Math.floor(n / 3)] as string;
  touchChain(tenants, other);
  console.log(`== ${n} chains: one chain changed (${other}), one release process`);
  const oneLocal = await local(["--no-pull"], env, "one (local)");
  console.log(`\n== ${n} chains: nothing changed, shards and merge (load ${load()})`);
  const noneNightly = await nightly(["--no-pull"], env, shardDir, "none");
  const noneLocal = await local(["--no-pull"], env, "none (local)");
  return {
    one: { nightly: summary(oneNightly), local: localSummary(oneLocal) },
    none: { nightly: summary(noneNightly), local: localSummary(noneLocal) },
  };
}

/**
 * `--again=<kept size>`: the one-changed-chain and no-change releases again on a size an earlier
 * run kept (`--keep`: `<kept>/<N>-chains`, its image cache beside it), with the code as it is now,
 * against a demo gateway on the port its pages were built with (the gateway is part of every
 * chain's hash). A first release takes the kept one over (what a release does on a folder of an
 * earlier code; measured on its own), then the usual two.
 */
async function again(dir: string) {
  const tenants = join(dir, "tenants");
  const sites = readdirSync(tenants, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const model = JSON.parse(readFileSync(join(dir, "dist", "_routing", "routing.json"), "utf8")) as {
    sites: { gatewayUrl: string }[];
  };
  const gatewayUrl = model.sites[0]?.gatewayUrl ?? "";
  const gateway = await startDemoGateway({ port: Number(new URL(gatewayUrl).port) });
  const imageCache = existsSync(join(dir, "..", "image-cache"))
    ? join(dir, "..", "image-cache")
    : join(dir, "image-cache");
  const env = releaseEnv(dir, tenants, imageCache, gatewayUrl);
  try {
    console.log(`\n== ${sites.length} chains kept in ${dir}: the first release on this code (load ${load()})`);
    const first = await local(["--no-pull", "--no-smoke"], env, "first release");
    const after = await incremental(sites.length, sites, tenants, env, join(dir, "shards"));
    return { chains: sites.length, load: loadavg()[0], first: localSummary(first), ...after };
  } finally {
    await gateway.close();
  }
}

type Nightly = Awaited<ReturnType<typeof nightly>>;

function summary(r: Nightly) {
  return {
    totalSeconds: r.totalSeconds,
    criticalSeconds: r.criticalSeconds,
    shards: r.shards.map((s) => ({
      shard: s.shard,
      seconds: s.seconds,
      treeMb: s.memory.treeMb,
      largestMb: s.memory.largestMb,
      built: s.built,
      pages: s.pages,
      timings: s.timings,
      code: s.code,
    })),
    merge: { seconds: r.merge.seconds, treeMb: r.merge.memory.treeMb, timings: r.report.timings, code: r.merge.code },
  };
}

function localSummary(r: Awaited<ReturnType<typeof local>>) {
  return { seconds: r.seconds, treeMb: r.memory.treeMb, built: r.built, timings: r.timings, code: r.code };
}

/** Disk used under `dir` in MB (hard links counted once, as `du` does). */
function duMb(dir: string): number {
  const seen = new Set<number>();
  let bytes = 0;
  const visit = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) visit(p);
      else if (e.isFile()) {
        const s = statSync(p);
        if (!seen.has(s.ino)) {
          seen.add(s.ino);
          bytes += s.size;
        }
      }
    }
  };
  visit(dir);
  return bytes / 1024 / 1024;
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** The Markdown report: one table per question, the ratio to the first size. */
function markdown(
  rows: Measured[],
  warm: Awaited<ReturnType<typeof warmUp>>,
  started: { at: string; load: string },
): string {
  const t = (x: Record<string, number>, k: string) => fmt(x[k] ?? 0);
  const first = rows[0];
  const out: string[] = [
    `Measured ${started.at} (load average ${started.load} at the start, ${load()} at the end, ${SHARDS} shards, 2 cores).`,
    "",
    `Images' cold cost (the five seeds, image cache empty then filled): astro build ${fmt(warm.coldBuild)} s → ${fmt(warm.warmBuild)} s. Every size below builds with the cache filled.`,
    "",
    "| chains | pages | shards one after another (s) | CI: slowest shard + merge (s) | ratio to the first size | merge (s) | largest shard peak, whole tree (MB) | largest single process (MB) |",
    "| -----: | ----: | ---------------------------: | ----------------------------: | ----------------------: | --------: | ----------------------------------: | --------------------------: |",
  ];
  for (const r of rows) {
    const ratio = first
      ? `${fmt(r.full.totalSeconds / first.full.totalSeconds, 2)}× for ${fmt(r.chains / first.chains, 0)}× the chains`
      : "";
    out.push(
      `| ${r.chains} | ${r.pages} | ${fmt(r.full.totalSeconds)} | ${fmt(r.full.criticalSeconds)} | ${ratio} | ${fmt(r.full.merge.seconds)} | ${fmt(Math.max(...r.full.shards.map((s) => s.treeMb)), 0)} | ${fmt(Math.max(...r.full.shards.map((s) => s.largestMb)), 0)} |`,
    );
  }
  out.push("", "Per shard (full release):", "");
  out.push(
    "| chains | shard | chains built | pages | time (s) | build | verify | chain folders | peak, whole tree (MB) | largest process (MB) |",
  );
  out.push(
    "| -----: | ----: | -----------: | ----: | -------: | ----: | -----: | ------------: | --------------------: | -------------------: |",
  );
  for (const r of rows) {
    for (const s of r.full.shards) {
      out.push(
        `| ${r.chains} | ${s.shard} | ${s.built} | ${s.pages} | ${fmt(s.seconds)} | ${t(s.timings, "build")} | ${t(s.timings, "verify")} | ${t(s.timings, "chain folders")} | ${fmt(s.treeMb, 0)} | ${fmt(s.largestMb, 0)} |`,
      );
    }
  }
  out.push("", "Routing files and the hosts' limits:", "");
  out.push(
    "| chains | nginx.conf (KB) | routing.json (KB) | nginx -t | largest chain folder (files) | fullest directory (entries) | largest file (KB) | parsers' test |",
  );
  out.push(
    "| -----: | --------------: | ----------------: | -------- | ---------------------------: | --------------------------: | ----------------: | ------------- |",
  );
  for (const r of rows) {
    const kb = (f: string) => fmt((r.routing.files[f] ?? 0) / 1024, 0);
    const nginx =
      r.routing.nginx === null
        ? "no nginx"
        : `${r.routing.nginx.ok ? "ok" : "FAILED"} in ${fmt(r.routing.nginx.seconds)} s`;
    const f = r.hosts.figures as { maxFiles?: number; maxDirectoryEntries?: number; maxFileBytes?: number } | null;
    out.push(
      `| ${r.chains} | ${kb("nginx.conf")} | ${kb("routing.json")} | ${nginx} | ${f?.maxFiles ?? "?"} | ${f?.maxDirectoryEntries ?? "?"} | ${f ? fmt((f.maxFileBytes ?? 0) / 1024, 0) : "?"} | ${r.hosts.passed ? "passed" : "FAILED"} (${fmt(r.hosts.seconds)} s) |`,
    );
  }
  out.push("", "One changed chain and a night with no change:", "");
  out.push(
    "| chains | one changed: one process (s) | build | verify | assemble | one changed: CI, slowest shard + merge (s) | nothing changed: one process (s) | detect | assemble | nothing changed: CI (s) |",
  );
  out.push(
    "| -----: | ---------------------------: | ----: | -----: | -------: | -----------------------------------------: | -------------------------------: | -----: | -------: | ----------------------: |",
  );
  for (const r of rows) {
    const o = r.one.local.timings;
    const z = r.none.local.timings;
    out.push(
      `| ${r.chains} | ${fmt(r.one.local.seconds)} | ${t(o, "build")} | ${t(o, "verify")} | ${t(o, "assemble")} | ${fmt(r.one.nightly.criticalSeconds)} | ${fmt(r.none.local.seconds)} | ${t(z, "detect")} | ${t(z, "assemble")} | ${fmt(r.none.nightly.criticalSeconds)} |`,
    );
  }
  out.push(
    "",
    `Disk per size (every release kept, hard links counted once): ${rows.map((r) => `${r.chains} chains ${fmt(r.diskMb / 1024, 1)} GB`).join(", ")}.`,
  );
  return `${out.join("\n")}\n`;
}

async function main() {
  const started = { at: new Date().toISOString().replace("T", " ").slice(0, 16) + " UTC", load: load() };
  if (cli.again !== undefined) {
    const row = await again(cli.again);
    mkdirSync(join(ROOT, "bench-results"), { recursive: true });
    writeFileSync(join(ROOT, "bench-results", "build-again.json"), `${JSON.stringify({ started, row }, null, 2)}\n`);
    const t = (x: Record<string, number>, k: string) => fmt(x[k] ?? 0);
    console.log(
      `\nMeasured ${started.at} (load ${started.load} at the start, ${load()} at the end), ${row.chains} chains:\n` +
        `first release on this code ${fmt(row.first.seconds)} s (assemble ${t(row.first.timings, "assemble")}); ` +
        `one changed: one process ${fmt(row.one.local.seconds)} s (build ${t(row.one.local.timings, "build")}, verify ${t(row.one.local.timings, "verify")}, assemble ${t(row.one.local.timings, "assemble")}), ` +
        `CI ${fmt(row.one.nightly.criticalSeconds)} s; nothing changed: one process ${fmt(row.none.local.seconds)} s ` +
        `(detect ${t(row.none.local.timings, "detect")}, assemble ${t(row.none.local.timings, "assemble")}), CI ${fmt(row.none.nightly.criticalSeconds)} s`,
    );
    return;
  }
  const gateway = await startDemoGateway({ port: 0 });
  const root = mkdtempSync(join(tmpdir(), "bench-build-"));
  const seeds = join(root, "seeds");
  const imageCache = join(root, "image-cache");
  const rows: Measured[] = [];
  let warm: Awaited<ReturnType<typeof warmUp>>;
  try {
    await pullSeeds(seeds, gateway.url);
    warm = await warmUp(root, seeds, imageCache, gateway.url);
    for (const n of SIZES) rows.push(await measure(n, root, seeds, imageCache, gateway.url));
  } finally {
    await gateway.close();
    if (!cli.keep) rmSync(root, { recursive: true, force: true });
    else console.log(`kept: ${root}`);
  }
  const md = markdown(rows, warm, started);
  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(join(ROOT, "bench-results", "build.json"), `${JSON.stringify({ started, warm, rows }, null, 2)}\n`);
  writeFileSync(join(ROOT, "bench-results", "build.md"), md);
  console.log(`\n${md}`);
}

if (import.meta.main) await main();
