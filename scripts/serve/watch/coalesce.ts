/**
 * One rebuild for a burst of changes. Chains named by webhooks and polls are gathered; the rebuild
 * starts once no new one came for `settleMs`, or `maxWaitMs` after the first of the burst at the
 * latest (a gateway that keeps sending changes still gets its chains published). Changes that
 * arrive while a rebuild runs are gathered for the next one, which starts when it ends: rebuilds
 * never overlap, and ten changes in five seconds make one rebuild of their chains.
 */

/** Timers, replaceable by tests. */
export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
};

const REAL_TIMERS: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  now: () => Date.now(),
};

/** Options of a Coalescer. */
export type CoalescerOptions = {
  /** Quiet time after the last change before the rebuild starts. */
  settleMs: number;
  /** Longest wait after the first change of a burst. */
  maxWaitMs: number;
  /** The rebuild of the gathered chains; its failures are its own to report (a throw is caught). */
  run: (sites: string[]) => Promise<void>;
  timers?: Timers;
};

/** Gathers chains and runs one rebuild per burst; see the module comment. */
export class Coalescer {
  readonly #opts: CoalescerOptions;
  readonly #timers: Timers;
  #pending = new Set<string>();
  #firstAt: number | null = null;
  #timer: unknown = null;
  #running: Promise<void> | null = null;
  #idle: (() => void)[] = [];
  #closed = false;

  constructor(opts: CoalescerOptions) {
    this.#opts = opts;
    this.#timers = opts.timers ?? REAL_TIMERS;
  }

  /** Chains waiting for the next rebuild. */
  get pending(): string[] {
    return [...this.#pending].sort();
  }

  /** Whether a rebuild runs now. */
  get running(): boolean {
    return this.#running !== null;
  }

  /** Adds chains to the next rebuild. */
  add(sites: readonly string[]): void {
    if (this.#closed || sites.length === 0) return;
    for (const s of sites) this.#pending.add(s);
    this.#firstAt ??= this.#timers.now();
    if (this.#running === null) this.#arm();
  }

  /** Resolves once nothing is pending and no rebuild runs. */
  idle(): Promise<void> {
    if (this.#pending.size === 0 && this.#running === null) return Promise.resolve();
    return new Promise((done) => this.#idle.push(done));
  }

  /** Stops taking changes; a rebuild that runs is left to finish (await `idle()`). */
  close(): void {
    this.#closed = true;
    if (this.#timer !== null) this.#timers.clearTimeout(this.#timer);
    this.#timer = null;
    this.#pending.clear();
    this.#settle();
  }

  #arm(): void {
    if (this.#timer !== null) this.#timers.clearTimeout(this.#timer);
    const now = this.#timers.now();
    const latest = (this.#firstAt ?? now) + this.#opts.maxWaitMs;
    const wait = Math.max(0, Math.min(now + this.#opts.settleMs, latest) - now);
    this.#timer = this.#timers.setTimeout(() => void this.#fire(), wait);
  }

  async #fire(): Promise<void> {
    this.#timer = null;
    const sites = this.pending;
    this.#pending.clear();
    this.#firstAt = null;
    if (sites.length === 0) return this.#settle();
    this.#running = this.#opts.run(sites).catch(() => undefined);
    await this.#running;
    this.#running = null;
    if (this.#pending.size > 0 && !this.#closed) {
      // What came in meanwhile waits from now on: it has waited for the rebuild already.
      this.#firstAt = this.#timers.now();
      this.#arm();
    } else this.#settle();
  }

  #settle(): void {
    if (this.#pending.size > 0 || this.#running !== null) return;
    for (const done of this.#idle.splice(0)) done();
  }
}
