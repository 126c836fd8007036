/**
 * Moving a folder where a rename may cross file systems: `rename` first (instant, atomic), and when
 * the kernel refuses because source and target lie on two devices (EXDEV: a build or release folder
 * on a tmpfs or another disk than the checkout), a copy that keeps symlinks as they are, then the
 * source is removed.
 */
import { cpSync, renameSync, rmSync } from "node:fs";

/** Moves `from` to `to` (which must not exist); `rename` is replaceable for tests. */
export function moveDir(from: string, to: string, rename: (a: string, b: string) => void = renameSync): void {
  try {
    rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    cpSync(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    rmSync(from, { recursive: true, force: true });
  }
}
