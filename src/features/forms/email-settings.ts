/**
 * Who gets a form's e-mail and under which subject: from the chain's settings only (clientinfo
 * `EMAIL` and the employment-subject flag), never from the request. Used by the form relay and, for
 * a chain without a relay, by the build to give its page the direct call's addresses.
 */
import type { FormKind } from "./fields.ts";

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

/** The addressing of a form's e-mail. */
export function envelopeFor(kind: FormKind, email: EmailAddressing, employmentSubject?: string): Envelope {
  const to = {
    newsletter: email.newsletter_recipient,
    contact: email.contact_recipient,
    employment: email.employment_recipient,
  };
  return {
    EmailId: to[kind],
    EmailSubject: kind === "employment" && employmentSubject ? employmentSubject : SUBJECTS[kind],
    CCList: email.cc,
    BccList: email.bcc,
    FromEmailId: email.from_email,
    FromName: email.from_name,
  };
}
