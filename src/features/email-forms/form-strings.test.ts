import { readFileSync } from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { englishLeftovers } from "../../../scripts/check/language-audit.ts";
import { NEEDS_CONNECTION } from "../../lib/browser-state.ts";
import { fill } from "../../lib/i18n/catalogue.ts";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import { shownErrors, tr } from "../../lib/i18n/shown-text.ts";
import {
  CAPTCHA_REQUIRED,
  EMAIL_INVALID,
  EMAIL_MAY_HAVE_BEEN_SENT,
  EMAIL_SENT,
  TERMS_REQUIRED,
} from "../../shared/forms/messages.ts";
import { EMPLOYMENT_ZIP_MAX, employmentFields, PHONE_MASK_TEXT, zipMaxText } from "./employment-fields.ts";
import { CORRECT_MANY, CORRECT_ONE, refusalSummary, SECTIONS } from "./employment-sections.ts";
import EmploymentForm from "./EmploymentForm.tsx";
import { CONTACT_FIELDS, emptyValues, formErrors, NEWSLETTER_FIELDS, submissionSchema } from "./fields.ts";
import { fieldLabel, shownError } from "./form-strings.ts";
import { contactStrings, EMPLOYMENT_LABEL_KEYS, employmentStrings, newsletterStrings } from "./form-strings.server.ts";
import NewsletterForm from "./NewsletterForm.tsx";
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

/** The island as the build renders it into the page. */
const rendered = (component: ComponentType<never>, props: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(component, props as never));
/** Texts of the English catalogue left in a Spanish rendering. */
const leftovers = (html: string) => englishLeftovers(`<html lang="es"><body>${html}</body></html>`, en, es);
const TARGET = { via: "relay", url: "https://relay.example/acme", lang: "es" };
const VARIANTS = [
  { ageQuestion: false, positionApplyForLabel: false },
  { ageQuestion: true, positionApplyForLabel: true },
];

describe("the newsletter box on a Spanish page", () => {
  const texts = newsletterStrings("es");

  it("gives an English page no strings; the catalogue's English is the island's own", () => {
    expect(newsletterStrings("en")).toBeUndefined();
    const island = readFileSync(new URL("./NewsletterForm.tsx", import.meta.url), "utf8");
    for (const key of [
      "newsletter.title",
      "newsletter.legend",
      "newsletter.submit",
      "newsletter.privacy",
      "newsletter.policies",
      "form.sending",
    ] as const)
      expect(island).toContain(`"${en[key]}"`);
    const english = rendered(NewsletterForm, { target: TARGET, policiesHref: "../company-policies/" });
    for (const text of ["Subscribe To Our Newsletter", ">Subscribe</button>", "Email", "company policies</a>."])
      expect(english).toContain(text);
  });

  it("renders no English text of the catalogue, and its rules' messages in Spanish", () => {
    const html = rendered(NewsletterForm, { target: TARGET, policiesHref: "../company-policies/", strings: texts });
    expect(leftovers(html)).toEqual([]);
    for (const key of ["newsletter.title", "newsletter.submit", "form.label.email", "newsletter.policies"] as const)
      expect(html).toContain(es[key]);
    const schema = submissionSchema(NEWSLETTER_FIELDS, false, false);
    const shown = (email: string) => tr(texts?.t, formErrors(schema, { email }, null)["email"] ?? "");
    expect(shown("")).toBe("El campo Correo electrónico es obligatorio");
    expect(shown("ana@")).toBe(es["form.emailInvalid"]);
    expect(tr(texts?.t, NEEDS_CONNECTION)).toBe(es["connection.needed"]);
    expect([texts?.sent, texts?.mayHaveBeenSent]).toEqual([es["form.emailSent"], es["form.mayHaveBeenSent"]]);
  });
});

