/**
 * The release's options as the command line and the environment give them, shared by
 * `npm run release` and `npm run watch` (which runs the same pipeline for a few chains), so both
 * read RELEASES_DIR, DIST_DIR, TENANTS_DIR, RELEASE_CHAINS, PORT, CHROMIUM_PATH … the same way.
 */
import { resolve } from "node:path";
import { tenantFilter, tenantsDir } from "../../src/tenant/load-tenants.server.ts";
import { DEFAULT_GATEWAY_URL } from "../../src/tenant/tenant-files.ts";
import { freePort, isPortFree } from "../lib/listen.ts";
import { ROOT } from "../lib/run.ts";
import { parseReleaseInclude } from "../lib/deploy-scope.ts";
import type { LockHolder } from "./release-lock.ts";
import type { ReleaseOptions } from "./release.ts";
import { parseShard } from "./shard.ts";

/** The flags both commands share. */
export type ReleaseFlags = {
  force?: boolean | undefined;
  noPull?: boolean | undefined;
  noSmoke?: boolean | undefined;
  keep?: string | undefined;
  includeDemo?: boolean | undefined;
  shard?: string | undefined;
  /** `--a11y`: run the accessibility checks on the rebuilt chains (lib/a11y). */
  a11y?: boolean | undefined;
};

/** The releases folder and the served folder (`dist`, made a link to the current release). */
export function releaseDirs(env: NodeJS.ProcessEnv = process.env) {
  return { releasesDir: resolve(env["RELEASES_DIR"] || ".releases"), publishDir: resolve(env["DIST_DIR"] || "dist") };
}

/** How long a run waits for the releases folder's lock held by another (RELEASE_LOCK_WAIT seconds, default 30 min). */
export function lockWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env["RELEASE_LOCK_WAIT"] ?? 1800);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1_800_000;
}

/** The line printed while waiting for the lock. */
export function waitingLine(holder: LockHolder): string {
  const what = holder.command ? ` (${holder.command})` : "";
  return `waiting for the releases folder: process ${holder.pid}${what} holds it${holder.since ? ` since ${holder.since}` : ""}`;
}

/** The options of a run, from the flags and the environment. */
export async function releaseOptions(
  flags: ReleaseFlags,
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (line) => console.log(line),
): Promise<ReleaseOptions> {
  const tty = Boolean(process.stdout.isTTY);
  const preferredPort = Number(env["PORT"] || 4321);
  const smokePort = (await isPortFree(preferredPort)) ? preferredPort : await freePort();
  const { releasesDir, publishDir } = releaseDirs(env);
  return {
    root: ROOT,
    releasesDir,
    publishDir,
    tenantsDir: resolve(tenantsDir({ TENANTS_DIR: env["TENANTS_DIR"] })),
    gatewayUrl: flags.noPull ? null : env["GATEWAY_URL"] || DEFAULT_GATEWAY_URL,
    force: Boolean(flags.force),
    only: tenantFilter(env["TENANTS"]),
    scope: tenantFilter(env["RELEASE_CHAINS"]),
    include: flags.includeDemo ? ["demo"] : parseReleaseInclude(env["RELEASE_INCLUDE"]),
    shard: parseShard(flags.shard ?? "1/1"),
    keep: Math.max(1, Number(flags.keep ?? env["RELEASE_KEEP"] ?? 5)),
    smoke: flags.noSmoke ? null : { port: smokePort, chromiumPath: env["CHROMIUM_PATH"] || "/usr/bin/chromium" },
    routing: { root: env["RELEASE_ROOT_PATH"] || "/srv/storefront/dist", listen: env["RELEASE_LISTEN"] || "80" },
    a11y: flags.a11y ? (await import("./a11y/release-checks.ts")).releaseA11yChecks(env) : null,
    env,
    log,
    progress: (line, done) => {
      if (tty) process.stdout.write(`\r\x1b[K${line}${done ? "\n" : ""}`);
      else if (done) log(line);
    },
  };
}
