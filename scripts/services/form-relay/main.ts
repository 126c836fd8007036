/**
 * `npx node scripts/services/form-relay/main.ts`: the form relay alone as a Node server on RELAY_PORT (default 8790), for chains
 * in TENANTS_DIR (default tenants/) whose local.json names a relay. Secrets from the environment
 * (secrets.ts); GATEWAY_URL as for the build; RECAPTCHA_VERIFY_URL overrides Google's siteverify.
 * FORM_RELAY_DEMO_SECRETS=1 uses the demo gateway's keys and answers the local preview's origins
 * (local demo only). TRUST_PROXY=N: the number of reverse proxies in front (client-address.ts).
 * REDIS_URL (or REDIS_URL_FILE): rate limits and sent-once keys shared by every instance (stores.ts).
 */
import { commandLine } from "../../lib/cli.ts";
import { refusedChainLines, relayChainsOf } from "./chains.ts";
import { demoRelaySecrets } from "./demo-secrets.ts";
import { limitsFromEnv } from "./env.ts";
import { trustProxyFromEnv } from "./client-address.ts";
import { envSecrets } from "./secrets.ts";
import { startFormRelay } from "./server.ts";
import { relayStoresFromEnv } from "./stores.ts";

commandLine(
  "form relay",
  `Usage: npx node scripts/services/form-relay/main.ts

The form relay alone on RELAY_PORT (default 8790) for the chains of TENANTS_DIR that name a relay.`,
  { options: {} },
);

const port = Number(process.env["RELAY_PORT"] ?? 8790);
// A chain whose settings are refused is left out (named, with why); every other chain is served.
const { chains, refused } = relayChainsOf();
for (const line of refusedChainLines(refused)) console.warn(line);
const demo = process.env["FORM_RELAY_DEMO_SECRETS"] === "1";
const stores = relayStoresFromEnv();
const relay = await startFormRelay(port, {
  ...stores.options,
  chains,
  refused,
  secrets: demo ? demoRelaySecrets() : envSecrets(),
  loopbackOrigins: demo,
  limits: limitsFromEnv(),
  trustProxy: trustProxyFromEnv(),
  ...(process.env["RECAPTCHA_VERIFY_URL"] ? { recaptchaVerifyUrl: process.env["RECAPTCHA_VERIFY_URL"] } : {}),
});
console.log(
  `form relay on ${relay.url} for ${[...chains.keys()].join(", ") || "no chain"}; limits ${stores.description}` +
    (refused.size > 0 ? `; refused: ${[...refused.keys()].map((s) => JSON.stringify(s)).join(", ")}` : ""),
);
const stop = () => relay.close().then(stores.close);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void stop().then(() => process.exit(0)));
