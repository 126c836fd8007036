/**
 * `npm run bench:relay [-- --duration=10 --connections=20]`: requests per second and latency of the
 * relay under load (autocannon), in three set-ups — one relay with the memory store, one relay on
 * Redis, two relays on one Redis — each relay a worker thread of its own (its own event loop, as
 * a separate instance has), Redis a redis-server of the bench's own on a free port.
 *
 * Every request is a newsletter post from a new client address with a new Idempotency-Key, so it
 * takes the whole path: the key looked up, two rate-limit counters, the key claimed, SendEmail, the
 * answer recorded (five Redis calls). SendEmail is answered at once in the worker, so the figures
 * are the relay's and its store's. Prints a Markdown table for docs/measurements.md, with the keys
 * Redis held after each set-up (warm-up included; one window per client and one key per post).
 */
import { cpus, loadavg } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import { getRequestListener } from "@hono/node-server";
import { commandLine } from "../../lib/cli.ts";
import { listenLoopback } from "../../lib/listen.ts";
import { startLocalRedis } from "../../lib/redis-server.ts";
import { relayChain } from "../../test-support/relay-chain.ts";
import { createRelayApp } from "./app.ts";
import { createRedisStores } from "./redis-store.ts";
import { staticSecrets } from "./secrets.ts";

type InstanceInput = { redisUrl?: string };
type InstanceReady = { port: number };

/** One relay instance (in a worker thread): memory or Redis stores, SendEmail answered at once. */
async function serveInstance(input: InstanceInput): Promise<void> {
  const stores = input.redisUrl === undefined ? undefined : createRedisStores(input.redisUrl, { timeoutMs: 2000 });
  const app = createRelayApp({
    ...(stores === undefined ? {} : { counters: stores.counters, submissions: stores.submissions }),
    chains: new Map([["acme", relayChain("acme")]]),
    secrets: staticSecrets({ acme: "bench-key" }),
    clientAddress: (c) => c.req.header("x-bench-client") ?? "0.0.0.0",
    fetch: (async () => Response.json({ ErrorMessage: { ErrorCode: 1, ErrorDetails: "" } })) as typeof fetch,
    limits: { perAddress: 10, perChain: Number.MAX_SAFE_INTEGER, windowMs: 10 * 60_000 },
  });
  const server = await listenLoopback(getRequestListener(app.fetch), 0, "bench relay");
  parentPort?.postMessage({ port: server.port } satisfies InstanceReady);
}

if (!isMainThread) {
  await serveInstance(workerData as InstanceInput);
} else {
  const USAGE = `Usage: npm run bench:relay [-- --duration=<s> --connections=<n>]

Requests per second and p99 latency of one relay (memory store), one relay on Redis and two relays
on one Redis, under autocannon load (default 10 s and 20 connections each).`;
  const { values } = commandLine("relay load bench", USAGE, {
    options: { duration: { type: "string" }, connections: { type: "string" } },
  });
  const duration = Number(values.duration ?? 10);
  const connections = Number(values.connections ?? 20);
  if (!(duration > 0 && Number.isInteger(connections) && connections > 0)) {
    console.error(`relay load bench: duration and connections must be positive numbers\n\n${USAGE}`);
    process.exit(2);
  }
  await runBench(duration, connections);
}

/** Starts `count` relay instances on the store; their URLs and how to stop them. */
async function startInstances(count: number, redisUrl?: string): Promise<{ urls: string[]; stop(): Promise<void> }> {
  const workers: Worker[] = [];
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: (redisUrl === undefined ? {} : { redisUrl }) satisfies InstanceInput,
    });
    workers.push(worker);
    const ready = await new Promise<InstanceReady>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    urls.push(`http://127.0.0.1:${ready.port}/acme/newsletter`);
  }
  return { urls, stop: () => Promise.all(workers.map((w) => w.terminate())).then(() => undefined) };
}

/** Load on `urls`: every request a new client and a new key. */
async function load(urls: string[], duration: number, connections: number): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    // autocannon spreads the connections over several URLs (its README); its types say one string.
    url: urls as unknown as string,
    connections: Math.max(urls.length, connections - (connections % urls.length)),
    duration,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ values: { email: "a@b.co" } }),
    requests: [
      {
        setupRequest: (request) => {
          n++;
          request.headers = {
            ...request.headers,
            "x-bench-client": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            "idempotency-key": `bench-${process.pid}-${n}`,
          };
          return request;
        },
      },
    ],
  });
}

async function runBench(duration: number, connections: number): Promise<void> {
  const redis = await startLocalRedis();
  const admin = new Redis(redis.url);
  const setups: { label: string; instances: number; redis: boolean }[] = [
    { label: "one relay, memory store", instances: 1, redis: false },
    { label: "one relay, Redis", instances: 1, redis: true },
    { label: "two relays, one Redis", instances: 2, redis: true },
  ];
  const rows: string[] = [];
  const started = new Date();
  const loadAtStart = loadavg()[0]!.toFixed(1);
  try {
    for (const setup of setups) {
      const instances = await startInstances(setup.instances, setup.redis ? redis.url : undefined);
      try {
        await load(instances.urls, 2, connections); // warm-up: connections made, code paths compiled
        const r = await load(instances.urls, duration, connections);
        const keys = setup.redis ? await admin.dbsize() : 0;
        await admin.flushall();
        const n = (x: number) => Math.round(x).toLocaleString("en-US");
        const row = `| ${setup.label} | ${n(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${n(r["2xx"])} | ${n(r.non2xx + r.errors)} | ${n(keys)} |`;
        rows.push(row);
        console.log(row);
      } finally {
        await instances.stop();
      }
    }
  } finally {
    await admin.quit();
    await redis.stop();
  }
  console.log(`
${started.toISOString().slice(0, 16).replace("T", " ")} UTC, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), Node ${process.version}, autocannon, ${connections} connections, ${duration} s per set-up after a 2 s warm-up; load average ${loadAtStart} at the start and ${loadavg()[0]!.toFixed(1)} at the end.

| set-up | requests/s (mean) | p50 latency (ms) | p99 latency (ms) | answered 200 | other answers or errors | keys in Redis after |
| ------ | ----------------: | ---------------: | ---------------: | -----------: | ----------------------: | ------------------: |
${rows.join("\n")}`);
}
