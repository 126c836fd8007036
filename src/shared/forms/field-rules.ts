/**
 * Validation rules of the account entry forms (accounts spec §5), as pure functions: each takes
 * the form's values and the chain's options and returns the errors by field, in form order (the
 * first one gets the focus). An empty result means the form may be sent.
 */
import type { CardLength } from "../../lib/site-config.ts";
import * as M from "./messages.ts";

import { EMAIL_PATTERN, type Errors } from "./form-schema.ts";

export type { Errors };

/** Letters of any alphabet. */
const LETTERS = /^\p{L}+$/u;
/** Registration password: 6-12 of letters, digits and _ @ . / # & + - (accounts §5). */
const PASSWORD = /^[A-Za-z0-9_@./#&+-]{6,12}$/;

/**
 * Keeps digits only, cut to `max` (the PIN, zip, phone and card inputs accept nothing else). The
 * inputs these values come from carry no `maxlength`: it would cut a paste before the non-digits
 * are removed ('(307) 555-0100' → '(307) 555-').
 */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}

/**
 * A PIN is exactly this many digits (accounts spec §9); every PIN field (login, registration,
 * link-card, change PIN) keeps `digitsOnly(value, PIN_LENGTH)`.
 */
export const PIN_LENGTH = 4;

/** A phone number has this many digits (accounts spec §9: phone max 10 digits). */
export const PHONE_DIGITS = 10;

/**
 * Phone entry, the one rule of every phone field: digits first, then the limit, so a pasted
 * '(307) 555-0100' keeps its ten digits; a leading country code 1 ('+1 307 555 0100') is dropped.
 */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  const national = digits.length === PHONE_DIGITS + 1 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.slice(0, PHONE_DIGITS);
}

/** Required: anything but blanks. */
export function requiredError(value: string, label: string): string | undefined {
  return value.trim() === "" ? M.requiredText(label) : undefined;
}

/** Required and a valid e-mail. */
export function emailError(value: string, label = "Email"): string | undefined {
  if (value.trim() === "") return M.requiredText(label);
  return EMAIL_PATTERN.test(value.trim()) ? undefined : M.EMAIL_INVALID;
}

/** Required and letters only (first and last name). */
export function nameError(value: string, label: string): string | undefined {
  if (value.trim() === "") return M.requiredText(label);
  return LETTERS.test(value.trim()) ? undefined : M.lettersOnlyText(label);
}

/** Login PIN: required, digits, at most 4. */
export function loginPinError(value: string): string | undefined {
  if (value === "") return M.requiredText("PIN");
  return /^\d{1,4}$/.test(value) ? undefined : M.PIN_LOGIN;
}

/** Login password: required, at most 12 characters. */
export function loginPasswordError(value: string): string | undefined {
  if (value === "") return M.requiredText("Password");
  return value.length <= 12 ? undefined : M.PASSWORD_MAX_12;
}

/** Registration PIN: exactly 4 digits. */
export function pinError(value: string): string | undefined {
  if (value === "") return M.requiredText("PIN");
  return /^\d{4}$/.test(value) ? undefined : M.PIN_FOUR_DIGITS;
}

/** Simple-registration password: the spec's pattern and texts. */
export function registerPasswordError(value: string): string | undefined {
  if (value === "") return M.PASSWORD_REQUIRED;
  return PASSWORD.test(value) ? undefined : M.PASSWORD_PATTERN;
}

/** Characters a new password may use (the hint under every new-password field states them). */
const PASSWORD_CHARACTERS = /^[A-Za-z0-9_@./#&+-]*$/;

/** Link-card password: 6 to 12 characters, of the characters its hint states. */
export function linkCardPasswordError(value: string): string | undefined {
  if (value === "") return M.PASSWORD_REQUIRED;
  if (value.length < 6 || value.length > 12) return M.PASSWORD_LENGTH;
  return PASSWORD_CHARACTERS.test(value) ? undefined : M.PASSWORD_CHARACTERS;
}

/** Confirmation: required, then equal to the first entry. */
export function confirmError(value: string, first: string, label: string, mismatch: string): string | undefined {
  if (value === "") return M.requiredText(label);
  return value === first ? undefined : mismatch;
}

/** Simple-registration zip: exactly 5 digits. */
export function zipError(value: string): string | undefined {
  if (value === "") return M.requiredText("Zip Code");
  return /^\d{5}$/.test(value) ? undefined : M.ZIP_FIVE_DIGITS;
}

/** Link-card zip: required, at most 5 characters. */
export function linkCardZipError(value: string): string | undefined {
  if (value.trim() === "") return M.requiredText("Zip Code");
  return value.length <= 5 ? undefined : M.ZIP_MAX_FIVE;
}

/** Phone: digits, at most 10; required only when the chain says so. A shorter number is refused. */
export function phoneError(value: string, required: boolean): string | undefined {
  if (value === "") return required ? M.requiredText("Phone Number") : undefined;
  if (!/^\d+$/.test(value) || value.length > PHONE_DIGITS) return M.PHONE_INVALID;
  return value.length === PHONE_DIGITS ? undefined : M.PHONE_SHORT;
}

/** True when the card number has digits only and an allowed length. */
export function cardLengthOk(value: string, length: CardLength): boolean {
  return /^\d+$/.test(value) && value.length >= length.min && value.length <= length.max;
}

/** Card number: required, digits, length from company settings. */
export function cardError(value: string, length: CardLength): string | undefined {
  if (value === "") return M.requiredText("Card Number");
  return cardLengthOk(value, length) ? undefined : M.cardLengthText(length.min, length.max);
}

/** True when there is no error. */
export function isValid(errors: Errors<string>): boolean {
  return Object.keys(errors).length === 0;
}
