/**
 * Validation rules of the member area (accounts spec §5: profile, change e-mail, change PIN or
 * password). Pure functions: each returns the messages to show per field in form order, an empty
 * object when the form may be sent. Invalid forms send nothing. Wording and the e-mail rule are
 * shared with the account entry forms, so the site speaks one way.
 */
import {
  digitsOnlyText,
  EMAILS_MUST_MATCH,
  exactDigitsText,
  lengthRangeText,
  PASSWORDS_MUST_MATCH,
  PINS_MUST_MATCH,
  requiredText,
} from "../../shared/forms/messages.ts";
import { emailError, phoneError, PIN_LENGTH, requiredError, type Errors } from "../../shared/forms/field-rules.ts";
import { validate } from "../../shared/forms/form-schema.ts";

/** Messages per field; a field without a message is valid. */
export type FieldErrors<K extends string> = Errors<K>;

/** PIN sites use a 4-digit PIN; password sites a password (spec §2.11). */
export type SecretMode = "pin" | "password";

/** Password lengths when changing it: the old one 4–12, the new one 6–12 (spec §9). */
export const PASSWORD_LIMITS = { oldMin: 4, newMin: 6, max: 12 } as const;

/** 'PINs need to match!' / 'Passwords need to match!' as the spec words them. */
export const MISMATCH = { pin: PINS_MUST_MATCH, password: PASSWORDS_MUST_MATCH } as const;

/** Profile form fields, named as the spec's form (§3). */
export type ProfileForm = {
  firstname: string;
  lastname: string;
  /** Read-only here; changed through the Change Email dialog. */
  email: string;
  MobileNumber: string;
  /** ClientStoreId as the dropdown's value ('' when none is chosen). */
  client_store: string;
};

/**
 * Profile: first name, last name and preferred store required; phone optional, the same rule as in
 * registration (entry keeps 10 digits; a shorter number is refused before sending).
 */
export function validateProfile(form: ProfileForm): FieldErrors<keyof ProfileForm> {
  return validate<ProfileForm>(
    {
      firstname: (value) => requiredError(value, "First Name"),
      lastname: (value) => requiredError(value, "Last Name"),
      MobileNumber: (value) => phoneError(value.trim(), false),
      client_store: (value) => (value === "" ? requiredText("Preferred Store") : undefined),
    },
    form,
  );
}

/** Change Email dialog fields. */
export type EmailChangeForm = { newEmail: string; confirmEmail: string };

/** New e-mail required and valid; confirmation required, valid and equal to it. */
export function validateEmailChange(form: EmailChangeForm): FieldErrors<keyof EmailChangeForm> {
  return validate<EmailChangeForm>(
    {
      newEmail: (value) => emailError(value, "New Email"),
      confirmEmail: (value) =>
        emailError(value, "Confirm Email") ?? (value.trim() !== form.newEmail.trim() ? EMAILS_MUST_MATCH : undefined),
    },
    form,
  );
}

/** Change PIN / Change Password fields. */
export type SecretChangeForm = { oldSecret: string; newSecret: string; confirmSecret: string };

/** 'PIN' or 'Password': the word every title, label and message uses. */
export function secretWord(mode: SecretMode): "PIN" | "Password" {
  return mode === "pin" ? "PIN" : "Password";
}

/** Title and field labels of the Change PIN / Change Password form; the messages use the same words. */
export function secretLabels(mode: SecretMode): {
  title: string;
  oldSecret: string;
  newSecret: string;
  confirmSecret: string;
} {
  const word = secretWord(mode);
  return {
    title: `Change ${word}`,
    oldSecret: `Old ${word}`,
    newSecret: `New ${word}`,
    confirmSecret: `Confirm ${word}`,
  };
}

/** One PIN field: required, digits only, exactly 4. */
function pinProblem(value: string, label: string): string | undefined {
  if (value === "") return requiredText(label);
  if (!/^\d+$/.test(value)) return digitsOnlyText(label);
  if (value.length !== PIN_LENGTH) return exactDigitsText(label, PIN_LENGTH);
  return undefined;
}

/** One password field: required, between `min` and 12 characters. */
function passwordProblem(value: string, label: string, min: number): string | undefined {
  if (value === "") return requiredText(label);
  if (value.length < min || value.length > PASSWORD_LIMITS.max) return lengthRangeText(label, min, PASSWORD_LIMITS.max);
  return undefined;
}

/** Change PIN (all three exactly 4 digits) or Change Password (old 4–12, new and confirm 6–12); confirm must match. */
export function validateSecretChange(mode: SecretMode, form: SecretChangeForm): FieldErrors<keyof SecretChangeForm> {
  const labels = secretLabels(mode);
  const check = (value: string, label: string, min: number): string | undefined =>
    mode === "pin" ? pinProblem(value, label) : passwordProblem(value, label, min);
  return validate<SecretChangeForm>(
    {
      oldSecret: (value) => check(value, labels.oldSecret, PASSWORD_LIMITS.oldMin),
      newSecret: (value) => check(value, labels.newSecret, PASSWORD_LIMITS.newMin),
      confirmSecret: (value) =>
        check(value, labels.confirmSecret, PASSWORD_LIMITS.newMin) ??
        (value !== form.newSecret ? MISMATCH[mode] : undefined),
    },
    form,
  );
}
