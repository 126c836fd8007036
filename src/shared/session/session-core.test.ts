import { describe, expect, it } from "vitest";
import { readCachedCard, readSavedList, writeCachedCard, writeSavedList } from "./member-memory.ts";
import {
  isRedirectTarget,
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
import { everyPageTenant } from "../../test-support/test-tenant.ts";
import { siteRoutes } from "../../lib/route-list.ts";

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
    writeSavedList(storage, "freshmart", { member: "41000001", at: 1, rows: [{ offerId: 5, title: "Kale", qty: 1 }] });
    writeSavedList(storage, "greenvalley", { member: "41000001", at: 1, rows: [] });
    clearSession(storage, "freshmart");
    expect(storage.getItem("userdatafreshmart")).toBeNull();
    expect(storage.getItem("cardfreshmart")).toBeNull();
    expect(storage.getItem("cartlistfreshmart")).toBeNull();
    expect(readSavedList(storage, "greenvalley", "41000001")).toEqual({ member: "41000001", at: 1, rows: [] });
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

  it("keeps a copy of the image as a data: URL, and nothing else in its place", () => {
    const storage = new MemoryStorage();
    const image = "data:image/svg+xml;base64,PHN2Zy8+";
    writeCachedCard(storage, "freshmart", { ...card, image });
    expect(readCachedCard(storage, "freshmart", "41000001")).toEqual({ ...card, image });
    for (const bad of ["https://gw.example/x.png", "data:text/html;base64,PGI+", "javascript:alert(1)", 7]) {
      storage.setItem("cardfreshmart", JSON.stringify({ ...card, image: bad }));
      expect(readCachedCard(storage, "freshmart", "41000001")).toEqual(card);
    }
  });

  it("is never kept for a member without a card number", () => {
    const storage = new MemoryStorage();
    writeCachedCard(storage, "freshmart", { ...card, member: "" });
    expect(storage.getItem("cardfreshmart")).toBeNull();
    expect(readCachedCard(storage, "freshmart", "")).toBeNull();
  });
});

describe("remembered list (the cart offline)", () => {
  const list = { member: "41000001", at: 1_764_100_000_000, rows: [{ offerId: 100001, title: "Shrimp", qty: 1 }] };

  it("is read back for the same member of the same chain only", () => {
    const storage = new MemoryStorage();
    writeSavedList(storage, "freshmart", list);
    expect(storage.getItem("cartlistfreshmart")).not.toBeNull();
    expect(readSavedList(storage, "freshmart", "41000001")).toEqual(list);
    expect(readSavedList(storage, "freshmart", "41000002")).toBeNull();
    expect(readSavedList(storage, "greenvalley", "41000001")).toBeNull();
  });

  it("refuses an unreadable record and drops rows that are not rows", () => {
    const storage = new MemoryStorage();
    for (const text of ["{", "null", JSON.stringify({ ...list, at: "today" }), JSON.stringify({ ...list, rows: 3 })]) {
      storage.setItem("cartlistfreshmart", text);
      expect(readSavedList(storage, "freshmart", "41000001")).toBeNull();
    }
    storage.setItem("cartlistfreshmart", JSON.stringify({ ...list, rows: [...list.rows, { title: 1 }, null] }));
    expect(readSavedList(storage, "freshmart", "41000001")).toEqual(list);
  });

  it("keeps the deals sheet's fields of a row as stored (the sheet checks them)", () => {
    const storage = new MemoryStorage();
    const row = { offerId: 1, title: "Kale", qty: 1, offer: "Any bunch", value: "$1.00", expiresOn: "2026-12-31" };
    writeSavedList(storage, "freshmart", { ...list, rows: [row] });
    expect(readSavedList(storage, "freshmart", "41000001")?.rows).toEqual([row]);
  });

  it("is never kept for a member without a card number", () => {
    const storage = new MemoryStorage();
    writeSavedList(storage, "freshmart", { ...list, member: "" });
    expect(storage.getItem("cartlistfreshmart")).toBeNull();
  });
});

describe("redirect target", () => {
  it("is never the offline page", () => {
    expect(isRedirectTarget("/offline/")).toBe(false);
    expect(isRedirectTarget("/cart/")).toBe(true);
  });

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

  it("counts as entry pages exactly the route list's guest pages (the browser's copy of their access)", () => {
    const routes = siteRoutes(everyPageTenant());
    const guest = routes.filter((r) => r.access === "guest").map((r) => r.route);
    expect(guest.length).toBeGreaterThan(0);
    expect(routes.filter((r) => isEntryRoute(r.route)).map((r) => r.route)).toEqual(guest);
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
