import { describe, expect, it } from "vitest";
import {
  COUPON_SLICE,
  getCategoriesForCoupons,
  getCategoriesForCouponsByClient,
  getDetailsForCoupons,
} from "./coupons.ts";
import { OK_BLOCK, expectOneRequest, recordingGatewayPerTest } from "../test-support/test-server.ts";

const gw = recordingGatewayPerTest();

/** A coupon as the wire sends it. */
const wireCoupon = {
  SSNewsId: 101,
  Title: "Save on Apples",
  Details: "Any 3 lb bag||Limit one per household",
  ImagePath: "https://img.example/apples.png",
  ValidFromDate: "/Date(1700013600000-0500)/",
  ExpiresOn: "12/31/2023 23:59:59",
  ProductName: "Apples",
  Amount: "10.00",
  DiscountAmount: 0,
  IsDiscountPercentage: false,
  IsInCart: true,
  PLUCode: "$10.00",
  NCRPromotionCode: null,
  IsInNCRImpressions: false,
  NewsCategoryId: "4",
  ProductCategoryId: 12,
  CustomerName: "Demo",
  CouponLimit: null,
  IsFeatured: 1,
};

describe("GetCategoriesForCoupons/{token}", () => {
  it("POSTs method only to the token path with the domainname header", async () => {
    gw.server.reply("POST", "/GetCategoriesForCoupons/guest%2Ftoken", {
      json: { ErrorMessage: OK_BLOCK, GetProductCategories: [] },
    });
    const result = await getCategoriesForCoupons(gw.client, "guest/token");
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/GetCategoriesForCoupons/guest%2Ftoken",
      body: { method: "POST" },
    });
    expect(result).toMatchObject({ ok: true, data: { GetProductCategories: [] } });
  });

  it("parses categories, absorbing casing drift and numbers sent as text", async () => {
    const categories = [
      {
        productCategoryId: "10002",
        ProductCategoryName: "Deals of the Week",
        NoOfCoupons: "4",
        DepartmentImageUrl: "d.png",
      },
      {
        ProductCategoryId: 7,
        productcategoryname: "Bakery",
        NoOfCoupons: null,
        DepartmentImageUrl: null,
        DepartmentDescription: "Fresh",
      },
    ];
    gw.server.reply("POST", "/GetCategoriesForCoupons/t", {
      json: { ErrorMessage: OK_BLOCK, GetProductCategories: categories },
    });
    const result = await getCategoriesForCoupons(gw.client, "t");
    if (!result.ok) throw new Error(result.kind);
    expect(result.data.GetProductCategories).toStrictEqual([
      {
        ProductCategoryId: 10002,
        ProductCategoryName: "Deals of the Week",
        NoOfCoupons: 4,
        DepartmentImageUrl: "d.png",
      },
      {
        ProductCategoryId: 7,
        ProductCategoryName: "Bakery",
        NoOfCoupons: 0,
        DepartmentImageUrl: "",
        DepartmentDescription: "Fresh",
      },
    ]);
  });
});

describe("GetCategoriesForCoupons (variant)", () => {
  it("POSTs ClientDbName, ClientId and an empty Token with the support domain header", async () => {
    const departments = [
      {
        DepartmentId: 3,
        DepartmentName: "Deli",
        DepartmentDescription: "<p>Hot</p>",
        WebDepartmentImageName: "deli.jpg",
      },
    ];
    gw.server.reply("POST", "/GetCategoriesForCoupons", { json: { ErrorMessage: OK_BLOCK, Categories: departments } });
    const result = await getCategoriesForCouponsByClient(gw.client, {
      ClientDbName: "db1",
      ClientId: 9,
      supportDomain: "support",
    });
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/GetCategoriesForCoupons",
      domainname: "support",
      body: { ClientDbName: "db1", ClientId: 9, Token: "", method: "POST" },
    });
    expect(result).toMatchObject({ ok: true, data: { Categories: [{ DepartmentID: 3, DepartmentName: "Deli" }] } });
  });
});

