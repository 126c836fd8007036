/**
 * `npm run watch`: publishes a chain's change at the gateway within a minute, between nightly
 * releases (scripts/serve/watch/watcher.ts; docs/decisions.md, "Watch"). A server runs it as a
 * service; CI runs `--once` on a schedule and on the gateway's dispatch (docs/hosting.md).
 */
import { readFileSync } from "node:fs";
import { commandLine } from "../lib/cli.ts";
import { releaseGatewayProblem } from "../release/gateway-check.ts";

const USAGE = `Usage: npm run watch -- [options]

Polls every chain's cheap gateway answers and takes the gateway's signed webhook; rebuilds, verifies
and publishes only the chains whose data changed (the release's own steps, under its lock).
  --interval=MIN         poll every MIN minutes (default WATCH_INTERVAL_MINUTES or 5; 0: no polling)
  --port=N               take the signed webhook on port N (default WATCH_PORT; none: no webhook)
  --host=ADDR            the webhook's interface (default WATCH_HOST or 127.0.0.1)
  --settle=SEC           quiet seconds before a rebuild starts (default 2; at most 10 after a burst began)
  --once                 one poll (or the --chains) and its rebuild, then exit: CI
  --chains=a,b           with --once: consider exactly these chains (a webhook relayed by CI)
  --no-smoke             skip the Chromium pass of each rebuild
  --include-demo         also the chains marked "deploy": "demo" (as npm run release)
  --allow-local-gateway  accept a loopback GATEWAY_URL (the demo)
  -h, --help             this text

Exit (with --once): 1 when a rebuild failed or could not be published. Environment: GATEWAY_URL,
WATCH_WEBHOOK_SECRET or WATCH_WEBHOOK_SECRET_FILE (the shared secret, required with a port; never
printed), and what npm run release reads (RELEASES_DIR, DIST_DIR, TENANTS_DIR, RELEASE_CHAINS,
RELEASE_PUBLISH, CF_PAGES_PROJECT_PREFIX, RELEASE_LOCK_WAIT, PORT, CHROMIUM_PATH).`;

const OPTIONS = {
  interval: { type: "string" },
  port: { type: "string" },
  host: { type: "string" },
  settle: { type: "string" },
  once: { type: "boolean" },
  chains: { type: "string" },
  "no-smoke": { type: "boolean" },
  "include-demo": { type: "boolean" },
  "allow-local-gateway": { type: "boolean" },
} as const;

/** A whole number of at least `min` from a flag or variable, or a usage error naming it. */
function count(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number of at least ${min}, got "${value}"`);
  return n;
}

/** The webhook secret from WATCH_WEBHOOK_SECRET or the file WATCH_WEBHOOK_SECRET_FILE names. */
function secretText(env: NodeJS.ProcessEnv): string | undefined {
  if (env["WATCH_WEBHOOK_SECRET_FILE"]) return readFileSync(env["WATCH_WEBHOOK_SECRET_FILE"], "utf8");
  return env["WATCH_WEBHOOK_SECRET"] || undefined;
}

async function main(): Promise<number> {
  const { values: args } = commandLine("watch", USAGE, { options: OPTIONS });
  const env = process.env;
  const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
  let intervalMs: number, settleMs: number, port: number | null;
  try {
    intervalMs = count("--interval", args.interval ?? env["WATCH_INTERVAL_MINUTES"], 5) * 60_000;
    settleMs = count("--settle", args.settle, 2) * 1000;
    const portText = args.port ?? env["WATCH_PORT"];
    port = portText === undefined || portText === "" ? null : count("--port", portText, 0, 1);
    if (args.chains !== undefined && !args.once) throw new Error("--chains goes with --once");
  } catch (error) {
    console.error(`watch: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const gatewayProblem = args["allow-local-gateway"] ? null : releaseGatewayProblem(env["GATEWAY_URL"]);
  if (gatewayProblem !== null) {
    console.error(`watch: ${gatewayProblem}`);
    return 2;
  }
  const secret = secretText(env);
  if (port !== null && secret === undefined && !args.once) {
    console.error("watch: a webhook port needs WATCH_WEBHOOK_SECRET or WATCH_WEBHOOK_SECRET_FILE (the shared secret)");
    return 2;
  }

  const [
    { startWatcher },
    { releaseOptions, lockWaitMs },
    { publishEverywhere },
    { parseWebhookSecret },
    { ROOT },
    { stopBuilds },
  ] = await Promise.all([
    import("./watch/watcher.ts"),
    import("../release/cli-options.ts"),
    import("../release/publish.ts"),
    import("../lib/webhook-signature.ts"),
    import("../lib/run.ts"),
    import("../release/build-chains.ts"),
  ]);
  const release = await releaseOptions({ noSmoke: args["no-smoke"], includeDemo: args["include-demo"] }, env, log);
  const gatewayUrl = release.gatewayUrl as string;
  let webhook: { port: number; host: string; secret: Buffer } | null = null;
  if (port !== null && !args.once) {
    try {
      webhook = { port, host: args.host ?? env["WATCH_HOST"] ?? "127.0.0.1", secret: parseWebhookSecret(secret ?? "") };
    } catch (error) {
      console.error(`watch: ${(error as Error).message}`);
      return 2;
    }
  }
  const watcher = await startWatcher({
    release: { ...release, gatewayUrl },
    intervalMs: args.once ? 0 : intervalMs,
    settleMs,
    maxWaitMs: Math.max(settleMs, 10_000),
    webhook,
    lockWaitMs: lockWaitMs(env),
    publish: (report) => publishEverywhere(env, ROOT, release.releasesDir, report, log),
    log,
  });

  if (args.once) {
    if (args.chains !== undefined)
      watcher.changed(
        args.chains
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      );
    else await watcher.pollNow();
    await watcher.idle();
    await watcher.close();
    const bad = watcher.cycles.filter((c) => c.error !== null || c.failed.length > 0 || c.unpublished.length > 0);
    return bad.length > 0 ? 1 : 0;
  }
  log(`watch: polling every ${intervalMs / 60_000} min${webhook ? `, webhook on port ${webhook.port}` : ""}`);
  await new Promise<void>((done) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => done());
  });
  log("watch: stopping (a rebuild that runs is stopped; the published pages stay)");
  stopBuilds();
  await watcher.close();
  return 0;
}

if (import.meta.main) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`watch: FAILED — ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
