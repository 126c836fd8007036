/**
 * The three e-mail forms (newsletter, contact, employment) as data: every field with its label and
 * rule, and the zod schemas built from them. The islands validate with these schemas and so does
 * the form relay, so the browser and the server can never disagree about what is valid. The labels
 * double as the row names of the e-mail body. Only zod/mini: this module ships to the browser.
 */
import * as z from "zod/mini";
import { EMAIL_PATTERN, ruleCheck, schemaErrors, type FieldRule } from "../../shared/forms/form-schema.ts";
import { CAPTCHA_REQUIRED, EMAIL_INVALID, requiredText, TERMS_REQUIRED } from "../../shared/forms/messages.ts";

/** Which form. */
export type FormKind = "newsletter" | "contact" | "employment";

/** A rule returns the message to show, or undefined when the value is fine. */
export type Rule = FieldRule<string>;

/** How a field is drawn. */
export type FieldKind = "text" | "email" | "tel" | "date" | "yesno" | "textarea" | "store";

/** One field of a form. */
export type FieldDef = {
  key: string;
  label: string;
  kind: FieldKind;
  /** False for the spec's optional answers. */
  required: boolean;
  rule: Rule;
  maxLength?: number;
  autoComplete?: string;
};

/** Errors by field name (the captcha and terms included). */
export type FormErrors = Partial<Record<string, string>>;

/** The phone mask's complete shape. */
export const PHONE_MASKED = /^\(\d{3}\) \d{3}-\d{4}$/;
/** Employment zip and postal code: at most 6 characters (accounts §5, §9). */
export const EMPLOYMENT_ZIP_MAX = 6;

/** Employment phone that does not fill the mask. */
export const PHONE_MASK_TEXT = "Please enter the phone number as (999) 999-9999";
/** Employment zip or postal code longer than 6. */
export function zipMaxText(label: string): string {
  return `${label} may have at most ${EMPLOYMENT_ZIP_MAX} characters`;
}

// The same required and e-mail rules as field-rules.ts (one e-mail pattern, the same texts), kept
// here so the newsletter box on the home page does not load every account rule with them.
const required =
  (label: string): Rule =>
  (v) =>
    v.trim() === "" ? requiredText(label) : undefined;
const optional: Rule = () => undefined;
const email =
  (label: string): Rule =>
  (v) =>
    v.trim() === "" ? requiredText(label) : EMAIL_PATTERN.test(v.trim()) ? undefined : EMAIL_INVALID;
const maskedPhone =
  (label: string): Rule =>
  (v) =>
    v.trim() === "" ? requiredText(label) : PHONE_MASKED.test(v) ? undefined : PHONE_MASK_TEXT;
const zip =
  (label: string): Rule =>
  (v) =>
    v.trim() === "" ? requiredText(label) : v.length > EMPLOYMENT_ZIP_MAX ? zipMaxText(label) : undefined;
const yesNo =
  (label: string): Rule =>
  (v) =>
    v === "yes" || v === "no" ? undefined : requiredText(label);

function field(key: string, label: string, kind: FieldKind, rule: Rule, extra: Partial<FieldDef> = {}): FieldDef {
  return { key, label, kind, rule, required: rule !== optional, ...extra };
}

/** The newsletter box: an e-mail address (shopping §5). */
export const NEWSLETTER_FIELDS: FieldDef[] = [
  field("email", "Email", "email", email("Email"), { autoComplete: "email" }),
];

/** The Contact Us form (accounts §3, §5): all required, the e-mail also valid. */
export const CONTACT_FIELDS: FieldDef[] = [
  field("firstname", "First Name", "text", required("First Name"), { autoComplete: "given-name" }),
  field("lastname", "Last Name", "text", required("Last Name"), { autoComplete: "family-name" }),
  field("email", "Email", "email", email("Email"), { autoComplete: "email" }),
  field("phone", "Phone", "tel", required("Phone"), { autoComplete: "tel", maxLength: 14 }),
  field("store", "Store", "store", required("Store")),
  field("message", "Message", "textarea", required("Message")),
];

/** Chain variants of the employment application. */
export type EmploymentVariant = {
  /** Ask the age question instead of the high-school one. */
  ageQuestion: boolean;
  /** Label the position field 'Position Apply For'. */
  positionApplyForLabel: boolean;
};

