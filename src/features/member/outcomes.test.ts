import { describe, expect, it } from "vitest";
import type { CallResult } from "../../api/client.ts";
import type { AckResponse } from "../../api/envelope.ts";
import { deleteOutcome, emailChangeOutcome, profileOutcome, secretChangeOutcome, type Outcome } from "./outcomes.ts";

const ok = (details = "Done."): CallResult<AckResponse> => ({
  ok: true,
  data: { ErrorMessage: { ErrorCode: 1, ErrorDetails: details, OfflineMessage: "" } },
});
const rejected = (code: number, details: string): CallResult<AckResponse> => ({
  ok: false,
  kind: "rejected",
  code,
  details,
  raw: {},
});
const expired: CallResult<AckResponse> = {
  ok: false,
  kind: "session-expired",
  details: "Your session has expired",
  raw: {},
};
const network: CallResult<AckResponse> = { ok: false, kind: "network", error: "fetch failed" };
const http = (details: string): CallResult<AckResponse> => ({
  ok: false,
  kind: "http",
  status: 500,
  details,
  error: "HTTP 500",
  raw: {},
});
const invalid: CallResult<AckResponse> = { ok: false, kind: "invalid-response", error: "bad", raw: "x" };

const notice = (tone: "success" | "error", text: string, followUp?: { action: string; afterMs: number }): Outcome =>
  ({ kind: "notice", ok: tone === "success", notice: { tone, text }, ...(followUp ? { followUp } : {}) }) as Outcome;

describe("profile update", () => {
  it("shows 'Profile Updated Successfully !' on success and on any positive code", () => {
    expect(profileOutcome(ok())).toEqual(notice("success", "Profile Updated Successfully !"));
    expect(profileOutcome(rejected(2, "odd"))).toEqual(notice("success", "Profile Updated Successfully !"));
  });
  it("shows ErrorDetails for ErrorCode 0 and below", () => {
    expect(profileOutcome(rejected(0, "Zero"))).toEqual(notice("error", "Zero"));
    expect(profileOutcome(rejected(-1, "Please select a valid store."))).toEqual(
      notice("error", "Please select a valid store."),
    );
  });
  it("shows 'Error Notification !' when the request fails", () => {
    for (const r of [network, http("x"), invalid])
      expect(profileOutcome(r)).toEqual(notice("error", "Error Notification !"));
  });
  it("hands -1001 to the session", () => {
    expect(profileOutcome(expired)).toEqual({ kind: "expired", result: expired });
  });
});

describe("e-mail change", () => {
  it("code 1: the spec's text, then to login after 2 s", () => {
    expect(emailChangeOutcome(ok("Email address changed successfully."))).toEqual(
      notice("success", "Email address changed successfully. You will be redirected to login again.", {
        action: "logout",
        afterMs: 2000,
      }),
    );
  });
  it("any other code shows ErrorDetails as an error", () => {
    expect(emailChangeOutcome(rejected(-1, "This email address is already registered."))).toEqual(
      notice("error", "This email address is already registered."),
    );
    expect(emailChangeOutcome(rejected(2, "Two"))).toEqual(notice("error", "Two"));
  });
  it("a failed request shows the failed response's ErrorDetails", () => {
    expect(emailChangeOutcome(http("Server busy"))).toEqual(notice("error", "Server busy"));
    expect(emailChangeOutcome(network)).toEqual(notice("error", "Error Notification !"));
  });
  it("hands -1001 to the session", () => {
    expect(emailChangeOutcome(expired).kind).toBe("expired");
  });
});

describe("account deletion", () => {
  it("code 1: 'User deleted successfully', sign out after 2 s", () => {
    expect(deleteOutcome(ok("whatever"))).toEqual(
      notice("success", "User deleted successfully", { action: "logout", afterMs: 2000 }),
    );
  });
  it("any other code shows ErrorDetails", () => {
    expect(deleteOutcome(rejected(-1, "Deleting the account is not allowed."))).toEqual(
      notice("error", "Deleting the account is not allowed."),
    );
  });
  it("a failed request shows what the response said", () => {
    expect(deleteOutcome(http("Maintenance"))).toEqual(notice("error", "Maintenance"));
    expect(deleteOutcome(network)).toEqual(notice("error", "Error Notification !"));
  });
  it("hands -1001 to the session", () => {
    expect(deleteOutcome(expired).kind).toBe("expired");
  });
});

describe("PIN / password change", () => {
  it("success: ErrorDetails as a success toast, sign out after 2.5 s", () => {
    expect(secretChangeOutcome(ok("PIN changed successfully."), "fallback")).toEqual(
      notice("success", "PIN changed successfully.", { action: "logout", afterMs: 2500 }),
    );
  });
  it("a positive code other than 1 is a success too", () => {
    expect(secretChangeOutcome(rejected(3, "Changed."), "fallback")).toEqual(
      notice("success", "Changed.", { action: "logout", afterMs: 2500 }),
    );
  });
  it("an empty success text falls back", () => {
    expect(secretChangeOutcome(ok(""), "Password changed")).toEqual(
      notice("success", "Password changed", { action: "logout", afterMs: 2500 }),
    );
  });
  it("ErrorCode 0 and below: ErrorDetails as an error, reload after 2.5 s", () => {
    expect(secretChangeOutcome(rejected(-1, "Old PIN is incorrect."), "x")).toEqual(
      notice("error", "Old PIN is incorrect.", { action: "reload", afterMs: 2500 }),
    );
    expect(secretChangeOutcome(rejected(0, "No"), "x")).toEqual(
      notice("error", "No", { action: "reload", afterMs: 2500 }),
    );
  });
  it("not HTTP 200, or no answer: 'Error Notification !' and nothing else", () => {
    for (const r of [http("x"), network, invalid]) {
      expect(secretChangeOutcome(r, "x")).toEqual(notice("error", "Error Notification !"));
    }
  });
  it("hands -1001 to the session", () => {
    expect(secretChangeOutcome(expired, "x").kind).toBe("expired");
  });
});
