import { createElement, type ComponentType } from "react";
import { shownErrors } from "../../lib/i18n/shown-text.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { englishLeftovers } from "../../../scripts/check/language-audit.ts";
import { NEEDS_CONNECTION } from "../../lib/browser-state.ts";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import { ERROR_NOTIFICATION } from "../../lib/toast.ts";
import { challengeText, SUM_TEXT } from "../../shared/forms/captcha/local-captcha.ts";
import * as M from "../../shared/forms/messages.ts";
import { EMAIL_SENT, FILL_ALL_FIELDS, PASSWORD_MAX_12, PIN_LOGIN } from "../../shared/forms/messages.ts";
import {
  validateForgot,
  validateLinkCard,
  validateLogin,
  validateRegister,
  type RegisterValues,
} from "./entry-validation.ts";
import { forgotTexts, linkCardTexts, loginTexts, registerTexts } from "./entry-texts.server.ts";
import { cardStatusText } from "./card-check.ts";
import LinkCardForm from "./LinkCardForm.tsx";
import ForgotForm from "./ForgotForm.tsx";
import LoginForm from "./LoginForm.tsx";
import SimpleRegisterForm from "./SimpleRegisterForm.tsx";

const LINKS = { forgotHref: "../forget-pin/", registerHref: "../register/", loginHref: "../login/" };

/** The island as the build renders it into the page. */
function rendered(component: ComponentType<never>, props: Record<string, unknown>): string {
  return renderToStaticMarkup(createElement(component, props as never));
}

/** Texts of the English catalogue left in a Spanish rendering. */
const english = (html: string) => englishLeftovers(`<html lang="es"><body>${html}</body></html>`, en, es);

describe("the login and forgot forms on a Spanish page", () => {
  it("give an English page no texts, so its islands render the specs' English as before", () => {
    expect([loginTexts("en"), forgotTexts("en")]).toEqual([undefined, undefined]);
    const login = rendered(LoginForm, { ...LINKS, passwordMode: false, recaptchaSiteKey: null });
    for (const text of ['aria-label="Login"', ">Login</button>", "Forgot Pin?", "Create an Account", "Security check"])
      expect(login).toContain(text);
  });

  it("render no English text of the catalogue, in PIN and in password mode", () => {
    for (const passwordMode of [false, true]) {
      const props = { ...LINKS, passwordMode, recaptchaSiteKey: null };
      const login = rendered(LoginForm, { ...props, texts: loginTexts("es") });
      const forgot = rendered(ForgotForm, { ...props, texts: forgotTexts("es") });
      expect(english(login)).toEqual([]);
      expect(english(forgot)).toEqual([]);
      expect(login).toContain(`aria-label="${es["title.login"]}"`);
      expect(login).toContain(passwordMode ? es["form.label.password"] : es["login.forgotPin"]);
      expect(login).toContain(es["captcha.legend"]);
      expect(forgot).toContain(passwordMode ? es["forgot.introPassword"] : es["forgot.introPin"]);
      expect(forgot).toContain(`>${es["forgot.submit"]}</button>`);
    }
  });

  it("show every error of the rules in Spanish, with the rules unchanged", () => {
    const texts = loginTexts("es");
    const empty = { username: "", secret: "", captcha: null };
    expect(shownErrors(texts, validateLogin(empty, false))).toEqual({
      username: "El campo Correo electrónico es obligatorio",
      secret: "El campo PIN es obligatorio",
      captcha: es["form.captchaRequired"],
    });
    expect(shownErrors(texts, validateLogin(empty, true))["secret"]).toBe("El campo Contraseña es obligatorio");
    const wrong = { username: "ana@", secret: "12a", captcha: "token" };
    expect(shownErrors(texts, validateLogin(wrong, false))).toEqual({
      username: es["form.emailInvalid"],
      secret: es["login.pinRule"],
    });
    expect(shownErrors(texts, validateLogin({ ...wrong, secret: "x".repeat(13) }, true))["secret"]).toBe(
      es["login.passwordRule"],
    );
    expect(shownErrors(forgotTexts("es"), validateForgot({ email: "", captcha: null }))).toEqual({
      email: "El campo Correo electrónico es obligatorio",
      captcha: es["form.captchaRequired"],
    });
    // An English page's errors are the rules' own object.
    const errors = validateLogin(empty, false);
    expect(shownErrors(undefined, errors)).toBe(errors);
  });

  it("key every text by the English the islands write (the specs' texts), so none falls back to English", () => {
    expect([en["login.fillAll"], en["login.pinRule"], en["login.passwordRule"]]).toEqual([
      FILL_ALL_FIELDS,
      PIN_LOGIN,
      PASSWORD_MAX_12,
    ]);
    expect([en["form.emailSent"], en["toast.errorNotification"], en["connection.needed"]]).toEqual([
      EMAIL_SENT,
      ERROR_NOTIFICATION,
      NEEDS_CONNECTION,
    ]);
    expect(en["captcha.sum"]).toBe(SUM_TEXT);
    const texts = loginTexts("es") ?? {};
    for (const english of [FILL_ALL_FIELDS, ERROR_NOTIFICATION, NEEDS_CONNECTION]) expect(texts[english]).toBeTruthy();
    expect(forgotTexts("es")?.[EMAIL_SENT]).toBe(es["form.emailSent"]);
    expect(challengeText({ a: 3, b: 4 }, texts[SUM_TEXT])).toBe("¿Cuánto es 3 + 4?");
    expect(challengeText({ a: 3, b: 4 })).toBe("What is 3 + 4?");
  });
});

