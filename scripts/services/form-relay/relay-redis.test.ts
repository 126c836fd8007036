/**
 * The relay on more than one instance, against a real redis-server started here (a free port, its
 * own temp dir, a password as a managed Redis has): two relays on one Redis hold one limit and send
 * each submission once; Redis down at start, dropping mid-run or slow makes the relay refuse (503,
 * Retry-After) within its deadline and recover without a restart; every key carries a TTL; nothing
 * secret reaches a log line; `rediss://` works against a TLS redis-server.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRecordingServer, type RecordingServer } from "#src/test-support/test-server.ts";
import { freePort } from "../../lib/listen.ts";
import { startLocalRedis, type LocalRedis } from "../../lib/redis-server.ts";
import { startDelayProxy } from "../../test-support/delay-proxy.ts";
import { relayChain } from "../../test-support/relay-chain.ts";
import { keysWithTtl } from "../../test-support/relay-stores.ts";
import { createRedisStores, STORE_TIMEOUT_MS, type RedisStoreOptions, type RedisStores } from "./redis-store.ts";
import type { RateLimits } from "./rate-limit.ts";
import { staticSecrets } from "./secrets.ts";
import { startFormRelay, type RunningRelay } from "./server.ts";
import { relayStoresFromEnv, redisUrlFromEnv } from "./stores.ts";

/** Debian's openssl (`.ci/run` installs it): makes the TLS server's certificates. */
const OPENSSL = "/usr/bin/openssl";
const SECURITY_KEY = "key-acme-3f9c";
const PASSWORD = "s3cret-redis-pass";
const OK = { json: { ErrorMessage: { ErrorCode: 1, ErrorDetails: "ok" } } };
const WIDE: RateLimits = { perAddress: 1000, perChain: 1000, windowMs: 60_000 };

type Relay = {
  relay: RunningRelay;
  stores: RedisStores;
  /** Posts a newsletter form as client `ip`, with an Idempotency-Key when given. */
  post(options?: { key?: string; ip?: string }): Promise<Response>;
};

let gateway: RecordingServer;
const logs: string[] = [];
const running: Relay[] = [];
let prefixes = 0;

/**
 * A relay (Node, behind one trusted proxy hop so tests choose the client) on Redis at `url`. Its
 * store calls get a generous deadline (a busy machine stalls them past 500 ms) unless a test about
 * the deadline sets the real one.
 */
async function startRelay(
  url: string,
  over: { limits?: RateLimits; sendTimeoutMs?: number; prefix?: string; store?: RedisStoreOptions } = {},
): Promise<Relay> {
  const log = (m: string) => logs.push(m);
  const stores = createRedisStores(url, {
    prefix: over.prefix ?? `t${prefixes++}:`,
    log,
    timeoutMs: 5000,
    ...over.store,
  });
  const relay = await startFormRelay(0, {
    counters: stores.counters,
    submissions: stores.submissions,
    chains: new Map([["acme", relayChain("acme", { gatewayUrl: gateway.baseUrl })]]),
    secrets: staticSecrets({ acme: SECURITY_KEY }),
    trustProxy: 1,
    limits: over.limits ?? WIDE,
    ...(over.sendTimeoutMs === undefined ? {} : { sendTimeoutMs: over.sendTimeoutMs }),
    log,
  });
  const post = ({ key, ip = "203.0.113.1" }: { key?: string; ip?: string } = {}) =>
    fetch(`${relay.url}/acme/newsletter`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": ip,
        ...(key === undefined ? {} : { "idempotency-key": key }),
      },
      body: JSON.stringify({ values: { email: "ann@example.com" } }),
    });
  const started = { relay, stores, post };
  running.push(started);
  return started;
}

/** Two relays sharing one key prefix: two instances of one deployment. */
async function startPair(url: string, over: Parameters<typeof startRelay>[1] = {}): Promise<[Relay, Relay]> {
  const prefix = over.prefix ?? `pair${prefixes++}:`;
  return [await startRelay(url, { ...over, prefix }), await startRelay(url, { ...over, prefix })];
}

