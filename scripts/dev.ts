/**
 * `npm run dev`: the edit-and-reload loop. The demo gateway and the form relay run in this process,
 * then Astro's dev server serves one chain from the committed snapshots in tenants/ (no pull, so the
 * snapshots never change): islands, styles and pages reload on save. Ctrl-C stops all three.
 *
 * What dev leaves out (the build's `astro:build:done` passes, which need a finished dist): image
 * variants are not linked into `_assets/`, pages carry no island modulepreload links, there are no
 * host files (CSP hashes, headers, redirects) and no service worker precache. docs/commands.md says
 * what each degrades to; `npm start` is the loop that has them all.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { dev } from "astro";
import { startDemoGateway, type RunningGateway } from "./services/demo-gateway/server.ts";
import { demoRelaySecrets } from "./services/form-relay/demo-secrets.ts";
import { limitsFromEnv } from "./services/form-relay/env.ts";
import { startFormRelay, type RunningRelay } from "./services/form-relay/server.ts";
import { commandLine } from "./lib/cli.ts";
import { demoChains } from "./lib/demo-chains.ts";
import { busyPortMessage } from "./lib/listen.ts";
import { ROOT } from "./lib/run.ts";

const { values: cli } = commandLine(
  "dev",
  `Usage: npm run dev [-- --chain <site>]

Astro's dev server for one chain (default freshmart) from the committed snapshots in tenants/, with
the demo gateway and the form relay in the same process. Edits to islands, styles and pages reload
in the open page. Ctrl-C stops everything.
Environment: PORT (4321), GATEWAY_PORT (8787), RELAY_PORT (8790), DEV_STATE_DIR (.gateway-state/dev:
the gateway's state, apart from npm start's).`,
  { options: { chain: { type: "string" } } },
);

const CHAIN = cli.chain ?? "freshmart";
const PORT = Number(process.env["PORT"] ?? 4321);
const GATEWAY_PORT = Number(process.env["GATEWAY_PORT"] ?? 8787);
const RELAY_PORT = Number(process.env["RELAY_PORT"] ?? 8790);
const STATE_DIR = resolve(ROOT, process.env["DEV_STATE_DIR"] || ".gateway-state/dev");

type Stoppable = { close?(): Promise<void>; stop?(): Promise<void> };
const running: Stoppable[] = [];

/** Stops whatever has been started, newest first, and exits. */
async function stopAll(code: number): Promise<never> {
  for (const s of running.reverse()) await (s.stop?.() ?? s.close?.());
  process.exit(code);
}

function fail(message: string): Promise<never> {
  console.error(`\nnpm run dev: ${message}`);
  return stopAll(1);
}

async function main(): Promise<void> {
  process.once("SIGINT", () => void stopAll(130));
  process.once("SIGTERM", () => void stopAll(143));
  const busy = await busyPortMessage({ GATEWAY_PORT, RELAY_PORT, PORT });
  if (busy !== null) await fail(busy);
  mkdirSync(STATE_DIR, { recursive: true });
  const gateway: RunningGateway = await startDemoGateway({
    port: GATEWAY_PORT,
    stateFile: resolve(STATE_DIR, "state.json"),
    testChains: false,
  });
  running.push(gateway);
  const env = {
    GATEWAY_URL: gateway.url,
    FORM_RELAY_URL: `http://localhost:${RELAY_PORT}`,
    TENANTS_DIR: resolve(ROOT, "tenants"),
    TENANTS: CHAIN,
  };
  const demo = demoChains(env);
  for (const line of demo.lines) console.warn(line);
  if (!demo.good.includes(CHAIN)) await fail(`chain ${JSON.stringify(CHAIN)} has no settings that hold in tenants/`);
  const relay: RunningRelay = await startFormRelay(RELAY_PORT, {
    chains: demo.relay.chains,
    refused: demo.relay.refused,
    secrets: demoRelaySecrets(),
    loopbackOrigins: true,
    limits: limitsFromEnv(),
  });
  running.push(relay);
  // astro.config.mjs and `astro:env` read the chain and its gateway from the environment, as a build does.
  Object.assign(process.env, env);
  const server = await dev({ root: ROOT, server: { port: PORT, host: "127.0.0.1" } });
  running.push(server);
  console.log(
    `\ndemo gateway ${gateway.url} · form relay ${relay.url}\n${CHAIN}: http://127.0.0.1:${server.address.port}/${CHAIN}/\nCtrl-C stops everything.`,
  );
}

await main();
