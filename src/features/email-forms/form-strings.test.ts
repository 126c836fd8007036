import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import { CAPTCHA_REQUIRED, EMAIL_INVALID, EMAIL_MAY_HAVE_BEEN_SENT, EMAIL_SENT } from "../../shared/forms/messages.ts";
import { CONTACT_FIELDS, formErrors, NEWSLETTER_FIELDS, submissionSchema } from "./fields.ts";
import { fieldLabel, shownError } from "./form-strings.ts";
import { contactStrings } from "./form-strings.server.ts";
import { sendForm } from "./send-form.ts";

const spanish = contactStrings("es", CONTACT_FIELDS);

describe("the contact form's texts by language", () => {
  it("gives an English page no strings, so the island's props and texts are what they were", () => {
    expect(contactStrings("en", CONTACT_FIELDS)).toBeUndefined();
    expect(shownError(undefined, "The Email field is required", { key: "email", label: "Email" })).toBe(
      "The Email field is required",
    );
    expect(fieldLabel(undefined, "email", "Email")).toBe("Email");
  });

  it("the English catalogue's texts are the island's own English (fields, messages, component)", () => {
    for (const f of CONTACT_FIELDS) expect(en[`form.label.${f.key}` as keyof typeof en]).toBe(f.label);
    expect([en["form.emailInvalid"], en["form.captchaRequired"]]).toEqual([EMAIL_INVALID, CAPTCHA_REQUIRED]);
    expect([en["form.emailSent"], en["form.mayHaveBeenSent"]]).toEqual([EMAIL_SENT, EMAIL_MAY_HAVE_BEEN_SENT]);
    const island = readFileSync(new URL("./ContactForm.tsx", import.meta.url), "utf8");
    for (const key of ["contact.title", "contact.legend", "contact.submit", "form.sending"] as const)
      expect(island).toContain(`"${en[key]}"`);
    expect(readFileSync(new URL("./FormField.tsx", import.meta.url), "utf8")).toContain(`"${en["form.select"]}"`);
  });

  it("shows every error of an empty or wrong contact form in Spanish, with the rules unchanged", () => {
    const schema = submissionSchema(CONTACT_FIELDS, false);
    const errors = formErrors(schema, { ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f.key, ""])) }, null);
    const shown = CONTACT_FIELDS.map((f) => shownError(spanish, errors[f.key], f));
    expect(shown).toEqual([
      "El campo Nombre es obligatorio",
      "El campo Apellido es obligatorio",
      "El campo Correo electrónico es obligatorio",
      "El campo Teléfono es obligatorio",
      "El campo Tienda es obligatorio",
      "El campo Mensaje es obligatorio",
    ]);
    expect(shownError(spanish, errors["captcha"])).toBe(es["form.captchaRequired"]);
    const bad = formErrors(schema, { ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f.key, "x"])) }, "token");
    expect(Object.keys(bad)).toEqual(["email"]);
    expect(shownError(spanish, bad["email"], CONTACT_FIELDS[2])).toBe(
      "Escriba una dirección de correo electrónico válida",
    );
    // A message the strings do not cover is shown as the rule wrote it, never blank.
    expect(shownError(spanish, "Something else", CONTACT_FIELDS[0])).toBe("Something else");
  });
});

describe("a form sent from a Spanish page", () => {
  it("names its language to the relay (for the subject); an English page's post is as before", async () => {
    const urls: string[] = [];
    const fetch = (url: string | URL | Request) => {
      urls.push(String(url));
      return Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    };
    const submission = { values: { email: "a@b.example" } };
    for (const target of [
      { via: "relay" as const, url: "https://relay.example/acme", lang: "es" },
      { via: "relay" as const, url: "https://relay.example/acme" },
    ])
      expect(await sendForm(target, "newsletter", NEWSLETTER_FIELDS, submission, { fetch })).toEqual({
        status: "sent",
      });
    expect(urls).toEqual(["https://relay.example/acme/newsletter?lang=es", "https://relay.example/acme/newsletter"]);
  });
});
