import { describe, expect, it } from "vitest";
import { cardLengthOf } from "../../lib/site-config.ts";
import * as M from "./messages.ts";
import * as R from "./field-rules.ts";

describe("PIN", () => {
  it("registration PIN is exactly 4 digits (3/4/5)", () => {
    expect(R.pinError("123")).toBe(M.PIN_FOUR_DIGITS);
    expect(R.pinError("1234")).toBeUndefined();
    expect(R.pinError("12345")).toBe(M.PIN_FOUR_DIGITS);
    expect(R.pinError("12a4")).toBe(M.PIN_FOUR_DIGITS);
    expect(R.pinError("")).toBe("The PIN field is required");
  });

  it("login PIN is digits, 4 at most (3/4/5)", () => {
    expect(R.loginPinError("123")).toBeUndefined();
    expect(R.loginPinError("1234")).toBeUndefined();
    expect(R.loginPinError("12345")).toBe(M.PIN_LOGIN);
    expect(R.loginPinError("12 4")).toBe(M.PIN_LOGIN);
    expect(R.loginPinError("")).toBe("The PIN field is required");
  });

  it("PIN inputs keep digits only, cut to the maximum", () => {
    expect(R.digitsOnly("1a2b3c4d5", 4)).toBe("1234");
    expect(R.digitsOnly(" 12-34 ", 10)).toBe("1234");
  });
});

describe("password", () => {
  it("registration password: 6 to 12 (5/6/12/13) with the spec's texts", () => {
    expect(R.registerPasswordError("")).toBe("The Password field is required");
    expect(R.registerPasswordError("abcde")).toBe("Password (6-12 characters)");
    expect(R.registerPasswordError("abcdef")).toBeUndefined();
    expect(R.registerPasswordError("abcdefghijkl")).toBeUndefined();
    expect(R.registerPasswordError("abcdefghijklm")).toBe("Password (6-12 characters)");
  });

  it("registration password: letters, digits and _ @ . / # & + - only", () => {
    expect(R.registerPasswordError("Ab1_@./#&+-")).toBeUndefined();
    for (const bad of ["abcdef!", "abc def", "abcdef$", "abcdéf", "abc%def", "abc*def"]) {
      expect(R.registerPasswordError(bad), bad).toBe(M.PASSWORD_PATTERN);
    }
  });

  it("login password: required, at most 12 (12/13)", () => {
    expect(R.loginPasswordError("")).toBe("The Password field is required");
    expect(R.loginPasswordError("abcde")).toBeUndefined();
    expect(R.loginPasswordError("abcdefghijkl")).toBeUndefined();
    expect(R.loginPasswordError("abcdefghijklm")).toBe(M.PASSWORD_MAX_12);
  });

  it("link-card password: 6 to 12 (5/6/12/13)", () => {
    expect(R.linkCardPasswordError("abcde")).toBe(M.PASSWORD_LENGTH);
    expect(R.linkCardPasswordError("abcdef")).toBeUndefined();
    expect(R.linkCardPasswordError("abcdefghijkl")).toBeUndefined();
    expect(R.linkCardPasswordError("abcdefghijklm")).toBe(M.PASSWORD_LENGTH);
    expect(R.linkCardPasswordError("")).toBe(M.PASSWORD_REQUIRED);
  });

  it("confirmation must match", () => {
    expect(R.confirmError("", "abcdef", "Confirm Password", M.PASSWORDS_MUST_MATCH)).toBe(
      "The Confirm Password field is required",
    );
    expect(R.confirmError("abcdeg", "abcdef", "Confirm Password", M.PASSWORDS_MUST_MATCH)).toBe(
      "Passwords need to match!",
    );
    expect(R.confirmError("abcdef", "abcdef", "Confirm Password", M.PASSWORDS_MUST_MATCH)).toBeUndefined();
  });
});

describe("zip", () => {
  it("simple registration: exactly 5 digits (4/5/6)", () => {
    expect(R.zipError("1234")).toBe(M.ZIP_FIVE_DIGITS);
    expect(R.zipError("12345")).toBeUndefined();
    expect(R.zipError("123456")).toBe(M.ZIP_FIVE_DIGITS);
    expect(R.zipError("1234a")).toBe(M.ZIP_FIVE_DIGITS);
    expect(R.zipError("")).toBe("The Zip Code field is required");
  });

  it("link card: required, at most 5 characters (4/5/6)", () => {
    expect(R.linkCardZipError("1234")).toBeUndefined();
    expect(R.linkCardZipError("12345")).toBeUndefined();
    expect(R.linkCardZipError("123456")).toBe(M.ZIP_MAX_FIVE);
    expect(R.linkCardZipError(" ")).toBe("The Zip Code field is required");
  });
});

