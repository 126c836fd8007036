import { describe, expect, it } from "vitest";
import { testTenant } from "../../test-support/test-tenant.ts";
import { clientInfo } from "../../test-support/test-fixtures.ts";
import { buildTenant } from "../../tenant/tenant-files.ts";
import {
  DEFAULT_DISCLAIMER,
  LOGIN_SENTENCE,
  clipTextsFor,
  couponPreview,
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

describe("the coupon previews a page draws at build time", () => {
  const build = (previews: unknown) =>
    buildTenant(
      "acme",
      {
        local: { hosts: ["www.acme.example"] },
        clientInfo: clientInfo("acme", {}),
        snapshots: { "coupon-previews.json": previews },
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

  it("gives each list's coupons in the gateway's order, without those expired by the build's day", () => {
    const tenant = build({
      lists: {
        "0": {
          ErrorMessage: ok,
          Specials: [special(1, "12/31/2026"), special(2, "11/22/2026"), special(3, "11/23/2026")],
        },
        "12": { ErrorMessage: ok, Specials: [special(4, "")] },
      },
    });
    if (tenant.status !== "ok") throw new Error("acme should be ready");
    const now = new Date(2026, 10, 23, 9, 0);
    expect(couponPreview(tenant, 0, now).map((c) => c.SSNewsId)).toEqual([1, 3]);
    expect(couponPreview(tenant, 12, now).map((c) => c.SSNewsId)).toEqual([4]);
    expect(couponPreview(tenant, 99, now)).toEqual([]);
  });

  it("leaves out a list the gateway refused, and has none without the file", () => {
    const refused = build({
      lists: { "0": { ErrorMessage: { ErrorCode: -1, ErrorDetails: "No coupons available" }, Specials: [] } },
    });
    expect(refused.status === "ok" && refused.couponPreviews).toEqual({});
    const absent = build(undefined);
    expect(absent.status === "ok" && couponPreview(absent, 0, new Date())).toEqual([]);
  });

  it("rejects a preview that breaks the coupon schema, naming the file and the list", () => {
    expect(() => build({ lists: { "7": { ErrorMessage: ok, Specials: [{ Title: "no id" }] } } })).toThrow(
      /coupon-previews\.json: lists\["7"\]\.Specials\[0\]\.SSNewsId/,
    );
  });
});
