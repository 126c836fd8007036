/**
 * The release pipeline behind `npm run release`: pull → decide what changed → build the changed
 * chains (isolated) → verify → assemble a new immutable release → switch `current` → report.
 * A shard (`--shard i/n`, CI) runs the first four steps for its chains and leaves its output in a
 * folder; the merge step assembles any number of shard folders into one release. A local run is one
 * shard of one, merged at once.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { capabilityLines } from "./chains/capabilities.ts";
import { readDomainMap, tenantSites } from "../../src/tenant/load-tenants.server.ts";
import { LOCAL_FILE } from "../../src/tenant/tenant-files.ts";
import { readImageWarnings } from "../../src/lib/images/pipeline.server.ts";
import type { PageWeight } from "../check/budgets.ts";
import { pullDomainMap } from "../pull/domain-map.ts";
import { pullTenants } from "../pull/pull-tenants.ts";
import type { ChainSource } from "./assemble.ts";
import { assembleRelease } from "./assemble.ts";
import { buildChains, type BuildChainsOptions } from "./build-chains.ts";
import type { ChainChange, ChangeReason } from "./change-detection.ts";
import { buildInputsHash, chainHash, decideChanges } from "./change-detection.ts";
import type { ChainReport, ReleaseReport } from "./report.ts";
import { jsByKind, writeReport } from "./report.ts";
import {
  CURRENT,
  currentRelease,
  linkPublishDir,
  nextReleaseId,
  pruneReleases,
  publishCurrent,
  removeStaleWork,
  REPORT_JSON,
} from "./releases.ts";
import type { ReleaseInclude } from "../lib/deploy-scope.ts";
import { releasable } from "../lib/deploy-scope.ts";
import type { Shard } from "./shard.ts";
import { sitesOfShard } from "./shard.ts";
import type { PulledChain } from "./shard-steps.ts";
import {
  chainErrors,
  changesLine,
  notReleasedLine,
  perChainSeconds,
  publishedOf,
  pulledChain,
  pullProgress,
} from "./shard-steps.ts";
import type { A11yChecks } from "./a11y/release-checks.ts";
import type { SmokeBrowser } from "./verify.ts";
import { auditChains, launchSmokeBrowser, smokeChains, writeBuildRouting } from "./verify.ts";

/** Everything a run needs to know. */
export type ReleaseOptions = {
  /** Repository root (build inputs are hashed from here). */
  root: string;
  /** Where releases live: `<releasesDir>/<id>/` and `<releasesDir>/current`. */
  releasesDir: string;
  /** Made a symlink to `<releasesDir>/current` (what the web server serves); null to leave alone. */
  publishDir: string | null;
  tenantsDir: string;
  /** Gateway to pull from; null skips the pull (use the snapshots as they are). */
  gatewayUrl: string | null;
  force: boolean;
  /** TENANTS: rebuild exactly these chains. */
  only: readonly string[] | undefined;
  /** RELEASE_CHAINS: the chains this release covers (default: every known chain). */
  scope?: readonly string[] | undefined;
  /** Non-production chains to publish too (`--include-demo`); test chains never are. Default none. */
  include?: ReleaseInclude;
  shard: Shard;
  /** Releases kept (the current one always is). */
  keep: number;
  /** Smoke pass in Chromium; null skips it. */
  smoke: { port: number; chromiumPath: string } | null;
  /** nginx root and listen written into the routing files. */
  routing: { root: string; listen: string };
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** Progress lines that a TTY overwrites in place. */
  progress: (line: string, done: boolean) => void;
  /** Replaces `astro build` (tests). */
  runBuild?: BuildChainsOptions["runBuild"];
  /**
   * The watcher's rebuild (`npm run watch`): pull only these chains and rebuild each whose data now
   * differs from what is published; every other chain is carried over as it is. Refused when the
   * build's inputs (code, GATEWAY_URL) are not the current release's: a code change is the full release's.
   */
  candidates?: readonly string[];
  /** `--a11y`: the accessibility checks on each build folder and its chains' report pages (lib/a11y). */
  a11y?: A11yChecks | null;
};

/** One chain as a shard leaves it for the merge. */
export type ShardChain = {
  site: string;
  hash: string;
  reason: ChangeReason;
  changed: boolean;
  pull: string;
  /** Build folder (relative to the shard folder) holding its verified pages; absent when not built or failed. */
  buildDir?: string;
  pages: number;
  bytes: number;
  weights: PageWeight[];
  buildSeconds: number;
  warnings: string[];
  errors: string[];
  /** Its capability report (`npm run chains`): pages and sections, what is off and why. */
  capabilities?: string[];
};