describe("GetDetailsForCoupons/{categoryId}/{token}/0", () => {
  it("POSTs method only to the category/token path", async () => {
    gw.server.reply("POST", "/GetDetailsForCoupons/12/tok/0", {
      json: { ErrorMessage: OK_BLOCK, Specials: [wireCoupon] },
    });
    await getDetailsForCoupons(gw.client, { categoryId: 12, token: "tok" });
    expectOneRequest(gw.server, { method: "POST", url: "/GetDetailsForCoupons/12/tok/0", body: { method: "POST" } });
  });

  it("parses coupons: savings text whole, flags, numbers and both date forms", async () => {
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", {
      json: { ErrorMessage: OK_BLOCK, Specials: [wireCoupon] },
    });
    const result = await getDetailsForCoupons(gw.client, { categoryId: 0, token: "tok" });
    if (!result.ok) throw new Error(result.kind);
    const [coupon] = result.data.Specials;
    expect(coupon).toMatchObject({
      SSNewsId: 101,
      PLUCode: "$10.00",
      Amount: 10,
      NewsCategoryId: 4,
      IsInCart: true,
      IsFeatured: true,
      NCRPromotionCode: "",
      CouponLimit: null,
      ValidFromDate: "/Date(1700013600000-0500)/",
      ExpiresOn: "12/31/2023 23:59:59",
    });
    expect(coupon?.validFromAt?.toISOString()).toBe("2023-11-14T21:00:00.000Z");
    expect(coupon?.expiresAt?.toISOString()).toBe("2023-12-31T23:59:59.000Z");
  });

  it("keeps a free coupon's '100%' and reads an unparseable date as null", async () => {
    const coupon = { ...wireCoupon, PLUCode: "100%", ExpiresOn: "soon" };
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", { json: { ErrorMessage: OK_BLOCK, Specials: [coupon] } });
    const result = await getDetailsForCoupons(gw.client, { categoryId: 0, token: "tok" });
    expect(result).toMatchObject({
      ok: true,
      data: { Specials: [{ PLUCode: "100%", ExpiresOn: "soon", expiresAt: null }] },
    });
  });

  it("fails (never blank) when a coupon lacks its offer id", async () => {
    const { SSNewsId: _, ...noId } = wireCoupon;
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", { json: { ErrorMessage: OK_BLOCK, Specials: [noId] } });
    const result = await getDetailsForCoupons(gw.client, { categoryId: 0, token: "tok" });
    expect(result).toMatchObject({ ok: false, kind: "invalid-response" });
    expect(JSON.stringify(result)).toContain("Specials.0.SSNewsId");
  });

  it("reads null Specials as an empty list", async () => {
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", {
      json: { ErrorMessage: { ErrorCode: 1, ErrorDetails: "No coupons" }, Specials: null },
    });
    const result = await getDetailsForCoupons(gw.client, { categoryId: 0, token: "tok" });
    expect(result).toMatchObject({ ok: true, data: { Specials: [] } });
  });
});