describe("the employment application on a Spanish page", () => {
  const texts = employmentStrings("es");
  const t = texts?.t;

  it("gives an English page no strings; the catalogue's English is the island's and the rules' own", () => {
    expect(employmentStrings("en")).toBeUndefined();
    const island = readFileSync(new URL("./EmploymentForm.tsx", import.meta.url), "utf8");
    for (const key of [
      "employment.title",
      "employment.requiredNote",
      "employment.legend",
      "register.agree",
      "register.terms",
      "forgot.submit",
      "form.sending",
    ] as const)
      expect(island).toContain(`"${en[key]}"`);
    expect(SECTIONS.map((s) => s.title)).toEqual(
      (["personal", "education", "previous", "availability", "agreement"] as const).map(
        (s) => en[`employment.section.${s}`],
      ),
    );
    expect([CORRECT_ONE, CORRECT_MANY, PHONE_MASK_TEXT]).toEqual([
      en["employment.correctOne"],
      en["employment.correctMany"],
      en["employment.phoneMask"],
    ]);
    expect(fill(en["employment.zipMax"], { label: "Zip Code", max: EMPLOYMENT_ZIP_MAX })).toBe(zipMaxText("Zip Code"));
    expect([en["form.yes"], en["form.no"], en["register.termsRequired"]]).toEqual(["yes", "no", TERMS_REQUIRED]);
    const labels = new Set(EMPLOYMENT_LABEL_KEYS.map((k) => en[k as keyof typeof en]));
    for (const v of VARIANTS) for (const f of employmentFields(v)) expect(labels).toContain(f.label);
    const english = rendered(EmploymentForm, {
      site: "acme",
      target: TARGET,
      variant: VARIANTS[0],
      recaptchaSiteKey: null,
      termsHref: "x",
    });
    for (const text of [
      "Employment Application",
      ">Submit</button>",
      ">yes</option>",
      "Personal Information",
      "The job duties",
    ])
      expect(english).toContain(text);
  });

  it("renders no English text of the catalogue, in either variant", () => {
    for (const variant of VARIANTS) {
      const props = { site: "acme", target: TARGET, variant, recaptchaSiteKey: null, termsHref: "x", strings: texts };
      const html = rendered(EmploymentForm, props);
      expect(leftovers(html)).toEqual([]);
      for (const key of ["employment.title", "employment.section.personal", "forgot.submit", "captcha.legend"] as const)
        expect(html).toContain(es[key]);
      expect(html).toContain(`>${es["form.yes"]}</option>`);
      expect(html).toContain(variant.positionApplyForLabel ? "Puesto que solicita" : "Ubicación de la tienda");
    }
  });

  it("shows every message of its rules in Spanish, the rules unchanged", () => {
    for (const variant of VARIANTS) {
      const fields = employmentFields(variant);
      const schema = submissionSchema(fields, true);
      const emptyEnglish = formErrors(schema, emptyValues(fields), null, false);
      const wrongValues = { ...emptyValues(fields), phone: "(555) 12", zip_code: "1234567", postal: "1234567" };
      const wrongEnglish = formErrors(schema, wrongValues, "x", true);
      const [empty, wrong] = [shownErrors(t, emptyEnglish), shownErrors(t, wrongEnglish)];
      // Every required answer, the terms and the captcha; then the mask and both codes' length.
      expect(Object.keys(empty)).toHaveLength(fields.filter((f) => f.required).length + 2);
      for (const [shown, english] of [
        [empty, emptyEnglish],
        [wrong, wrongEnglish],
      ] as const)
        for (const key of Object.keys(english)) expect(shown[key], key).not.toBe(english[key]);
      const all = [...Object.values(empty), ...Object.values(wrong)];
      expect(leftovers(all.map((m) => `<p>${m}</p>`).join(""))).toEqual([]);
      expect(empty["the_job_duties"]).toBe("El campo Funciones del puesto es obligatorio");
      expect(empty["terms"]).toBe(es["register.termsRequired"]);
      expect(empty["captcha"]).toBe(es["form.captchaRequired"]);
      expect(wrong["phone"]).toBe(es["employment.phoneMask"]);
      expect(wrong["zip_code"]).toBe("Código postal puede tener como máximo 6 caracteres");
      expect(wrong["postal"]).toBe("Código postal puede tener como máximo 6 caracteres");
      expect(refusalSummary(empty, 1, t)).toBe(
        `Corrija ${Object.keys(empty).length} respuestas: El campo Nombre completo es obligatorio`,
      );
      expect(refusalSummary({ captcha: empty["captcha"] }, 1, t)).toBe(
        `Corrija 1 respuesta: ${es["form.captchaRequired"]}`,
      );
    }
  });
});