/** `shard.json`: what one shard did. */
export type ShardResult = {
  shard: Shard;
  inputsHash: string;
  startedAt: string;
  timings: Record<string, number>;
  builds: { sites: number; seconds: number; ok: boolean }[];
  chains: ShardChain[];
};

const SHARD_FILE = "shard.json";

/** The report of the current release, or null. */
export function readCurrentReport(releasesDir: string): ReleaseReport | null {
  const file = join(releasesDir, CURRENT, REPORT_JSON);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as ReleaseReport;
}

/** Every chain the tenants folder knows: the domain map's sites plus folders with a local.json. */
export function knownSites(tenantsDir: string): string[] {
  const map = safeDomainMap(tenantsDir);
  const folders = tenantSites(tenantsDir);
  const withLocal = folders.filter((s) => existsSync(join(tenantsDir, s, LOCAL_FILE)));
  return [...new Set([...Object.values(map), ...withLocal])].filter((s) => folders.includes(s)).sort();
}

/** The known chains within the release's scope that it may publish (deploy-scope.ts), and those left out. */
export function releaseScope(opts: Pick<ReleaseOptions, "tenantsDir" | "scope" | "include">) {
  const all = knownSites(opts.tenantsDir);
  const inScope = opts.scope === undefined ? all : all.filter((s) => opts.scope?.includes(s));
  return releasable(inScope, opts.tenantsDir, opts.include ?? []);
}

/** The pulled domain map, or an empty one when it is missing or unreadable. */
function safeDomainMap(tenantsDir: string): Record<string, string> {
  try {
    return readDomainMap(tenantsDir);
  } catch {
    return {};
  }
}

/** Seconds per step of a shard. */
type Timings = Record<string, number>;

function timer() {
  const t0 = performance.now();
  return () => (performance.now() - t0) / 1000;
}

function dirBytes(dir: string): number {
  let n = 0;
  if (!existsSync(dir)) return 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    n += e.isDirectory() ? dirBytes(p) : statSync(p).size;
  }
  return n;
}

/** 1. Pulls this shard's chains (the map first, to know which chains exist); what each pull said. */
async function pullShard(opts: ReleaseOptions, outDir: string): Promise<Map<string, PulledChain>> {
  const pulled = new Map<string, PulledChain>();
  if (opts.gatewayUrl === null) return pulled;
  await pullDomainMap(resolve(opts.tenantsDir), opts.gatewayUrl);
  const shardSites = sitesOfShard(releaseScope(opts).sites, opts.shard);
  const picked = opts.candidates ?? opts.only;
  const only = picked === undefined ? shardSites : shardSites.filter((s) => picked.includes(s));
  const detail: string[] = [];
  let current = "";
  const report = await pullTenants({
    gatewayUrl: opts.gatewayUrl,
    dir: opts.tenantsDir,
    only,
    log: (line) => {
      detail.push(line);
      const shown = pullProgress(line, current);
      current = shown.current;
      if (shown.progress) opts.progress(shown.progress.line, shown.progress.done);
    },
  });
  writeFileSync(join(outDir, "pull.log"), `${detail.join("\n")}\n`);
  for (const tr of report.tenants) pulled.set(tr.site, pulledChain(tr));
  if (report.domainMap.status === "failed")
    opts.log(`pull: domain map FAILED (kept last good): ${report.domainMap.reason ?? ""}`);
  return pulled;
}

/** 2. What changed: the shard's chains, each with its hash and whether (and why) it is built. */
function detectChanges(opts: ReleaseOptions): { inputsHash: string; decisions: ChainChange[]; changed: string[] } {
  const current = readCurrentReport(opts.releasesDir);
  const { published, failedLastTime } = publishedOf(current);
  const inputsHash = buildInputsHash(opts.root, opts.env);
  if (opts.candidates !== undefined) checkSameInputs(current, inputsHash);
  const { sites: releasing, left } = releaseScope(opts);
  const sites = sitesOfShard(releasing, opts.shard);
  const leftOut = notReleasedLine(left);
  if (leftOut !== null) opts.log(leftOut);
  const map = safeDomainMap(opts.tenantsDir);
  const hashes = Object.fromEntries(sites.map((s) => [s, chainHash(opts.tenantsDir, s, inputsHash, map)]));
  const decided = decideChanges(hashes, inputsHash, published, {
    force: opts.force,
    only: opts.candidates === undefined ? opts.only : undefined,
    failedLastTime,
  });
  // A rebuild of candidates leaves every other chain as it is published, whatever its hash says now.
  const decisions = decided.map((d) =>
    opts.candidates === undefined || opts.candidates.includes(d.site)
      ? d
      : { ...d, changed: false, reason: "unchanged" as const },
  );
  const changed = decisions.filter((d) => d.changed).map((d) => d.site);
  opts.log(changesLine(changed, sites.length));
  return { inputsHash, decisions, changed };
}

