/**
 * Build time: the texts of the login and forgot islands on a page in another language
 * (lib/i18n/shown-text.ts), from the catalogues. Undefined on an English page, so the islands write
 * their own English and their props are what they were.
 */
import { requiredOf, textPairs, type Language, type MessageKey } from "../../lib/i18n/catalogue.ts";
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
    requiredOf("form.label.email", "form.label.password", "form.label.pin"),
  );
}

/** The forgot form's texts on a page in `lang` (undefined in English). */
export function forgotTexts(lang: Language): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return textPairs(lang, [...CAPTCHA_KEYS, ...FORGOT_KEYS], requiredOf("form.label.email"));
}

/** What the simple registration form writes besides its field errors (the frame's and its fields'). */
const REGISTER_KEYS: readonly MessageKey[] = [
  "title.register",
  "register.sending",
  "register.signIn",
  "register.already",
  "register.allRequired",
  "register.done",
  "register.agree",
  "register.terms",
  "register.termsRequired",
  "layout.newTab",
  "form.label.firstname",
  "form.label.lastname",
  "form.label.zip",
  "form.label.phoneNumber",
  "form.label.phoneOptional",
  "form.label.preferredStore",
  "form.label.email",
  "form.label.newPassword",
  "form.label.newPin",
  "form.label.confirmPassword",
  "form.label.confirmPin",
  "form.selectStore",
  "form.emailInvalid",
  "form.zipFive",
  "form.phoneInvalid",
  "form.phoneShort",
  "form.pinFour",
  "form.passwordPattern",
  "form.passwordHint",
  "form.passwordsMatch",
];

/** The simple registration form's texts on a page in `lang` (undefined in English). */
export function registerTexts(lang: Language): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return textPairs(
    lang,
    [...CAPTCHA_KEYS, ...REGISTER_KEYS],
    [
      ...requiredOf(
        "form.label.firstname",
        "form.label.lastname",
        "form.label.zip",
        "form.label.phoneNumber",
        "form.label.preferredStore",
        "form.label.email",
        "form.label.password",
        "form.label.pin",
        "form.label.confirmPassword",
        "form.label.confirmPin",
      ),
      ["form.lettersOnly", "form.label.firstname"],
      ["form.lettersOnly", "form.label.lastname"],
    ],
  );
}
