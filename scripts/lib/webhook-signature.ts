/**
 * Signed webhooks in the Standard Webhooks scheme (standardwebhooks.com, the one Svix and others
 * send): the sender signs `<id>.<timestamp>.<raw body>` with HMAC-SHA256 under the shared secret and
 * sends three headers, `webhook-id` (unique per delivery), `webhook-timestamp` (Unix seconds) and
 * `webhook-signature: v1,<base64>` (several signatures apart by spaces while a secret is rotated).
 * The id and the timestamp are inside the signature, so neither can be changed to replay a body.
 *
 * The receiver refuses, in this order: missing or malformed headers (unsigned), a timestamp outside
 * the tolerance window either way (stale), a signature that does not match (compared in constant
 * time), and an id already accepted within the window (replayed). An id is remembered only once its
 * signature checked out, so nobody without the secret can fill the memory or burn a sender's ids.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/** The headers of a signed delivery. */
export const WEBHOOK_HEADERS = {
  id: "webhook-id",
  timestamp: "webhook-timestamp",
  signature: "webhook-signature",
} as const;

/** How far a delivery's timestamp may be from the receiver's clock (the scheme's usual five minutes). */
export const TOLERANCE_SECONDS = 300;

/**
 * The secret as bytes: `whsec_<base64>` (the scheme's form) is decoded, anything else taken as it
 * is. Shorter than 16 bytes is refused: an HMAC key must not be guessable.
 */
export function parseWebhookSecret(text: string): Buffer {
  const trimmed = text.trim();
  const secret = trimmed.startsWith("whsec_") ? Buffer.from(trimmed.slice(6), "base64") : Buffer.from(trimmed, "utf8");
  if (secret.length < 16) throw new Error(`the webhook secret is ${secret.length} bytes; at least 16 are needed`);
  return secret;
}

/** The `v1,<base64>` signature of one delivery. */
export function signWebhook(secret: Buffer, id: string, timestamp: number, body: string | Buffer): string {
  const mac = createHmac("sha256", secret).update(`${id}.${timestamp}.`).update(body).digest("base64");
  return `v1,${mac}`;
}

/** The three headers for sending `body` (what the gateway, or the demo gateway, adds to its call). */
export function webhookHeaders(
  secret: Buffer,
  body: string | Buffer,
  { id = `msg_${randomUUID()}`, now = Date.now() }: { id?: string; now?: number } = {},
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: signWebhook(secret, id, timestamp, body),
  };
}

/** Delivery ids accepted within the window, each forgotten once its timestamp could no longer pass. */
export class ReplayGuard {
  readonly #seen = new Map<string, number>();
  readonly #windowMs: number;
  readonly #max: number;

  constructor(windowMs = 2 * TOLERANCE_SECONDS * 1000, max = 100_000) {
    this.#windowMs = windowMs;
    this.#max = max;
  }

  /** Records `id` at `nowMs`; false when it was seen within the window (a replay). */
  remember(id: string, nowMs: number): boolean {
    for (const [seenId, at] of this.#seen) {
      // Oldest first (insertion order): stop at the first one still inside the window.
      if (nowMs - at <= this.#windowMs && this.#seen.size < this.#max) break;
      this.#seen.delete(seenId);
    }
    if (this.#seen.has(id)) return false;
    this.#seen.set(id, nowMs);
    return true;
  }
}

/** What the receiver decides: accepted (with the delivery's id), or refused with the answer's status and why. */
export type WebhookVerdict =
  | { ok: true; id: string }
  | { ok: false; status: 401 | 409; reason: "unsigned" | "stale" | "bad signature" | "replayed"; id?: string };

/** Checks one delivery; see the module comment for the order of the checks. */
export function verifyWebhook(
  secret: Buffer,
  header: (name: string) => string | undefined,
  body: Buffer,
  guard: ReplayGuard,
  nowMs = Date.now(),
): WebhookVerdict {
  const id = header(WEBHOOK_HEADERS.id)?.trim();
  const timestampText = header(WEBHOOK_HEADERS.timestamp)?.trim();
  const signatures = header(WEBHOOK_HEADERS.signature)?.trim();
  if (!id || !timestampText || !signatures || id.length > 256 || !/^\d{1,12}$/.test(timestampText))
    return { ok: false, status: 401, reason: "unsigned" };
  const timestamp = Number(timestampText);
  if (Math.abs(nowMs / 1000 - timestamp) > TOLERANCE_SECONDS) return { ok: false, status: 401, reason: "stale", id };
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body).slice(3), "base64");
  const matches = signatures.split(" ").some((candidate) => {
    if (!candidate.startsWith("v1,")) return false;
    const given = Buffer.from(candidate.slice(3), "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, status: 401, reason: "bad signature", id };
  if (!guard.remember(id, nowMs)) return { ok: false, status: 409, reason: "replayed", id };
  return { ok: true, id };
}