const sends = () => gateway.requests.filter((r) => r.url === "/SendEmail").length;

/** Expects a fail-closed answer: 503, Retry-After, the store code. */
async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({ ok: false, code: "store-unavailable" });
}

/** Expects a fail-closed answer within the relay's deadline (the store's 500 ms, and slack for HTTP). */
async function expectRefusedInTime(request: Promise<Response>): Promise<void> {
  const start = performance.now();
  const response = await request;
  expect(performance.now() - start).toBeLessThan(1500);
  await expectRefused(response);
}

/** Waits until `relay` sends the submission `key` (Redis back, or quick again). */
async function sentOnceBack(relay: Relay, key: string): Promise<void> {
  await expect.poll(async () => (await relay.post({ key })).status, { timeout: 15_000 }).toBe(200);
}

let redis: LocalRedis;
let admin: Redis;
beforeAll(async () => {
  redis = await startLocalRedis({ password: PASSWORD });
  admin = new Redis(redis.url);
  admin.on("error", () => undefined); // Redis is killed on purpose below
}, 30_000);
afterAll(async () => {
  await admin?.quit();
  await redis?.stop();
});
beforeEach(async () => {
  gateway = await startRecordingServer();
  gateway.reply("POST", "/SendEmail", OK);
  logs.length = 0;
});
afterEach(async () => {
  for (const r of running.splice(0)) {
    await r.relay.close();
    await r.stores.close();
  }
  await gateway.close();
  // Nothing secret in any log line: not the SendEmail key, not Redis's password.
  for (const line of logs) {
    expect(line).not.toContain(SECURITY_KEY);
    expect(line).not.toContain(PASSWORD);
  }
});

describe("two relay instances on one Redis", { timeout: 60_000 }, () => {
  const limits: RateLimits = { perAddress: 4, perChain: 100, windowMs: 60_000 };
  /** 300 sends at once from 30 clients, spread over both relays; the statuses. */
  async function flood(pair: [Relay, Relay]): Promise<{ ip: string; status: number }[]> {
    return Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const ip = `198.51.100.${i % 30}`;
        const response = await pair[i % 2]!.post({ ip });
        await response.arrayBuffer();
        return { ip, status: response.status };
      }),
    );
  }

  it("hold one limit: 300 parallel sends over both deliver the chain's 100, each client at most its 4", async () => {
    const answers = await flood(await startPair(redis.url, { limits }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(100);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(200);
    expect(sends()).toBe(100);
    for (let i = 0; i < 30; i++) {
      const ip = `198.51.100.${i}`;
      expect(answers.filter((a) => a.ip === ip && a.status === 200).length, ip).toBeLessThanOrEqual(4);
    }
  });

  it("(with a store each, as before, the same sends deliver past the limit)", async () => {
    const own = await Promise.all([startRelay(redis.url, { limits }), startRelay(redis.url, { limits })]);
    const answers = await flood([own[0]!, own[1]!]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(100);
  });

  it("send a repeat on the other instance once: the first answer after it, 409 while it is in flight", async () => {
    const [a, b] = await startPair(redis.url);
    expect((await a.post({ key: "form-after-0001" })).status).toBe(200);
    const repeat = await b.post({ key: "form-after-0001" });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ ok: true });
    expect(sends()).toBe(1);

    gateway.reply("POST", "/SendEmail", { ...OK, delayMs: 1000 });
    const first = a.post({ key: "form-flight-0002" });
    await expect.poll(sends).toBe(2);
    const during = await b.post({ key: "form-flight-0002" });
    expect(during.status).toBe(409);
    expect(await during.json()).toEqual({ ok: false, error: "In progress", code: "in-progress" });
    expect((await first).status).toBe(200);
    const after = await b.post({ key: "form-flight-0002" });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ ok: true });
    expect(sends()).toBe(2);
  });

  it("give a repeat on the other instance the first 'may have been sent', never a second SendEmail", async () => {
    gateway.reply("POST", "/SendEmail", { ...OK, delayMs: 1500 });
    const [a, b] = await startPair(redis.url, { sendTimeoutMs: 200 });
    expect((await a.post({ key: "form-slow-0003" })).status).toBe(504);
    const repeat = await b.post({ key: "form-slow-0003" });
    expect(repeat.status).toBe(504);
    expect(await repeat.json()).toEqual({ ok: false, error: "May have been sent", code: "may-have-been-sent" });
    expect(sends()).toBe(1);
  });
});

