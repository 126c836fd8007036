/**
 * Whole-form validation of the entry forms (accounts spec §5): which rule applies to which field
 * for a chain's options, checked as one zod/mini schema (shared/forms/form-schema.ts). Keys are in the
 * form's visual order, so the first error is the first field.
 */
import type { CardLength } from "../../lib/site-config.ts";
import * as M from "../../shared/forms/messages.ts";
import * as R from "../../shared/forms/field-rules.ts";
import { validate } from "../../shared/forms/form-schema.ts";

/** A captcha answer: the provider's token once passed, else null. */
type Captcha = string | null;

const captchaError = (captcha: Captcha): string | undefined => (captcha ? undefined : M.CAPTCHA_REQUIRED);
const termsError = (terms: boolean): string | undefined => (terms ? undefined : M.TERMS_REQUIRED);
const storeError = (store: string): string | undefined => (store ? undefined : M.requiredText("Preferred Store"));

/** Login form values. */
export type LoginValues = { username: string; secret: string; captcha: Captcha };

/** Login: e-mail; PIN (digits, ≤ 4) or password (≤ 12); captcha. */
export function validateLogin(v: LoginValues, passwordMode: boolean): R.Errors<keyof LoginValues> {
  return validate<LoginValues>(
    {
      username: (value) => R.emailError(value),
      secret: passwordMode ? R.loginPasswordError : R.loginPinError,
      captcha: captchaError,
    },
    v,
  );
}

/** Forgot form values. */
export type ForgotValues = { email: string; captcha: Captcha };

/** Forgot: e-mail and captcha. */
export function validateForgot(v: ForgotValues): R.Errors<keyof ForgotValues> {
  return validate<ForgotValues>({ email: (value) => R.emailError(value), captcha: captchaError }, v);
}

/** Fields both registrations share. */
type Person = {
  firstName: string;
  lastName: string;
  zip: string;
  store: string;
  email: string;
  secret: string;
  confirm: string;
  terms: boolean;
  captcha: Captcha;
};

/** Simple registration values. */
export type RegisterValues = Person & { phone: string };

/** Simple-registration options of a chain. */
export type RegisterOptions = { passwordMode: boolean; phoneRequired: boolean; hideZip: boolean };

/** Simple registration (accounts §5). */
export function validateRegister(v: RegisterValues, o: RegisterOptions): R.Errors<keyof RegisterValues> {
  const secretLabel = o.passwordMode ? "Password" : "PIN";
  return validate<RegisterValues>(
    {
      firstName: (value) => R.nameError(value, "First Name"),
      lastName: (value) => R.nameError(value, "Last Name"),
      ...(o.hideZip ? {} : { zip: R.zipError }),
      phone: (value) => R.phoneError(value, o.phoneRequired),
      store: storeError,
      email: (value) => R.emailError(value),
      secret: o.passwordMode ? R.registerPasswordError : R.pinError,
      confirm: (value) => R.confirmError(value, v.secret, `Confirm ${secretLabel}`, M.PASSWORDS_MUST_MATCH),
      terms: termsError,
      captcha: captchaError,
    },
    v,
  );
}

/** Link-card registration values. */
export type LinkCardValues = Person & { card: string; confirmCard: string };

/** Link-card options of a chain. */
export type LinkCardOptions = { passwordMode: boolean; cardLength: CardLength };

/** Link-card registration (accounts §5). */
export function validateLinkCard(v: LinkCardValues, o: LinkCardOptions): R.Errors<keyof LinkCardValues> {
  return validate<LinkCardValues>(
    {
      card: (value) => R.cardError(value, o.cardLength),
      confirmCard: (value) => R.confirmError(value, v.card, "Confirm Card Number", M.MEMBER_NUMBERS_MUST_MATCH),
      firstName: (value) => R.nameError(value, "First Name"),
      lastName: (value) => R.nameError(value, "Last Name"),
      zip: R.linkCardZipError,
      store: storeError,
      email: (value) => R.emailError(value),
      secret: o.passwordMode ? R.linkCardPasswordError : R.pinError,
      confirm: o.passwordMode
        ? (value) => R.confirmError(value, v.secret, "Confirm Password", M.PASSWORDS_MUST_MATCH)
        : (value) => R.confirmError(value, v.secret, "Confirm PIN", M.PINS_MUST_MATCH),
      terms: termsError,
      captcha: captchaError,
    },
    v,
  );
}
