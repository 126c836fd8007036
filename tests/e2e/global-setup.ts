/**
 * Starts what the e2e suite talks to, in this process: the demo gateway (fresh in-memory state) on the
 * port the build's pages call, and the preview server over DIST_DIR (default dist/) on E2E_PORT. `npx playwright test`
 * therefore works on its own after any `npm run build` whose GATEWAY_URL is a localhost address.
 */
import { existsSync, readFileSync } from "node:fs";
import { startDemoGateway } from "../../scripts/services/demo-gateway/server.ts";
import { loadRelayChains } from "../../scripts/services/form-relay/chains.ts";
import { demoRelaySecrets } from "../../scripts/services/form-relay/demo-secrets.ts";
import { DEFAULT_LIMITS } from "../../scripts/services/form-relay/rate-limit.ts";
import { startFormRelay } from "../../scripts/services/form-relay/server.ts";
import { isPortFree } from "../../scripts/lib/listen.ts";
import { startPreviewServer } from "../../scripts/serve/serve.ts";
import { DEFAULT_E2E_GATEWAY_PORT, DIST_DIR, E2E_PORT, E2E_RELAY_PORT } from "./settings.ts";

/** The gateway port the built pages call: E2E_GATEWAY_PORT, else the build's routing model. */
function gatewayPort(): number {
  if (process.env["E2E_GATEWAY_PORT"]) return Number(process.env["E2E_GATEWAY_PORT"]);
  const file = `${DIST_DIR}/_routing/routing.json`;
  if (!existsSync(file)) return DEFAULT_E2E_GATEWAY_PORT;
  const model = JSON.parse(readFileSync(file, "utf8")) as { sites: { gatewayOrigin: string }[] };
  const origin = model.sites[0]?.gatewayOrigin;
  if (origin === undefined) return DEFAULT_E2E_GATEWAY_PORT;
  const url = new URL(origin);
  if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) {
    throw new Error(
      `${DIST_DIR} was built against ${origin}; rebuild with GATEWAY_URL=http://localhost:${DEFAULT_E2E_GATEWAY_PORT}`,
    );
  }
  return Number(url.port || 80);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(`${DIST_DIR}/_routing/sites.json`)) {
    throw new Error(`${DIST_DIR}/_routing/sites.json is missing: run \`npm run build\` before the e2e suite`);
  }
  const port = gatewayPort();
  let closeGateway = async () => {};
  if (await isPortFree(port)) {
    closeGateway = (await startDemoGateway({ port })).close;
  } else if (process.env["CI"]) {
    throw new Error(`gateway port ${port} is in use; free it or set E2E_GATEWAY_PORT and rebuild`);
  } else {
    console.warn(`e2e: port ${port} is busy; using the demo gateway already running there`);
  }
  process.env["E2E_GATEWAY_URL"] = `http://localhost:${port}`;
  // The form relay the build's pages post to (FORM_RELAY_URL=http://localhost:E2E_RELAY_PORT at build).
  const relayChains = loadRelayChains();
  for (const chain of relayChains.values()) chain.gatewayUrl = `http://localhost:${port}`;
  const relay = await startFormRelay(E2E_RELAY_PORT, {
    chains: relayChains,
    secrets: demoRelaySecrets(),
    loopbackOrigins: true,
    // Every browser test sends from this machine's one address, standing for many shoppers: the
    // per-address limit (10 in 10 minutes) would refuse the suite's later forms with 429. The
    // limits themselves are the relay's tests' (scripts/services/form-relay/relay.test.ts).
    limits: { ...DEFAULT_LIMITS, perAddress: 1000 },
  });
  const preview = await startPreviewServer({
    port: E2E_PORT,
    distDir: DIST_DIR,
    env: { ...process.env, GATEWAY_URL: `http://localhost:${port}` },
  });
  return async () => {
    await preview.close();
    await relay.close();
    await closeGateway();
  };
}
