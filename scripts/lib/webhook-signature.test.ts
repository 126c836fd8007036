/**
 * The webhook's signature check: a signed delivery passes once; unsigned, stale (either way),
 * tampered, wrongly keyed and replayed deliveries are refused with their reason; a rotated secret's
 * second signature passes; the secret's forms.
 */
import { describe, expect, it } from "vitest";
import {
  parseWebhookSecret,
  ReplayGuard,
  signWebhook,
  TOLERANCE_SECONDS,
  verifyWebhook,
  WEBHOOK_HEADERS,
  webhookHeaders,
} from "./webhook-signature.ts";

const secret = Buffer.from("a shared secret of the gateway and the watcher");
const now = Date.UTC(2026, 10, 28, 9, 0, 0);
const body = Buffer.from('{"site":"freshmart"}');
const read = (headers: Record<string, string>) => (name: string) => headers[name];

describe("verifyWebhook", () => {
  it("accepts a signed delivery once, and refuses it the second time as a replay", () => {
    const guard = new ReplayGuard();
    const headers = webhookHeaders(secret, body, { id: "msg_1", now });
    expect(verifyWebhook(secret, read(headers), body, guard, now)).toEqual({ ok: true, id: "msg_1" });
    expect(verifyWebhook(secret, read(headers), body, guard, now + 1000)).toEqual({
      ok: false,
      status: 409,
      reason: "replayed",
      id: "msg_1",
    });
  });

  it.each([WEBHOOK_HEADERS.id, WEBHOOK_HEADERS.timestamp, WEBHOOK_HEADERS.signature])(
    "refuses a delivery without %s as unsigned",
    (missing) => {
      const headers = webhookHeaders(secret, body, { now });
      delete headers[missing];
      expect(verifyWebhook(secret, read(headers), body, new ReplayGuard(), now)).toMatchObject({
        ok: false,
        status: 401,
        reason: "unsigned",
      });
    },
  );

  it("refuses a timestamp outside the window, in the past or the future, before looking at the signature", () => {
    for (const skew of [-(TOLERANCE_SECONDS + 1), TOLERANCE_SECONDS + 1]) {
      const headers = webhookHeaders(secret, body, { now: now + skew * 1000 });
      expect(verifyWebhook(secret, read(headers), body, new ReplayGuard(), now)).toMatchObject({ reason: "stale" });
    }
    const edge = webhookHeaders(secret, body, { now: now - (TOLERANCE_SECONDS - 1) * 1000 });
    expect(verifyWebhook(secret, read(edge), body, new ReplayGuard(), now).ok).toBe(true);
  });

  it("refuses a changed body, id or timestamp, and another secret's signature", () => {
    const headers = webhookHeaders(secret, body, { id: "msg_2", now });
    const guard = new ReplayGuard();
    const tampered = Buffer.from('{"site":"hilltop"}');
    expect(verifyWebhook(secret, read(headers), tampered, guard, now)).toMatchObject({ reason: "bad signature" });
    expect(verifyWebhook(secret, read({ ...headers, [WEBHOOK_HEADERS.id]: "msg_3" }), body, guard, now)).toMatchObject({
      reason: "bad signature",
    });
    const later = String(Math.floor(now / 1000) + 1);
    expect(
      verifyWebhook(secret, read({ ...headers, [WEBHOOK_HEADERS.timestamp]: later }), body, guard, now),
    ).toMatchObject({ reason: "bad signature" });
    const other = webhookHeaders(Buffer.from("somebody else's secret, not ours"), body, { id: "msg_4", now });
    expect(verifyWebhook(secret, read(other), body, guard, now)).toMatchObject({
      status: 401,
      reason: "bad signature",
    });
    // A refused delivery's id is not remembered: the genuine one still passes.
    expect(verifyWebhook(secret, read(headers), body, guard, now)).toEqual({ ok: true, id: "msg_2" });
  });

  it("accepts any of several signatures (a secret being rotated) and ignores other schemes", () => {
    const timestamp = Math.floor(now / 1000);
    const old = signWebhook(Buffer.from("the old secret, still accepted a while"), "msg_5", timestamp, body);
    const headers = {
      [WEBHOOK_HEADERS.id]: "msg_5",
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: `v2,xyz ${old} ${signWebhook(secret, "msg_5", timestamp, body)}`,
    };
    expect(verifyWebhook(secret, read(headers), body, new ReplayGuard(), now).ok).toBe(true);
  });

  it("forgets an id once its timestamp could no longer pass", () => {
    const guard = new ReplayGuard(1000);
    expect(guard.remember("a", 0)).toBe(true);
    expect(guard.remember("a", 500)).toBe(false);
    expect(guard.remember("a", 2000)).toBe(true);
  });
});

describe("parseWebhookSecret", () => {
  it("takes the scheme's whsec_ form and plain text, and refuses a short secret", () => {
    expect(parseWebhookSecret(`whsec_${Buffer.from("0123456789abcdef0123").toString("base64")}\n`)).toEqual(
      Buffer.from("0123456789abcdef0123"),
    );
    expect(parseWebhookSecret("  a plain secret of some length  ")).toEqual(
      Buffer.from("a plain secret of some length"),
    );
    expect(() => parseWebhookSecret("short")).toThrow("the webhook secret is 5 bytes; at least 16 are needed");
  });
});
