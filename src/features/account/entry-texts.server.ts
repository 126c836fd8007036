/**
 * Build time: the texts of every entry island (login, forgot, simple and link-card registration) on
 * a page in another language (lib/i18n/shown-text.ts), from the catalogues. Undefined on an English
 * page, so the islands write their own English and their props are what they were.
 */
import {
  fill,
  requiredOf,
  textPairs,
  textsOf,
  type Labelled,
  type Language,
  type MessageKey,
} from "../../lib/i18n/catalogue.ts";
import type { CardLength } from "../../lib/site-config.ts";
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

/** The messages both registration forms have: the person's fields, the PIN or password, the names' letters. */
const REGISTER_LABELLED: readonly Labelled[] = [
  ["form.lettersOnly", "form.label.firstname"],
  ["form.lettersOnly", "form.label.lastname"],
  ...requiredOf(
    "form.label.firstname",
    "form.label.lastname",
    "form.label.zip",
    "form.label.preferredStore",
    "form.label.email",
    "form.label.password",
    "form.label.pin",
    "form.label.confirmPassword",
    "form.label.confirmPin",
  ),
];

/** The simple registration form's texts on a page in `lang` (undefined in English). */
export function registerTexts(lang: Language): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return textPairs(
    lang,
    [...CAPTCHA_KEYS, ...REGISTER_KEYS],
    [...REGISTER_LABELLED, ...requiredOf("form.label.phoneNumber")],
  );
}

/** What the link-card form writes beyond the registration frame's and the person's fields. */
const LINK_CARD_KEYS: readonly MessageKey[] = [
  "title.linkCard",
  "card.number",
  "card.confirm",
  "card.mustMatch",
  "card.checking",
  "card.verified",
  "card.cannotLink",
  "card.notChecked",
  "card.invalid",
  "form.zipMaxFive",
  "form.passwordLength",
  "form.passwordCharacters",
  "form.pinsMatch",
];

/**
 * The link-card form's texts on a page in `lang` (undefined in English), with the chain's card
 * length in its hint and its length message.
 */
export function linkCardTexts(lang: Language, length: CardLength): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  const [english, shown] = [textsOf(DEFAULT_LANGUAGE), textsOf(lang)];
  const exact = length.min === length.max;
  const digits = exact ? `${length.max}` : `${length.min}-${length.max}`;
  const lengthKey = exact ? "card.lengthExact" : "card.lengthRange";
  const card = (t: typeof english) => [
    fill(t["card.hint"], { digits }),
    fill(t[lengthKey], { min: length.min, max: length.max }),
  ];
  const [hint, rule] = card(english);
  const [hintShown, ruleShown] = card(shown);
  return {
    ...textPairs(
      lang,
      [...CAPTCHA_KEYS, ...REGISTER_KEYS, ...LINK_CARD_KEYS],
      [...REGISTER_LABELLED, ...requiredOf("card.number", "card.confirm")],
    ),
    [hint!]: hintShown!,
    [rule!]: ruleShown!,
  };
}
