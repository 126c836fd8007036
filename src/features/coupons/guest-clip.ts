/**
 * A press on a Clip button that needs no gateway call: a guest's (the spec's 'Please login to add
 * item to cart!', the current address kept as the post-login target, then /login), or anyone's
 * while the gateway cannot be reached (the page shows the build's list "as of" its time), when
 * clipping is unavailable. Small and loaded with the page, so a guest's first press works as soon as
 * the island has hydrated, before any list or the clip code has arrived.
 */
import { pageText } from "../../lib/i18n/page-texts.ts";
import { setFlash } from "../../lib/flash.ts";
import { toast, TOAST_MS } from "../../lib/toast.ts";
import { $user, rememberCurrentPage } from "../../shared/session/session-store.ts";
import { goToLogin } from "../../shared/session/site-url.ts";
import { LOGIN_TO_ADD_TEXT } from "./clip-outcomes.ts";
import { $clipUnavailable, CLIP_UNAVAILABLE_TEXT } from "./clip-store.ts";

/** Says clipping is unavailable (the gateway cannot be reached); true when it did, so the caller stops. */
export function sayClipUnavailable(): boolean {
  if ($clipUnavailable.get() === null) return false;
  toast.info(pageText(CLIP_UNAVAILABLE_TEXT), { duration: TOAST_MS });
  return true;
}

/** A guest's click: the message, the current address as the post-login target, then /login. */
export function sendGuestToLogin(): void {
  // Signing in needs the gateway too: while it cannot be reached, say so instead.
  if (sayClipUnavailable()) return;
  // The toast must outlive the navigation, so the next page (/login) shows it.
  setFlash({ type: "info", message: pageText(LOGIN_TO_ADD_TEXT), duration: TOAST_MS });
  rememberCurrentPage();
  goToLogin();
}

/** Handles a press that needs no gateway call (a guest's, or any while clipping is unavailable); true when it did. */
export function pressWithoutGateway(): boolean {
  // A member's press with no connection is queued (clip-actions.ts), even on a page that found the gateway unreachable.
  if ($user.get() !== null) return navigator.onLine && sayClipUnavailable();
  sendGuestToLogin();
  return true;
}