describe("GetDetailsForCoupons checked in slices", () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...wireCoupon, SSNewsId: 1000 + i }));

  it("makes the same call and gives the same coupons, pausing between slices", async () => {
    const specials = many(COUPON_SLICE * 2 + 5);
    gw.server.reply("POST", "/GetDetailsForCoupons/12/tok/0", { json: { ErrorMessage: OK_BLOCK, Specials: specials } });
    let pauses = 0;
    const result = await getDetailsForCoupons(
      gw.client,
      { categoryId: 12, token: "tok" },
      {
        pause: async () => {
          pauses += 1;
        },
      },
    );
    expectOneRequest(gw.server, { method: "POST", url: "/GetDetailsForCoupons/12/tok/0", body: { method: "POST" } });
    if (!result.ok) throw new Error(result.kind);
    expect(pauses).toBe(2);
    expect(result.data.Specials.map((c) => c.SSNewsId)).toEqual(specials.map((c) => c.SSNewsId));
    expect(result.data.Specials[COUPON_SLICE + 1]).toMatchObject({ Amount: 10, IsFeatured: true, NewsCategoryId: 4 });
    expect(result.data.Specials[0]?.expiresAt?.toISOString()).toBe("2023-12-31T23:59:59.000Z");
  });

  it("names the bad coupon by its place in the whole list", async () => {
    const specials = many(COUPON_SLICE + 3);
    const { SSNewsId: _, ...noId } = wireCoupon;
    specials[COUPON_SLICE + 2] = noId as (typeof specials)[number];
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", { json: { ErrorMessage: OK_BLOCK, Specials: specials } });
    const result = await getDetailsForCoupons(gw.client, { categoryId: 0, token: "tok" }, { pause: async () => {} });
    expect(result).toMatchObject({ ok: false, kind: "invalid-response" });
    expect(JSON.stringify(result)).toContain(`Specials.${COUPON_SLICE + 2}.SSNewsId`);
  });

  it("passes a refusal through and reads null Specials as empty", async () => {
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", {
      json: { ErrorMessage: { ErrorCode: 0, ErrorDetails: "No coupons" }, Specials: null },
    });
    const refused = await getDetailsForCoupons(gw.client, { categoryId: 0, token: "tok" }, { pause: async () => {} });
    expect(refused).toMatchObject({ ok: false, kind: "rejected", details: "No coupons" });
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", {
      json: { ErrorMessage: OK_BLOCK, Specials: null },
    });
    const empty = await getDetailsForCoupons(gw.client, { categoryId: 0, token: "tok" }, { pause: async () => {} });
    expect(empty).toMatchObject({ ok: true, data: { Specials: [] } });
  });

  it("hands over the first coupons while the answer is still arriving, and the whole list at the end", async () => {
    const specials = many(COUPON_SLICE + 20);
    const body = JSON.stringify({ ErrorMessage: OK_BLOCK, Specials: specials, IsForceUpdate: false });
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    // The first three coupons and part of the fourth, then nothing until the test has seen them.
    const cut = body.indexOf(`"SSNewsId":${specials[3]?.SSNewsId}`) + 5;
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", { json: JSON.parse(body), holdAfter: cut, hold });
    const arrived: number[] = [];
    let firstSeen = () => {};
    const seen = new Promise<void>((resolve) => (firstSeen = resolve));
    const call = getDetailsForCoupons(
      gw.client,
      { categoryId: 0, token: "tok" },
      {
        onCoupons: (coupons) => {
          arrived.push(...coupons.map((c) => c.SSNewsId));
          firstSeen();
        },
      },
    );
    await seen;
    expect(arrived).toEqual(specials.slice(0, 3).map((c) => c.SSNewsId));
    release();
    const result = await call;
    if (!result.ok) throw new Error(result.kind);
    expect(arrived).toEqual(specials.map((c) => c.SSNewsId));
    expect(result.data.Specials.map((c) => c.SSNewsId)).toEqual(arrived);
    expect(result.data.Specials[0]?.expiresAt?.toISOString()).toBe("2023-12-31T23:59:59.000Z");
    expect(result.data.ErrorMessage.ErrorCode).toBe(1);
  });

  it("fails a streamed list on a refusal or a bad coupon, as it fails a list read whole", async () => {
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", {
      json: { Specials: [], ErrorMessage: { ErrorCode: -1001, ErrorDetails: "Your session has expired" } },
    });
    const expired = await getDetailsForCoupons(gw.client, { categoryId: 0, token: "tok" }, { onCoupons: () => {} });
    expect(expired).toMatchObject({ ok: false, kind: "session-expired" });
    const specials = many(5);
    specials[4] = { ...wireCoupon, SSNewsId: "x" } as unknown as (typeof specials)[number];
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", { json: { ErrorMessage: OK_BLOCK, Specials: specials } });
    const bad = await getDetailsForCoupons(gw.client, { categoryId: 0, token: "tok" }, { onCoupons: () => {} });
    expect(bad).toMatchObject({ ok: false, kind: "invalid-response" });
    expect(JSON.stringify(bad)).toContain("Specials.4.SSNewsId");
    gw.server.reply("POST", "/GetDetailsForCoupons/0/tok/0", { status: 503, text: "down" });
    const down = await getDetailsForCoupons(gw.client, { categoryId: 0, token: "tok" }, { onCoupons: () => {} });
    expect(down).toMatchObject({ ok: false, kind: "http", status: 503 });
  });
});
