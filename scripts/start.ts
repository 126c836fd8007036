/**
 * `npm start`: the whole demo on one machine — demo gateway (in-process, state in .gateway-state/),
 * pull, form relay, build, preview server — then prints every address and the demo logins. Ctrl-C
 * stops it all. It pulls into and builds from a copy of tenants/ in .gateway-state/tenants/ without the
 * test suite's chains (lib/demo-tenants.ts): the committed snapshots never change, whatever the port. GATEWAY_PORT (default 8787), RELAY_PORT (default 8790) and PORT (default 4321)
 * choose the ports.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { RunningGateway } from "./services/demo-gateway/server.ts";
import { startDemoGateway } from "./services/demo-gateway/server.ts";
import { demoRelaySecrets } from "./services/form-relay/demo-secrets.ts";
import { limitsFromEnv } from "./services/form-relay/env.ts";
import type { RunningRelay } from "./services/form-relay/server.ts";
import { startFormRelay } from "./services/form-relay/server.ts";
import { demoChains } from "./lib/demo-chains.ts";
import { demoLogins } from "./lib/demo-logins.ts";
import { demoTenantsCopy } from "./lib/demo-tenants.ts";
import { commandLine } from "./lib/cli.ts";
import { busyPortMessage } from "./lib/listen.ts";
import { banner, ROOT, run, stopCurrentChild, type Command } from "./lib/run.ts";
import type { SiteEntry } from "./lib/sites.ts";
import { readSites } from "./lib/sites.ts";
import type { PreviewServer } from "./serve/serve.ts";
import { startPreviewServer } from "./serve/serve.ts";

const { values: cli } = commandLine(
  "start",
  `Usage: npm start [-- --verbose]

The whole demo on this machine: demo gateway, pull, form relay, build and preview server. The pull
writes .gateway-state/tenants/ (a copy of tenants/ without the test chains), never tenants/ itself.
The pull's and the build's output go to start.log (--verbose: to the console as well as the steps).
Environment: PORT (4321), GATEWAY_PORT (8787), RELAY_PORT (8790), DIST_DIR (dist: where it builds
and what it serves), DEMO_STATE_DIR (.gateway-state), DEMO_TENANTS_FROM (tenants: the chains it copies).`,
  { options: { verbose: { type: "boolean" } } },
);

const PORT = Number(process.env["PORT"] ?? 4321);
const GATEWAY_PORT = Number(process.env["GATEWAY_PORT"] ?? 8787);
const RELAY_PORT = Number(process.env["RELAY_PORT"] ?? 8790);
/** The gateway's state and the demo's copy of the chains (another folder: a second demo beside the first). */
const STATE_DIR = resolve(ROOT, process.env["DEMO_STATE_DIR"] || ".gateway-state");
/** Where the demo copies its chains from. */
const TENANTS_FROM = resolve(ROOT, process.env["DEMO_TENANTS_FROM"] || "tenants");
/** What the build writes and the preview serves: one folder for both. */
const DIST = resolve(ROOT, process.env["DIST_DIR"] || "dist");
/** The demo's working copy of tenants/ (the pull writes here, the build reads here). */
const TENANTS_COPY = resolve(STATE_DIR, "tenants");
/** Where the pull's and the build's own output goes (unless --verbose). */
const LOG_FILE = resolve(ROOT, "start.log");

let gateway: RunningGateway | null = null;
let preview: PreviewServer | null = null;
let relay: RunningRelay | null = null;

/** Stops whatever has been started, in reverse order. */
async function stopAll(code: number): Promise<never> {
  stopCurrentChild();
  await preview?.close();
  await relay?.close();
  await gateway?.close();
  process.exit(code);
}

function fail(message: string): Promise<never> {
  console.error(`\nnpm start: ${message}`);
  return stopAll(1);
}

/**
 * Runs one step of the demo: a line when it starts and one when it ends (with its time); its own
 * output goes to start.log, and when it fails the end of that log is shown.
 */
