/**
 * Rate-limit windows and sent-once keys in Redis (or Valkey), so that several relay instances —
 * Node processes behind a proxy, or Lambda instances — hold one limit and send each submission once.
 *
 * - Every operation is one atomic Lua script (a window's check-and-count; a claim's `SET NX PX`;
 *   an owner's compare-and-set), and every key is written with a TTL (a window's length; a day
 *   for a submission), so Redis never grows without bound.
 * - Every call has a deadline (`timeoutMs`, default 500 ms, waiting for a connection included): a
 *   slow or unreachable Redis makes the call reject by then, never later, and nothing of it is sent
 *   afterwards. No command is queued while the connection is down; the client reconnects on its
 *   own with backoff, so the relay recovers without a restart. The relay answers a rejected call
 *   with 503 (app.ts).
 * - A claim that timed out may still have been recorded by a slow Redis: the relay withdraws it
 *   (only if it is still its own) once Redis answers again, so the shopper's retry is not told "in
 *   progress" for a day for an e-mail that never left.
 */
import { createHash, randomUUID } from "node:crypto";
import type { ConnectionOptions } from "node:tls";
import { Redis } from "ioredis";
import {
  knownSubmission,
  type Claim,
  type KnownSubmission,
  type StoredAnswer,
  type SubmissionStore,
} from "./idempotency.ts";
import type { CounterStore, CounterStores, Hit } from "./rate-limit.ts";

/** How long one store call may take, waiting for a connection included. */
export const STORE_TIMEOUT_MS = 500;
/** How long a submission's key is kept (claimed or answered). */
const SUBMISSION_TTL_MS = 24 * 60 * 60_000;
/** Withdrawals of timed-out claims kept for the next connection, at most. */
const MAX_PENDING_RELEASES = 10_000;

/** A Lua script and its SHA1 (what EVALSHA names it by). */
type Script = { lua: string; sha: string };
function script(lua: string): Script {
  return { lua, sha: createHash("sha1").update(lua).digest("hex") };
}

/**
 * One window: counts the hit unless the window holds `limit` already (a refused hit is not
 * counted, as in the memory store); a key without a live window starts one of `windowMs`.
 * Replies `{ allowed (1/0), milliseconds left in the window }`.
 */
const HIT = script(`
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then
  redis.call('SET', KEYS[1], 1, 'PX', ARGV[2])
  return {1, tonumber(ARGV[2])}
end
if count >= tonumber(ARGV[1]) then return {0, ttl} end
redis.call('INCR', KEYS[1])
return {1, ttl}`);

/** Claims a key with SET NX PX; replies nil when claimed, else the record that holds it. */
const CLAIM = script(`
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return false end
return redis.call('GET', KEYS[1])`);

/**
 * Replaces the record only while it is still `ARGV[1]` (the claim this instance made): with
 * `ARGV[2]` for `ARGV[3]` ms, or deletes it when `ARGV[2]` is empty. Replies 1 when it did.
 */
const SWAP = script(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then return redis.call('DEL', KEYS[1]) end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`);

/** Options of the Redis stores. */
export type RedisStoreOptions = {
  /** Deadline of one call; default `STORE_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** Where connection changes are logged (down, back); default console.error. */
  log?: (message: string) => void;
  /** TLS settings beyond what `rediss://` turns on (a private CA, say). */
  tls?: ConnectionOptions;
  /** Prefix of every key; default `form-relay:`. */
  prefix?: string;
};

/** The address of a Redis URL without its credentials, for log lines. */
export function redisTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return "(unparsable REDIS_URL)";
  }
}

/** The connection and its deadline rule, shared by both stores. */
class RedisLink {
  readonly redis: Redis;
  private readonly timeoutMs: number;
  /** Calls waiting for the connection (one listener on the client for all of them). */
  private readonly waiting = new Set<() => void>();
  constructor(url: string, options: RedisStoreOptions) {
    this.timeoutMs = options.timeoutMs ?? STORE_TIMEOUT_MS;
    const target = redisTarget(url);
    const log = options.log ?? ((m: string) => console.error(m));
    this.redis = new Redis(url, {
      ...(options.tls === undefined ? {} : { tls: options.tls }),
      // Fail fast instead of queueing while the connection is down, and never resend a command
      // after a reconnect: the request that sent it has been answered already.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      commandTimeout: this.timeoutMs,
      connectTimeout: Math.max(1000, this.timeoutMs * 2),
      // A connection that stops answering altogether is dropped and made anew.
      socketTimeout: Math.max(5000, this.timeoutMs * 10),
      // Reconnect for ever, backing off to 2 s (with jitter).
      retryStrategy: (times) => Math.min(50 * 2 ** times, 2000) + Math.floor(Math.random() * 100),
    });
    let down = false;
    this.redis.on("error", (error: Error) => {
      if (down) return;
      down = true;
      log(`form relay: Redis at ${target} unavailable (${error.message}); sends are refused (503) until it is back`);
    });
    this.redis.on("ready", () => {
      // Loaded first on every connection (a restarted Redis knows none), before any waiting call.
      for (const { lua } of [HIT, CLAIM, SWAP]) this.redis.script("LOAD", lua).catch(() => undefined);
      for (const ready of this.waiting) ready();
      this.waiting.clear();
      if (!down) return;
      down = false;
      log(`form relay: Redis at ${target} is back`);
    });
  }

