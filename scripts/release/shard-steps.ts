/**
 * The pure steps of a release shard (`runShard` in release.ts): reading the pull's progress lines,
 * what each chain's pull and the last release say, the log lines of the change detection, and what
 * a chain's build and verification leave in its shard entry. No files, no network.
 */
import type { TenantReport } from "../pull/report.ts";
import { statusLabel } from "../pull/report.ts";
import type { BuildRun } from "./build-chains.ts";
import type { PublishedChain } from "./change-detection.ts";
import type { releasable } from "../lib/deploy-scope.ts";
import type { ReleaseReport } from "./report.ts";

/** A chain's pull: its status label, the settings warnings, and the error when it failed. */
export type PulledChain = { label: string; error?: string; warnings?: string[] };

/** The progress shown for one line of the pull's log, and the tenant line it belongs to. */
export type PullProgress = { current: string; progress: { line: string; done: boolean } | null };

/**
 * A pull log line as progress: '[3/10] site' starts a tenant (shown until done), '  -> …' ends it
 * (shown after the tenant's line); any other line shows nothing.
 */
export function pullProgress(line: string, current: string): PullProgress {
  if (/^\[(\d+)\/(\d+)\] (.+)$/.test(line)) return { current: line, progress: { line: `pull ${line} …`, done: false } };
  if (line.startsWith("  -> ")) return { current, progress: { line: `pull ${current}: ${line.slice(5)}`, done: true } };
  return { current, progress: null };
}

/** A tenant's pull report as its shard entry sees it; a failed pull keeps the last good snapshot. */
export function pulledChain(report: TenantReport): PulledChain {
  return {
    label: statusLabel(report),
    warnings: report.warnings ?? [],
    ...(report.status === "failed" ? { error: `pull: ${report.reason ?? "failed"} (kept last good snapshot)` } : {}),
  };
}

/** What the current release published (hash and inputs per chain) and which of its chains failed. */
export function publishedOf(previous: ReleaseReport | null): {
  published: Record<string, PublishedChain>;
  failedLastTime: string[];
} {
  const published: Record<string, PublishedChain> = {};
  for (const c of previous?.chains ?? []) {
    if (c.publishedHash !== null) published[c.site] = { hash: c.publishedHash, inputsHash: previous?.inputsHash ?? "" };
  }
  const failedLastTime = (previous?.chains ?? []).filter((c) => c.status === "failed").map((c) => c.site);
  return { published, failedLastTime };
}

/** The log line naming the chains left out of the release (not production), or null when none is. */
export function notReleasedLine(left: ReturnType<typeof releasable>["left"]): string | null {
  if (left.length === 0) return null;
  const names = left.map((l) => `${l.site} (${l.deploy})`).join(", ");
  const hint = left.some((l) => l.deploy === "demo") ? "; --include-demo releases the demo chains" : "";
  return `not released (not production chains): ${names}${hint}`;
}

/** The log line of the change detection: how many of the shard's chains are built, and which. */
export function changesLine(changed: readonly string[], total: number): string {
  return `changes: ${changed.length} of ${total} chains to build${changed.length ? ` (${changed.join(", ")})` : ""}`;
}

/** Each chain's share of the build time: a run's seconds split evenly over its chains. */
export function perChainSeconds(runs: readonly Pick<BuildRun, "sites" | "seconds">[]): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const r of runs) for (const s of r.sites) seconds.set(s, (seconds.get(s) ?? 0) + r.seconds / r.sites.length);
  return seconds;
}

/** A chain's errors: its pull's, its build's, then the first 20 problems of its verification. */
export function chainErrors(
  pull: PulledChain | undefined,
  buildError: string | undefined,
  problems: readonly string[] | undefined,
): string[] {
  return [
    ...(pull?.error ? [pull.error] : []),
    ...(buildError ? [buildError] : []),
    ...(problems?.length ? [`verification failed: ${problems.slice(0, 20).join("; ")}`] : []),
  ];
}
