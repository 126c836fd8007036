import { describe, expect, it } from "vitest";
import { newRegisterArgs, registerArgs } from "./request-args.ts";
import { failureText } from "./send.ts";

const values = {
  firstName: " Dana ",
  lastName: "Demo",
  zip: "55401",
  phone: "6125550100",
  store: "3",
  email: " new@freshmart.example ",
  secret: "1234",
  confirm: "1234",
  terms: true,
  captcha: "t",
};

describe("request arguments", () => {
  it("Register gets trimmed names and e-mail, the store id as a number and the chain ids", () => {
    expect(registerArgs(values, { clientId: 101, storeGroupId: 11 }, false)).toEqual({
      UserName: "new@freshmart.example",
      Password: "1234",
      FirstName: "Dana",
      LastName: "Demo",
      ZipCode: "55401",
      PhoneNumber: "6125550100",
      ClientStoreId: 3,
      ClientId: 101,
      StoreGroupId: 11,
    });
  });

  it("a hidden zip is sent empty", () => {
    expect(registerArgs(values, { clientId: 1, storeGroupId: 1 }, true).ZipCode).toBe("");
  });

  it("NewRegister carries the card number", () => {
    const args = newRegisterArgs({ ...values, card: "400100000001", confirmCard: "400100000001" });
    expect(args).toEqual({
      UserName: "new@freshmart.example",
      Password: "1234",
      FirstName: "Dana",
      LastName: "Demo",
      ZipCode: "55401",
      ClientStoreId: 3,
      MemberNumber: "400100000001",
    });
  });
});

describe("failure texts", () => {
  it("server ErrorDetails for a rejected call, 'Error Notification !' for no answer", () => {
    expect(failureText({ ok: false, kind: "rejected", code: -1, details: "Invalid username or pin.", raw: {} })).toBe(
      "Invalid username or pin.",
    );
    expect(failureText({ ok: false, kind: "rejected", code: 0, details: "", raw: {} })).toBe("Error Notification !");
    expect(failureText({ ok: false, kind: "network", error: "fetch failed" })).toBe("Error Notification !");
    expect(failureText({ ok: false, kind: "invalid-response", error: "x", raw: "" })).toBe("Error Notification !");
    expect(failureText({ ok: false, kind: "http", status: 500, details: "", error: "HTTP 500", raw: "" })).toBe(
      "Error Notification !",
    );
  });
});
