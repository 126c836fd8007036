/**
 * `npm run watch`: a chain's change at the gateway published within a minute, between nightly
 * releases. Changes are found two ways: a poll of every chain's fingerprint (fingerprint.ts: the
 * gateway's cheap answers) on an interval, and the gateway's signed webhook (webhook-server.ts)
 * naming the chains that changed. Both feed one coalescer (coalesce.ts), so a burst gives one
 * rebuild. A rebuild is the release's own pipeline for those chains (`rebuildChains`: the pull of
 * each, the content-hash decision, the build, the verification, the atomic switch), under the
 * releases folder's lock (release-lock.ts), so it never runs beside the nightly on the same folder;
 * then the release's own publishing (`publishEverywhere`: the rsync adapter, the per-chain
 * Cloudflare Pages deploy where configured). A chain whose rebuild fails keeps its published pages;
 * the failure is logged, kept in `<RELEASES_DIR>/watch.json` and shown by `GET /health`, and its
 * fingerprint is not recorded, so the next poll tries again.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withReleaseLock } from "../../release/release-lock.ts";
import type { Rebuild, ReleaseOptions } from "../../release/release.ts";
import { rebuildChains, releaseScope } from "../../release/release.ts";
import type { ReleaseReport } from "../../release/report.ts";
import { errorHeadline } from "../../release/report.ts";
import { Coalescer, type Timers } from "./coalesce.ts";
import { fingerprints, type Fingerprint } from "./fingerprint.ts";
import { startWebhookServer, type WebhookRequest, type WebhookServer } from "./webhook-server.ts";

/** Options of `startWatcher`. */
export type WatcherOptions = {
  /** The release's options (a pull is part of every rebuild, so `gatewayUrl` is set). */
  release: ReleaseOptions & { gatewayUrl: string };
  /** Poll interval; 0: no polling (webhook only, or `pollNow` by hand). */
  intervalMs: number;
  /** Quiet time before a rebuild starts, and the longest wait after a burst's first change. */
  settleMs: number;
  maxWaitMs: number;
  /** The signed webhook's listener; null: none. */
  webhook: { port: number; host: string; secret: Buffer } | null;
  /** How long a rebuild waits for the releases folder while another run (the nightly) holds it. */
  lockWaitMs: number;
  /** Chains fingerprinted at once. */
  pollConcurrency?: number;
  /** Publishing after the switch (`publishEverywhere`); the problems it met. */
  publish: (report: ReleaseReport) => Promise<string[]>;
  log: (line: string) => void;
  /** Replaces the rebuild (tests of the scheduling). */
  rebuild?: (sites: string[]) => Promise<Rebuild>;
  /** Fetch of the fingerprint calls (tests). */
  fetch?: typeof globalThis.fetch;
  timers?: Timers;
};

/** One rebuild: its chains, what became of each, and whether and where it was published. */
export type Cycle = {
  sites: string[];
  startedAt: string;
  seconds: number;
  releaseId: string | null;
  released: string[];
  unchanged: string[];
  failed: { site: string; error: string }[];
  /** The rebuild as a whole could not run (lock, code mismatch, …). */
  error: string | null;
  /** Publishing problems after the switch (Cloudflare, rsync). */
  unpublished: string[];
};

/** A running watcher. */
export type Watcher = {
  webhookUrl: string | null;
  /** Fingerprints every chain now; the chains found changed (queued). */
  pollNow: () => Promise<string[]>;
  /** Queues chains for a rebuild, as a webhook does. */
  changed: (sites: readonly string[]) => void;
  /** Resolves when nothing is queued or running. */
  idle: () => Promise<void>;
  cycles: Cycle[];
  close: () => Promise<void>;
};

/**
 * What the watcher keeps between runs: the last fingerprint recorded per chain, the chains whose last
 * rebuild failed (tried again at every poll until one succeeds), and recent rebuilds.
 */
type WatchState = { fingerprints: Record<string, string>; failing: string[]; cycles: Cycle[] };

const STATE_FILE = "watch.json";
const KEPT_CYCLES = 20;

function readState(file: string): WatchState {
  try {
    const s = JSON.parse(readFileSync(file, "utf8")) as Partial<WatchState>;
    return { fingerprints: s.fingerprints ?? {}, failing: s.failing ?? [], cycles: s.cycles ?? [] };
  } catch {
    return { fingerprints: {}, failing: [], cycles: [] };
  }
}

