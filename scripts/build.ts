/**
 * `npm run build`: checks every tenant first (a chain's bad data fails in a second, naming tenant,
 * file and key path), then builds into a fresh directory beside the output (`<DIST_DIR>.next-<pid>`)
 * — `astro build`, then write-routing — and only when both succeeded swaps it in place of
 * `DIST_DIR` (default `dist`). A failed build leaves the last good output exactly as it was.
 */
import { existsSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadTenants } from "../src/tenant/load-tenants.server.ts";
import { TenantConfigError } from "../src/tenant/tenant-schema.ts";
import { astroBuildPlace } from "./lib/astro-build-place.ts";
import { run } from "./lib/run.ts";

/** One step of a build into `outDir`; resolves with its exit code. */
export type BuildStep = (outDir: string) => Promise<number>;

/** The real steps: the static sites, then the routing files, both into `outDir`. */
export const BUILD_STEPS: BuildStep[] = [
  async (outDir) => {
    const place = astroBuildPlace(outDir);
    try {
      return await run({ bin: "astro", args: place.args, cwd: place.cwd }, place.env);
    } finally {
      place.finish();
    }
  },
  (outDir) => run({ script: "scripts/write-routing.ts", args: [`--dist=${outDir}`] }, { DIST_DIR: outDir }),
];

/** Runs the steps into a fresh directory and swaps it in when all succeeded; returns the exit code. */
export async function buildAndSwap(distDir: string, steps: readonly BuildStep[] = BUILD_STEPS): Promise<number> {
  const target = resolve(distDir);
  const next = join(dirname(target), `${basename(target)}.next-${process.pid}`);
  const old = join(dirname(target), `${basename(target)}.old-${process.pid}`);
  rmSync(next, { recursive: true, force: true });
  for (const step of steps) {
    const code = await step(next);
    if (code !== 0) {
      rmSync(next, { recursive: true, force: true });
      console.error(`build: failed (exit ${code}); ${target} is left as it was`);
      return code;
    }
  }
  if (existsSync(target)) renameSync(target, old);
  renameSync(next, target);
  rmSync(old, { recursive: true, force: true });
  console.log(`build: ${target} replaced by the new build`);
  return 0;
}

/** Loads every tenant of the build (TENANTS / TENANTS_DIR); a message naming the problem, or null. */
export function checkTenants(): string | null {
  try {
    loadTenants();
    return null;
  } catch (error) {
    if (error instanceof TenantConfigError) return error.message;
    throw error;
  }
}

const USAGE = `Usage: npm run build

Checks every tenant, builds into <DIST_DIR>.next-<pid> and swaps it in place of DIST_DIR (default dist).
Environment: DIST_DIR, TENANTS (a,b: only those chains), TENANTS_DIR, GATEWAY_URL.`;

if (import.meta.main) {
  try {
    if (parseArgs({ options: { help: { type: "boolean", short: "h" } }, strict: true }).values.help) {
      console.log(USAGE);
      process.exit(0);
    }
  } catch (error) {
    console.error(`build: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  const distDir = process.env["DIST_DIR"] || "dist";
  const problem = checkTenants();
  if (problem !== null) {
    console.error(`build: tenant data refused; ${resolve(distDir)} is left as it was\n${problem}`);
    process.exit(1);
  }
  process.exit(await buildAndSwap(distDir));
}