const REGISTER = {
  ...LINKS,
  recaptchaSiteKey: null,
  termsHref: "../company-policies/terms/",
  clientId: 1,
  storeGroupId: 1,
  stores: [{ id: 7, name: "Downtown" }],
};

/** A simple registration form as it opens: every text empty, the boxes unticked. */
const BLANK = {
  ...Object.fromEntries(
    ["firstName", "lastName", "zip", "phone", "store", "email", "secret", "confirm"].map((k) => [k, ""]),
  ),
  terms: false,
  captcha: null,
} as RegisterValues;

describe("the simple registration form on a Spanish page", () => {
  it("renders no English text of the catalogue, for every option a chain can set", () => {
    for (const passwordMode of [false, true])
      for (const phoneRequired of [false, true])
        for (const termsHref of [REGISTER.termsHref, null]) {
          const props = { ...REGISTER, termsHref, passwordMode, phoneRequired, hideZip: false };
          const html = rendered(SimpleRegisterForm, { ...props, texts: registerTexts("es") });
          expect(english(html)).toEqual([]);
          expect(html).toContain(es["form.label.preferredStore"]);
          expect(html).toContain(es["register.terms"]);
          expect(html).toContain(passwordMode ? es["form.label.newPassword"] : es["form.label.newPin"]);
          // The English page's form is the specs' English.
          const englishHtml = rendered(SimpleRegisterForm, props);
          for (const text of ["All fields are required unless marked optional.", "I agree to the", "Select Store"])
            expect(englishHtml).toContain(text);
        }
    expect(registerTexts("en")).toBeUndefined();
  });

  it("shows every error of the rules in Spanish", () => {
    const texts = registerTexts("es");
    const options = { passwordMode: false, phoneRequired: true, hideZip: false };
    expect(Object.values(shownErrors(texts, validateRegister(BLANK, options)))).toEqual([
      "El campo Nombre es obligatorio",
      "El campo Apellido es obligatorio",
      "El campo Código postal es obligatorio",
      "El campo Número de teléfono es obligatorio",
      "El campo Tienda preferida es obligatorio",
      "El campo Correo electrónico es obligatorio",
      "El campo PIN es obligatorio",
      "El campo Confirme el PIN es obligatorio",
      es["register.termsRequired"],
      es["form.captchaRequired"],
    ]);
    const wrong = {
      ...BLANK,
      firstName: "Ana1",
      lastName: "López2",
      zip: "123",
      phone: "555",
      store: "7",
      email: "ana@",
      secret: "12",
      confirm: "13",
      terms: true,
      captcha: "token",
    };
    expect(Object.values(shownErrors(texts, validateRegister(wrong, options)))).toEqual([
      "El campo Nombre solo puede contener letras",
      "El campo Apellido solo puede contener letras",
      es["form.zipFive"],
      es["form.phoneShort"],
      es["form.emailInvalid"],
      es["form.pinFour"],
      es["form.passwordsMatch"],
    ]);
    const passwords = { ...wrong, firstName: "Ana", lastName: "López", zip: "12345", phone: "55512", email: "a@b.co" };
    expect(
      Object.values(
        shownErrors(
          texts,
          validateRegister({ ...passwords, secret: "ab", confirm: "" }, { ...options, passwordMode: true }),
        ),
      ),
    ).toEqual([es["form.phoneShort"], es["form.passwordPattern"], "El campo Confirme la contraseña es obligatorio"]);
    expect(shownErrors(texts, validateRegister({ ...passwords, phone: "555x" }, options))["phone"]).toBe(
      es["form.phoneInvalid"],
    );
  });

  it("keys its texts by the specs' English the rules and the islands write", () => {
    expect([en["register.done"], en["register.termsRequired"], en["form.zipFive"], en["form.phoneInvalid"]]).toEqual([
      M.REGISTERED,
      M.TERMS_REQUIRED,
      M.ZIP_FIVE_DIGITS,
      M.PHONE_INVALID,
    ]);
    expect([en["form.phoneShort"], en["form.pinFour"], en["form.passwordPattern"], en["form.passwordsMatch"]]).toEqual([
      M.PHONE_SHORT,
      M.PIN_FOUR_DIGITS,
      M.PASSWORD_PATTERN,
      M.PASSWORDS_MUST_MATCH,
    ]);
    expect(en["form.passwordHint"]).toBe(M.PASSWORD_HINT);
    expect(registerTexts("es")?.[M.PASSWORD_REQUIRED]).toBe("El campo Contraseña es obligatorio");
    expect(registerTexts("es")?.[M.lettersOnlyText("First Name")]).toBe("El campo Nombre solo puede contener letras");
  });
});