  /**
   * Runs `call` within the deadline: rejects when Redis is down, slow or errs. Nothing is sent
   * once the deadline has passed (the request has been answered by then).
   */
  async run<T>(call: (redis: Redis, deadline: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const deadline = controller.signal;
    const timedOut = new Promise<never>((_, reject) =>
      deadline.addEventListener("abort", () => {
        const what = this.redis.status === "ready" ? "did not answer" : "not connected";
        reject(new Error(`Redis ${what} within ${this.timeoutMs} ms`));
      }),
    );
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const attempt = async () => {
      await this.whenReady(deadline);
      deadline.throwIfAborted();
      return call(this.redis, deadline);
    };
    try {
      return await Promise.race([attempt(), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves once the connection is ready, or rejects when `deadline` passes first. */
  private whenReady(deadline: AbortSignal): Promise<void> {
    if (this.redis.status === "ready") return Promise.resolve();
    return new Promise((resolve, reject) => {
      const ready = () => {
        deadline.removeEventListener("abort", abort);
        resolve();
      };
      const abort = () => {
        this.waiting.delete(ready);
        reject(new Error("no connection to Redis"));
      };
      this.waiting.add(ready);
      deadline.addEventListener("abort", abort, { once: true });
    });
  }

  /** Runs a Lua script (EVALSHA; EVAL when the server does not know it, as after SCRIPT FLUSH). */
  script(script: Script, keys: string[], args: (string | number)[]): Promise<unknown> {
    return this.run(async (redis, deadline) => {
      try {
        return await redis.evalsha(script.sha, keys.length, ...keys, ...args);
      } catch (error) {
        if (!(error instanceof Error && error.message.startsWith("NOSCRIPT"))) throw error;
        deadline.throwIfAborted();
        return redis.eval(script.lua, keys.length, ...keys, ...args);
      }
    });
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Rate-limit windows in Redis: one counter per key, its TTL the window. */
export class RedisCounterStore implements CounterStore {
  private readonly link: RedisLink;
  private readonly prefix: string;
  constructor(link: RedisLink, prefix: string) {
    this.link = link;
    this.prefix = `${prefix}rate:`;
  }

  async hit(key: string, limit: number, windowMs: number, now: number): Promise<Hit> {
    const reply = (await this.link.script(HIT, [this.prefix + key], [limit, Math.ceil(windowMs)])) as [number, number];
    return { allowed: reply[0] === 1, resetAt: now + reply[1] };
  }
}

/** A stored record: in progress (with its owner, the claim's instance and request) or answered. */
type SubmissionRecord = { owner?: string; answer?: StoredAnswer; bodyHash?: string };

function parseRecord(text: string): KnownSubmission {
  try {
    const record = JSON.parse(text) as SubmissionRecord;
    return knownSubmission(record.answer ?? null, record.bodyHash);
  } catch {
    // Not ours to read: treat it as in progress, so nothing is sent twice.
    return { kind: "in-progress" };
  }
}

/** Sent-once keys in Redis, each kept a day. */
export class RedisSubmissionStore implements SubmissionStore {
  private readonly link: RedisLink;
  private readonly prefix: string;
  /** The records of this instance's claims still with the gateway, by key. */
  private readonly claims = new Map<string, string>();
  /** Claims that timed out and may have been recorded, to withdraw (key → record). */
  private readonly pendingReleases = new Map<string, string>();
  constructor(link: RedisLink, prefix: string) {
    this.link = link;
    this.prefix = `${prefix}sent:`;
    link.redis.on("ready", () => void this.releasePending());
  }

  async peek(key: string): Promise<KnownSubmission | undefined> {
    const text = await this.link.run((redis) => redis.get(this.prefix + key));
    return text === null ? undefined : parseRecord(text);
  }

  async claim(key: string, _now: number, bodyHash?: string): Promise<Claim> {
    const record = JSON.stringify({ owner: randomUUID(), ...(bodyHash === undefined ? {} : { bodyHash }) });
    let held: string | null;
    try {
      held = (await this.link.script(CLAIM, [this.prefix + key], [record, SUBMISSION_TTL_MS])) as string | null;
    } catch (error) {
      this.pendingReleases.delete(key);
      if (this.pendingReleases.size < MAX_PENDING_RELEASES) this.pendingReleases.set(key, record);
      void this.releasePending();
      throw error;
    }
    if (held !== null) return parseRecord(held);
    this.claims.set(key, record);
    return { kind: "claimed" };
  }

  async finish(key: string, answer: StoredAnswer | null): Promise<void> {
    const record = this.claims.get(key);
    if (record === undefined) return;
    this.claims.delete(key);
    const { bodyHash } = JSON.parse(record) as SubmissionRecord;
    const next = answer === null ? "" : JSON.stringify({ answer, ...(bodyHash === undefined ? {} : { bodyHash }) });
    await this.link.script(SWAP, [this.prefix + key], [record, next, SUBMISSION_TTL_MS]);
  }

  /** Withdraws the timed-out claims that are still this instance's (best effort; kept on failure). */
  private async releasePending(): Promise<void> {
    for (const [key, record] of [...this.pendingReleases]) {
      try {
        await this.link.script(SWAP, [this.prefix + key], [record, "", 0]);
        if (this.pendingReleases.get(key) === record) this.pendingReleases.delete(key);
      } catch {
        return; // Redis is still away: the next "ready" tries again
      }
    }
  }
}

/** Both stores over one Redis connection. */
export type RedisStores = {
  counters: CounterStores;
  submissions: RedisSubmissionStore;
  /** The client (tests look inside). */
  redis: Redis;
  close(): Promise<void>;
};

/** Connects to Redis at `url` (`redis://` or `rediss://` for TLS) and returns both stores over it. */
export function createRedisStores(url: string, options: RedisStoreOptions = {}): RedisStores {
  const link = new RedisLink(url, options);
  const prefix = options.prefix ?? "form-relay:";
  const counters = new RedisCounterStore(link, prefix);
  return {
    counters: { addresses: counters, chains: counters },
    submissions: new RedisSubmissionStore(link, prefix),
    redis: link.redis,
    close: () => link.close(),
  };
}
