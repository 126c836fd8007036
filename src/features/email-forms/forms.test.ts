import { describe, expect, it } from "vitest";
import { emailBody, escapeHtml } from "./email-body.ts";
import { envelopeFor } from "./email-settings.ts";
import { employmentFields } from "./employment-fields.ts";
import { CONTACT_FIELDS, emptyValues, formErrors, NEWSLETTER_FIELDS, submissionSchema } from "./fields.ts";
import { maskPhone } from "./phone-mask.ts";

describe("maskPhone", () => {
  it("formats digits as (999) 999-9999 while typing", () => {
    expect(maskPhone("")).toBe("");
    expect(maskPhone("5")).toBe("(5");
    expect(maskPhone("555")).toBe("(555");
    expect(maskPhone("5551")).toBe("(555) 1");
    expect(maskPhone("555123")).toBe("(555) 123");
    expect(maskPhone("5551234")).toBe("(555) 123-4");
    expect(maskPhone("555-123-4567 ext 9")).toBe("(555) 123-4567");
    expect(maskPhone("abc")).toBe("");
  });
});

describe("form rules", () => {
  const newsletter = submissionSchema(NEWSLETTER_FIELDS, false);
  const contact = submissionSchema(CONTACT_FIELDS, false);

  it("newsletter: e-mail required and valid", () => {
    expect(formErrors(newsletter, { email: "" }, "t")).toEqual({ email: "The Email field is required" });
    expect(formErrors(newsletter, { email: "a@b" }, "t")).toEqual({ email: "Please enter a valid email address" });
    expect(formErrors(newsletter, { email: "a@b.co" }, "t")).toEqual({});
  });

  it("contact: every field and the captcha required, e-mail valid", () => {
    expect(formErrors(contact, emptyValues(CONTACT_FIELDS), null)).toEqual({
      firstname: "The First Name field is required",
      lastname: "The Last Name field is required",
      email: "The Email field is required",
      phone: "The Phone field is required",
      store: "The Store field is required",
      message: "The Message field is required",
      captcha: "Please complete the captcha",
    });
  });

  it("employment: required answers, optional ones, mask, zip max 6, yes/no, terms", () => {
    const fields = employmentFields({ ageQuestion: false, positionApplyForLabel: false });
    const schema = submissionSchema(fields, true);
    const errors = formErrors(schema, emptyValues(fields), null, false);
    expect(errors["referred_by"]).toBeUndefined();
    expect(errors["reason_for_leaving"]).toBeUndefined();
    expect(errors["additional_notes"]).toBeUndefined();
    expect(errors["name"]).toBe("The Name field is required");
    expect(errors["are_you_currently_in_high_school"]).toBe("The Are you currently in high school? field is required");
    expect(errors["terms"]).toBe("Please accept the Terms and Conditions");
    expect(errors["captcha"]).toBe("Please complete the captcha");
    const some = formErrors(
      schema,
      { ...emptyValues(fields), phone: "(555) 123", zip_code: "1234567", email: "x" },
      "t",
      true,
    );
    expect(some["phone"]).toBe("Please enter the phone number as (999) 999-9999");
    expect(some["zip_code"]).toBe("Zip Code may have at most 6 characters");
    expect(some["email"]).toBeUndefined(); // required only, no format rule (accounts §5)
    expect(Object.keys(errors)[0]).toBe("name");
  });

  it("employment variants swap the age question and the position label", () => {
    const keys = employmentFields({ ageQuestion: true, positionApplyForLabel: true });
    expect(keys.map((f) => f.key)).toContain("are_you_at_least_18_years_of_age_if_not_how_old");
    expect(keys.map((f) => f.key)).not.toContain("are_you_currently_in_high_school");
    expect(keys.find((f) => f.key === "store_location")?.label).toBe("Position Apply For");
  });

  it("refuses unknown fields", () => {
    const errors = formErrors(newsletter, { email: "a@b.co", extra: "x" }, "t");
    expect(Object.keys(errors)).toEqual(["values"]);
  });
});

describe("emailBody", () => {
  it("escapes every label and answer and keeps line breaks", () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe("&#60;a href=&#34;x&#34;&#62;&#38;&#39;");
    const html = emailBody(CONTACT_FIELDS, {
      ...emptyValues(CONTACT_FIELDS),
      firstname: "<b>Ann</b>",
      message: "a\nb",
    });
    expect(html).toContain('<th align="left">First Name</th><td>&#60;b&#62;Ann&#60;/b&#62;</td>');
    expect(html).toContain("<td>a<br>b</td>");
    expect(html.match(/<tr>/g)).toHaveLength(CONTACT_FIELDS.length);
  });
});

describe("envelopeFor", () => {
  const email = {
    contact_recipient: "c@x.example",
    employment_recipient: "j@x.example",
    newsletter_recipient: "n@x.example",
    from_email: "f@x.example",
    from_name: "X",
    enterprise_id: "1",
    cc: "cc@x.example",
    bcc: "",
  };
  it("uses the spec's subjects and the chain's recipients", () => {
    expect(envelopeFor("newsletter", email)).toMatchObject({
      EmailId: "n@x.example",
      EmailSubject: "Enquiry for Subscribe",
    });
    expect(envelopeFor("contact", email)).toMatchObject({
      EmailId: "c@x.example",
      EmailSubject: "Enquiry via Contact Us",
      CCList: "cc@x.example",
    });
    expect(envelopeFor("employment", email)).toMatchObject({ EmailSubject: "Enquiry for Employment" });
    expect(envelopeFor("employment", email, "Jobs!")).toMatchObject({ EmailId: "j@x.example", EmailSubject: "Jobs!" });
  });
  it("from a Spanish page: the English subject first, unchanged, then the Spanish one", () => {
    expect(envelopeFor("contact", email, undefined, "es")).toMatchObject({
      EmailSubject: "Enquiry via Contact Us / Consulta desde Contáctenos",
    });
    expect(envelopeFor("employment", email, "Jobs!", "es").EmailSubject).toBe("Jobs! / Solicitud de empleo");
    expect(envelopeFor("newsletter", email, undefined, "en").EmailSubject).toBe("Enquiry for Subscribe");
  });
});
