/**
 * Build time: a form island's texts for a page (form-strings.ts), from the catalogue of the page's
 * language. Undefined on an English page, so the island writes its own English and its props are
 * what they were; the Spanish texts are serialised into the Spanish page only.
 */
import { fill, requiredOf, textPairs, textsOf, type Language, type MessageKey } from "../../lib/i18n/catalogue.ts";
import { CAPTCHA_KEYS } from "../../shared/forms/captcha/captcha-texts.server.ts";
import { requiredText } from "../../shared/forms/messages.ts";
import { DEFAULT_LANGUAGE } from "../../tenant/languages.ts";
import { EMPLOYMENT_ZIP_MAX, everyEmploymentField, zipMaxText } from "./employment-fields.ts";
import type { ContactStrings, FormStrings, TextStrings } from "./form-strings.ts";
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

/** The toasts of a form island that takes its texts keyed by their English. */
function toasts(lang: Language): Pick<TextStrings, "sent" | "mayHaveBeenSent"> {
  const t = textsOf(lang);
  return { sent: t["form.emailSent"], mayHaveBeenSent: t["form.mayHaveBeenSent"] };
}

/** What the newsletter box writes (NewsletterForm.tsx), its e-mail's rules and offline note among them. */
const NEWSLETTER_KEYS: readonly MessageKey[] = [
  "newsletter.title",
  "newsletter.legend",
  "form.label.email",
  "newsletter.submit",
  "form.sending",
  "newsletter.privacy",
  "newsletter.policies",
  "form.emailInvalid",
  "connection.needed",
];

/** The newsletter box's texts on a page in `lang` (undefined in English). */
export function newsletterStrings(lang: Language): TextStrings | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  return { ...toasts(lang), t: textPairs(lang, NEWSLETTER_KEYS, requiredOf("form.label.email")) };
}

/** The application's field labels (both variants), by catalogue key. */
export const EMPLOYMENT_LABEL_KEYS: readonly MessageKey[] = [
  ...(Object.keys(textsOf(DEFAULT_LANGUAGE)) as MessageKey[]).filter((k) => k.startsWith("employment.label.")),
  "form.label.phone",
  "form.label.email",
  "form.label.zip",
];

/** What the application writes (EmploymentForm.tsx) besides its labels, the captcha's texts among them. */
const EMPLOYMENT_KEYS: readonly MessageKey[] = [
  "employment.title",
  "employment.requiredNote",
  "employment.legend",
  "employment.section.personal",
  "employment.section.education",
  "employment.section.previous",
  "employment.section.availability",
  "employment.section.agreement",
  "employment.correctOne",
  "employment.correctMany",
  "employment.phoneMask",
  "form.select",
  "form.yes",
  "form.no",
  "register.agree",
  "register.terms",
  "register.termsRequired",
  "forgot.submit",
  "form.sending",
  ...CAPTCHA_KEYS,
];

/**
 * The application's texts on a page in `lang` (undefined in English): its labels, sections and
 * notes, and each rule's message for each label of either variant ('The Name field is required',
 * 'Zip Code may have at most 6 characters'), keyed by the English the rules write.
 */
export function employmentStrings(lang: Language): TextStrings | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  const t = textsOf(lang);
  const labels = textPairs(lang, EMPLOYMENT_LABEL_KEYS);
  const messages: Record<string, string> = {};
  for (const f of everyEmploymentField()) {
    const label = labels[f.label] ?? f.label;
    messages[requiredText(f.label)] = fill(t["form.required"], { label });
    // The zip and postal codes' rule: at most 6 characters.
    if (f.rule("0".repeat(EMPLOYMENT_ZIP_MAX + 1)) === zipMaxText(f.label))
      messages[zipMaxText(f.label)] = fill(t["employment.zipMax"], { label, max: EMPLOYMENT_ZIP_MAX });
  }
  return { ...toasts(lang), t: { ...textPairs(lang, EMPLOYMENT_KEYS), ...labels, ...messages } };
}
