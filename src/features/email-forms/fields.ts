/**
 * The three e-mail forms (newsletter, contact, employment) as data: every field with its label and
 * rule, and the zod schemas built from them (the employment fields are in employment-fields.ts, so
 * the pages with the newsletter box or the contact form do not load them). The islands validate
 * with these schemas and so does the form relay, so the browser and the server can never disagree
 * about what is valid. The labels double as the row names of the e-mail body. Only zod/mini: this
 * module ships to the browser.
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

// The same required and e-mail rules as field-rules.ts (one e-mail pattern, the same texts), kept
// here so the newsletter box on the home page does not load every account rule with them.
/** A required answer. */
export const required =
  (label: string): Rule =>
  (v) =>
    v.trim() === "" ? requiredText(label) : undefined;
/** An optional answer. */
export const optional: Rule = () => undefined;
const email =
  (label: string): Rule =>
  (v) =>
    v.trim() === "" ? requiredText(label) : EMAIL_PATTERN.test(v.trim()) ? undefined : EMAIL_INVALID;
/** One field; required unless its rule is `optional`. */
export function field(
  key: string,
  label: string,
  kind: FieldKind,
  rule: Rule,
  extra: Partial<FieldDef> = {},
): FieldDef {
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
