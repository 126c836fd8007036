/**
 * The texts an e-mail form island writes, in the page's language (src/lib/i18n/README.md, 'Islands
 * get only their language'). On an English page the island gets no `strings` and writes its own
 * English (the spec's texts); on a Spanish page the `.astro` parent passes the Spanish texts,
 * taken from the catalogue at build time (form-strings.server.ts). This module ships to the browser,
 * so it imports no catalogue, and its names are short: they are bytes of every English page too.
 *
 * Validation stays as it is (fields.ts: one schema for the island and the relay, English messages);
 * an error is put into the page's language where it is shown (`shownError`).
 */
import { CAPTCHA_REQUIRED, EMAIL_INVALID, requiredText } from "../../shared/forms/messages.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";

/** What every e-mail form island writes (catalogue keys `form.*`). */
export type FormStrings = {
  /** Field labels by field key (`form.label.<key>`). */
  labels: Record<string, string>;
  select: string;
  sending: string;
  /** 'The {label} field is required' in the page's language. */
  required: string;
  emailInvalid: string;
  captchaRequired: string;
  sent: string;
  mayHaveBeenSent: string;
};

/**
 * The texts of a form island that takes them keyed by its English (the newsletter box and the
 * employment application; lib/i18n/shown-text.ts): `t` maps each English text it writes (labels,
 * rules' messages, notes) to the page's; `sent` and `mayHaveBeenSent` are the toasts.
 */
export type TextStrings = Pick<FormStrings, "sent" | "mayHaveBeenSent"> & { t: Texts };

/** The Contact Us form's texts (`contact.*` beside `form.*`), its captcha's and offline note's among them. */
export type ContactStrings = FormStrings & { title: string; legend: string; submit: string; captcha: Texts };

/** A field's label in the page's language, else its English label. */
export function fieldLabel(strings: FormStrings | undefined, key: string, english: string): string {
  return strings?.labels[key] ?? english;
}

/**
 * An error of a field as the shopper reads it: the rule's English message, or its text in the
 * page's language ('The Email field is required' → 'El campo Correo electrónico es obligatorio').
 * A message the strings do not cover is shown as the rule wrote it.
 */
export function shownError(
  s: FormStrings | undefined,
  error: string | undefined,
  field?: { key: string; label: string },
): string | undefined {
  if (!s || !error) return error;
  if (error === EMAIL_INVALID) return s.emailInvalid;
  if (error === CAPTCHA_REQUIRED) return s.captchaRequired;
  if (field && error === requiredText(field.label))
    return s.required.replace("{label}", fieldLabel(s, field.key, field.label));
  return error;
}
