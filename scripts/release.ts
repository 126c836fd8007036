/**
 * `npm run release`: the nightly release of every production chain — pull, rebuild only what changed
 * (each chain isolated), verify, publish atomically into a new release directory, report. See
 * scripts/README.md, "release". The pipeline's modules load only once the command line and the
 * gateway passed their checks, so a usage error answers at once.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { ReleaseOptions } from "./lib/release/release.ts";
import { releaseGatewayProblem } from "./lib/release/gateway-check.ts";

const USAGE = `Usage: npm run release -- [options]

  (no option)               pull, build what changed, verify, publish, report: every production chain
  --force                   rebuild every chain (TENANTS=a,b: exactly those)
  --rollback                point current back along the publish history (the release before it)
  --shard i/n --out DIR     CI: one shard's pull, build and verify, left in DIR
  --merge DIR…              CI: assemble the shard folders into one release, publish, report
  --no-pull                 use the snapshots as they are
  --no-smoke                skip the Chromium pass
  --keep N                  releases kept (default RELEASE_KEEP or 5)
  --include-demo            also release the chains marked "deploy": "demo" (RELEASE_INCLUDE=demo);
                            chains marked "test" are never released
  --allow-local-gateway     accept an unset or loopback GATEWAY_URL (a local release of the demo)
  --a11y                    run the accessibility checks (axe sweep, key tasks) on the rebuilt chains and
                            write their report pages; needs the demo gateway (a local release of the demo)
  -h, --help                this text

Exit code 1 when any chain failed (it keeps its last published pages), 2 on a usage error or when
the release could not run. Environment: GATEWAY_URL (required: a gateway that is not this machine),
TENANTS, RELEASE_CHAINS (the chains the release covers; default all), RELEASE_INCLUDE, TENANTS_DIR,
RELEASES_DIR (.releases), DIST_DIR (dist, made a symlink to RELEASES_DIR/current), RELEASE_KEEP (5),
RELEASE_PUBLISH (dir | rsync:<target>), PORT (smoke pass server), CHROMIUM_PATH.`;

/** The command line, parsed strictly: an unknown or misspelt option is an error, never ignored. */
export function parseReleaseArgs(argv: readonly string[]) {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      force: { type: "boolean" },
      rollback: { type: "boolean" },
      shard: { type: "string" },
      out: { type: "string" },
      merge: { type: "boolean" },
      "no-pull": { type: "boolean" },
      "no-smoke": { type: "boolean" },
      keep: { type: "string" },
      "include-demo": { type: "boolean" },
      "allow-local-gateway": { type: "boolean" },
      a11y: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (positionals.length > 0 && !values.merge)
    throw new Error(`unexpected argument "${positionals[0]}" (only --merge takes folders)`);
  if (values.merge && positionals.length === 0) throw new Error("--merge needs the shard folders");
  if (values.merge && values.shard !== undefined) throw new Error("--merge and --shard exclude each other");
  if (values.rollback && (values.merge || values.shard !== undefined || values.force))
    throw new Error("--rollback takes no other mode");
  if (values.keep !== undefined && !/^[1-9]\d*$/.test(values.keep))
    throw new Error(`--keep must be a positive whole number, got "${values.keep}"`);
  return { ...values, mergeDirs: values.merge ? positionals : undefined };
}