/**
 * A rebuild of a few chains publishes them beside chains built from the current release's code, so it
 * needs that code: the same build inputs (source, lockfile, GATEWAY_URL). Otherwise it is refused, and
 * the next full release (which rebuilds every chain on a code change) publishes the data too.
 */
function checkSameInputs(current: ReleaseReport | null, inputsHash: string): void {
  if (current === null)
    throw new Error("no release is published yet: the first one is a full release (npm run release)");
  if (current.inputsHash !== inputsHash)
    throw new Error(
      `the code or GATEWAY_URL differs from the current release's (${current.id}); a rebuild of single chains ` +
        "would mix two versions: the next full release (npm run release) rebuilds every chain",
    );
}

/** A built chain's verification: its build folder, page weights and problems (none: it may ship). */
type Verified = { buildDir: string; weights: PageWeight[]; problems: string[] };

/**
 * 3 and 4. Builds the changed chains, isolated, then verifies each build folder: check:dist's audit
 * per chain and, at the same time, the smoke pass (the browser loads pages while the HTML
 * validation's worker threads run). The smoke pass's browser starts with the build, so its start-up
 * is off the critical path (if it fails to start, the smoke pass starts one of its own).
 */
async function buildAndVerify(opts: ReleaseOptions, outDir: string, changed: string[], timings: Timings) {
  let t = timer();
  const browser: Promise<SmokeBrowser> | null =
    opts.smoke !== null && changed.length > 0 ? launchSmokeBrowser(opts.smoke.chromiumPath) : null;
  browser?.catch(() => undefined);
  const verified = new Map<string, Verified>();
  try {
    const buildOptions = { workDir: outDir, tenantsDir: opts.tenantsDir, env: opts.env, log: opts.log };
    const built = await buildChains(changed, {
      ...buildOptions,
      ...(opts.runBuild ? { runBuild: opts.runBuild } : {}),
    });
    timings["build"] = t();
    t = timer();
    let chainFolders = 0;
    for (const b of built.builds) {
      chainFolders += (await writeBuildRouting(b.dir, opts.tenantsDir, opts.env)).assembleSeconds;
      // Before the audit, so the report pages are verified as they will be published.
      const a11y = opts.a11y ? await opts.a11y(b.dir, b.sites) : {};
      const smoking =
        opts.smoke === null
          ? Promise.resolve<Record<string, string[]>>({})
          : smokeChains(b.dir, b.sites, opts.smoke, browser ?? undefined);
      const [audit, smoke] = await Promise.all([auditChains(b.dir, b.sites), smoking]);
      for (const s of b.sites) {
        const problems = [...(audit[s]?.problems ?? []), ...(smoke[s] ?? []), ...(a11y[s] ?? [])];
        verified.set(s, { buildDir: b.dir, weights: audit[s]?.weights ?? [], problems });
      }
    }
    timings["verify"] = t();
    // Part of verify: making each chain's self-contained deployable folder (lib/chain-folders.ts).
    timings["chain folders"] = chainFolders;
    return { built, verified };
  } finally {
    await browser?.then((b) => b.close()).catch(() => undefined);
  }
}

