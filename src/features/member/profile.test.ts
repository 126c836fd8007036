import { describe, expect, it } from "vitest";
import { profileFormFrom, profileRequest, storeOptions, withProfile } from "./profile.ts";

const stores = [
  { id: 1, name: "Main Street" },
  { id: 2, name: "Elm Grove" },
];
const record = {
  UserToken: "tok",
  UserId: 7,
  MemberNumber: "400100012345",
  FirstName: "Dana",
  LastName: "Demo",
  MobileNumber: "5551234567",
  Username: "demo@freshmart.example",
  ClientStoreId: 2,
  ClientStoreName: "Elm Grove",
};

describe("profile form and session", () => {
  it("starts from the stored user record", () => {
    expect(profileFormFrom(record, stores)).toEqual({
      firstname: "Dana",
      lastname: "Demo",
      email: "demo@freshmart.example",
      MobileNumber: "5551234567",
      client_store: "2",
    });
  });

  it("leaves the store unchosen when the stored one is unknown or missing", () => {
    expect(profileFormFrom({ ...record, ClientStoreId: 99 }, stores).client_store).toBe("");
    expect(profileFormFrom({ UserToken: "t", ClientStoreId: null }, stores)).toEqual({
      firstname: "",
      lastname: "",
      email: "",
      MobileNumber: "",
      client_store: "",
    });
  });

  it("builds the UpdateUserProfile fields", () => {
    const form = { firstname: " Ann ", lastname: "Lee", email: "x", MobileNumber: "555", client_store: "1" };
    expect(profileRequest(form)).toEqual({ FirstName: "Ann", LastName: "Lee", PhoneNumber: "555", ClientStoreId: 1 });
  });

  it("writes store, names and phone back and keeps the rest", () => {
    const form = { firstname: "Ann", lastname: "Lee", email: "ignored", MobileNumber: "", client_store: "1" };
    expect(withProfile(record, form, stores)).toEqual({
      ...record,
      FirstName: "Ann",
      LastName: "Lee",
      MobileNumber: "",
      ClientStoreId: 1,
      ClientStoreName: "Main Street",
    });
  });
});

describe("store options", () => {
  it("maps the chain's stores to the dropdown", () => {
    expect(
      storeOptions([
        { ClientStoreId: 3, ClientStoreName: "Oak Park" },
        { ClientStoreId: 4, ClientStoreName: " " },
      ]),
    ).toEqual([
      { id: 3, name: "Oak Park" },
      { id: 4, name: "Store 4" },
    ]);
  });
});