async function step(title: string, cmd: Command, env: NodeJS.ProcessEnv): Promise<boolean> {
  if (cli.verbose) {
    banner(title);
    return (await run(cmd, env)) === 0;
  }
  const started = performance.now();
  process.stdout.write(`${title} … `);
  writeFileSync(LOG_FILE, `\n== ${title}\n`, { flag: "a" });
  const ok = (await run(cmd, env, { logFile: LOG_FILE })) === 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(ok ? `done (${seconds} s)` : `FAILED (${seconds} s)`);
  if (!ok) {
    const tail = readFileSync(LOG_FILE, "utf8").trimEnd().split("\n").slice(-25);
    console.log(`\n${tail.join("\n")}\n(the whole output: start.log)`);
  }
  return ok;
}

async function main(): Promise<void> {
  if (!cli.verbose) writeFileSync(LOG_FILE, `npm start, ${new Date().toISOString()}\n`);
  process.once("SIGINT", () => void stopAll(130));
  process.once("SIGTERM", () => void stopAll(143));
  const busy = await busyPortMessage({ GATEWAY_PORT, RELAY_PORT, PORT });
  if (busy !== null) await fail(busy);

  mkdirSync(STATE_DIR, { recursive: true });
  demoTenantsCopy(TENANTS_FROM, TENANTS_COPY);
  gateway = await startDemoGateway({
    port: GATEWAY_PORT,
    stateFile: resolve(STATE_DIR, "state.json"),
    testChains: false,
  });
  const env = {
    GATEWAY_URL: gateway.url,
    FORM_RELAY_URL: `http://localhost:${RELAY_PORT}`,
    TENANTS_DIR: TENANTS_COPY,
    DIST_DIR: DIST,
  };
  console.log(`demo gateway on ${gateway.url} (state: ${relative(ROOT, resolve(STATE_DIR, "state.json"))})`);

  if (
    !(await step("pull: the chains' settings and content from the gateway", { script: "scripts/pull/main.ts" }, env))
  ) {
    console.warn(`pull reported failures; building with the last good snapshots (${relative(ROOT, TENANTS_COPY)}/)`);
  }
  Object.assign(process.env, env);
  // A chain whose settings are refused is left out of the relay and the build, named with why.
  const demo = demoChains(env);
  for (const line of demo.lines) console.warn(line);
  if (demo.good.length === 0) await fail("no chain's settings hold (see above)");
  relay = await startFormRelay(RELAY_PORT, {
    chains: demo.relay.chains,
    refused: demo.relay.refused,
    // The demo's secret store: the keys the demo gateway issued (never the pulled snapshots).
    secrets: demoRelaySecrets(),
    loopbackOrigins: true,
    limits: limitsFromEnv(),
  });
  console.log(`form relay on ${relay.url}`);

  if (!(await step("build: every chain's site", { npm: ["run", "build"] }, demo.buildEnv)))
    await fail("the build failed (see above)");

  preview = await startPreviewServer({ port: PORT, distDir: DIST, env: { ...process.env, ...env } });
  await printAddresses(await readSites(DIST), gateway.url, preview.port, relay.url);
}

async function printAddresses(sites: SiteEntry[], gatewayUrl: string, port: number, relayUrl: string): Promise<void> {
  banner("ready — Ctrl-C stops everything");
  console.log(`All sites: http://localhost:${port}/\n`);
  for (const s of sites) {
    const host = s.primaryHost ?? s.hosts.find((h) => !h.endsWith(".localhost")) ?? `${s.site}.localhost`;
    console.log(`${s.site}${s.onlyCoupons ? " (coupons only)" : ""}`);
    console.log(`  path mode  http://localhost:${port}/${s.site}/`);
    console.log(`  host mode  http://${s.site}.localhost:${port}/`);
    console.log(`  curl       curl -H 'Host: ${host}' http://localhost:${port}/coupons/`);
  }
  console.log(`\nGateway: ${gatewayUrl}   sent e-mails: ${gatewayUrl}/__demo/emails   form relay: ${relayUrl}`);
  const { logins, error } = await demoLogins();
  if (logins.length === 0) {
    console.log(
      `Demo logins: see scripts/services/demo-gateway/README.md${error ? ` (seed unreadable: ${error})` : ""}`,
    );
    return;
  }
  console.log("\nDemo logins:");
  for (const l of logins) console.log(`  ${l.site.padEnd(16)} ${l.email.padEnd(32)} ${l.kind} ${l.secret}`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