function writeState(file: string, state: WatchState): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(tmp, file);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Starts polling and the webhook listener; see the module comment. */
export async function startWatcher(opts: WatcherOptions): Promise<Watcher> {
  const { release, log } = opts;
  const stateFile = join(release.releasesDir, STATE_FILE);
  const state = readState(stateFile);
  const firstRun = !existsSync(stateFile);
  const save = () => writeState(stateFile, state);
  const scope = () => releaseScope(release).sites;
  const fingerprintOpts = {
    gatewayUrl: release.gatewayUrl,
    tenantsDir: release.tenantsDir,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  };
  const rebuild = opts.rebuild ?? ((sites: string[]) => rebuildChains(release, sites));
  const cycles: Cycle[] = [];
  /** The chains of the rebuild that runs: a poll meanwhile leaves them to it (their record moves after it). */
  let inFlight = new Set<string>();

  async function runCycle(sites: string[]): Promise<void> {
    inFlight = new Set(sites);
    const t0 = performance.now();
    const cycle: Cycle = {
      sites,
      startedAt: new Date().toISOString(),
      seconds: 0,
      releaseId: null,
      released: [],
      unchanged: [],
      failed: [],
      error: null,
      unpublished: [],
    };
    log(`watch: rebuilding ${sites.join(", ")}`);
    // Taken before the pull: a change made after it shows in the next poll.
    const before = await fingerprints(sites, fingerprintOpts, opts.pollConcurrency);
    try {
      const done = await withReleaseLock(release.releasesDir, () => rebuild(sites), {
        command: `watch: rebuild of ${sites.join(", ")}`,
        waitMs: opts.lockWaitMs,
        onWait: (h) => log(`watch: waiting for the releases folder: process ${h.pid} (${h.command}) holds it`),
      });
      for (const c of done.chains) {
        if (c.buildDir !== undefined) cycle.released.push(c.site);
        else if (c.errors.length > 0 || c.changed)
          cycle.failed.push({ site: c.site, error: c.errors.join("; ") || "not built" });
        else cycle.unchanged.push(c.site);
      }
      if (done.report !== null) {
        cycle.releaseId = done.report.id;
        cycle.unpublished = await opts.publish(done.report);
      }
    } catch (error) {
      cycle.error = message(error);
    }
    cycle.seconds = (performance.now() - t0) / 1000;
    const failing = new Set(state.failing);
    for (const site of sites) {
      const fp = before.get(site);
      const ok = cycle.error === null && !cycle.failed.some((f) => f.site === site);
      if (ok && fp?.ok) state.fingerprints[site] = fp.hash;
      if (ok) failing.delete(site);
      else failing.add(site);
    }
    state.failing = [...failing].sort();
    inFlight = new Set();
    cycles.push(cycle);
    state.cycles = [...state.cycles, cycle].slice(-KEPT_CYCLES);
    save();
    report(cycle);
  }

  function report(c: Cycle): void {
    const t = `${c.seconds.toFixed(1)} s`;
    if (c.error !== null) {
      log(`watch: rebuild of ${c.sites.join(", ")} FAILED — ${c.error}; the published pages stay (${t})`);
      return;
    }
    if (c.released.length > 0) log(`watch: published ${c.released.join(", ")} in release ${c.releaseId ?? "?"} (${t})`);
    if (c.unchanged.length > 0) log(`watch: unchanged since the published release: ${c.unchanged.join(", ")}`);
    for (const f of c.failed) log(`watch: ${f.site} FAILED — ${errorHeadline(f.error)}; its published pages stay`);
    for (const p of c.unpublished) log(`watch: NOT PUBLISHED — ${p}`);
  }

  const coalescer = new Coalescer({
    settleMs: opts.settleMs,
    maxWaitMs: opts.maxWaitMs,
    run: runCycle,
    ...(opts.timers ? { timers: opts.timers } : {}),
  });

  const warned = new Set<string>();
  async function pollNow(): Promise<string[]> {
    const sites = scope();
    const found = await fingerprints(sites, fingerprintOpts, opts.pollConcurrency);
    // A watcher that never recorded a fingerprint takes the published release as its baseline.
    const baseline = Object.keys(state.fingerprints).length === 0;
    const changed: string[] = [];
    for (const [site, fp] of found as Map<string, Fingerprint>) {
      if (!fp.ok) {
        if (!warned.has(site)) log(`watch: poll of ${site} failed (${fp.reason}); tried again next time`);
        warned.add(site);
        continue;
      }
      warned.delete(site);
      if (inFlight.has(site)) continue;
      if (state.failing.includes(site)) changed.push(site);
      else if (baseline) state.fingerprints[site] = fp.hash;
      else if (state.fingerprints[site] !== fp.hash) changed.push(site);
    }
    if (baseline) {
      save();
      log(`watch: first poll: ${found.size} chains' fingerprints recorded (the published release is the baseline)`);
    }
    coalescer.add(changed);
    if (changed.length > 0) log(`watch: poll found changes: ${changed.join(", ")}`);
    return changed;
  }

  function onWebhook(request: WebhookRequest): { queued: string[]; unknown: string[] } {
    const known = scope();
    if ("all" in request) {
      void pollNow().catch((error: unknown) => log(`watch: poll failed: ${message(error)}`));
      return { queued: [], unknown: [] };
    }
    const queued = request.sites.filter((s) => known.includes(s));
    coalescer.add(queued);
    return { queued, unknown: request.sites.filter((s) => !known.includes(s)) };
  }

  let server: WebhookServer | null = null;
  if (opts.webhook !== null) {
    server = await startWebhookServer({
      ...opts.webhook,
      onChange: onWebhook,
      log,
      status: () => ({
        pending: coalescer.pending,
        running: coalescer.running,
        lastCycle: cycles.at(-1) ?? state.cycles.at(-1) ?? null,
        // Chains whose last rebuild failed: they keep their published pages until one succeeds.
        failing: state.failing,
      }),
    });
    log(`watch: webhook listening on ${server.url}/webhook`);
  }

  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const schedule = () => {
    if (opts.intervalMs <= 0 || closed) return;
    timer = setTimeout(() => {
      void pollNow()
        .catch((error: unknown) => log(`watch: poll failed: ${message(error)}`))
        .finally(schedule);
    }, opts.intervalMs);
  };
  if (opts.intervalMs > 0) {
    if (firstRun) log("watch: no earlier state: the first poll records every chain's fingerprint");
    void pollNow()
      .catch((error: unknown) => log(`watch: poll failed: ${message(error)}`))
      .finally(schedule);
  }

  return {
    webhookUrl: server === null ? null : `${server.url}/webhook`,
    pollNow,
    changed: (sites) => coalescer.add(sites),
    idle: () => coalescer.idle(),
    cycles,
    close: async () => {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      await server?.close();
      coalescer.close();
      await coalescer.idle();
    },
  };
}
