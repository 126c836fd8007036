/**
 * The employment application's fields (accounts §3, §5) and its own rules: the (999) 999-9999 phone
 * mask, zip and postal code at most 6, yes/no answers. A module of its own, beside fields.ts, so the
 * pages with only the newsletter box or the contact form do not load the application's table.
 */
import { requiredText } from "../../shared/forms/messages.ts";
import { field, optional, required, type FieldDef, type FieldKind, type Rule } from "./fields.ts";

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

/** The fields of both variants of the application, in order (a field in both twice): what the build's texts cover. */
export function everyEmploymentField(): FieldDef[] {
  return [false, true].flatMap((on) => employmentFields({ ageQuestion: on, positionApplyForLabel: on }));
}
