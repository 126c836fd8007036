/**
 * Build time: the texts of the member islands on a page in another language (lib/i18n/shown-text.ts),
 * from the catalogues: Change PIN / Change Password with the rules' lengths filled in, and My
 * Account. Undefined on an English page, so the islands write their own English and their props are
 * what they were.
 */
import { fill, requiredOf, textPairs, textsOf, type Language, type MessageKey } from "../../lib/i18n/catalogue.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { PIN_LENGTH } from "../../shared/forms/field-rules.ts";
import { DEFAULT_LANGUAGE } from "../../tenant/languages.ts";
import { PASSWORD_LIMITS, type SecretMode } from "./member-validation.ts";

/** Each field's label key and, for a password, the least length its rule allows. */
const FIELDS: Record<SecretMode, readonly (readonly [MessageKey, number])[]> = {
  pin: [
    ["changeSecret.oldPin", PIN_LENGTH],
    ["changeSecret.newPin", PIN_LENGTH],
    ["form.label.confirmPin", PIN_LENGTH],
  ],
  password: [
    ["changeSecret.oldPassword", PASSWORD_LIMITS.oldMin],
    ["changeSecret.newPassword", PASSWORD_LIMITS.newMin],
    ["form.label.confirmPassword", PASSWORD_LIMITS.newMin],
  ],
};

/** The form's texts on a page in `lang` (undefined in English). */
export function changeSecretTexts(lang: Language, mode: SecretMode): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  const pin = mode === "pin";
  const fields = FIELDS[mode];
  const keys: MessageKey[] = [
    pin ? "changeSecret.titlePin" : "title.changePassword",
    pin ? "changeSecret.donePin" : "changeSecret.donePassword",
    pin ? "form.pinsMatch" : "form.passwordsMatch",
    "forgot.submit",
    "connection.needed",
    "toast.errorNotification",
    ...fields.map(([label]) => label),
  ];
  // The rules' messages with the field's label and its lengths, in both languages.
  const rules = (t: ReturnType<typeof textsOf>) =>
    fields.flatMap(([label, min]) => {
      const named = t[label];
      return pin
        ? [fill(t["form.digitsOnly"], { label: named }), fill(t["form.exactDigits"], { label: named, digits: min })]
        : [fill(t["form.lengthRange"], { label: named, min, max: PASSWORD_LIMITS.max })];
    });
  const [english, shown] = [rules(textsOf(DEFAULT_LANGUAGE)), rules(textsOf(lang))];
  return {
    ...textPairs(
      lang,
      keys,
      fields.map(([label]) => ["form.required", label] as const),
    ),
    ...Object.fromEntries(english.map((text, i) => [text, shown[i]!])),
  };
}

/** What My Account writes besides its rules' required-field messages (card, profile, e-mail, deletion). */
const MY_ACCOUNT_KEYS: readonly MessageKey[] = [
  "member.cardNumber",
  "member.cardLoading",
  "member.cardFailed",
  "member.cardAlt",
  "member.profile",
  "member.changeEmailLabel",
  "member.change",
  "member.profileUpdated",
  "member.changeEmail",
  "member.newEmail",
  "member.confirmEmail",
  "member.emailsMatch",
  "member.save",
  "member.close",
  "member.emailChanged",
  "member.deleteAccount",
  "member.deleteWarning",
  "member.deleteConfirm",
  "member.userDeleted",
  "form.label.firstname",
  "form.label.lastname",
  "form.label.email",
  "form.label.phoneNumber",
  "form.label.preferredStore",
  "form.selectStore",
  "form.emailInvalid",
  "form.phoneInvalid",
  "form.phoneShort",
  "forgot.submit",
  "connection.needed",
  "toast.errorNotification",
];

/** The My Account island's texts on a page in `lang` (undefined in English). */
export function myAccountTexts(lang: Language): Texts | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return textPairs(
    lang,
    MY_ACCOUNT_KEYS,
    requiredOf(
      "form.label.firstname",
      "form.label.lastname",
      "form.label.preferredStore",
      "member.newEmail",
      "member.confirmEmail",
    ),
  );
}