/** 5. A chain's shard entry: what its pull, build and verification left (its pages only when verified). */
function shardChain(
  outDir: string,
  d: ChainChange,
  found: { pull?: PulledChain | undefined; verified?: Verified | undefined; buildError?: string | undefined },
  buildSeconds: number,
  tenantsDir: string,
): ShardChain {
  const { pull, verified: v } = found;
  const ok = v !== undefined && v.problems.length === 0;
  return {
    site: d.site,
    hash: d.hash,
    reason: d.reason,
    changed: d.changed,
    pull: pull?.label ?? "skipped",
    ...(ok ? { buildDir: relative(outDir, v.buildDir) } : {}),
    pages: ok ? v.weights.length : 0,
    bytes: ok ? dirBytes(join(v.buildDir, d.site)) : 0,
    weights: ok ? v.weights : [],
    buildSeconds,
    // The pull's settings warnings (unknown keys, fallbacks …), each naming chain, file and key path,
    // then the build's picture warnings (refused addresses, failed fetches), each naming chain and key.
    warnings: [...(pull?.warnings ?? []), ...(v === undefined ? [] : readImageWarnings(v.buildDir, d.site))],
    errors: chainErrors(pull, found.buildError, v?.problems),
    // Made for a chain this run considered only: an unchanged chain's data and code are what the
    // current release reported them from (made for every chain, each call reading the whole tenants
    // folder, it took 18 s of a 28 s night with no change at 1,000 chains).
    ...(d.changed ? { capabilities: capabilityLines(tenantsDir, d.site) } : {}),
  };
}

