/**
 * Hand-off login (shopping spec, calls: validateecomshopuser): the member arrives from another shop
 * app with their identifiers (see hand-off-params.ts). Success stores the record and reloads the page
 * signed in; ErrorCode 0 or below shows the server's ErrorDetails, a network failure
 * 'Error Notification !'. Loaded on demand, so ordinary pages never carry the api client for it.
 */
import { CUSTOMER_ID, validateEcomShopUser } from "../../api/account.ts";
import type { CallFailure } from "../../api/client.ts";
import { setFlash } from "../../lib/flash.ts";
import { ERROR_NOTIFICATION } from "../../lib/toast.ts";
import { siteClient } from "./site-client.ts";
import type { HandOffParams } from "./hand-off-params.ts";
import { toStoredUser } from "./login-result.ts";
import { signIn } from "./session-store.ts";
import { goToLogin } from "./site-url.ts";

/** The text for a failed hand-off. */
export function handOffFailureText(failure: CallFailure): string {
  if (failure.kind === "rejected" || failure.kind === "session-expired") return failure.details || ERROR_NOTIFICATION;
  return ERROR_NOTIFICATION;
}

/** Shows an error toast here (interactive pages have a toast outlet) or on the next page. */
async function showError(message: string): Promise<void> {
  const guarded = document.querySelector('[data-guard="member"][hidden]');
  const interactive = document.querySelector('meta[name="page-kind"][content="interactive"]');
  if (guarded || !interactive) {
    setFlash({ type: "error", message });
    // A protected page waited for the hand-off; without a session it belongs to /login.
    if (guarded) goToLogin("replace");
    return;
  }
  const { toast } = await import("../../lib/toast.ts");
  toast.error(message);
}

/** Signs the member in with the hand-off identifiers. */
export async function runHandOff(params: HandOffParams): Promise<void> {
  const { MemberNumber, UserId, UserToken, DeviceId, CustomerId, ...device } = params;
  const result = await validateEcomShopUser(siteClient(), {
    MemberNumber,
    UserId,
    UserToken,
    // The call lists DeviceId; without one in the hand-off it is sent empty, never a made-up id.
    DeviceId: DeviceId ?? "",
    CustomerId: CustomerId ?? CUSTOMER_ID,
    device,
  });
  if (!result.ok) {
    if (result.kind !== "rejected" && result.kind !== "session-expired") console.error("hand-off login failed", result);
    await showError(handOffFailureText(result));
    return;
  }
  signIn(toStoredUser(result.data, ""));
  location.reload();
}
