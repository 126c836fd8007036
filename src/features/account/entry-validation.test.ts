import { describe, expect, it } from "vitest";
import { validateForgot, validateLinkCard, validateLogin, validateRegister } from "./entry-validation.ts";
import type { LinkCardValues, RegisterValues } from "./entry-validation.ts";

const person = {
  firstName: "Dana",
  lastName: "Demo",
  zip: "55401",
  store: "2",
  email: "new@freshmart.example",
  secret: "1234",
  confirm: "1234",
  terms: true,
  captcha: "token",
};
const register: RegisterValues = { ...person, phone: "" };
const linkCard: LinkCardValues = { ...person, card: "400100000001", confirmCard: "400100000001" };
const PIN_SITE = { passwordMode: false, phoneRequired: false, hideZip: false };

describe("login", () => {
  it("accepts a complete PIN login and a password login", () => {
    expect(validateLogin({ username: "a@b.example", secret: "1234", captcha: "t" }, false)).toEqual({});
    expect(validateLogin({ username: "a@b.example", secret: "Green123", captcha: "t" }, true)).toEqual({});
  });

  it("reports every invalid field, in form order", () => {
    const errors = validateLogin({ username: "", secret: "", captcha: null }, false);
    expect(Object.keys(errors)).toEqual(["username", "secret", "captcha"]);
  });

  it("a PIN site refuses letters; a password site accepts them", () => {
    const letters = { username: "a@b.example", secret: "Green123", captcha: "t" };
    expect(validateLogin(letters, false)).toEqual({ secret: "PIN may only contain digits, at most 4" });
    expect(validateLogin(letters, true)).toEqual({});
  });
});

describe("forgot", () => {
  it("needs a valid e-mail and the captcha", () => {
    expect(validateForgot({ email: "a@b.example", captcha: "t" })).toEqual({});
    expect(Object.keys(validateForgot({ email: "a@", captcha: null }))).toEqual(["email", "captcha"]);
  });
});

describe("simple registration", () => {
  it("accepts a complete PIN registration", () => {
    expect(validateRegister(register, PIN_SITE)).toEqual({});
  });

  it("PIN mode: confirmation mismatch reads 'Passwords need to match!'", () => {
    expect(validateRegister({ ...register, confirm: "1235" }, PIN_SITE).confirm).toBe("Passwords need to match!");
  });

  it("password mode uses the password pattern", () => {
    const o = { ...PIN_SITE, passwordMode: true };
    expect(validateRegister(register, o).secret).toBe("Password (6-12 characters)");
    expect(validateRegister({ ...register, secret: "Green123", confirm: "Green123" }, o)).toEqual({});
    expect(validateRegister({ ...register, secret: "", confirm: "" }, o).secret).toBe("The Password field is required");
  });

  it("phone required only when the chain says so", () => {
    expect(validateRegister(register, { ...PIN_SITE, phoneRequired: true }).phone).toBe(
      "The Phone Number field is required",
    );
    expect(validateRegister({ ...register, phone: "6125550100" }, { ...PIN_SITE, phoneRequired: true })).toEqual({});
  });

  it("a hidden zip is not checked", () => {
    expect(validateRegister({ ...register, zip: "" }, { ...PIN_SITE, hideZip: true })).toEqual({});
    expect(validateRegister({ ...register, zip: "" }, PIN_SITE).zip).toBe("The Zip Code field is required");
  });

  it("store, terms and captcha are required", () => {
    const errors = validateRegister({ ...register, store: "", terms: false, captcha: null }, PIN_SITE);
    expect(Object.keys(errors)).toEqual(["store", "terms", "captcha"]);
  });
});

describe("link-card registration", () => {
  const o = { passwordMode: false, cardLength: { min: 12, max: 12 } };

  it("accepts a complete PIN form", () => {
    expect(validateLinkCard(linkCard, o)).toEqual({});
  });

  it("card confirmation must match: 'Member Number need to match!'", () => {
    expect(validateLinkCard({ ...linkCard, confirmCard: "400100000002" }, o).confirmCard).toBe(
      "Member Number need to match!",
    );
  });

  it("PIN re-entry mismatch reads 'PINs need to match!'", () => {
    expect(validateLinkCard({ ...linkCard, confirm: "4321" }, o).confirm).toBe("PINs need to match!");
  });

  it("password re-entry mismatch reads 'Passwords need to match!'", () => {
    const values = { ...linkCard, secret: "Harvest1", confirm: "Harvest2" };
    expect(validateLinkCard(values, { ...o, passwordMode: true }).confirm).toBe("Passwords need to match!");
  });

  it("card length follows company settings", () => {
    const thirteen = { ...linkCard, card: "6003000000001", confirmCard: "6003000000001" };
    expect(validateLinkCard(thirteen, o).card).toBe("Card Number must be 12 digits");
    expect(validateLinkCard(thirteen, { ...o, cardLength: { min: 13, max: 13 } })).toEqual({});
  });
});
