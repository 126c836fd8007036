/**
 * What the entry forms do with a call's outcome (accounts spec §8): ErrorCode 0 or below shows the
 * server's ErrorDetails as an error toast; no answer (or an unreadable one) shows
 * 'Error Notification !'; success toasts are carried to /login when the form leads there.
 */
import { toast } from "../../lib/toast.ts";
import type { CallFailure } from "../../api/client.ts";
import { setFlash } from "../../lib/flash.ts";
import { ERROR_NOTIFICATION } from "../../lib/toast.ts";
import { goToLogin } from "../../shared/session/site-url.ts";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";

/** The toast text for a failed call. */
export function failureText(failure: CallFailure): string {
  if (failure.kind === "rejected" || failure.kind === "session-expired") return failure.details || ERROR_NOTIFICATION;
  return ERROR_NOTIFICATION;
}

/** Shows a failed call (and logs the ones the server did not explain); the server's words as sent. */
export function showFailure(failure: CallFailure, texts?: Texts): void {
  if (failure.kind !== "rejected" && failure.kind !== "session-expired") console.warn("account call failed", failure);
  toast.error(tr(texts, failureText(failure)));
}

/** Leaves a success toast for /login and goes there. */
export function successToLogin(message: string, duration: number): void {
  setFlash({ type: "success", message, duration });
  goToLogin();
}
