import { describe, expect, it } from "vitest";
import { noticeOf } from "./queue-flush.ts";
import type { QueuedClip } from "./queue-rules.ts";

const entry: QueuedClip = {
  offerId: 42,
  action: "save",
  seq: 1,
  title: "Bread 2 for $5",
  userToken: "token",
  body: null,
  gatewayUrl: "http://gateway.test",
  domainname: "hilltop",
};

describe("what an answer to a queued call means", () => {
  it("ErrorCode 1 settles the entry as done, with the time of the answer (the clip's time)", () => {
    expect(noticeOf(entry, { ok: true, data: {} }, 1000)).toEqual({
      kind: "done",
      offerId: 42,
      action: "save",
      at: 1000,
    });
  });

  it("a refusal settles it with the gateway's ErrorDetails for the shopper", () => {
    const refused = { ok: false, kind: "rejected", code: -1, details: "Coupon limit reached.", raw: null } as const;
    expect(noticeOf(entry, refused, 1000)).toEqual({
      kind: "refused",
      offerId: 42,
      action: "save",
      title: "Bread 2 for $5",
      details: "Coupon limit reached.",
    });
  });

  it("no answer, an HTTP error or an unreadable answer keep it for the next connection; -1001 stops the run", () => {
    expect(noticeOf(entry, { ok: false, kind: "network", error: "offline" }, 0)).toBe("offline");
    expect(noticeOf(entry, { ok: false, kind: "http", status: 503, details: "", error: "503", raw: null }, 0)).toBe(
      "offline",
    );
    expect(noticeOf(entry, { ok: false, kind: "invalid-response", error: "bad", raw: null }, 0)).toBe("offline");
    expect(noticeOf(entry, { ok: false, kind: "session-expired", details: "", raw: null }, 0)).toBe("expired");
  });
});
