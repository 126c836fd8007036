/**
 * Fixed-window request counters: one per client address and one per chain. A request is refused
 * when either is used up; an address over its limit is refused before the chain's counter is
 * touched, so one address's excess never uses up its chain's sends. Windows reset on their own.
 *
 * The counters live in a `CounterStore`. The default, `MemoryCounterStore`, takes constant time per
 * request and bounded memory: entries sit in a Map in the order their window started, so expired
 * ones are dropped from the front, and at `maxEntries` the oldest window is dropped (that address
 * starts afresh; the chain's counter, kept apart, still caps the chain). Several relay instances
 * share limits through `RedisCounterStore` (redis-store.ts).
 */
import { isIPv6 } from "node:net";

/** Limits per window. */
export type RateLimits = { perAddress: number; perChain: number; windowMs: number };

/** Defaults: 10 sends per address and 300 per chain in 10 minutes. */
export const DEFAULT_LIMITS: RateLimits = { perAddress: 10, perChain: 300, windowMs: 10 * 60_000 };

/** One counter's state after a hit. */
export type Hit = { allowed: boolean; resetAt: number };

/** Where counters are kept (in memory, or shared by several relay instances). */
export interface CounterStore {
  /**
   * Counts one request on `key` when its current window (of `windowMs`, starting at its first
   * request) holds fewer than `limit`; says whether it was counted and when the window ends.
   */
  hit(key: string, limit: number, windowMs: number, now: number): Hit | Promise<Hit>;
}

type Window = { start: number; count: number };

/** Counters in one process: O(1) per hit, at most `maxEntries` windows. */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, Window>();
  private readonly maxEntries: number;
  constructor(maxEntries = 100_000) {
    this.maxEntries = maxEntries;
  }

  /** Number of windows held. */
  get size(): number {
    return this.windows.size;
  }

  hit(key: string, limit: number, windowMs: number, now: number): Hit {
    // Windows are appended when they start, so the first entries are the oldest: drop the expired
    // ones there (each entry is dropped once: constant time per request, amortised).
    for (const [k, w] of this.windows) {
      if (now - w.start < windowMs) break;
      this.windows.delete(k);
    }
    let w = this.windows.get(key);
    if (w === undefined) {
      if (this.windows.size >= this.maxEntries) {
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    const resetAt = w.start + windowMs;
    if (w.count >= limit) return { allowed: false, resetAt };
    w.count++;
    return { allowed: true, resetAt };
  }
}

/**
 * The counting key of a client address: an IPv6 address counts by its /64 (one household or
 * server gets a whole /64, so its single addresses are free to change); IPv4 as it is.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!isIPv6(plain)) return plain;
  return `${expandIPv6(plain).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address (no zone, no embedded IPv4 beyond what isIPv6 allowed). */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const fill = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => "0");
  return [...left, ...(tail === undefined ? [] : fill), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

/**
 * Where the limiter counts: addresses and chains apart by default, so a flood of addresses filling
 * the address table never drops a chain's counter. A shared store may serve both.
 */
export type CounterStores = { addresses: CounterStore; chains: CounterStore };

/** The limiter of one relay (or of several sharing their stores). */
export class RateLimiter {
  private readonly limits: RateLimits;
  private readonly now: () => number;
  private readonly stores: CounterStores;
  constructor(limits: RateLimits, now: () => number = Date.now, stores?: Partial<CounterStores>) {
    this.limits = limits;
    this.now = now;
    this.stores = {
      addresses: stores?.addresses ?? new MemoryCounterStore(),
      chains: stores?.chains ?? new MemoryCounterStore(),
    };
  }

  /** Counts one request; the seconds to wait when refused, else 0. */
  async take(address: string, site: string): Promise<number> {
    const t = this.now();
    const { perAddress, perChain, windowMs } = this.limits;
    const wait = (hit: Hit) => Math.max(1, Math.ceil((hit.resetAt - t) / 1000));
    const a = await this.stores.addresses.hit(`a:${addressKey(address)}`, perAddress, windowMs, t);
    if (!a.allowed) return wait(a);
    const c = await this.stores.chains.hit(`c:${site}`, perChain, windowMs, t);
    return c.allowed ? 0 : wait(c);
  }
}
