/**
 * Carries an `Outcome` out in the browser: -1001 goes to the session's expiry handling, otherwise
 * the toast (2 s) and, after its delay, the reload or the sign-out with the way to /login. Signing
 * out here navigates to /login itself, so the protected page's guard never sees a guest and never
 * adds its 'Please Login' toast on top.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { toast, TOAST_MS } from "../../lib/toast.ts";
import { handleSessionExpired } from "../../shared/session/site-client.ts";
import { signOut } from "../../shared/session/session-store.ts";
import { goToLogin } from "../../shared/session/site-url.ts";
import type { FollowUp, Outcome } from "./outcomes.ts";

/** Runs a follow-up action now. */
function follow(action: FollowUp["action"]): void {
  if (action === "reload") {
    location.reload();
    return;
  }
  signOut({ reload: false });
  goToLogin();
}

/**
 * Shows the outcome's toast (in the page's language where `texts` has it; the gateway's own words as
 * sent) and schedules its follow-up; true when the call succeeded.
 */
export function carryOut(outcome: Outcome, texts?: Texts): boolean {
  if (outcome.kind === "expired") {
    handleSessionExpired(outcome.result);
    return false;
  }
  const show = outcome.notice.tone === "success" ? toast.success : toast.error;
  show(tr(texts, outcome.notice.text), { duration: TOAST_MS });
  const { followUp } = outcome;
  if (followUp !== undefined) window.setTimeout(() => follow(followUp.action), followUp.afterMs);
  return outcome.ok;
}
