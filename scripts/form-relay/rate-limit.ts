/**
 * Fixed-window request counters: one per client address and one per chain. A request is refused
 * when either is used up; windows reset on their own, and old entries are dropped as time passes.
 */

/** Limits per window. */
export type RateLimits = { perAddress: number; perChain: number; windowMs: number };

/** Defaults: 10 sends per address and 300 per chain in 10 minutes. */
export const DEFAULT_LIMITS: RateLimits = { perAddress: 10, perChain: 300, windowMs: 10 * 60_000 };

type Window = { start: number; count: number };

/** The limiter of one relay. */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly limits: RateLimits;
  private readonly now: () => number;
  constructor(limits: RateLimits, now: () => number = Date.now) {
    this.limits = limits;
    this.now = now;
  }

  /** Counts one request; the seconds to wait when refused, else 0. */
  take(address: string, site: string): number {
    const t = this.now();
    if (this.windows.size > 10_000) this.sweep(t);
    const a = this.window(`a:${address}`, t);
    const c = this.window(`c:${site}`, t);
    if (a.count >= this.limits.perAddress || c.count >= this.limits.perChain) {
      const until = Math.max(
        a.count >= this.limits.perAddress ? a.start : 0,
        c.count >= this.limits.perChain ? c.start : 0,
      );
      return Math.max(1, Math.ceil((until + this.limits.windowMs - t) / 1000));
    }
    a.count++;
    c.count++;
    return 0;
  }

  private window(key: string, t: number): Window {
    let w = this.windows.get(key);
    if (w === undefined || t - w.start >= this.limits.windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
    }
    return w;
  }

  private sweep(t: number): void {
    for (const [key, w] of this.windows) if (t - w.start >= this.limits.windowMs) this.windows.delete(key);
  }
}
