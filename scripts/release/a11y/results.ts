/**
 * The accessibility checks' results files: one folder per build (`A11Y_RESULTS_DIR`, else
 * `a11y-results/` beside the build folder, so a test run's temporary build takes its results with
 * it), one file per chain and kind (`<site>.axe-sweep.json`, `<site>.key-tasks.json`). Each file
 * names the build it ran on (`buildId`, build-id.ts); the report step shows only the results of
 * the build it writes into.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { SweepResults, TaskResults } from "#src/lib/a11y-report.ts";

/** The results folder of a build folder: `A11Y_RESULTS_DIR`, else `<dist's parent>/a11y-results`. */
export function resultsDirFor(distDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env["A11Y_RESULTS_DIR"];
  if (configured) return resolve(configured);
  const dist = resolve(distDir);
  // `dist` itself names the build; a folder called otherwise gets its own results folder beside it.
  return join(dirname(dist), basename(dist) === "dist" ? "a11y-results" : `${basename(dist)}.a11y-results`);
}

/** The two kinds of results file. */
export type ResultsKind = "axe-sweep" | "key-tasks";
type ResultsOf<K extends ResultsKind> = K extends "axe-sweep" ? SweepResults : TaskResults;

const fileOf = (dir: string, site: string, kind: ResultsKind) => join(dir, `${site}.${kind}.json`);

/** A chain's results of one kind, or null when none were written. */
export function readResults<K extends ResultsKind>(dir: string, site: string, kind: K): ResultsOf<K> | null {
  const file = fileOf(dir, site, kind);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, "utf8")) as ResultsOf<K>;
  return parsed.kind === kind && parsed.site === site ? parsed : null;
}

/** Writes a chain's results (whole, by rename, so a reader never sees half a file). */
export function writeResults(dir: string, results: SweepResults | TaskResults): void {
  mkdirSync(dir, { recursive: true });
  const file = fileOf(dir, results.site, results.kind);
  writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(results, null, 2)}\n`);
  renameSync(`${file}.${process.pid}`, file);
}
