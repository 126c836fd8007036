/**
 * What the member area does with each gateway answer (accounts spec §8), as data: the toast to show
 * and what follows (reload, sign out, go to login). Pure, so every branch of the catalogue is tested
 * without a browser; the islands only carry the outcome out.
 */
import type { CallResult } from "../../api/client.ts";
import type { AckResponse } from "../../api/envelope.ts";
import { ERROR_NOTIFICATION } from "../../lib/toast.ts";

/** Profile saved. */
export const PROFILE_UPDATED = "Profile Updated Successfully !";
/** E-mail changed; the member signs in again with the new address. */
export const EMAIL_CHANGED = "Email address changed successfully. You will be redirected to login again.";
/** Account deleted. */
export const USER_DELETED = "User deleted successfully";
/** Browser confirmation before deleting the account. */
export const DELETE_CONFIRM = "Are you sure you want to delete this account?";

/** Delay before the reload or sign-out after a PIN/password change (spec §9). */
export const SECRET_FOLLOW_UP_MS = 2500;
/** Delay before the sign-out after deleting the account (spec §9). */
export const DELETE_LOGOUT_MS = 2000;
/** Delay before leaving for /login after an e-mail change, so the toast can be read. */
export const EMAIL_REDIRECT_MS = 2000;

/** A toast to show. */
export type Notice = { tone: "success" | "error"; text: string };

/** What happens after the toast: reload the page, or sign out and open /login. */
export type FollowUp = { action: "reload" | "logout"; afterMs: number };

/** The handling of one answer: hand it to the session's expiry handling, or show a notice (then maybe act). */
export type Outcome =
  | { kind: "expired"; result: CallResult<unknown> }
  | { kind: "notice"; ok: boolean; notice: Notice; followUp?: FollowUp };

const success = (text: string, followUp?: FollowUp): Outcome =>
  followUp === undefined
    ? { kind: "notice", ok: true, notice: { tone: "success", text } }
    : { kind: "notice", ok: true, notice: { tone: "success", text }, followUp };
const failure = (text: string, followUp?: FollowUp): Outcome =>
  followUp === undefined
    ? { kind: "notice", ok: false, notice: { tone: "error", text } }
    : { kind: "notice", ok: false, notice: { tone: "error", text }, followUp };

/** The answer's ErrorCode and ErrorDetails when the gateway answered with HTTP 200 and an error block. */
function answered(result: CallResult<AckResponse>): { code: number; details: string } | null {
  if (result.ok) return { code: result.data.ErrorMessage.ErrorCode, details: result.data.ErrorMessage.ErrorDetails };
  if (result.kind === "rejected") return { code: result.code, details: result.details };
  return null;
}

/** Text of a failed request: the failed response's ErrorDetails when it had one, else the generic text. */
function failedRequestText(result: CallResult<AckResponse>): string {
  return !result.ok && result.kind === "http" && result.details !== "" ? result.details : ERROR_NOTIFICATION;
}

/** UpdateUserProfile: ErrorCode ≤ 0 shows ErrorDetails; any other code is a success; a failed request 'Error Notification !'. */
export function profileOutcome(result: CallResult<AckResponse>): Outcome {
  if (!result.ok && result.kind === "session-expired") return { kind: "expired", result };
  const answer = answered(result);
  if (answer === null) return failure(ERROR_NOTIFICATION);
  return answer.code <= 0 ? failure(answer.details) : success(PROFILE_UPDATED);
}

/** ChangeUserName: 1 is success (then to /login); any other code shows ErrorDetails; a failed request its ErrorDetails. */
export function emailChangeOutcome(result: CallResult<AckResponse>): Outcome {
  if (!result.ok && result.kind === "session-expired") return { kind: "expired", result };
  if (result.ok) return success(EMAIL_CHANGED, { action: "logout", afterMs: EMAIL_REDIRECT_MS });
  const answer = answered(result);
  return failure(answer === null ? failedRequestText(result) : answer.details);
}

/** DeleteUser: 1 shows 'User deleted successfully' and signs out after 2 s; any other code its ErrorDetails. */
export function deleteOutcome(result: CallResult<AckResponse>): Outcome {
  if (!result.ok && result.kind === "session-expired") return { kind: "expired", result };
  if (result.ok) return success(USER_DELETED, { action: "logout", afterMs: DELETE_LOGOUT_MS });
  const answer = answered(result);
  return failure(answer === null ? failedRequestText(result) : answer.details);
}

/**
 * ChangePassword (PINs too): needs HTTP 200; ErrorCode ≤ 0 shows ErrorDetails as an error and
 * reloads after 2.5 s; otherwise ErrorDetails as a success and sign-out after 2.5 s.
 */
export function secretChangeOutcome(result: CallResult<AckResponse>, fallbackSuccess: string): Outcome {
  if (!result.ok && result.kind === "session-expired") return { kind: "expired", result };
  const answer = answered(result);
  if (answer === null) return failure(ERROR_NOTIFICATION);
  if (answer.code <= 0) return failure(answer.details, { action: "reload", afterMs: SECRET_FOLLOW_UP_MS });
  // A success with an empty ErrorDetails would be a blank toast.
  return success(answer.details || fallbackSuccess, { action: "logout", afterMs: SECRET_FOLLOW_UP_MS });
}
