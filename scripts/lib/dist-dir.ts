/**
 * Where builds go. One knob, the `DIST_DIR` environment variable (default `dist`, relative to the
 * project root), read by astro.config.mjs (`outDir`), write-routing, check:dist, the preview server,
 * the e2e setup and the benchmarks. `npm start` and `npm run build` use the default; every command
 * that builds only to check something (`npm test`, benchmarks) builds into a run directory of its own
 * (`runDist`) and removes it afterwards, so the `dist/` a running demo serves is never touched.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ROOT } from "./run.ts";

/** The build directory this process works on: `DIST_DIR`, else `<root>/dist`, as an absolute path. */
export function configuredDistDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(ROOT, env["DIST_DIR"] || "dist");
}

/** A build directory for one run, removed by `remove()` (and only then). */
export type RunDist = { distDir: string; remove: () => void };

/**
 * Creates `<tmp>/storefront-<label>-XXXXXX/` and returns its `dist/` (not yet created: the build makes
 * it). Astro's cache for that build lands beside it (see astro.config.mjs), so `remove()` takes both.
 * The directory also goes when the process exits normally or on SIGINT/SIGTERM, whichever comes first.
 */
export function runDist(label: string): RunDist {
  const base = mkdtempSync(join(tmpdir(), `storefront-${label}-`));
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    rmSync(base, { recursive: true, force: true });
    process.off("exit", remove);
  };
  process.on("exit", remove);
  return { distDir: join(base, "dist"), remove };
}
