/**
 * `npm run release`: the nightly release of every chain — pull, rebuild only what changed (each
 * chain isolated), verify, publish atomically into a new release directory, report.
 *
 *   npm run release                       everything, in one go
 *   npm run release -- --force            rebuild every chain (TENANTS=a,b: exactly those)
 *   npm run release -- --rollback         point `current` back at the release before it
 *   npm run release -- --shard 2/4 --out shard-2     CI: one shard's pull, build and verify
 *   npm run release -- --merge shard-1 shard-2 …     CI: assemble the shards, publish, report
 *   --no-pull (use the snapshots as they are), --no-smoke (skip the Chromium pass), --keep=N
 *
 * Exit code 1 when any chain failed (it keeps its last published pages), 2 on a usage error.
 * Environment: GATEWAY_URL, TENANTS, RELEASE_CHAINS (the chains the release covers; default all), TENANTS_DIR, RELEASES_DIR (.releases), DIST_DIR (dist, made a
 * symlink to RELEASES_DIR/current), RELEASE_KEEP (5), RELEASE_PUBLISH (dir | rsync:<target>),
 * PORT (smoke pass server), CHROMIUM_PATH.
 */
import { resolve } from "node:path";
import { tenantFilter, tenantsDir } from "../src/tenant/load-tenants.server.ts";
import { DEFAULT_GATEWAY_URL } from "../src/tenant/tenant-files.ts";
import { freePort, isPortFree } from "./lib/listen.ts";
import { parsePublishTarget, publishRelease, switchRemotePointer } from "./lib/release/publish.ts";
import type { ReleaseOptions } from "./lib/release/release.ts";
import { mergeShards, release, runShard } from "./lib/release/release.ts";
import { linkPublishDir, rollback, withReleaseLock } from "./lib/release/releases.ts";
import { reportLines } from "./lib/release/report.ts";
import { parseShard } from "./lib/release/shard.ts";
import { stopBuilds } from "./lib/release/build-chains.ts";
import { ROOT } from "./lib/run.ts";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
function value(name: string): string | undefined {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = args[i] as string;
  return a.includes("=") ? a.slice(a.indexOf("=") + 1) : args[i + 1];
}
/** Values after `--merge` up to the next option. */
function mergeDirs(): string[] | undefined {
  const i = args.indexOf("--merge");
  if (i < 0) return undefined;
  const rest = args.slice(i + 1);
  const end = rest.findIndex((a) => a.startsWith("--"));
  return end < 0 ? rest : rest.slice(0, end);
}

async function main(): Promise<number> {
  const releasesDir = resolve(process.env["RELEASES_DIR"] || ".releases");
  const publishDir = resolve(process.env["DIST_DIR"] || "dist");
  const publish = parsePublishTarget(process.env["RELEASE_PUBLISH"]);

  if (flag("rollback")) {
    const t0 = performance.now();
    const { from, to } = await withReleaseLock(releasesDir, async () => rollback(releasesDir));
    linkPublishDir(releasesDir, publishDir);
    await switchRemotePointer(publish, to);
    console.log(`rolled back: current ${from} → ${to} (${((performance.now() - t0) / 1000).toFixed(2)} s)`);
    return 0;
  }

  const tty = Boolean(process.stdout.isTTY);
  const preferredPort = Number(process.env["PORT"] || 4321);
  const smokePort = (await isPortFree(preferredPort)) ? preferredPort : await freePort();
  const opts: ReleaseOptions = {
    root: ROOT,
    releasesDir,
    publishDir,
    tenantsDir: resolve(tenantsDir()),
    gatewayUrl: flag("no-pull") ? null : process.env["GATEWAY_URL"] || DEFAULT_GATEWAY_URL,
    force: flag("force"),
    only: tenantFilter(process.env["TENANTS"]),
    scope: tenantFilter(process.env["RELEASE_CHAINS"]),
    shard: parseShard(value("shard") ?? "1/1"),
    keep: Math.max(1, Number(value("keep") ?? process.env["RELEASE_KEEP"] ?? 5)),
    smoke: flag("no-smoke")
      ? null
      : { port: smokePort, chromiumPath: process.env["CHROMIUM_PATH"] || "/usr/bin/chromium" },
    routing: { root: process.env["RELEASE_ROOT_PATH"] || "/srv/storefront/dist", listen: "80" },
    env: process.env,
    log: (line) => console.log(line),
    progress: (line, done) => {
      if (tty) process.stdout.write(`\r\x1b[K${line}${done ? "\n" : ""}`);
      else if (done) console.log(line);
    },
  };

  const merge = mergeDirs();
  if (value("shard") !== undefined && merge === undefined) {
    const out = resolve(value("out") ?? `release-shard-${opts.shard.index}`);
    const result = await runShard(opts, out);
    const failed = result.chains.filter((c) => c.errors.length > 0);
    for (const c of result.chains) {
      console.log(
        `  ${c.site}: ${c.buildDir ? "built" : c.changed ? "FAILED" : "unchanged"}${c.errors[0] ? ` — ${c.errors[0].split("\n")[0]}` : ""}`,
      );
    }
    console.log(`shard ${opts.shard.index}/${opts.shard.count}: ${result.chains.length} chains → ${out}`);
    // A failed chain is reported by the merge; the shard itself succeeded in producing its output.
    if (failed.length > 0) console.log(`${failed.length} chain(s) failed; the merge reports them`);
    return 0;
  }

  const report = await withReleaseLock(releasesDir, () =>
    merge === undefined ? release(opts) : mergeShards(opts, merge),
  );
  await publishRelease(publish, releasesDir, report.id, report.previous);
  console.log(`\nrelease ${report.id} (previous ${report.previous ?? "none"}):`);
  for (const line of reportLines(report)) console.log(line);
  console.log(`report: ${resolve(publishDir, "_report", "index.html")}`);
  return report.failed ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    stopBuilds();
    process.exit(130);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
