/**
 * Building the changed chains, isolated: each chain's data is checked first (the build's own checks,
 * lib/build-plan.ts: every problem of the chain, and a host or RSA_SUBDOMAIN another chain holds), then the good ones are built in as few `astro build` runs as there are
 * cores (`parallel`), side by side: rendering pages is single-threaded, so two runs on two cores
 * render twice the pages per second, while the fixed part of a run (Vite start-up, bundling the
 * islands, a few seconds) is paid once per run, not per chain. Every run compiles the same code, so
 * the runs' hashed assets are the same files (assembling takes their union). When a run fails, its
 * set is split in halves and each half is built on its own, down to single chains, so a chain whose
 * pages throw is found in O(k·log n) builds and every other chain still gets its pages. A lane of
 * more chains than `buildChunk` builds them in several runs, one after another, to bound memory.
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { stripVTControlCharacters } from "node:util";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { resetTenantCache } from "../../src/tenant/load-tenants.server.ts";
import { processBuildEnv } from "../../src/tenant/build-env.ts";
import { astroBuildPlace } from "../build/astro-build-place.ts";
import { planBuild, type BuildPlan } from "./build-plan.ts";
import { childEnv, ROOT } from "../lib/run.ts";

/** One `astro build` run over a set of chains. */
export type BuildRun = { sites: string[]; dir: string; ok: boolean; seconds: number; log: string };

/** Outcome of building a set of chains. */
export type ChainBuilds = {
  /** Build folders that succeeded, with the chains each holds. */
  builds: { dir: string; sites: string[] }[];
  /** Chains that could not be built, with the reason. */
  failed: Record<string, string>;
  /** Every build run, in order (for the report's timings). */
  runs: BuildRun[];
};

/** Options of `buildChains`. */
export type BuildChainsOptions = {
  /** Folder for the build outputs (one subfolder per build run). */
  workDir: string;
  tenantsDir: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Replaces `astro build` (tests). */
  runBuild?: (sites: readonly string[], outDir: string) => Promise<{ ok: boolean; log: string }>;
  /** `astro build` runs at once (default: the machine's cores, `RELEASE_BUILDS` overrides). */
  parallel?: number;
  /** Chains per run at most (default `buildChunk`: RELEASE_BUILD_CHAINS or 250). */
  chunk?: number;
};

/** Splits chains into `n` groups of near-equal size, round-robin over the sorted list. */
export function splitChains(sites: readonly string[], n: number): string[][] {
  const groups: string[][] = Array.from({ length: Math.max(1, Math.min(n, sites.length)) }, () => []);
  [...sites].sort().forEach((site, i) => groups[i % groups.length]?.push(site));
  return groups.filter((g) => g.length > 0);
}

/**
 * Chains per `astro build` run at most: `RELEASE_BUILD_CHAINS`, default 250. A run's memory grows
 * with its chains (measured: about 850 MB for a few chains and 3.5 MB more per chain, 1.3 GB at 125),
 * so a shard of many chains builds its share of each core in runs of this size, one after another,
 * and a run stays under 2 GB however many chains the shard has; each extra run costs Astro's start-up
 * and the bundling once more (a few seconds).
 */
export function buildChunk(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env["RELEASE_BUILD_CHAINS"]);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : 250;
}

/** `sites` in consecutive runs of at most `size`. */
export function chunked(sites: readonly string[], size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < sites.length; i += size) out.push(sites.slice(i, i + size));
  return out;
}

/** Builds run at once: `RELEASE_BUILDS`, else one per core. */
export function buildParallelism(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env["RELEASE_BUILDS"]);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : availableParallelism();
}

/**
 * The data check of `sites` as `npm run build` makes it (lib/build-plan.ts): each chain on its own,
 * and against every chain of the tenants folder for what two may not share (host, RSA_SUBDOMAIN).
 * A folder-wide problem (the domain map) refuses them all.
 */
function chainsPlan(sites: readonly string[], opts: BuildChainsOptions): BuildPlan {
  resetTenantCache();
  const env = processBuildEnv({ ...process.env, ...opts.env, TENANTS_DIR: opts.tenantsDir, TENANTS: sites.join(",") });
  try {
    return planBuild(env);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { good: [], refused: new Map(sites.map((s) => [s, [message]])) };
  }
}

/** Builds still running, so a stopped release stops them too. */
const running = new Set<import("node:child_process").ChildProcess>();

/** Stops every build this process started (on SIGINT/SIGTERM). */
export function stopBuilds(): void {
  for (const child of running) child.kill("SIGTERM");
}