async function main(argv: readonly string[]): Promise<number> {
  let args: ReturnType<typeof parseReleaseArgs>;
  try {
    args = parseReleaseArgs(argv);
  } catch (error) {
    console.error(`release: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const gatewayProblem =
    args.rollback || args["allow-local-gateway"] ? null : releaseGatewayProblem(process.env["GATEWAY_URL"]);
  if (gatewayProblem !== null) {
    console.error(`release: ${gatewayProblem}`);
    return 2;
  }

  const [
    { tenantFilter, tenantsDir },
    { DEFAULT_GATEWAY_URL },
    { freePort, isPortFree },
    { parsePublishTarget, publishRelease, switchRemotePointer },
    { mergeShards, release, runShard },
    { linkPublishDir, removeStaleWork, rollback, withReleaseLock },
    { clearRunFailure, errorHeadline, reportLines, writeRunFailure },
    { parseShard },
    { stopBuilds },
    { parseReleaseInclude },
    { ROOT },
  ] = await Promise.all([
    import("../src/tenant/load-tenants.server.ts"),
    import("../src/tenant/tenant-files.ts"),
    import("./lib/listen.ts"),
    import("./lib/release/publish.ts"),
    import("./lib/release/release.ts"),
    import("./lib/release/releases.ts"),
    import("./lib/release/report.ts"),
    import("./lib/release/shard.ts"),
    import("./lib/release/build-chains.ts"),
    import("./lib/release/deploy-scope.ts"),
    import("./lib/run.ts"),
  ]);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stopBuilds();
      process.exit(130);
    });
  }
  const releasesDir = resolve(process.env["RELEASES_DIR"] || ".releases");
  const publishDir = resolve(process.env["DIST_DIR"] || "dist");
  const publish = parsePublishTarget(process.env["RELEASE_PUBLISH"]);

  if (args.rollback) {
    const t0 = performance.now();
    const { from, to } = await withReleaseLock(releasesDir, async () => {
      removeStaleWork(releasesDir);
      return rollback(releasesDir);
    });
    linkPublishDir(releasesDir, publishDir);
    await switchRemotePointer(publish, to);
    console.log(`rolled back: current ${from} → ${to} (${((performance.now() - t0) / 1000).toFixed(2)} s)`);
    return 0;
  }

  const tty = Boolean(process.stdout.isTTY);
  const preferredPort = Number(process.env["PORT"] || 4321);
  const smokePort = (await isPortFree(preferredPort)) ? preferredPort : await freePort();
  const shard = parseShard(args.shard ?? "1/1");
  const opts: ReleaseOptions = {
    root: ROOT,
    releasesDir,
    publishDir,
    tenantsDir: resolve(tenantsDir()),
    gatewayUrl: args["no-pull"] ? null : process.env["GATEWAY_URL"] || DEFAULT_GATEWAY_URL,
    force: Boolean(args.force),
    only: tenantFilter(process.env["TENANTS"]),
    scope: tenantFilter(process.env["RELEASE_CHAINS"]),
    include: args["include-demo"] ? ["demo"] : parseReleaseInclude(process.env["RELEASE_INCLUDE"]),
    shard,
    keep: Math.max(1, Number(args.keep ?? process.env["RELEASE_KEEP"] ?? 5)),
    smoke: args["no-smoke"]
      ? null
      : { port: smokePort, chromiumPath: process.env["CHROMIUM_PATH"] || "/usr/bin/chromium" },
    routing: { root: process.env["RELEASE_ROOT_PATH"] || "/srv/storefront/dist", listen: "80" },
    a11y: args.a11y ? (await import("./lib/a11y/release-checks.ts")).releaseA11yChecks(process.env) : null,
    env: process.env,
    log: (line) => console.log(line),
    progress: (line, done) => {
      if (tty) process.stdout.write(`\r\x1b[K${line}${done ? "\n" : ""}`);
      else if (done) console.log(line);
    },
  };

  const merge = args.mergeDirs;
  if (args.shard !== undefined) {
    const out = resolve(args.out ?? `release-shard-${shard.index}`);
    const result = await runShard(opts, out);
    const failed = result.chains.filter((c) => c.errors.length > 0);
    for (const c of result.chains) {
      console.log(
        `  ${c.site}: ${c.buildDir ? "built" : c.changed ? "FAILED" : "unchanged"}${c.errors[0] ? ` — ${errorHeadline(c.errors[0])}` : ""}`,
      );
    }
    console.log(`shard ${shard.index}/${shard.count}: ${result.chains.length} chains → ${out}`);
    // A failed chain is reported by the merge; the shard itself succeeded in producing its output.
    if (failed.length > 0) console.log(`${failed.length} chain(s) failed; the merge reports them`);
    return 0;
  }

  let report: Awaited<ReturnType<typeof release>>;
  try {
    report = await withReleaseLock(releasesDir, () => (merge === undefined ? release(opts) : mergeShards(opts, merge)));
  } catch (error) {
    const page = writeRunFailure(releasesDir, failureText(error));
    console.error(`release: FAILED — ${failureText(error)}\nreport: ${page}`);
    return 2;
  }
  clearRunFailure(releasesDir);
  await publishRelease(publish, releasesDir, report.id, report.previous);
  console.log(`\nrelease ${report.id} (previous ${report.previous ?? "none"}):`);
  for (const line of reportLines(report)) console.log(line);
  console.log(`report: ${resolve(publishDir, "_report", "index.html")}`);
  return report.failed ? 1 : 0;
}

/** A thrown error's message (and its causes) in words; the stack only when there is no message. */
export function failureText(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e !== undefined && parts.length < 5; e = (e as { cause?: unknown }).cause) {
    if (e instanceof Error) parts.push(e.message || e.stack || e.name);
    else {
      parts.push(String(e));
      break;
    }
  }
  return parts.join(" — caused by: ");
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`release: FAILED — ${failureText(error)}`);
      process.exit(2);
    },
  );
}
