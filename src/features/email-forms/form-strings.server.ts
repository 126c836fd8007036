/**
 * Build time: a form island's texts for a page (form-strings.ts), from the catalogue of the page's
 * language. Undefined on an English page, so the island writes its own English and its props are
 * what they were; the Spanish texts are serialised into the Spanish page only.
 */
import { textPairs, textsOf, type Language, type MessageKey } from "../../lib/i18n/catalogue.ts";
import { CAPTCHA_KEYS } from "../../shared/forms/captcha/captcha-texts.server.ts";
import { DEFAULT_LANGUAGE } from "../../tenant/languages.ts";
import type { ContactStrings, FormStrings } from "./form-strings.ts";
import type { FieldDef } from "./fields.ts";

/** The `form.*` texts of a language, with the labels of `fields`. */
function formStrings(lang: Language, fields: readonly FieldDef[]): FormStrings {
  const t = textsOf(lang);
  return {
    labels: Object.fromEntries(fields.map((f) => [f.key, t[`form.label.${f.key}` as MessageKey]])),
    select: t["form.select"],
    sending: t["form.sending"],
    required: t["form.required"],
    emailInvalid: t["form.emailInvalid"],
    captchaRequired: t["form.captchaRequired"],
    sent: t["form.emailSent"],
    mayHaveBeenSent: t["form.mayHaveBeenSent"],
  };
}

/** The Contact Us form's texts on a page in `lang` (undefined in English). */
export function contactStrings(lang: Language, fields: readonly FieldDef[]): ContactStrings | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  const t = textsOf(lang);
  return {
    ...formStrings(lang, fields),
    title: t["contact.title"],
    legend: t["contact.legend"],
    submit: t["contact.submit"],
    captcha: textPairs(lang, CAPTCHA_KEYS),
  };
}
