import { describe, expect, it } from "vitest";
import * as account from "./account.ts";
import { OK_BLOCK, expectOneRequest, recordingGatewayPerTest } from "../test-support/test-server.ts";

const gw = recordingGatewayPerTest();
const ack = { json: { ErrorMessage: OK_BLOCK } };
const web = { DeviceInfo: "Web", MobileOS: "Web", MobileOSVersion: "", MobileModel: "", DeviceRegistrationId: "" };
const user = {
  ErrorMesasge: { ErrorCode: 1, ErrorDetails: "Login successful" },
  UserId: 42,
  UserToken: "member-token",
  MemberNumber: "000123456789",
  UserDetailId: "77",
  CustomerId: 1,
  ClientStoreId: 2,
  ClientStoreName: "Main Street",
  FirstName: "Ada",
  LastName: "Lovelace",
  ZipCode: "62701",
  MobileNumber: null,
  userName: "ada@example.com",
  IsSomeFlag: null,
};

describe("ValidateUser", () => {
  it("POSTs the login body (DeviceId 3, CustomerId 1) and parses the user record spelt ErrorMesasge", async () => {
    gw.server.reply("POST", "/ValidateUser", { json: user });
    const result = await account.validateUser(gw.client, { UserName: "ada@example.com", Password: "1234" });
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/ValidateUser",
      body: { UserName: "ada@example.com", Password: "1234", DeviceId: "3", CustomerId: 1, ...web, method: "POST" },
    });
    expect(result).toStrictEqual({
      ok: true,
      data: {
        ErrorMessage: { ErrorCode: 1, ErrorDetails: "Login successful" },
        UserId: 42,
        UserToken: "member-token",
        MemberNumber: "000123456789",
        UserDetailId: 77,
        CustomerId: 1,
        ClientStoreId: 2,
        ClientStoreName: "Main Street",
        FirstName: "Ada",
        LastName: "Lovelace",
        ZipCode: "62701",
        MobileNumber: "",
        Username: "ada@example.com",
      },
    });
  });

  it("gives the server's ErrorDetails for a failed login spelt ErrorMesasge", async () => {
    gw.server.reply("POST", "/ValidateUser", {
      json: { ErrorMesasge: { ErrorCode: -1, ErrorDetails: "Invalid Username or PIN." } },
    });
    const result = await account.validateUser(gw.client, { UserName: "a@b.co", Password: "0000" });
    expect(result).toMatchObject({ ok: false, kind: "rejected", code: -1, details: "Invalid Username or PIN." });
  });

  it("fails (never a half-signed-in user) when the record has no token", async () => {
    gw.server.reply("POST", "/ValidateUser", { json: { ...user, UserToken: "" } });
    const result = await account.validateUser(gw.client, { UserName: "a@b.co", Password: "0000" });
    expect(result).toMatchObject({ ok: false, kind: "invalid-response" });
  });
});

describe("validateecomshopuser", () => {
  it("POSTs the hand-off fields plus the web device fields", async () => {
    gw.server.reply("POST", "/validateecomshopuser", { json: { ...user, ErrorMesasge: undefined } });
    const handOff = {
      MemberNumber: "000123456789",
      UserId: "42",
      UserToken: "shop-token",
      DeviceId: "3",
      CustomerId: "1",
    };
    const result = await account.validateEcomShopUser(gw.client, handOff);
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/validateecomshopuser",
      body: { ...handOff, ...web, method: "POST" },
    });
    expect(result).toMatchObject({ ok: true, data: { UserToken: "member-token" } });
  });
});

describe("ForgotPassword / ForgotPasswordV2", () => {
  it.each([
    ["ForgotPassword", account.forgotPassword],
    ["ForgotPasswordV2", account.forgotPasswordV2],
  ] as const)("%s POSTs UserName", async (path, call) => {
    gw.server.reply("POST", `/${path}`, ack);
    expect((await call(gw.client, "ada@example.com")).ok).toBe(true);
    expectOneRequest(gw.server, {
      method: "POST",
      url: `/${path}`,
      body: { UserName: "ada@example.com", method: "POST" },
    });
  });
});

