/**
 * `npm run release`: the nightly release of every production chain — pull, rebuild only what changed
 * (each chain isolated), verify, publish atomically into a new release directory, report. See
 * scripts/release/README.md and docs/decisions.md, "Release". The pipeline's modules load only once the command line and the
 * gateway passed their checks, so a usage error answers at once.
 */
import { resolve } from "node:path";
import { commandLine, readCommandLine, type CommandValues } from "../lib/cli.ts";
import type { ReleaseOptions } from "./release.ts";
import { releaseGatewayProblem } from "./gateway-check.ts";

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
RELEASE_PUBLISH (dir | rsync:<target>), CF_PAGES_PROJECT_PREFIX (deploy each released chain to its
Pages project), RELEASE_RELOAD_COMMAND (run when the nginx files changed), RELEASE_LOCK_WAIT (seconds
to wait for another run on RELEASES_DIR, default 1800), PORT (smoke pass server), CHROMIUM_PATH.`;

/** The flags `npm run release` takes (`-h`/`--help` is lib/cli.ts's own). */
const LINE = {
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
  },
  positionals: true,
} as const;

/** The modes that exclude each other, checked after the strict parse of lib/cli.ts. */
function releaseArgs(values: CommandValues<typeof LINE.options>, positionals: string[]) {
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

/** The command line, parsed strictly: an unknown or misspelt option is an error, never ignored. */
export function parseReleaseArgs(argv: readonly string[]) {
  const read = readCommandLine(argv, LINE);
  if (read.kind !== "run") throw new Error(read.kind === "error" ? read.message : "--help asks for the usage");
  return releaseArgs(read.values, read.positionals);
}

async function main(argv: readonly string[]): Promise<number> {
  // --help and a flag it does not know end here (lib/cli.ts: the usage, exit 0 or 2).
  const { values, positionals } = commandLine("release", USAGE, LINE, argv);
  let args: ReturnType<typeof releaseArgs>;
  try {
    args = releaseArgs(values, positionals);
  } catch (error) {
    console.error(`release: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const gatewayProblem =
    args.rollback || args["allow-local-gateway"] ? null : releaseGatewayProblem(process.env["GATEWAY_URL"]);
  if (gatewayProblem !== null) {
    console.error(`release: ${gatewayProblem}`);
    return 2;
  }

  const [
    { parsePublishTarget, publishEverywhere, switchRemotePointer },
    { mergeShards, release, runShard },
    { linkPublishDir, removeStaleWork, rollback },
    { withReleaseLock },
    { clearRunFailure, errorHeadline, reportLines, writeRunFailure },
    { stopBuilds },
    { lockWaitMs, releaseDirs, releaseOptions, waitingLine },
    { ROOT },
  ] = await Promise.all([
    import("./publish.ts"),
    import("./release.ts"),
    import("./releases.ts"),
    import("./release-lock.ts"),
    import("./report.ts"),
    import("./build-chains.ts"),
    import("./cli-options.ts"),
    import("../lib/run.ts"),
  ]);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stopBuilds();
      process.exit(130);
    });
  }
  const { releasesDir, publishDir } = releaseDirs();
  // Another run on the same releases folder (a release, the watcher's rebuild) is waited for, not raced.
  const lock = (command: string) => ({
    command,
    waitMs: lockWaitMs(),
    onWait: (holder: Parameters<typeof waitingLine>[0]) => console.log(waitingLine(holder)),
  });

  if (args.rollback) {
    const t0 = performance.now();
    const { from, to } = await withReleaseLock(
      releasesDir,
      async () => {
        removeStaleWork(releasesDir);
        return rollback(releasesDir);
      },
      lock("rollback"),
    );
    linkPublishDir(releasesDir, publishDir);
    await switchRemotePointer(parsePublishTarget(process.env["RELEASE_PUBLISH"]), to);
    console.log(`rolled back: current ${from} → ${to} (${((performance.now() - t0) / 1000).toFixed(2)} s)`);
    return 0;
  }

  const shard = args.shard;
  const opts: ReleaseOptions = await releaseOptions({
    force: args.force,
    noPull: args["no-pull"],
    noSmoke: args["no-smoke"],
    keep: args.keep,
    includeDemo: args["include-demo"],
    shard,
    a11y: args.a11y,
  });

  const merge = args.mergeDirs;
  if (shard !== undefined) {
    const out = resolve(args.out ?? `release-shard-${opts.shard.index}`);
    const result = await runShard(opts, out);
    const failed = result.chains.filter((c) => c.errors.length > 0);
    for (const c of result.chains) {
      console.log(
        `  ${c.site}: ${c.buildDir ? "built" : c.changed ? "FAILED" : "unchanged"}${c.errors[0] ? ` — ${errorHeadline(c.errors[0])}` : ""}`,
      );
    }
    console.log(`shard ${opts.shard.index}/${opts.shard.count}: ${result.chains.length} chains → ${out}`);
    // A failed chain is reported by the merge; the shard itself succeeded in producing its output.
    if (failed.length > 0) console.log(`${failed.length} chain(s) failed; the merge reports them`);
    return 0;
  }

  let report: Awaited<ReturnType<typeof release>>;
  try {
    report = await withReleaseLock(
      releasesDir,
      () => (merge === undefined ? release(opts) : mergeShards(opts, merge)),
      lock(merge === undefined ? "release" : "merge of the shards"),
    );
  } catch (error) {
    const page = writeRunFailure(releasesDir, failureText(error));
    console.error(`release: FAILED — ${failureText(error)}\nreport: ${page}`);
    return 2;
  }
  clearRunFailure(releasesDir);
  const unpublished = await publishEverywhere(process.env, ROOT, releasesDir, report, (line) => console.log(line));
  console.log(`\nrelease ${report.id} (previous ${report.previous ?? "none"}):`);
  for (const line of reportLines(report)) console.log(line);
  for (const problem of unpublished) console.log(`  NOT PUBLISHED: ${problem}`);
  console.log(`report: ${resolve(publishDir, "_report", "index.html")}`);
  return report.failed || unpublished.length > 0 ? 1 : 0;
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
