/**
 * The texts of the account entry forms. The spec's own messages are quoted exactly (accounts spec
 * §5, §8); the rest name the field and the rule so the shopper knows what to fix.
 */

/** Login form with any invalid field (accounts §5, §8). */
export const FILL_ALL_FIELDS = "Please fill all the fields";
/** Confirmation differs (password and simple-registration PIN). */
export const PASSWORDS_MUST_MATCH = "Passwords need to match!";
/** Link-card PIN re-entry differs. */
export const PINS_MUST_MATCH = "PINs need to match!";
/** Link-card card confirmation differs. */
export const MEMBER_NUMBERS_MUST_MATCH = "Member Number need to match!";
/** Registration password breaks the pattern. */
export const PASSWORD_PATTERN = "Password (6-12 characters)";
/** Registration password left empty. */
export const PASSWORD_REQUIRED = "The Password field is required";
/** Link-card submit before the card check passed. */
export const INVALID_CARD = "Enter valid card detail!";
/** Registration success (7 s). */
export const REGISTERED = "Register Successfully !";
/** Forgot success (7 s). */
export const EMAIL_SENT = "An email has been sent!";
/** An e-mail form whose send could not be confirmed (the relay's 'may have been sent'). */
export const EMAIL_MAY_HAVE_BEEN_SENT =
  "We could not confirm that your message was sent; it may have arrived. Your answers are kept, and sending the same answers again will not send a second copy.";
/** Toast time of registration and forgot (accounts §9). */
export const LONG_TOAST_MS = 7000;

/** 'The {label} field is required' ('The job duties field is required' for a label that has its 'The'). */
export function requiredText(label: string): string {
  return /^the\s/i.test(label) ? `${label} field is required` : `The ${label} field is required`;
}

/** Invalid e-mail address. */
export const EMAIL_INVALID = "Please enter a valid email address";
/** Names: letters only. */
export function lettersOnlyText(label: string): string {
  return `The ${label} field may only contain letters`;
}
/** Simple registration zip. */
export const ZIP_FIVE_DIGITS = "Zip Code must be 5 digits";
/** Link-card zip. */
export const ZIP_MAX_FIVE = "Zip Code may have at most 5 characters";
/** Phone. */
export const PHONE_INVALID = "Phone Number may only contain digits, at most 10";
/** Phone with fewer than 10 digits. */
export const PHONE_SHORT = "Phone Number must be 10 digits";
/** New password with a character outside the stated set (the hint under the field). */
export const PASSWORD_CHARACTERS = "Password may only contain letters, digits and _ @ . / # & + -";
/** The hint under every new-password field: the characters the check allows. */
export const PASSWORD_HINT = "Letters, digits and _ @ . / # & + -";
/** Registration PIN. */
export const PIN_FOUR_DIGITS = "PIN must be 4 digits";
/** Login PIN. */
export const PIN_LOGIN = "PIN may only contain digits, at most 4";
/** Login password. */
export const PASSWORD_MAX_12 = "Password may have at most 12 characters";
/** Link-card password length. */
export const PASSWORD_LENGTH = "Password must be 6 to 12 characters";
/** Terms checkbox. */
export const TERMS_REQUIRED = "Please accept the Terms and Conditions";
/** Captcha not passed. */
export const CAPTCHA_REQUIRED = "Please complete the captcha";
/** Confirmation e-mail differs (the spec gives no text; worded like its other pairs). */
export const EMAILS_MUST_MATCH = "Emails need to match!";
/** A PIN field with anything but digits (Change PIN). */
export function digitsOnlyText(label: string): string {
  return `${label} may only contain digits`;
}
/** A PIN field of the wrong length (Change PIN). */
export function exactDigitsText(label: string, digits: number): string {
  return `${label} must be exactly ${digits} digits`;
}
/** A password field of the wrong length (Change Password). */
export function lengthRangeText(label: string, min: number, max: number): string {
  return `${label} must be ${min} to ${max} characters`;
}
/** Card number length. */
export function cardLengthText(min: number, max: number): string {
  return min === max ? `Card Number must be ${min} digits` : `Card Number must be ${min} to ${max} digits`;
}
