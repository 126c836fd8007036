import { describe, expect, it } from "vitest";
import {
  secretLabels,
  validateEmailChange,
  validateProfile,
  validateSecretChange,
  type ProfileForm,
  type SecretChangeForm,
} from "./member-validation.ts";

const profile: ProfileForm = {
  firstname: "Dana",
  lastname: "Demo",
  email: "demo@freshmart.example",
  MobileNumber: "",
  client_store: "1",
};

describe("profile rules", () => {
  it("accepts a complete form with or without a phone", () => {
    expect(validateProfile(profile)).toEqual({});
    expect(validateProfile({ ...profile, MobileNumber: "5551234567" })).toEqual({});
  });

  it("requires first name, last name and preferred store", () => {
    const errors = validateProfile({ ...profile, firstname: "  ", lastname: "", client_store: "" });
    expect(errors).toEqual({
      firstname: "The First Name field is required",
      lastname: "The Last Name field is required",
      client_store: "The Preferred Store field is required",
    });
  });

  it("takes no phone or one of 10 digits, refuses 11 and a short number", () => {
    expect(validateProfile({ ...profile, MobileNumber: "" }).MobileNumber).toBeUndefined();
    expect(validateProfile({ ...profile, MobileNumber: "1234567890" }).MobileNumber).toBeUndefined();
    expect(validateProfile({ ...profile, MobileNumber: "12345678901" }).MobileNumber).toBe(
      "Phone Number may only contain digits, at most 10",
    );
    expect(validateProfile({ ...profile, MobileNumber: "307555" }).MobileNumber).toBe("Phone Number must be 10 digits");
  });

  it("does not need the read-only e-mail", () => {
    expect(validateProfile({ ...profile, email: "" })).toEqual({});
  });
});

describe("change e-mail rules", () => {
  it("accepts two equal valid addresses", () => {
    expect(validateEmailChange({ newEmail: "new@example.com", confirmEmail: "new@example.com" })).toEqual({});
  });

  it("requires both", () => {
    expect(validateEmailChange({ newEmail: "", confirmEmail: "" })).toEqual({
      newEmail: "The New Email field is required",
      confirmEmail: "The Confirm Email field is required",
    });
  });

  it("requires valid addresses", () => {
    expect(validateEmailChange({ newEmail: "new@example", confirmEmail: "new example.com" })).toEqual({
      newEmail: "Please enter a valid email address",
      confirmEmail: "Please enter a valid email address",
    });
  });

  it("requires the confirmation to equal the new address", () => {
    expect(validateEmailChange({ newEmail: "a@example.com", confirmEmail: "b@example.com" })).toEqual({
      confirmEmail: "Emails need to match!",
    });
  });

  it("trims the addresses before comparing", () => {
    expect(validateEmailChange({ newEmail: " a@example.com", confirmEmail: "a@example.com " })).toEqual({});
  });
});

const pins = (oldSecret: string, newSecret: string, confirmSecret = newSecret): SecretChangeForm => ({
  oldSecret,
  newSecret,
  confirmSecret,
});

describe("change PIN rules", () => {
  it("accepts 4-digit PINs that match", () => {
    expect(validateSecretChange("pin", pins("1234", "5678"))).toEqual({});
  });

  it.each(["123", "12345"])("refuses a PIN of %s digits in every field", (pin) => {
    expect(validateSecretChange("pin", pins(pin, pin))).toEqual({
      oldSecret: "Old PIN must be exactly 4 digits",
      newSecret: "New PIN must be exactly 4 digits",
      confirmSecret: "Confirm PIN must be exactly 4 digits",
    });
  });

  it("requires all three", () => {
    expect(validateSecretChange("pin", pins("", "", ""))).toEqual({
      oldSecret: "The Old PIN field is required",
      newSecret: "The New PIN field is required",
      confirmSecret: "The Confirm PIN field is required",
    });
  });

  it("refuses letters", () => {
    expect(validateSecretChange("pin", pins("1234", "12a4")).newSecret).toBe("New PIN may only contain digits");
  });

  it("says 'PINs need to match!' when the confirmation differs", () => {
    expect(validateSecretChange("pin", pins("1234", "5678", "5679"))).toEqual({ confirmSecret: "PINs need to match!" });
  });
});

describe("change password rules", () => {
  const ok = "secret12";
  it.each([
    ["abc", "Old Password must be 4 to 12 characters"],
    ["abcd", undefined],
    ["abcdefghijkl", undefined],
    ["abcdefghijklm", "Old Password must be 4 to 12 characters"],
  ])("old password %s", (old, message) => {
    expect(validateSecretChange("password", pins(old, ok)).oldSecret).toBe(message);
  });

  it.each([
    ["abcde", "must be 6 to 12 characters"],
    ["abcdef", undefined],
    ["abcdefghijkl", undefined],
    ["abcdefghijklm", "must be 6 to 12 characters"],
  ])("new and confirm password %s", (next, message) => {
    const errors = validateSecretChange("password", pins("old1", next));
    expect(errors.newSecret).toBe(message && `New Password ${message}`);
    expect(errors.confirmSecret).toBe(message && `Confirm Password ${message}`);
  });

  it("says 'Passwords need to match!' when the confirmation differs", () => {
    expect(validateSecretChange("password", pins("old1", "secret12", "secret13"))).toEqual({
      confirmSecret: "Passwords need to match!",
    });
  });

  it("takes letters and symbols", () => {
    expect(validateSecretChange("password", pins("Green123", "N3w_p@ss"))).toEqual({});
  });
});

describe("PIN or password wording", () => {
  it("says PIN on PIN sites and Password on password sites", () => {
    expect(secretLabels("pin")).toEqual({
      title: "Change PIN",
      oldSecret: "Old PIN",
      newSecret: "New PIN",
      confirmSecret: "Confirm PIN",
    });
    expect(secretLabels("password").title).toBe("Change Password");
    expect(secretLabels("password").confirmSecret).toBe("Confirm Password");
  });
});
