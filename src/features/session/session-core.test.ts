import { describe, expect, it } from "vitest";
import {
  readCachedCard,
  writeCachedCard,
  asStoredUser,
  clearSession,
  isCouponsOnlyView,
  isEntryRoute,
  readRedirectTarget,
  readUser,
  redirectKey,
  userKey,
  writeRedirectTarget,
  writeUser,
  type StoredUser,
} from "./session-core.ts";
import { MemoryStorage } from "../../test-support/memory-storage.ts";

const BASE = "http://localhost:4331/freshmart/";
const user: StoredUser = {
  UserId: 7,
  UserToken: "tok-1",
  MemberNumber: "400100012345",
  UserDetailId: 5007,
  CustomerId: 1,
  ClientStoreId: 2,
  ClientStoreName: "Main Street",
  FirstName: "Dana",
  LastName: "Demo",
  ZipCode: "55401",
  MobileNumber: "",
  Username: "demo@freshmart.example",
};

describe("user record", () => {
  it("is stored under 'userdata' + subdomain", () => {
    const storage = new MemoryStorage();
    writeUser(storage, "freshmart", user);
    expect(userKey("freshmart")).toBe("userdatafreshmart");
    expect(JSON.parse(storage.getItem("userdatafreshmart") ?? "null")).toEqual(user);
    expect(readUser(storage, "freshmart")).toEqual(user);
    expect(readUser(storage, "greenvalley")).toBeNull();
  });

  it("reads garbage and token-less records as no session", () => {
    const storage = new MemoryStorage();
    storage.setItem("userdatafreshmart", "{not json");
    expect(readUser(storage, "freshmart")).toBeNull();
    expect(asStoredUser({ UserToken: "  " })).toBeNull();
    expect(asStoredUser(null)).toBeNull();
    expect(asStoredUser({ UserToken: "t" })).not.toBeNull();
  });

  it("logout clears the record and cached stores and departments, keeps the redirect target", () => {
    const storage = new MemoryStorage();
    writeUser(storage, "freshmart", user);
    for (const k of ["ClientStores", "ClientStoresfreshmart", "departments", "departmentsfreshmart"])
      storage.setItem(k, "[]");
    writeRedirectTarget(storage, "freshmart", "/cart", BASE);
    writeUser(storage, "greenvalley", user);
    writeCachedCard(storage, "freshmart", { member: "41000001", url: "https://gw.example/bc.png", number: "41000001" });
    writeCachedCard(storage, "greenvalley", {
      member: "41000001",
      url: "https://gw.example/bc.png",
      number: "41000001",
    });
    clearSession(storage, "freshmart");
    expect(storage.getItem("userdatafreshmart")).toBeNull();
    expect(storage.getItem("cardfreshmart")).toBeNull();
    expect(readCachedCard(storage, "greenvalley", "41000001")?.url).toBe("https://gw.example/bc.png");
    for (const k of ["ClientStores", "ClientStoresfreshmart", "departments", "departmentsfreshmart"]) {
      expect(storage.getItem(k)).toBeNull();
    }
    expect(readRedirectTarget(storage, "freshmart", BASE)).toBe("/cart/");
    expect(readUser(storage, "greenvalley")).toEqual(user);
  });
});

describe("remembered card barcode", () => {
  const card = { member: "41000001", url: "https://gw.example/barcode/41000001.png", number: "41000001" };

  it("is read back for the same member of the same chain only", () => {
    const storage = new MemoryStorage();
    writeCachedCard(storage, "freshmart", card);
    expect(storage.getItem("cardfreshmart")).not.toBeNull();
    expect(readCachedCard(storage, "freshmart", "41000001")).toEqual(card);
    expect(readCachedCard(storage, "freshmart", "41000002")).toBeNull();
    expect(readCachedCard(storage, "greenvalley", "41000001")).toBeNull();
  });

  it("refuses a record that is unreadable, incomplete, or names a non-http address", () => {
    const storage = new MemoryStorage();
    for (const text of [
      "{",
      "null",
      JSON.stringify({ ...card, url: "javascript:alert(1)" }),
      JSON.stringify({ member: "41000001" }),
    ]) {
      storage.setItem("cardfreshmart", text);
      expect(readCachedCard(storage, "freshmart", "41000001")).toBeNull();
    }
  });

  it("is never kept for a member without a card number", () => {
    const storage = new MemoryStorage();
    writeCachedCard(storage, "freshmart", { ...card, member: "" });
    expect(storage.getItem("cardfreshmart")).toBeNull();
    expect(readCachedCard(storage, "freshmart", "")).toBeNull();
  });
});

describe("redirect target", () => {
  it("stores same-site routes only", () => {
    const storage = new MemoryStorage();
    expect(writeRedirectTarget(storage, "freshmart", "/coupons/3", BASE)).toBe("/coupons/3/");
    expect(writeRedirectTarget(storage, "freshmart", "//evil.example", BASE)).toBeNull();
    expect(writeRedirectTarget(storage, "freshmart", "https://evil.example", BASE)).toBeNull();
    expect(writeRedirectTarget(storage, "freshmart", "javascript:alert(1)", BASE)).toBeNull();
    expect(readRedirectTarget(storage, "freshmart", BASE)).toBe("/coupons/3/");
  });

  it("never stores the sign-in and registration pages", () => {
    const storage = new MemoryStorage();
    for (const r of ["/login/", "/forget-pin", "/register/", "/simple-register/", "/link-card-registration/?x=1"]) {
      expect(isEntryRoute(r)).toBe(true);
      expect(writeRedirectTarget(storage, "freshmart", r, BASE)).toBeNull();
    }
    expect(isEntryRoute("/my-account/")).toBe(false);
  });

  it("never returns to Change PIN/Password, whose success signs the member out", () => {
    const storage = new MemoryStorage();
    writeRedirectTarget(storage, "freshmart", "/my-account/", BASE);
    expect(writeRedirectTarget(storage, "freshmart", "/change-pin/", BASE)).toBeNull();
    expect(readRedirectTarget(storage, "freshmart", BASE)).toBe("/my-account/");
  });

  it("recognises the coupons-only view, whose address login returns to on every site", () => {
    expect(isCouponsOnlyView("/coupons-only/?category=3")).toBe(true);
    expect(isCouponsOnlyView("/coupons-only")).toBe(true);
    expect(isCouponsOnlyView("/coupons/")).toBe(false);
    expect(isCouponsOnlyView("/coupons-only-not/")).toBe(false);
    expect(isCouponsOnlyView(null)).toBe(false);
  });

  it("ignores a tampered stored value", () => {
    const storage = new MemoryStorage();
    storage.setItem(redirectKey("freshmart"), "//evil.example");
    expect(readRedirectTarget(storage, "freshmart", BASE)).toBeNull();
  });
});
