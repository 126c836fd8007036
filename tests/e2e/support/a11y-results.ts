/**
 * What the accessibility checks (axe-sweep.spec.ts, key-tasks.spec.ts) write for the chain's
 * accessibility report: each check as it completes, into the build's results folder
 * (scripts/release/a11y/results.ts), with the build id of the chain folder it ran on. Written after
 * every check, not at the end, because a failing test restarts its worker: what ran before stays.
 * Results of another build are dropped; on the same build a part run again (one page type's test,
 * one task) replaces what that part wrote before, so one test can be run again on its own.
 */
import { join } from "node:path";
import { chainBuildId } from "../../../scripts/release/a11y/build-id.ts";
import { readResults, resultsDirFor, writeResults } from "../../../scripts/release/a11y/results.ts";
import {
  PRODUCT_VERSION,
  type AxeCheck,
  type SweepResults,
  type TaskResult,
  type TaskResults,
} from "../../../src/lib/a11y-report.ts";
import { SWEEP_TAGS } from "../fixtures.ts";
import { DIST_DIR } from "../settings.ts";

/** The results folder of this run's build. */
export const RESULTS_DIR = resultsDirFor(DIST_DIR);

const buildIds = new Map<string, string>();
/** The build id of a chain folder of this build (computed once per worker). */
export function buildIdOf(site: string): string {
  let id = buildIds.get(site);
  if (id === undefined) {
    id = chainBuildId(join(DIST_DIR, site));
    buildIds.set(site, id);
  }
  return id;
}

/** The chain's sweep results of this build, begun afresh when the file is of another build. */
function sweepOf(site: string, planned: readonly string[], engine = ""): SweepResults {
  const found = readResults(RESULTS_DIR, site, "axe-sweep");
  if (found !== null && found.buildId === buildIdOf(site)) return { ...found, planned: [...planned] };
  const now = new Date().toISOString();
  return {
    kind: "axe-sweep",
    site,
    buildId: buildIdOf(site),
    productVersion: PRODUCT_VERSION,
    axeVersion: engine,
    tags: SWEEP_TAGS,
    startedAt: now,
    updatedAt: now,
    planned: [...planned],
    finished: [],
    checks: [],
  };
}

/** Starts one part of the chain's sweep: what an earlier run of that part wrote goes. */
export function startPart(site: string, planned: readonly string[], part: string): void {
  const results = sweepOf(site, planned);
  results.checks = results.checks.filter((c) => c.part !== part);
  results.finished = results.finished.filter((p) => p !== part);
  writeResults(RESULTS_DIR, results);
}

/** Records one axe run of the chain's sweep (`engine`: the axe-core release that ran it). */
export function recordCheck(site: string, planned: readonly string[], check: AxeCheck, engine: string): void {
  const results = sweepOf(site, planned, engine);
  results.axeVersion = engine;
  results.checks.push(check);
  results.updatedAt = new Date().toISOString();
  writeResults(RESULTS_DIR, results);
}

/** Marks one part of the chain's sweep (a page type, the lightbox …) as done in full. */
export function finishPart(site: string, planned: readonly string[], part: string): void {
  const results = sweepOf(site, planned);
  if (!results.finished.includes(part)) results.finished.push(part);
  results.updatedAt = new Date().toISOString();
  writeResults(RESULTS_DIR, results);
}

/** Records one key task's outcome for the chain. */
export function recordTask(site: string, task: TaskResult): void {
  const found = readResults(RESULTS_DIR, site, "key-tasks");
  const now = new Date().toISOString();
  const results: TaskResults =
    found !== null && found.buildId === buildIdOf(site)
      ? found
      : {
          kind: "key-tasks",
          site,
          buildId: buildIdOf(site),
          productVersion: PRODUCT_VERSION,
          startedAt: now,
          updatedAt: now,
          tasks: [],
        };
  results.tasks = [...results.tasks.filter((t) => t.id !== task.id), task];
  results.updatedAt = now;
  writeResults(RESULTS_DIR, results);
}