/** Pull, detect, build and verify one shard's chains into `outDir`; returns (and writes) its result. */
export async function runShard(opts: ReleaseOptions, outDir: string): Promise<ShardResult> {
  const startedAt = new Date().toISOString();
  const timings: Timings = {};
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  let t = timer();
  const pulled = await pullShard(opts, outDir);
  timings["pull"] = t();
  t = timer();
  const { inputsHash, decisions, changed } = detectChanges(opts);
  timings["detect"] = t();
  const { built, verified } = await buildAndVerify(opts, outDir, changed, timings);

  const seconds = perChainSeconds(built.runs);
  const chains = decisions.map((d) => {
    const found = { pull: pulled.get(d.site), verified: verified.get(d.site), buildError: built.failed[d.site] };
    return shardChain(outDir, d, found, seconds.get(d.site) ?? 0, opts.tenantsDir);
  });
  const result: ShardResult = {
    shard: opts.shard,
    inputsHash,
    startedAt,
    timings,
    builds: built.runs.map((r) => ({ sites: r.sites.length, seconds: r.seconds, ok: r.ok })),
    chains,
  };
  writeFileSync(join(outDir, SHARD_FILE), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** Reads a shard folder's result. */
export function readShard(dir: string): ShardResult {
  const file = join(dir, SHARD_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: not a shard output folder`);
  return JSON.parse(readFileSync(file, "utf8")) as ShardResult;
}

/**
 * Merges shard folders into a new release, switches `current` to it, prunes old releases and
 * returns the report. Chains built and verified come from their shard; all others from the
 * current release.
 */
export async function mergeShards(
  opts: ReleaseOptions,
  shardDirs: readonly string[],
  started = performance.now(),
): Promise<ReleaseReport> {
  removeStaleWork(resolve(opts.releasesDir));
  const shards = shardDirs.map((d) => ({ dir: resolve(d), result: readShard(d) }));
  const inputsHashes = new Set(shards.map((s) => s.result.inputsHash));
  if (inputsHashes.size > 1)
    throw new Error("shards were built from different code (build inputs differ); not merging");
  const previousId = currentRelease(opts.releasesDir);
  const previousDir = previousId === null ? null : join(resolve(opts.releasesDir), previousId);
  const previous = readCurrentReport(opts.releasesDir);
  const prevChain = new Map((previous?.chains ?? []).map((c) => [c.site, c]));

  const t = timer();
  const seen = new Set<string>();
  const sources: ChainSource[] = [];
  const reports: ChainReport[] = [];
  for (const { dir, result } of shards) {
    for (const c of result.chains) {
      if (seen.has(c.site)) throw new Error(`chain ${c.site} is in more than one shard`);
      seen.add(c.site);
      const before = prevChain.get(c.site);
      const fresh = c.buildDir !== undefined;
      const hasPrevious = previousDir !== null && existsSync(join(previousDir, c.site));
      if (fresh) sources.push({ site: c.site, from: "build", buildDir: join(dir, c.buildDir as string) });
      else if (hasPrevious) sources.push({ site: c.site, from: "previous" });
      const errors = [...c.errors];
      if (c.changed && !fresh && errors.length === 0) errors.push("not built");
      if (errors.length > 0 && !hasPrevious && !fresh) errors.push("no published pages yet: the chain is not online");
      reports.push({
        site: c.site,
        status: errors.length > 0 ? "failed" : fresh ? "released" : "unchanged",
        reason: c.reason,
        hash: c.hash,
        publishedHash: fresh ? c.hash : (before?.publishedHash ?? null),
        pull: c.pull,
        pages: fresh ? c.pages : (before?.pages ?? 0),
        bytes: fresh ? c.bytes : (before?.bytes ?? 0),
        js: fresh ? jsByKind(c.weights) : (before?.js ?? {}),
        buildSeconds: c.buildSeconds,
        warnings: c.warnings,
        errors,
        capabilities: c.capabilities ?? before?.capabilities ?? [],
        assets: [],
      });
    }
  }
  reports.sort((a, b) => a.site.localeCompare(b.site));

  const id = nextReleaseId(opts.releasesDir);
  const releaseDir = join(resolve(opts.releasesDir), id);
  const previousChainAssets = Object.fromEntries((previous?.chains ?? []).map((c) => [c.site, c.assets]));
  const assembled = await assembleRelease({
    releaseDir,
    previousDir,
    chains: sources,
    previousChainAssets,
    tenantsDir: opts.tenantsDir,
    routing: opts.routing,
    sameInputs: previous !== null && previous.inputsHash === shards[0]?.result.inputsHash,
    env: opts.env,
  });
  for (const r of reports) r.assets = assembled.chainAssets[r.site] ?? [];
  const assembleSeconds = t();

  const timings: Record<string, number> = {};
  for (const { result } of shards) {
    for (const [k, v] of Object.entries(result.timings)) timings[k] = Math.max(timings[k] ?? 0, v);
  }
  timings["assemble"] = assembleSeconds;
  const report: ReleaseReport = {
    id,
    startedAt: shards.map((s) => s.result.startedAt).sort()[0] ?? new Date().toISOString(),
    seconds: 0,
    previous: previousId,
    inputsHash: shards[0]?.result.inputsHash ?? "",
    shards: shards.length,
    timings,
    builds: shards.flatMap((s) => s.result.builds),
    chains: reports,
    liveAssets: assembled.liveAssets,
    failed: reports.some((r) => r.status === "failed"),
  };
  // Publish: the report completes the release, then one pointer switch.
  const tp = timer();
  report.seconds = (performance.now() - started) / 1000;
  writeReport(releaseDir, report);
  publishCurrent(opts.releasesDir, id);
  if (opts.publishDir !== null) linkPublishDir(opts.releasesDir, opts.publishDir);
  const pruned = pruneReleases(opts.releasesDir, opts.keep);
  timings["publish"] = tp();
  if (pruned.length > 0) opts.log(`pruned ${pruned.length} old release(s)`);
  return report;
}

/**
 * A whole local release: one shard of everything, merged and published at once. It starts by
 * removing what a killed run left in the releases root (its work folder, a half-made release).
 */
export async function release(opts: ReleaseOptions): Promise<ReleaseReport> {
  const started = performance.now();
  const stale = removeStaleWork(resolve(opts.releasesDir));
  if (stale.length > 0) opts.log(`removed what an interrupted release left: ${stale.join(", ")}`);
  const workDir = join(resolve(opts.releasesDir), `.work-${process.pid}`);
  try {
    await runShard(opts, workDir);
    return await mergeShards(opts, [workDir], started);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** What the watcher's rebuild of a few chains did: the new release (null when none was made) and each candidate's entry. */
export type Rebuild = { report: ReleaseReport | null; chains: ShardChain[] };

/**
 * The watcher's rebuild (`npm run watch`): pulls `candidates`, builds and verifies those whose data
 * differs from the published, and publishes them as a new release (every other chain carried over
 * as it is). When none of them was built (their data had not changed, or their build or verification
 * failed) no release is made: the published pages stay exactly as they are. Run it under the
 * releases folder's lock, like `release`.
 */
export async function rebuildChains(opts: ReleaseOptions, candidates: readonly string[]): Promise<Rebuild> {
  const started = performance.now();
  const stale = removeStaleWork(resolve(opts.releasesDir));
  if (stale.length > 0) opts.log(`removed what an interrupted release left: ${stale.join(", ")}`);
  const workDir = join(resolve(opts.releasesDir), `.work-${process.pid}`);
  try {
    const shard = await runShard({ ...opts, candidates }, workDir);
    const chains = shard.chains.filter((c) => candidates.includes(c.site));
    if (!chains.some((c) => c.buildDir !== undefined)) return { report: null, chains };
    return { report: await mergeShards(opts, [workDir], started), chains };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
