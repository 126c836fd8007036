/**
 * Submissions the relay has seen, by the key the form sends with each filled form
 * (`Idempotency-Key`), so a submission is never sent twice: a repeat gets the first answer, or
 * "in progress" while the first is still with the gateway. Keys are kept for `ttlMs` (default a
 * day), at most `maxEntries` of them (oldest dropped first): constant time per request. A send the
 * gateway refused is forgotten, so the shopper can try again. Each key is bound to the submission
 * it came with (`submissionFingerprint`): another submission under a used key is refused (422) and
 * never sent.
 */

/** A stored answer of the relay. */
export type StoredAnswer = { status: number; body: Record<string, unknown> };

/**
 * What a claim found: the key is now ours, another request holds it, or its answer; `body` is the
 * fingerprint of the submission the key was first used with (a key is bound to its submission).
 */
export type Claim =
  { kind: "claimed" } | { kind: "in-progress"; body?: string } | { kind: "done"; answer: StoredAnswer; body?: string };

/** Where keys are kept (in memory here; several relay instances would share one). */
export interface SubmissionStore {
  /** The state of `key` without claiming it (undefined when unknown). */
  peek(key: string, now: number): Claim | undefined | Promise<Claim | undefined>;
  /** Claims `key` for the submission of fingerprint `body` unless it is known (atomic). */
  claim(key: string, now: number, body?: string): Claim | Promise<Claim>;
  /** Records the answer of a claimed key, or forgets it (null) so a repeat is sent again. */
  finish(key: string, answer: StoredAnswer | null): void | Promise<void>;
}

type Entry = { at: number; answer: StoredAnswer | null; body?: string | undefined };

/** Keys in one process. */
export class MemorySubmissionStore implements SubmissionStore {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  constructor(ttlMs = 24 * 60 * 60_000, maxEntries = 100_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  peek(key: string, now: number): Claim | undefined {
    this.expire(now);
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    const body = entry.body === undefined ? {} : { body: entry.body };
    return entry.answer === null ? { kind: "in-progress", ...body } : { kind: "done", answer: entry.answer, ...body };
  }

  claim(key: string, now: number, body?: string): Claim {
    const known = this.peek(key, now);
    if (known !== undefined) return known;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { at: now, answer: null, body });
    return { kind: "claimed" };
  }

  finish(key: string, answer: StoredAnswer | null): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    if (answer === null) this.entries.delete(key);
    else entry.answer = answer;
  }

  /** Drops expired keys from the front (entries are in claim order). */
  private expire(now: number): void {
    for (const [k, e] of this.entries) {
      if (now - e.at < this.ttlMs) break;
      this.entries.delete(k);
    }
  }
}

/**
 * The fingerprint a key is bound to: SHA-256 of the submission's answers (`values`, keys sorted),
 * so a retry of the same filled form matches whatever its captcha token, and a different form under
 * a used key does not. Web Crypto: the relay runs on Node and as a serverless function.
 */
export async function submissionFingerprint(body: unknown): Promise<string> {
  const values = typeof body === "object" && body !== null ? (body as { values?: unknown }).values : body;
  const canonical =
    typeof values === "object" && values !== null && !Array.isArray(values)
      ? JSON.stringify(Object.entries(values).toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : JSON.stringify(values ?? null);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A valid key: 8 to 128 letters, digits, '-' or '_' (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
