/**
 * Who gets a form's e-mail and under which subject: from the chain's settings only (clientinfo
 * `EMAIL` and the employment-subject flag), never from the request. Used by the form relay and, for
 * a chain without a relay, by the build to give its page the direct call's addresses.
 */
import { textsOf } from "../../lib/i18n/catalogue.ts";
import type { MessageKey } from "../../lib/i18n/en.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../tenant/languages.ts";
import type { FieldDef, FormKind } from "./fields.ts";

/** Subjects of the spec (shopping §7, accounts §7). */
export const SUBJECTS = {
  newsletter: "Enquiry for Subscribe",
  contact: "Enquiry via Contact Us",
  employment: "Enquiry for Employment",
} as const satisfies Record<FormKind, string>;

/** The chain's `EMAIL` settings (clientinfo), without the key. */
export type EmailAddressing = {
  contact_recipient: string;
  employment_recipient: string;
  newsletter_recipient: string;
  from_email: string;
  from_name: string;
  enterprise_id: string;
  cc: string;
  bcc: string;
};

/** SendEmail's addressing fields for one form. */
export type Envelope = {
  EmailId: string;
  EmailSubject: string;
  CCList: string;
  BccList: string;
  FromEmailId: string;
  FromName: string;
};

/**
 * A form's subject for a form sent from a page in `lang`. The chain's staff read these e-mails and
 * their mail rules match the spec's subjects, so the English subject (or the chain's own) always
 * comes first, unchanged; a form sent from a Spanish page adds the subject in Spanish after it
 * ('Enquiry via Contact Us / Consulta desde Contáctenos'), which tells the staff to answer in Spanish.
 */
export function subjectFor(kind: FormKind, lang: Language, employmentSubject?: string): string {
  const english = kind === "employment" && employmentSubject ? employmentSubject : SUBJECTS[kind];
  return lang === DEFAULT_LANGUAGE ? english : `${english} / ${textsOf(lang)[`email.subject.${kind}`]}`;
}

/** The addressing of a form's e-mail (sent from a page in `lang`, English by default). */
export function envelopeFor(
  kind: FormKind,
  email: EmailAddressing,
  employmentSubject?: string,
  lang: Language = DEFAULT_LANGUAGE,
): Envelope {
  const to = {
    newsletter: email.newsletter_recipient,
    contact: email.contact_recipient,
    employment: email.employment_recipient,
  };
  return {
    EmailId: to[kind],
    EmailSubject: subjectFor(kind, lang, employmentSubject),
    CCList: email.cc,
    BccList: email.bcc,
    FromEmailId: email.from_email,
    FromName: email.from_name,
  };
}

/** Labels of the e-mail body's rows, by the field's English label (email-body.ts). */
export type BodyLabels = Readonly<Record<string, string>>;

/**
 * The body's row labels for a form sent from a page in `lang`, like its subject: the English label
 * first, unchanged, then the page's ('First Name / Nombre'); undefined in English (the labels as
 * they are). A label the catalogue does not hold stays English.
 */
export function bodyLabels(fields: readonly FieldDef[], lang: Language): BodyLabels | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  const english = textsOf(DEFAULT_LANGUAGE);
  const shown = textsOf(lang);
  const keys = (Object.keys(english) as MessageKey[]).filter((key) => key.includes(".label."));
  const byEnglish = new Map(keys.map((key) => [english[key], shown[key]]));
  return Object.fromEntries(
    fields.flatMap((f) => {
      const label = byEnglish.get(f.label);
      return label === undefined || label === f.label ? [] : [[f.label, `${f.label} / ${label}`]];
    }),
  );
}
