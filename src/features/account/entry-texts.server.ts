/**
 * Build time: the texts of the login and forgot islands on a page in another language
 * (lib/i18n/shown-text.ts), from the catalogues. Undefined on an English page, so the islands write
 * their own English and their props are what they were.
 */
import { textPairs, type Language, type MessageKey } from "../../lib/i18n/catalogue.ts";
import { CAPTCHA_KEYS } from "../../shared/forms/captcha/captcha-texts.server.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { DEFAULT_LANGUAGE } from "../../tenant/languages.ts";

/** What the login form writes besides its field errors. */
const LOGIN_KEYS: readonly MessageKey[] = [
  "title.login",
  "login.sending",
  "login.fillAll",
  "login.pinRule",
  "login.passwordRule",
  "login.forgotPassword",
  "login.forgotPin",
  "login.createAccount",
  "form.label.email",
  "form.label.password",
  "form.label.pin",
  "form.emailInvalid",
];

/** What the forgot form writes besides its field errors. */
const FORGOT_KEYS: readonly MessageKey[] = [
  "title.forgotPin",
  "title.forgotPassword",
  "forgot.submit",
  "form.sending",
  "forgot.back",
  "forgot.introPassword",
  "forgot.introPin",
  "login.createAccount",
  "form.label.email",
  "form.emailInvalid",
  "form.emailSent",
];

/** The login form's texts on a page in `lang` (undefined in English). */
export function loginTexts(lang: Language): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return textPairs(
    lang,
    [...CAPTCHA_KEYS, ...LOGIN_KEYS],
    ["form.label.email", "form.label.password", "form.label.pin"],
  );
}

/** The forgot form's texts on a page in `lang` (undefined in English). */
export function forgotTexts(lang: Language): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return textPairs(lang, [...CAPTCHA_KEYS, ...FORGOT_KEYS], ["form.label.email"]);
}