describe("the link-card registration form on a Spanish page", () => {
  const lengths = [
    { min: 12, max: 12 },
    { min: 10, max: 16 },
  ];

  it("renders no English text of the catalogue, with the chain's card length in its hint", () => {
    for (const cardLength of lengths)
      for (const passwordMode of [false, true]) {
        const props = { ...REGISTER, passwordMode, cardLength };
        const html = rendered(LinkCardForm, { ...props, texts: linkCardTexts("es", cardLength) });
        expect(english(html)).toEqual([]);
        const digits = cardLength.min === cardLength.max ? "12" : "10-16";
        expect(html).toContain(`${digits} dígitos, tal como aparecen en su tarjeta`);
        expect(rendered(LinkCardForm, props)).toContain(`${digits} digits, as printed on your card`);
      }
    expect(linkCardTexts("en", lengths[0]!)).toBeUndefined();
  });

  it("shows the card rules, the card check and the other rules in Spanish", () => {
    const texts = linkCardTexts("es", lengths[1]!);
    const blank = { ...BLANK, card: "", confirmCard: "" };
    const empty = shownErrors(texts, validateLinkCard(blank, { passwordMode: false, cardLength: lengths[1]! }));
    expect([empty["card"], empty["confirmCard"]]).toEqual([
      "El campo Número de tarjeta es obligatorio",
      "El campo Confirme el número de tarjeta es obligatorio",
    ]);
    const wrong = {
      ...blank,
      card: "123",
      confirmCard: "124",
      firstName: "Ana",
      lastName: "López",
      zip: "123456",
      store: "7",
      email: "a@b.co",
      secret: "Ab!",
      confirm: "Ab",
      terms: true,
      captcha: "token",
    };
    expect(
      Object.values(shownErrors(texts, validateLinkCard(wrong, { passwordMode: true, cardLength: lengths[1]! }))),
    ).toEqual([
      "El número de tarjeta debe tener de 10 a 16 dígitos",
      es["card.mustMatch"],
      es["form.zipMaxFive"],
      es["form.passwordLength"],
      es["form.passwordsMatch"],
    ]);
    const pins = shownErrors(
      texts,
      validateLinkCard({ ...wrong, secret: "1234", confirm: "1235" }, { passwordMode: false, cardLength: lengths[1]! }),
    );
    expect(pins["confirm"]).toBe(es["form.pinsMatch"]);
    const characters = { ...wrong, secret: "Abcdef!", confirm: "Abcdef!" };
    expect(
      shownErrors(texts, validateLinkCard(characters, { passwordMode: true, cardLength: lengths[1]! }))["secret"],
    ).toBe(es["form.passwordCharacters"]);
    expect(linkCardTexts("es", lengths[0]!)?.["Card Number must be 12 digits"]).toBe(
      "El número de tarjeta debe tener 12 dígitos",
    );
    for (const status of ["checking", "valid", "invalid", "failed"] as const)
      expect(texts?.[cardStatusText(status)], status).toMatch(/tarjeta/);
    expect([en["card.invalid"], en["card.mustMatch"], en["form.pinsMatch"]]).toEqual([
      M.INVALID_CARD,
      M.MEMBER_NUMBERS_MUST_MATCH,
      M.PINS_MUST_MATCH,
    ]);
    expect([en["form.zipMaxFive"], en["form.passwordLength"], en["form.passwordCharacters"]]).toEqual([
      M.ZIP_MAX_FIVE,
      M.PASSWORD_LENGTH,
      M.PASSWORD_CHARACTERS,
    ]);
  });
});
