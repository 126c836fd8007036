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

/** Reads a file as text, or null when it does not exist. */
export function readOrNull(path: string): string | null {
  return existsSync(path) ? readFileSync(path, "utf8") : null;
}
