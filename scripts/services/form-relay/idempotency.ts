/**
 * Submissions the relay has seen, by the key the form sends with each filled form
 * (`Idempotency-Key`), so a submission is never sent twice: a repeat gets the first answer, or
 * "in progress" while the first is still with the gateway. A send the gateway refused is forgotten,
 * so the shopper can try again. `MemorySubmissionStore` keeps keys for `ttlMs` (default a day), at
 * most `maxEntries` of them (oldest dropped first): constant time per request, one process. Several
 * instances share `RedisSubmissionStore` (redis-store.ts). Each key is bound to the submission it
 * came with (`submissionFingerprint`, kept as the claim's `bodyHash`): another submission under a
 * used key is refused (422) and never sent.
 */

/** A stored answer of the relay. */
export type StoredAnswer = { status: number; body: Record<string, unknown> };

/**
 * A key already known: still with the gateway, or its answer. `bodyHash` is what the claim was
 * given (a hash of the request body), so a repeat can be told apart from a different submission
 * sent under a used key.
 */
export type KnownSubmission =
  { kind: "in-progress"; bodyHash?: string } | { kind: "done"; answer: StoredAnswer; bodyHash?: string };

/** What a claim found: the key is now ours, or it was known. */
export type Claim = { kind: "claimed" } | KnownSubmission;

/**
 * Where keys are kept: in memory (`MemorySubmissionStore`, one process) or shared by several relay
 * instances (`RedisSubmissionStore`, redis-store.ts). A store that cannot answer rejects; the relay
 * then refuses the request (503) rather than send what it could not record.
 */
export interface SubmissionStore {
  /** The state of `key` without claiming it (undefined when unknown). */
  peek(key: string, now: number): KnownSubmission | undefined | Promise<KnownSubmission | undefined>;
  /** Claims `key` unless it is known (atomic), recording `bodyHash` with it when given. */
  claim(key: string, now: number, bodyHash?: string): Claim | Promise<Claim>;
  /** Records the answer of a claimed key (its body hash kept), or forgets it (null) so a repeat is sent again. */
  finish(key: string, answer: StoredAnswer | null): void | Promise<void>;
}

type Entry = { at: number; answer: StoredAnswer | null; bodyHash?: string };

/** The known state of a stored record. */
export function knownSubmission(answer: StoredAnswer | null, bodyHash: string | undefined): KnownSubmission {
  const hash = bodyHash === undefined ? {} : { bodyHash };
  return answer === null ? { kind: "in-progress", ...hash } : { kind: "done", answer, ...hash };
}

/** Keys in one process. */
export class MemorySubmissionStore implements SubmissionStore {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  constructor(ttlMs = 24 * 60 * 60_000, maxEntries = 100_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  peek(key: string, now: number): KnownSubmission | undefined {
    this.expire(now);
    const entry = this.entries.get(key);
    return entry === undefined ? undefined : knownSubmission(entry.answer, entry.bodyHash);
  }

  claim(key: string, now: number, bodyHash?: string): Claim {
    const known = this.peek(key, now);
    if (known !== undefined) return known;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { at: now, answer: null, ...(bodyHash === undefined ? {} : { bodyHash }) });
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