describe("Redis faults", { timeout: 60_000 }, () => {
  /** The relay's own deadline of a store call, as deployed. */
  const DEADLINE = { store: { timeoutMs: STORE_TIMEOUT_MS } };

  it("Redis killed mid-run: 503 with Retry-After within the deadline, nothing sent; back without a restart", async () => {
    const [a, b] = await startPair(redis.url, DEADLINE);
    await sentOnceBack(a, "form-kill-0001");
    await redis.kill();
    try {
      for (const relay of [a, b]) {
        await expectRefusedInTime(relay.post({ key: "form-kill-0002" }));
        await expectRefusedInTime(relay.post()); // no key: the limiter cannot count either
      }
      expect(sends()).toBe(1);
      expect(logs.some((l) => /Redis at redis:\/\/127\.0\.0\.1:\d+ unavailable/.test(l))).toBe(true);
      expect(logs.some((l) => /acme newsletter: store unavailable \(.+\); answered 503/.test(l))).toBe(true);
    } finally {
      await redis.restart();
    }
    await sentOnceBack(a, "form-kill-0002");
    await sentOnceBack(b, "form-kill-0002"); // the first answer, not a second e-mail
    expect(sends()).toBe(2);
    await expect.poll(() => logs.some((l) => /Redis at .+ is back/.test(l))).toBe(true);
  });

  it("Redis dropping while a send is with the gateway: that send's answer stands, logged as not recorded", async () => {
    gateway.reply("POST", "/SendEmail", { ...OK, delayMs: 800 });
    const a = await startRelay(redis.url);
    const first = a.post({ key: "form-drop-0001" });
    await expect.poll(sends).toBe(1);
    await redis.kill();
    try {
      expect((await first).status).toBe(200);
      expect(logs.some((l) => /acme newsletter: outcome not recorded .+ the key stays claimed/.test(l))).toBe(true);
      await expectRefused(await a.post({ key: "form-drop-0001" }));
      expect(sends()).toBe(1);
    } finally {
      await redis.restart();
    }
  });

  it("Redis down at start: 503 until it is up, then sends without a restart of the relay", async () => {
    const port = await freePort();
    const late = `redis://:${PASSWORD}@127.0.0.1:${port}`;
    const a = await startRelay(late, DEADLINE);
    await expectRefusedInTime(a.post({ key: "form-late-0001" }));
    expect(sends()).toBe(0);
    const server = await startLocalRedis({ password: PASSWORD, port });
    try {
      await sentOnceBack(a, "form-late-0001");
      expect(sends()).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it("Redis slow (2 s per answer): 503 within the relay's deadline, nothing sent; fine again once it is quick", async () => {
    const proxy = await startDelayProxy(redis.port);
    try {
      const a = await startRelay(`redis://:${PASSWORD}@127.0.0.1:${proxy.port}`, DEADLINE);
      await sentOnceBack(a, "form-slow-0001");
      proxy.delayMs = 2000;
      await expectRefusedInTime(a.post({ key: "form-slow-0002" }));
      await expectRefusedInTime(a.post());
      expect(sends()).toBe(1);
      proxy.delayMs = 0;
      await sentOnceBack(a, "form-slow-0002");
      expect(sends()).toBe(2);
    } finally {
      await proxy.close();
    }
  });

  it("withdraws a claim a slow Redis recorded after the deadline, so the shopper's retry is sent", async () => {
    const proxy = await startDelayProxy(redis.port);
    const slow = createRedisStores(`redis://:${PASSWORD}@127.0.0.1:${proxy.port}`, {
      prefix: "withdraw:",
      log: () => {},
    });
    const other = createRedisStores(redis.url, { prefix: "withdraw:", log: () => {} });
    try {
      expect(await slow.submissions.peek("acme/contact/late-claim")).toBeUndefined();
      proxy.delayMs = 1000;
      // Redis records the claim at once; only its answer is late, past the deadline.
      await expect(slow.submissions.claim("acme/contact/late-claim", Date.now())).rejects.toThrow(/within 500 ms/);
      proxy.delayMs = 0;
      // The instance withdraws it (it is still its own), so the retry, wherever it lands, is sent.
      await expect.poll(async () => admin.exists("withdraw:sent:acme/contact/late-claim"), { timeout: 10_000 }).toBe(0);
      expect((await other.submissions.claim("acme/contact/late-claim", Date.now())).kind).toBe("claimed");
    } finally {
      await Promise.all([slow.close(), other.close()]);
      await proxy.close();
    }
  });
});

describe("keys in Redis", { timeout: 60_000 }, () => {
  it("every key written carries a TTL: a window's length for counters, a day for submissions", async () => {
    const limits: RateLimits = { perAddress: 1, perChain: 100, windowMs: 30_000 };
    const [a, b] = await startPair(redis.url, { limits, prefix: "ttl:" });
    expect((await a.post({ ip: "192.0.2.1", key: "form-ttl-0001" })).status).toBe(200);
    expect((await b.post({ ip: "192.0.2.1", key: "form-ttl-0002" })).status).toBe(429); // counted, refused
    gateway.reply("POST", "/SendEmail", { json: { ErrorMessage: { ErrorCode: 0, ErrorDetails: "no" } } });
    expect((await a.post({ ip: "192.0.2.2", key: "form-ttl-0003" })).status).toBe(502); // forgotten
    gateway.reply("POST", "/SendEmail", { ...OK, delayMs: 800 });
    const inFlight = b.post({ ip: "192.0.2.3", key: "form-ttl-0004" });
    await expect.poll(async () => admin.exists("ttl:sent:acme/newsletter/form-ttl-0004")).toBe(1);

    const keys = await keysWithTtl(admin, "ttl:*");
    const day = 24 * 60 * 60_000;
    expect([...keys.keys()].sort()).toEqual([
      "ttl:rate:a:192.0.2.1",
      "ttl:rate:a:192.0.2.2",
      "ttl:rate:a:192.0.2.3",
      "ttl:rate:c:acme",
      "ttl:sent:acme/newsletter/form-ttl-0001",
      "ttl:sent:acme/newsletter/form-ttl-0004", // in flight: claimed, with its TTL already
    ]);
    for (const [key, ttl] of keys) {
      expect(ttl, key).toBeGreaterThan(0);
      expect(ttl, key).toBeLessThanOrEqual(key.startsWith("ttl:rate:") ? limits.windowMs : day);
    }
    expect((await inFlight).status).toBe(200);
    const answered = await admin.pttl("ttl:sent:acme/newsletter/form-ttl-0004");
    expect(answered).toBeGreaterThan(day - 60_000);
  });

  it("a window ends on its own in Redis: the address sends again after it", async () => {
    const a = await startRelay(redis.url, { limits: { perAddress: 1, perChain: 100, windowMs: 1000 } });
    expect((await a.post({ ip: "192.0.2.9" })).status).toBe(200);
    expect((await a.post({ ip: "192.0.2.9" })).status).toBe(429);
    await expect.poll(async () => (await a.post({ ip: "192.0.2.9" })).status, { timeout: 5000 }).toBe(200);
  });
});

describe("reaching a deployed Redis", { timeout: 60_000 }, () => {
  it("speaks TLS for a rediss:// URL (a TLS-only redis-server with its own CA)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "relay-redis-tls-"));
    const file = (name: string) => join(dir, name);
    const openssl = (...args: string[]) => execFileSync(OPENSSL, args, { stdio: "ignore" });
    openssl(
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=Relay test CA"],
      ...["-keyout", file("ca.key"), "-out", file("ca.crt")],
    );
    openssl(
      ...["req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1"],
      ...["-keyout", file("redis.key"), "-out", file("redis.csr")],
    );
    writeFileSync(file("ext.cnf"), "subjectAltName=IP:127.0.0.1\n");
    openssl(
      ...["x509", "-req", "-in", file("redis.csr"), "-CA", file("ca.crt"), "-CAkey", file("ca.key")],
      ...["-CAcreateserial", "-days", "2", "-extfile", file("ext.cnf"), "-out", file("redis.crt")],
    );
    const tlsRedis = await startLocalRedis({
      password: PASSWORD,
      tls: { cert: file("redis.crt"), key: file("redis.key"), ca: file("ca.crt") },
    });
    try {
      expect(tlsRedis.url).toMatch(/^rediss:\/\//);
      const ca = readFileSync(file("ca.crt"));
      const a = await startRelay(tlsRedis.url, { prefix: "tls:", store: { tls: { ca } } });
      expect((await a.post({ key: "form-tls-0001" })).status).toBe(200);
      expect((await a.post({ key: "form-tls-0001" })).status).toBe(200);
      expect(sends()).toBe(1);
      expect(await a.stores.redis.exists("tls:sent:acme/newsletter/form-tls-0001")).toBe(1);
    } finally {
      await tlsRedis.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes REDIS_URL or a mounted secret file, refuses another scheme by name, says once when it has none", async () => {
    const dir = mkdtempSync(join(tmpdir(), "relay-redis-env-"));
    try {
      writeFileSync(join(dir, "redis-url"), `${redis.url}\n`);
      expect(redisUrlFromEnv({ REDIS_URL_FILE: join(dir, "redis-url") })).toBe(redis.url);
      expect(redisUrlFromEnv({ REDIS_URL: "rediss://cache.example:6380" })).toBe("rediss://cache.example:6380");
      expect(redisUrlFromEnv({})).toBeUndefined();
      expect(() => redisUrlFromEnv({ REDIS_URL: "http://cache.example" })).toThrow(
        "REDIS_URL must start with redis:// or rediss://",
      );
      const said: string[] = [];
      const memory = relayStoresFromEnv({}, (m) => said.push(m));
      expect(memory.options).toEqual({});
      expect(said).toEqual([
        "form relay: no REDIS_URL: rate limits and sent-once keys are kept in this process, so they hold for one instance only",
      ]);
      const shared = relayStoresFromEnv({ REDIS_URL_FILE: join(dir, "redis-url") }, (m) => said.push(m));
      try {
        expect(shared.description).toBe(`in Redis at redis://127.0.0.1:${redis.port}`);
        expect(shared.description).not.toContain(PASSWORD);
        expect(shared.options.counters?.addresses).toBeDefined();
        const hit = await shared.options.counters!.addresses!.hit("a:env-check", 5, 10_000, Date.now());
        expect(hit.allowed).toBe(true);
        expect(await admin.pttl("form-relay:rate:a:env-check")).toBeGreaterThan(0);
      } finally {
        await shared.close();
      }
      expect(said).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes the deadline of one call from FORM_RELAY_REDIS_TIMEOUT_MS", async () => {
    const proxy = await startDelayProxy(redis.port);
    const url = `redis://:${PASSWORD}@127.0.0.1:${proxy.port}`;
    const shared = relayStoresFromEnv({ REDIS_URL: url, FORM_RELAY_REDIS_TIMEOUT_MS: "2000" }, () => {});
    try {
      const hit = () => shared.options.counters!.addresses!.hit("a:deadline-check", 5, 10_000, Date.now());
      expect((await hit()).allowed).toBe(true);
      proxy.delayMs = 700; // past the default 500 ms, within 2 s
      expect((await hit()).allowed).toBe(true);
      proxy.delayMs = 2500;
      await expect(hit()).rejects.toThrow("Redis did not answer within 2000 ms");
    } finally {
      await shared.close();
      await proxy.close();
    }
  });
});