/** The employment application (accounts §3, §5): everything required but the three optional answers. */
export function employmentFields(v: EmploymentVariant): FieldDef[] {
  const r = (key: string, label: string, kind: FieldKind = "text", extra: Partial<FieldDef> = {}) =>
    field(key, label, kind, kind === "yesno" ? yesNo(label) : required(label), extra);
  const opt = (key: string, label: string, kind: FieldKind = "text") => field(key, label, kind, optional);
  const schooling = v.ageQuestion
    ? r("are_you_at_least_18_years_of_age_if_not_how_old", "Are you at least 18 years of age? If not, how old?")
    : r("are_you_currently_in_high_school", "Are you currently in high school?", "yesno");
  return [
    r("name", "Name", "text", { autoComplete: "name" }),
    field("phone", "Phone", "tel", maskedPhone("Phone"), { autoComplete: "tel", maxLength: 14 }),
    field("email", "Email", "email", required("Email"), { autoComplete: "email" }),
    r("street_address", "Street Address", "text", { autoComplete: "address-line1" }),
    r("city", "City", "text", { autoComplete: "address-level2" }),
    r("state", "State", "text", { autoComplete: "address-level1" }),
    field("zip_code", "Zip Code", "text", zip("Zip Code"), { autoComplete: "postal-code", maxLength: 6 }),
    r("country", "Country", "text", { autoComplete: "country-name" }),
    r("how_long_have_you_lived_at_this_address", "How long have you lived at this address?"),
    opt("referred_by", "Referred By"),
    r("date_you_can_start", "Date you can start", "date"),
    r("do_you_have_relatives_employed_here", "Do you have any relatives employed by us?", "yesno"),
    schooling,
    r("college_or_university_credits", "Do you have college or university credits?", "yesno"),
    r("did_you_earn_a_degree", "Did you earn a degree?", "yesno"),
    r("company_name1", "Company Name"),
    field("phone_number1", "Company Phone Number", "tel", maskedPhone("Company Phone Number"), { maxLength: 14 }),
    r("street_address1", "Company Street Address"),
    r("city2", "Company City"),
    r("state2", "Company State"),
    field("postal", "Postal Code", "text", zip("Postal Code"), { maxLength: 6 }),
    r("country2", "Company Country"),
    r("start_date", "Start Date", "date"),
    r("end_date", "End Date", "date"),
    opt("reason_for_leaving", "Reason for leaving", "textarea"),
    r(
      "how_many_jobs_have_you_had_in_the_last_5_years_not_listed_above",
      "How many jobs have you had in the last 5 years not listed above?",
    ),
    r("the_job_duties", "The job duties", "textarea"),
    r(
      "are_you_eligible_for_employment_in_the_united_states",
      "Are you eligible for employment in the United States?",
      "yesno",
    ),
    r("days_available_for_work", "Days available for work"),
    r("hours_available_for_work", "Hours available for work"),
    opt("additional_notes", "Additional Notes", "textarea"),
    r("The_information", "I certify that the information I have provided is true and complete.", "yesno"),
    r("name1", "Applicant Name", "text", { autoComplete: "name" }),
    r("store_location", v.positionApplyForLabel ? "Position Apply For" : "Store Location"),
    r("date2", "Date", "date"),
  ];
}

/** Values of a form: text answers by key. */
export type FormValues = Record<string, string>;

/** Empty answers for a form's fields. */
export function emptyValues(fields: readonly FieldDef[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.key, ""]));
}

/** Which forms carry a captcha (accounts §7: contact and employment; the newsletter box has none). */
export function hasCaptcha(kind: FormKind): boolean {
  return kind !== "newsletter";
}

/** What the relay receives for a form: the answers, the captcha token and (employment) the terms. */
export function submissionSchema(fields: readonly FieldDef[], withTerms: boolean, withCaptcha = true) {
  const shape: Record<string, z.ZodMiniType<string>> = {};
  for (const f of fields) {
    shape[f.key] = z.string().check(z.maxLength(5000), ruleCheck(f.rule));
  }
  return z.strictObject({
    values: z.strictObject(shape),
    captcha: withCaptcha
      ? z.string().check(z.minLength(1, CAPTCHA_REQUIRED), z.maxLength(4000))
      : z.optional(z.string().check(z.maxLength(4000))),
    terms: withTerms ? z.literal(true, TERMS_REQUIRED) : z.optional(z.boolean()),
  });
}

/** A form's submission as the relay receives it. */
export type Submission = { values: FormValues; captcha?: string; terms?: boolean };

/** The errors by field of a submission (empty when it may be sent), first field first. */
export function submissionErrors(schema: ReturnType<typeof submissionSchema>, submission: unknown): FormErrors {
  return schemaErrors(schema, submission, ([first, second]) =>
    first === "values" && second !== undefined ? String(second) : String(first ?? "form"),
  );
}

/** Errors of the answers as the island holds them (captcha token null until passed). */
export function formErrors(
  schema: ReturnType<typeof submissionSchema>,
  values: FormValues,
  captcha: string | null,
  terms?: boolean,
): FormErrors {
  return submissionErrors(schema, { values, captcha: captcha ?? "", ...(terms === undefined ? {} : { terms }) });
}

/** The captcha message (shared with the account forms). */
export { CAPTCHA_REQUIRED };
