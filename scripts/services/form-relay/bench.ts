/**
 * `npx node scripts/services/form-relay/bench.ts [addresses=40000] [requests=3000]`: how many newsletter
 * posts per second the relay answers once its rate-limit table holds `addresses` client addresses.
 * The table is filled in-process (one post per address), then `requests` posts from new addresses
 * are timed twice: in-process (`app.fetch`) and over HTTP on loopback (one client, one at a time).
 * SendEmail goes to an in-process stand-in that answers at once, so the figure is the relay's own.
 * Last, the limiter alone: `take` calls per second with the same number of addresses counted.
 */
import { getRequestListener } from "@hono/node-server";
import { createRelayApp } from "./app.ts";
import type { RelayChain } from "./chains.ts";
import { RateLimiter } from "./rate-limit.ts";
import { staticSecrets } from "./secrets.ts";
import { commandLine } from "../../lib/cli.ts";
import { listenLoopback } from "../../lib/listen.ts";

const USAGE = `Usage: npx node scripts/services/form-relay/bench.ts [addresses=40000] [requests=3000]

Newsletter posts per second the relay answers with \`addresses\` client addresses counted.`;
const { positionals } = commandLine("form-relay bench", USAGE, { options: {}, positionals: true });
const addresses = Number(positionals[0] ?? 40_000);
const requests = Number(positionals[1] ?? 3_000);
if (!(Number.isInteger(addresses) && addresses > 0 && Number.isInteger(requests) && requests > 0)) {
  console.error(`form-relay bench: addresses and requests must be positive whole numbers\n\n${USAGE}`);
  process.exit(2);
}

const chain: RelayChain = {
  site: "acme",
  hosts: ["acme.localhost"],
  subdomain: "acme",
  clientId: 1,
  gatewayUrl: "http://gateway.invalid",
  email: {
    contact_recipient: "c@acme.example",
    employment_recipient: "e@acme.example",
    newsletter_recipient: "n@acme.example",
    from_email: "f@acme.example",
    from_name: "Acme",
    enterprise_id: "1",
    cc: "",
    bcc: "",
  },
  employment: { ageQuestion: false, positionApplyForLabel: false },
  recaptcha: false,
};

const app = createRelayApp({
  chains: new Map([["acme", chain]]),
  secrets: staticSecrets({ acme: "k" }),
  clientAddress: (c) => c.req.header("x-bench-client") ?? "0.0.0.0",
  fetch: (async () => Response.json({ ErrorMessage: { ErrorCode: 1, ErrorDetails: "" } })) as typeof fetch,
  limits: { perAddress: 10, perChain: Number.MAX_SAFE_INTEGER, windowMs: 10 * 60_000 },
  log: () => {},
});

const body = JSON.stringify({ values: { email: "a@b.co" } });
const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const init = (n: number): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-bench-client": ip(n) },
  body,
});

async function timed(label: string, from: number, send: (n: number) => Response | Promise<Response>): Promise<void> {
  const start = performance.now();
  for (let i = 0; i < requests; i++) {
    const res = await send(from + i);
    if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
    await res.arrayBuffer();
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label}: ${Math.round(requests / seconds)} requests/s`);
}

const fillStart = performance.now();
for (let n = 0; n < addresses; n++) await app.request("/acme/newsletter", init(n));
console.log(`filled ${addresses} addresses in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`);
await timed("in-process", addresses, (n) => app.request("/acme/newsletter", init(n)));
const server = await listenLoopback(getRequestListener(app.fetch), 0, "bench relay");
try {
  const url = `http://127.0.0.1:${server.port}/acme/newsletter`;
  await timed("over HTTP", addresses + requests, (n) => fetch(url, init(n)));
} finally {
  await server.close();
}

const limiter = new RateLimiter({ perAddress: 10, perChain: Number.MAX_SAFE_INTEGER, windowMs: 10 * 60_000 });
for (let n = 0; n < addresses; n++) await limiter.take(ip(n), "acme");
const takes = 20_000;
const takeStart = performance.now();
for (let n = 0; n < takes; n++) await limiter.take(ip(addresses + n), "acme");
console.log(`limiter alone: ${Math.round(takes / ((performance.now() - takeStart) / 1000))} takes/s`);
