/**
 * Whole-form validation of the entry forms (accounts spec §5): which rule applies to which field
 * for a chain's options. Keys are in the form's visual order, so the first error is the first field.
 */
import type { CardLength } from "../../lib/site-config.ts";
import * as M from "../forms/messages.ts";
import * as R from "../forms/field-rules.ts";

/** A captcha answer: the provider's token once passed, else null. */
type Captcha = string | null;

const captchaError = (captcha: Captcha): string | undefined => (captcha ? undefined : M.CAPTCHA_REQUIRED);
const termsError = (terms: boolean): string | undefined => (terms ? undefined : M.TERMS_REQUIRED);
const storeError = (store: string): string | undefined => (store ? undefined : M.requiredText("Preferred Store"));

/** Login form values. */
export type LoginValues = { username: string; secret: string; captcha: Captcha };

/** Login: e-mail; PIN (digits, ≤ 4) or password (≤ 12); captcha. */
export function validateLogin(v: LoginValues, passwordMode: boolean): R.Errors<keyof LoginValues> {
  return R.compact({
    username: R.emailError(v.username),
    secret: passwordMode ? R.loginPasswordError(v.secret) : R.loginPinError(v.secret),
    captcha: captchaError(v.captcha),
  });
}

/** Forgot form values. */
export type ForgotValues = { email: string; captcha: Captcha };

/** Forgot: e-mail and captcha. */
export function validateForgot(v: ForgotValues): R.Errors<keyof ForgotValues> {
  return R.compact({ email: R.emailError(v.email), captcha: captchaError(v.captcha) });
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
  return R.compact({
    firstName: R.nameError(v.firstName, "First Name"),
    lastName: R.nameError(v.lastName, "Last Name"),
    zip: o.hideZip ? undefined : R.zipError(v.zip),
    phone: R.phoneError(v.phone, o.phoneRequired),
    store: storeError(v.store),
    email: R.emailError(v.email),
    secret: o.passwordMode ? R.registerPasswordError(v.secret) : R.pinError(v.secret),
    confirm: R.confirmError(v.confirm, v.secret, `Confirm ${secretLabel}`, M.PASSWORDS_MUST_MATCH),
    terms: termsError(v.terms),
    captcha: captchaError(v.captcha),
  });
}

/** Link-card registration values. */
export type LinkCardValues = Person & { card: string; confirmCard: string };

/** Link-card options of a chain. */
export type LinkCardOptions = { passwordMode: boolean; cardLength: CardLength };

/** Link-card registration (accounts §5). */
export function validateLinkCard(v: LinkCardValues, o: LinkCardOptions): R.Errors<keyof LinkCardValues> {
  return R.compact({
    card: R.cardError(v.card, o.cardLength),
    confirmCard: R.confirmError(v.confirmCard, v.card, "Confirm Card Number", M.MEMBER_NUMBERS_MUST_MATCH),
    firstName: R.nameError(v.firstName, "First Name"),
    lastName: R.nameError(v.lastName, "Last Name"),
    zip: R.linkCardZipError(v.zip),
    store: storeError(v.store),
    email: R.emailError(v.email),
    secret: o.passwordMode ? R.linkCardPasswordError(v.secret) : R.pinError(v.secret),
    confirm: o.passwordMode
      ? R.confirmError(v.confirm, v.secret, "Confirm Password", M.PASSWORDS_MUST_MATCH)
      : R.confirmError(v.confirm, v.secret, "Confirm PIN", M.PINS_MUST_MATCH),
    terms: termsError(v.terms),
    captcha: captchaError(v.captcha),
  });
}