describe("Register and NewRegister", () => {
  const form = {
    UserName: "ada@example.com",
    Password: "1234",
    FirstName: "Ada",
    LastName: "Lovelace",
    ZipCode: "62701",
    ClientStoreId: 2,
  };

  it("Register POSTs the form, DeviceType, DeviceId 2, CustomerId 1 and the tenant keys", async () => {
    gw.server.reply("POST", "/Register", ack);
    await account.register(gw.client, { ...form, PhoneNumber: "", ClientId: 9, StoreGroupId: 3 });
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/Register",
      body: {
        ...form,
        PhoneNumber: "",
        ClientId: 9,
        StoreGroupId: 3,
        DeviceType: "Web",
        DeviceId: "2",
        CustomerId: 1,
        method: "POST",
      },
    });
  });

  it("NewRegister POSTs the link-card form with MemberNumber", async () => {
    gw.server.reply("POST", "/NewRegister", {
      json: { ErrorMessage: { ErrorCode: -1, ErrorDetails: "Card already registered" } },
    });
    const result = await account.newRegister(gw.client, { ...form, MemberNumber: "000123456789" });
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/NewRegister",
      body: { ...form, MemberNumber: "000123456789", DeviceType: "Web", DeviceId: "2", CustomerId: 1, method: "POST" },
    });
    expect(result).toMatchObject({ ok: false, kind: "rejected", details: "Card already registered" });
  });
});

describe("ValidateMemberNumber/{memberNumber}", () => {
  it.each([
    [1, true],
    [-1, false],
    [0, false],
  ])("ErrorCode %s comes back as data; valid card: %s", async (code, valid) => {
    gw.server.reply("POST", "/ValidateMemberNumber/000123456789", {
      json: { ErrorMessage: { ErrorCode: code, ErrorDetails: "" } },
    });
    const result = await account.validateMemberNumber(gw.client, "000123456789");
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/ValidateMemberNumber/000123456789",
      body: { method: "POST" },
    });
    expect(result.ok).toBe(true);
    expect(account.isValidCardAnswer(result)).toBe(valid);
  });
});

describe("profile calls", () => {
  it.each([
    [
      "ChangeUserName",
      () => account.changeUserName(gw.client, { UserName: "new@example.com", UserToken: "t" }),
      { UserName: "new@example.com", UserToken: "t" },
    ],
    [
      "UpdateUserProfile",
      () =>
        account.updateUserProfile(gw.client, {
          FirstName: "Ada",
          LastName: "L",
          PhoneNumber: "2175550100",
          ClientStoreId: 2,
          UserToken: "t",
        }),
      { FirstName: "Ada", LastName: "L", PhoneNumber: "2175550100", ClientStoreId: 2, UserToken: "t" },
    ],
    [
      "DeleteUser",
      () => account.deleteUser(gw.client, { MemberNumber: "0001", UserDetailId: 77, UserToken: "t" }),
      { MemberNumber: "0001", UserDetailId: 77, UserToken: "t" },
    ],
    [
      "ChangePassword",
      () => account.changePassword(gw.client, { OldPassword: "1234", NewPassword: "5678", UserToken: "t" }),
      { OldPassword: "1234", NewPassword: "5678", CustomerId: 1, UserToken: "t" },
    ],
  ] as const)("%s POSTs exactly its body", async (path, call, body) => {
    gw.server.reply("POST", `/${path}`, { json: { ErrorMessage: { ErrorCode: 1, ErrorDetails: "Done" } } });
    const result = await call();
    expectOneRequest(gw.server, { method: "POST", url: `/${path}`, body: { ...body, method: "POST" } });
    expect(result).toMatchObject({ ok: true, data: { ErrorMessage: { ErrorDetails: "Done" } } });
  });
});
