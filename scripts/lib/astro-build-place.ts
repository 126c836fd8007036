/**
 * Where an `astro build` runs. Astro keeps its server-side intermediate files (`.prerender/`: the
 * page renderers the build imports to write the pages) inside `outDir` only when `outDir` lies inside
 * the working directory; otherwise it puts them in `<cwd>/.astro/`, which two builds into other folders
 * would share — the second one deletes the first one's styles before they are moved into its output.
 * Those files must also lie inside the project, where their imports find `node_modules`. So every
 * build gets a working directory of its own inside the project (`node_modules/.cache/astro-build/`),
 * with `--root` naming the project, and builds into any folder can run side by side.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { envValue } from "../../src/tenant/build-env.ts";
import { ROOT } from "./run.ts";

/** The working directory, arguments and environment of one `astro build`; `remove()` when it ended. */
export type AstroBuildPlace = { cwd: string; args: string[]; env: NodeJS.ProcessEnv; remove: () => void };

/**
 * A fresh place for one build into `outDir`. `TENANTS_DIR` is made absolute (relative to this
 * process's working directory, as the caller meant it): the build's own working directory differs.
 */
export function astroBuildPlace(outDir: string, env: NodeJS.ProcessEnv = process.env): AstroBuildPlace {
  const parent = join(ROOT, "node_modules", ".cache", "astro-build");
  mkdirSync(parent, { recursive: true });
  const cwd = mkdtempSync(join(parent, `${process.pid}-`));
  return {
    cwd,
    args: ["build", "--root", ROOT],
    env: { DIST_DIR: resolve(outDir), TENANTS_DIR: resolve(envValue(env["TENANTS_DIR"]) ?? "tenants") },
    remove: () => rmSync(cwd, { recursive: true, force: true }),
  };
}