describe("phone", () => {
  it("optional unless the chain requires it; digits, at most 10 (10/11)", () => {
    expect(R.phoneError("", false)).toBeUndefined();
    expect(R.phoneError("", true)).toBe("The Phone Number field is required");
    expect(R.phoneError("6125550100", true)).toBeUndefined();
    expect(R.phoneError("61255501000", false)).toBe(M.PHONE_INVALID);
    expect(R.phoneError("612-555", false)).toBe(M.PHONE_INVALID);
    expect(R.phoneError("307555", false)).toBe(M.PHONE_SHORT);
  });

  it("entry keeps digits first, then the limit; a leading country code 1 is dropped", () => {
    expect(R.phoneDigits("(307) 555-0100")).toBe("3075550100");
    expect(R.phoneDigits("+1 307 555 0100")).toBe("3075550100");
    expect(R.phoneDigits("307.555.0100 ext 9")).toBe("3075550100");
    expect(R.phoneDigits("307-555")).toBe("307555");
  });

  it("one PIN entry rule: digits, at most 4", () => {
    expect(R.digitsOnly("12ab34", R.PIN_LENGTH)).toBe("1234");
    expect(R.digitsOnly("a1b2c3d4e5", R.PIN_LENGTH)).toBe("1234");
    expect(R.digitsOnly("98", R.PIN_LENGTH)).toBe("98");
  });
});

describe("link-card password", () => {
  it("checks the length and the characters its hint states", () => {
    expect(R.linkCardPasswordError("")).toBe(M.PASSWORD_REQUIRED);
    expect(R.linkCardPasswordError("abc")).toBe(M.PASSWORD_LENGTH);
    expect(R.linkCardPasswordError("abc def!")).toBe(M.PASSWORD_CHARACTERS);
    expect(R.linkCardPasswordError("Abc_12@#")).toBeUndefined();
  });
});

describe("names and e-mail", () => {
  it("names are required and letters only", () => {
    expect(R.nameError("", "First Name")).toBe("The First Name field is required");
    expect(R.nameError("Dana", "First Name")).toBeUndefined();
    expect(R.nameError("Zoë", "First Name")).toBeUndefined();
    expect(R.nameError("R2D2", "First Name")).toBe("The First Name field may only contain letters");
    expect(R.nameError("Mary Ann", "First Name")).toBe("The First Name field may only contain letters");
  });

  it("e-mail is required and valid", () => {
    expect(R.emailError("")).toBe("The Email field is required");
    expect(R.emailError("demo@freshmart.example")).toBeUndefined();
    for (const bad of ["demo", "demo@", "demo@host", "de mo@host.example", "@host.example"]) {
      expect(R.emailError(bad), bad).toBe(M.EMAIL_INVALID);
    }
  });
});

describe("card number length from company settings", () => {
  it("12/12 by default (11/12/13)", () => {
    const length = cardLengthOf(undefined, undefined);
    expect(length).toEqual({ min: 12, max: 12 });
    expect(R.cardError("40010000000", length)).toBe("Card Number must be 12 digits");
    expect(R.cardError("400100000001", length)).toBeUndefined();
    expect(R.cardError("4001000000011", length)).toBe("Card Number must be 12 digits");
  });

  it("a range from settings: min-1 / min / max / max+1", () => {
    const length = cardLengthOf(10, 13);
    expect(R.cardLengthOk("123456789", length)).toBe(false);
    expect(R.cardLengthOk("1234567890", length)).toBe(true);
    expect(R.cardLengthOk("1234567890123", length)).toBe(true);
    expect(R.cardLengthOk("12345678901234", length)).toBe(false);
    expect(R.cardError("12345678901234", length)).toBe("Card Number must be 10 to 13 digits");
  });

  it("digits only; required", () => {
    expect(R.cardLengthOk("40010000000a", { min: 12, max: 12 })).toBe(false);
    expect(R.cardError("", { min: 12, max: 12 })).toBe("The Card Number field is required");
  });

  it("nonsense settings fall back to 12; swapped bounds are put in order", () => {
    expect(cardLengthOf(0, Number.NaN)).toEqual({ min: 12, max: 12 });
    expect(cardLengthOf(13, 13)).toEqual({ min: 13, max: 13 });
    expect(cardLengthOf(14, 10)).toEqual({ min: 10, max: 14 });
  });
});

describe("required fields", () => {
  it("says 'The {label} field is required', once 'The' when the label has its own", () => {
    expect(R.requiredError("", "First Name")).toBe("The First Name field is required");
    expect(R.requiredError(" ", "The job duties")).toBe("The job duties field is required");
    expect(R.requiredError("", "Theatre experience")).toBe("The Theatre experience field is required");
    expect(R.requiredError("x", "The job duties")).toBeUndefined();
  });
});
