/**
 * Where an `astro build` runs. Astro keeps its server-side intermediate files (`.prerender/`: the
 * page renderers the build imports to write the pages) inside `outDir` only when `outDir` lies inside
 * the working directory; otherwise it puts them in `<cwd>/.astro/`, which two builds into other folders
 * would share — the second one deletes the first one's styles before they are moved into its output.
 * Those files must also lie inside the project, where their imports find `node_modules`. So every
 * build gets a working directory of its own inside the project (`node_modules/.cache/astro-build/`),
 * with `--root` naming the project, and builds into any folder can run side by side.
 *
 * Astro moves those files into `outDir` with `rename`, which fails across file systems (EXDEV). When
 * `outDir` lies on another file system than the project (a tmpfs, another disk), the build goes into
 * a folder beside its working directory and `finish()` moves the result into `outDir` (a copy when
 * the rename crosses devices). Places left by a killed build are removed when the next one starts.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { envValue } from "../../src/tenant/build-env.ts";
import { moveDir } from "./move-dir.ts";
import { isRunning, ROOT } from "../lib/run.ts";

/**
 * The working directory, arguments and environment of one `astro build`; `finish()` when it ended
 * (moves a staged output into place, then removes the working directory).
 */
export type AstroBuildPlace = { cwd: string; args: string[]; env: NodeJS.ProcessEnv; finish: () => void };

/** The device of a path, or of its nearest existing parent. */
function deviceOf(path: string): number {
  for (let p = resolve(path); ; p = dirname(p)) {
    try {
      return statSync(p).dev;
    } catch {
      if (dirname(p) === p) return -1;
    }
  }
}

/** Whether two paths lie on one file system. */
export function sameFileSystem(a: string, b: string): boolean {
  return deviceOf(a) === deviceOf(b);
}

/** Removes the places of builds whose process is gone (`<pid>-xxxx`, `<pid>-xxxx.out`). */
function removeStalePlaces(parent: string): void {
  for (const name of readdirSync(parent)) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid))
      rmSync(join(parent, name), { recursive: true, force: true });
  }
}

/**
 * A fresh place for one build into `outDir`. `TENANTS_DIR` is made absolute (relative to this
 * process's working directory, as the caller meant it): the build's own working directory differs.
 */
export function astroBuildPlace(
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
  sameDevice: (a: string, b: string) => boolean = sameFileSystem,
  rename?: (a: string, b: string) => void,
): AstroBuildPlace {
  const parent = join(ROOT, "node_modules", ".cache", "astro-build");
  mkdirSync(parent, { recursive: true });
  removeStalePlaces(parent);
  const cwd = mkdtempSync(join(parent, `${process.pid}-`));
  const out = resolve(outDir);
  const staged = sameDevice(parent, out) ? null : `${cwd}.out`;
  return {
    cwd,
    args: ["build", "--root", ROOT],
    env: { DIST_DIR: staged ?? out, TENANTS_DIR: resolve(envValue(env["TENANTS_DIR"]) ?? "tenants") },
    finish: () => {
      try {
        if (staged !== null && existsSync(staged)) {
          rmSync(out, { recursive: true, force: true });
          mkdirSync(dirname(out), { recursive: true });
          moveDir(staged, out, rename);
        }
      } finally {
        rmSync(cwd, { recursive: true, force: true });
        if (staged !== null) rmSync(staged, { recursive: true, force: true });
      }
    },
  };
}
