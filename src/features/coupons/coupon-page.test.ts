import { describe, expect, it } from "vitest";
import { testTenant } from "../../test-support/test-tenant.ts";
import { clientInfo } from "../../test-support/test-fixtures.ts";
import { buildTenant } from "../../tenant/tenant-files.ts";
import { PREVIEW_SIZE } from "./coupon-query.ts";
import {
  DEFAULT_DISCLAIMER,
  LOGIN_SENTENCE,
  clipTextsFor,
  couponPreview,
  currentList,
  couponsAppProps,
  disclaimerParts,
  disclaimerText,
} from "./coupon-page.ts";

describe("disclaimerText", () => {
  it("uses the default sentence unless the chain sets its own", () => {
    expect(disclaimerText(testTenant())).toBe(DEFAULT_DISCLAIMER);
    expect(DEFAULT_DISCLAIMER).toMatch(/varies by store location/);
    expect(DEFAULT_DISCLAIMER).toMatch(/log in/);
    expect(disclaimerText(testTenant({ COUPON_PAGE_DISCLAIMER_TEXT: "Ours." }))).toBe("Ours.");
  });
});

describe("clipTextsFor", () => {
  it("says cart by default and list with the chain's flag", () => {
    expect(clipTextsFor(testTenant())).toEqual({
      add: "Add to Cart",
      remove: "Remove from Cart",
      badge: "Already in cart",
    });
    expect(clipTextsFor(testTenant({}, { couponListWording: true }))).toEqual({
      add: "Add to List",
      remove: "Remove from List",
      badge: "Already in list",
    });
  });
});

describe("couponsAppProps", () => {
  it("selects the department of the address by name or id, all coupons otherwise", () => {
    const tenant = testTenant();
    expect(couponsAppProps(tenant, "/coupons/meat-&-seafood", "meat-&-seafood").categoryId).toBe(2);
    expect(couponsAppProps(tenant, "/coupons/10002", "10002").categoryId).toBe(10002);
    expect(couponsAppProps(tenant, "/coupons/deals-of-the-week", "deals-of-the-week").categoryId).toBe(10002);
    expect(couponsAppProps(tenant, "/coupons/all", "all").categoryId).toBe(0);
    expect(couponsAppProps(tenant, "/coupons", "").categoryId).toBe(0);
  });
});

describe("disclaimerParts", () => {
  it("sets the login sentence apart so only guests see it", () => {
    expect(disclaimerParts(DEFAULT_DISCLAIMER)).toEqual({
      before: "Coupon availability varies by store location. ",
      login: LOGIN_SENTENCE,
      after: "",
    });
    expect(disclaimerParts("Ours.")).toEqual({ before: "Ours.", login: null, after: "" });
  });
});

describe("the coupon lists a page draws and publishes at build time", () => {
  const build = (lists: unknown) =>
    buildTenant(
      "acme",
      {
        local: { hosts: ["www.acme.example"] },
        clientInfo: clientInfo("acme", {}),
        snapshots: { "coupon-lists.json": lists },
      },
      { domainMap: {} },
    );
  const ok = { ErrorCode: 1, ErrorDetails: "" };
  const special = (id: number, ExpiresOn: string) => ({
    SSNewsId: id,
    Title: `Offer ${id}`,
    Details: "",
    ImagePath: "",
    ExpiresOn,
  });
  const pulledAt = "2026-11-22T14:00:00.000Z";
  const coupons = [special(1, "12/31/2026"), special(2, "11/22/2026"), special(3, "11/23/2026"), special(4, "")];

  it("gives each list's coupons in the gateway's order, without those expired by the build's day", () => {
    const tenant = build({
      pulledAt,
      coupons,
      lists: { "0": { ErrorMessage: ok, SSNewsIds: [1, 2, 3] }, "12": { ErrorMessage: ok, SSNewsIds: [4, 1] } },
    });
    if (tenant.status !== "ok") throw new Error("acme should be ready");
    const now = new Date(2026, 10, 23, 9, 0);
    expect(couponPreview(tenant, 0, now).map((c) => c.SSNewsId)).toEqual([1, 3]);
    expect(couponPreview(tenant, 12, now).map((c) => c.SSNewsId)).toEqual([4, 1]);
    expect(couponPreview(tenant, 99, now)).toEqual([]);
    expect(currentList(tenant, 99, now)).toBeNull();
    expect(tenant.couponLists.pulledAt).toEqual(new Date(pulledAt));
  });

  it("draws at most PREVIEW_SIZE cards of a list", () => {
    const many = Array.from({ length: PREVIEW_SIZE + 5 }, (_, i) => special(i + 1, ""));
    const tenant = build({
      pulledAt,
      coupons: many,
      lists: { "0": { ErrorMessage: ok, SSNewsIds: many.map((c) => c.SSNewsId) } },
    });
    if (tenant.status !== "ok") throw new Error("acme should be ready");
    expect(couponPreview(tenant, 0, new Date()).length).toBe(PREVIEW_SIZE);
    expect(currentList(tenant, 0, new Date())?.length).toBe(PREVIEW_SIZE + 5);
  });

  it("leaves out a list the gateway refused, and has none without the file", () => {
    const refused = build({
      pulledAt,
      coupons: [],
      lists: { "0": { ErrorMessage: { ErrorCode: -1, ErrorDetails: "No coupons available" }, SSNewsIds: [] } },
    });
    expect(refused.status === "ok" && refused.couponLists.lists).toEqual({});
    const absent = build(undefined);
    expect(absent.status === "ok" && couponPreview(absent, 0, new Date())).toEqual([]);
    expect(absent.status === "ok" && absent.couponLists.pulledAt).toBeNull();
  });

  it("rejects a coupon that breaks the coupon schema, and a list naming a coupon the file lacks", () => {
    expect(() => build({ pulledAt, coupons: [{ Title: "no id" }], lists: {} })).toThrow(
      /coupon-lists\.json: coupons\[0\]\.SSNewsId/,
    );
    expect(() => build({ pulledAt, coupons, lists: { "7": { ErrorMessage: ok, SSNewsIds: [1, 9] } } })).toThrow(
      /coupon-lists\.json: lists\["7"\]\.SSNewsIds\[1\]: no coupon 9 in coupons/,
    );
    expect(() => build({ pulledAt: "yesterday", coupons, lists: {} })).toThrow(/coupon-lists\.json: pulledAt/);
  });
});