/** Runs `astro build` for `sites` into `outDir`; resolves with success and the captured output. */
export function astroBuild(
  sites: readonly string[],
  outDir: string,
  tenantsDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ ok: boolean; log: string }> {
  const place = astroBuildPlace(outDir, { ...env, TENANTS_DIR: resolve(tenantsDir) });
  return new Promise((done) => {
    const child = spawn(resolve(ROOT, "node_modules", ".bin", "astro"), [...place.args, "--silent"], {
      cwd: place.cwd,
      // A release ships production bundles whatever NODE_ENV the caller has (a test runner sets "test",
      // which gives React's development build: 60 KB more per page, over the budgets).
      env: childEnv({ ...env, ...place.env, TENANTS: sites.join(","), NODE_ENV: "production" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", (error) => {
      place.finish();
      done({ ok: false, log: `${out}\ncould not start astro: ${error.message}` });
    });
    child.on("exit", (code) => {
      running.delete(child);
      place.finish();
      done({ ok: code === 0, log: out });
    });
  });
}

/** A stack frame or the heading of a stack: where an error happened, not what it was. */
const STACK_LINE = /^\s*(?:at\s|Stack trace:?$|\.\.\.\s*\d+ more)/;
/** A line that states an error: the word, or a system error code (`EXDEV: …`, `ENOENT: …`). */
const ERROR_LINE = /error|Error|failed|^\s*E[A-Z]{2,}:/;

/**
 * The message of a failed build, for the console and the report: from the first line that states
 * an error, up to six lines, stack frames left out (a report that shows only a stack says nothing).
 */
export function buildErrorSummary(log: string): string {
  const lines = log
    .split("\n")
    .map((l) => stripVTControlCharacters(l).trimEnd())
    .filter((l) => l.trim() !== "" && !STACK_LINE.test(l));
  const at = lines.findIndex((l) => ERROR_LINE.test(l));
  return (at >= 0 ? lines.slice(at, at + 6) : lines.slice(-6)).join("\n");
}

/** Checks, then builds `sites`; see the module comment. */
export async function buildChains(sites: readonly string[], opts: BuildChainsOptions): Promise<ChainBuilds> {
  const log = opts.log ?? (() => undefined);
  const result: ChainBuilds = { builds: [], failed: {}, runs: [] };
  const good: string[] = [];
  const plan = sites.length === 0 ? null : chainsPlan(sites, opts);
  for (const site of sites) {
    const problem = plan?.refused.get(site)?.join("\n") ?? null;
    if (problem === null) good.push(site);
    else {
      result.failed[site] = problem;
      log(`  ${site}: data check FAILED — ${problem.split("\n")[0] ?? ""}`);
    }
  }
  const runBuild = opts.runBuild ?? ((s, dir) => astroBuild(s, dir, opts.tenantsDir, opts.env));
  mkdirSync(opts.workDir, { recursive: true });
  let n = 0;
  const attempt = async (group: string[]): Promise<void> => {
    if (group.length === 0) return;
    n += 1;
    const id = n; // builds run side by side: each names its own number
    const dir = join(opts.workDir, `build-${id}`);
    rmSync(dir, { recursive: true, force: true });
    const started = performance.now();
    log(`  build ${id}: ${group.length} chain${group.length === 1 ? "" : "s"} (${summarise(group)})`);
    const { ok, log: output } = await runBuild(group, dir);
    const seconds = (performance.now() - started) / 1000;
    writeFileSync(`${dir}.log`, output);
    result.runs.push({ sites: group, dir, ok, seconds, log: output });
    log(`  build ${id}: ${ok ? "ok" : "FAILED"} in ${seconds.toFixed(1)} s`);
    if (ok) {
      result.builds.push({ dir, sites: group });
      return;
    }
    rmSync(dir, { recursive: true, force: true });
    if (group.length === 1) {
      result.failed[group[0] as string] = `build failed:\n${buildErrorSummary(output)}`;
      return;
    }
    const half = Math.ceil(group.length / 2);
    await attempt(group.slice(0, half));
    await attempt(group.slice(half));
  };
  // One lane per core; a lane builds its chains in runs of at most `chunk`, one after another.
  const chunk = opts.chunk ?? buildChunk({ ...process.env, ...opts.env });
  await Promise.all(
    splitChains(good, opts.parallel ?? buildParallelism(opts.env)).map(async (lane) => {
      for (const run of chunked(lane, chunk)) await attempt(run);
    }),
  );
  result.builds.sort((a, b) => a.dir.localeCompare(b.dir, undefined, { numeric: true }));
  return result;
}

function summarise(sites: readonly string[]): string {
  return sites.length <= 4 ? sites.join(", ") : `${sites.slice(0, 3).join(", ")} … +${sites.length - 3}`;
}
