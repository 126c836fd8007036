/**
 * Test-only: the relay's stores for a suite that runs against both, the in-memory default and
 * Redis (a real redis-server of the suite's own on a free port, stopped after it). Each Redis store
 * gets a key prefix of its own, so two apps of one test count apart as two memory stores do; after
 * every test, every key written so far must carry a TTL.
 */
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { RelayOptions } from "../services/form-relay/app.ts";
import { createRedisStores, type RedisStores } from "../services/form-relay/redis-store.ts";
import { startLocalRedis, type LocalRedis } from "../lib/redis-server.ts";

/** The two kinds of store every relay suite runs against. */
export const STORE_KINDS = ["memory", "redis"] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** The store options of a relay app. */
export type StoreOptions = Pick<RelayOptions, "counters" | "submissions">;

/** Every key under `pattern` with its PTTL (-1: none, -2: gone). */
export async function keysWithTtl(redis: Redis, pattern = "*"): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
    cursor = next;
    for (const key of keys) found.set(key, await redis.pttl(key));
  } while (cursor !== "0");
  return found;
}

/**
 * Registers the suite's hooks for `kind` and returns a maker of fresh stores (for memory: none, the
 * app's default).
 */
export function useRelayStores(kind: StoreKind): () => StoreOptions {
  if (kind === "memory") return () => ({});
  let server: LocalRedis | undefined;
  let admin: Redis | undefined;
  const open: RedisStores[] = [];
  let made = 0;
  beforeAll(async () => {
    server = await startLocalRedis();
    admin = new Redis(server.url);
    admin.on("error", () => undefined);
  }, 30_000);
  afterEach(async () => {
    for (const [key, ttl] of await keysWithTtl(admin!)) expect(ttl, `TTL of ${key}`).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    await admin?.quit();
    await server?.stop();
  });
  return () => {
    if (server === undefined) throw new Error("the suite's redis-server has not started");
    const stores = createRedisStores(server.url, {
      prefix: `test${made++}:`,
      // A connection's first call waits for it to be made: generous on a busy machine.
      timeoutMs: 5000,
      log: () => {},
    });
    open.push(stores);
    return { counters: stores.counters, submissions: stores.submissions };
  };
}
