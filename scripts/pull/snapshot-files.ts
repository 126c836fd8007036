/**
 * Writes one tenant's pulled files all-or-nothing: every file is first written beside its target
 * under a temporary name, and only when all of them are on disk are they renamed into place. A
 * failure before the renames leaves the previous snapshot untouched. Hand-written files in the same
 * folder (local.json) are never touched.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stableJson } from "./stable-json.ts";

/** File name → JSON value of one tenant's pull. */
export type SnapshotFiles = Record<string, unknown>;

/** Names of the files whose content differs from what is on disk (missing files count). */
export function changedFiles(dir: string, files: SnapshotFiles): string[] {
  return Object.keys(files)
    .filter((name) => readOrNull(join(dir, name)) !== stableJson(files[name]))
    .sort();
}

/** Writes `files` into `dir` as one unit; returns the names that changed. */
export function writeSnapshot(dir: string, files: SnapshotFiles): string[] {
  const changed = changedFiles(dir, files);
  if (changed.length === 0) return changed;
  mkdirSync(dir, { recursive: true });
  const staged: [tmp: string, target: string][] = [];
  try {
    for (const name of changed) {
      const target = join(dir, name);
      const tmp = join(dir, `.${name}.pull-tmp`);
      staged.push([tmp, target]);
      writeFileSync(tmp, stableJson(files[name]));
    }
  } catch (error) {
    for (const [tmp] of staged) rmSync(tmp, { force: true });
    throw error;
  }
  for (const [tmp, target] of staged) renameSync(tmp, target);
  return changed;
}

/**
 * The files with each `pulledAt` that is the only change against the file on disk set back to the
 * one on disk: the time says when the content was last found changed, so an unchanged pull changes
 * nothing (and gives no git diff).
 */
export function keepPulledAt(dir: string, files: SnapshotFiles): SnapshotFiles {
  const kept: SnapshotFiles = { ...files };
  for (const [name, value] of Object.entries(files)) {
    if (!isObject(value) || typeof value["pulledAt"] !== "string") continue;
    const before = readOrNull(join(dir, name));
    const old: unknown = before === null ? null : safeJson(before);
    if (!isObject(old) || typeof old["pulledAt"] !== "string") continue;
    const same = { ...value, pulledAt: old["pulledAt"] };
    if (stableJson(same) === before) kept[name] = same;
  }
  return kept;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Reads a file as text, or null when it does not exist. */
export function readOrNull(path: string): string | null {
  return existsSync(path) ? readFileSync(path, "utf8") : null;
}
