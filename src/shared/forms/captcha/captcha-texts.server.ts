/**
 * Build time: the catalogue keys of what a form's captcha and its connection note write, for a form
 * island's texts on a page in another language (lib/i18n/shown-text.ts).
 */
import type { MessageKey } from "../../../lib/i18n/catalogue.ts";

/** The captcha's texts (both providers), its error, the offline note and the failed-call toast. */
export const CAPTCHA_KEYS: readonly MessageKey[] = [
  "captcha.legend",
  "captcha.robot",
  "captcha.loading",
  "captcha.sum",
  "captcha.passed",
  "captcha.failed",
  "form.captchaRequired",
  "connection.needed",
  "toast.errorNotification",
];
