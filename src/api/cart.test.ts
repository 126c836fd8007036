import { describe, expect, it } from "vitest";
import {
  getMyCardAndSaveAmountInfo,
  getMyCartDetails,
  removeFromCart,
  saveMyCart,
  type SaveMyCartArgs,
} from "./cart.ts";
import { OK_BLOCK, expectOneRequest, recordingGatewayPerTest } from "../test-support/test-server.ts";

const gw = recordingGatewayPerTest();

const saveArgs: SaveMyCartArgs = {
  OfferId: 101,
  CategoryId: 12,
  MemberNumber: "000123456789",
  UserFirstName: "Ada",
  NCRPromotionCode: "NCR1",
  IsInNCRImpressions: false,
  Title: "Save on Apples",
  Details: "Any 3 lb bag",
  Amount: 10,
  ProductName: "Apples",
  ValidFrom: "/Date(1700013600000-0500)/",
  ExpiresOn: "12/31/2023 23:59:59",
  UserToken: "member-token",
};

describe("GetMyCartDetails/{userToken}", () => {
  it("POSTs method only and parses MyCartInfo", async () => {
    const item = {
      offerId: "55",
      Title: "Milk",
      ProductName: "Milk",
      ImagePath: "m.png",
      NewsCategoryId: 2,
      CategoryId: 3,
      Amount: 1,
      PLUCode: "$1.00",
      ExpiresOn: "/Date(1704067199000)/",
      ValidFrom: "2023-12-01",
      Details: "",
    };
    gw.server.reply("POST", "/GetMyCartDetails/member-token", {
      json: { ErrorMessage: OK_BLOCK, MyCartInfo: [item], MyCartProductInfo: [] },
    });
    const result = await getMyCartDetails(gw.client, "member-token");
    expectOneRequest(gw.server, { method: "POST", url: "/GetMyCartDetails/member-token", body: { method: "POST" } });
    if (!result.ok) throw new Error(result.kind);
    expect(result.data.MyCartInfo[0]).toMatchObject({ OfferId: 55, PLUCode: "$1.00" });
    expect(result.data.MyCartInfo[0]?.expiresAt?.toISOString()).toBe("2023-12-31T23:59:59.000Z");
    expect(result.data.MyCartInfo[0]?.validFromAt?.toISOString()).toBe("2023-12-01T00:00:00.000Z");
  });

  it("reports an expired member token as session-expired", async () => {
    gw.server.reply("POST", "/GetMyCartDetails/old", {
      json: { ErrorMessage: { ErrorCode: -1001, ErrorDetails: "Your session has expired" } },
    });
    expect(await getMyCartDetails(gw.client, "old")).toMatchObject({ ok: false, kind: "session-expired" });
  });
});

describe("GetMyCardAndSaveAmountInfo/{userToken}", () => {
  it("GETs and keeps savings texts such as $10.00 whole", async () => {
    const card = {
      ErrorMessage: OK_BLOCK,
      MemberNumber: 123456789012,
      BarCodeUrl: "https://img.example/bc.png",
      TotalSavingsAmount: "$10.00",
      TotalPurchasedAmount: "$120.50",
    };
    gw.server.reply("GET", "/GetMyCardAndSaveAmountInfo/member-token", { json: card });
    const result = await getMyCardAndSaveAmountInfo(gw.client, "member-token");
    expectOneRequest(gw.server, { method: "GET", url: "/GetMyCardAndSaveAmountInfo/member-token" });
    expect(result).toStrictEqual({
      ok: true,
      data: {
        ErrorMessage: OK_BLOCK,
        MemberNumber: "123456789012",
        BarCodeUrl: "https://img.example/bc.png",
        TotalSavingsAmount: "$10.00",
        TotalPurchasedAmount: "$120.50",
      },
    });
  });
});

describe("SaveMyCart", () => {
  it("POSTs exactly the spec's body, with UPC empty and method POST", async () => {
    gw.server.reply("POST", "/SaveMyCart", { json: { ErrorMessage: OK_BLOCK } });
    const result = await saveMyCart(gw.client, saveArgs);
    expectOneRequest(gw.server, { method: "POST", url: "/SaveMyCart", body: { ...saveArgs, UPC: "", method: "POST" } });
    expect(Object.keys(gw.server.requests[0]?.json as object).sort()).toEqual([
      "Amount",
      "CategoryId",
      "Details",
      "ExpiresOn",
      "IsInNCRImpressions",
      "MemberNumber",
      "NCRPromotionCode",
      "OfferId",
      "ProductName",
      "Title",
      "UPC",
      "UserFirstName",
      "UserToken",
      "ValidFrom",
      "method",
    ]);
    expect(result).toEqual({ ok: true, data: { ErrorMessage: OK_BLOCK } });
  });

  it("hands the server's ErrorDetails back on an HTTP 200 failure", async () => {
    gw.server.reply("POST", "/SaveMyCart", {
      json: { ErrorMessage: { ErrorCode: -1, ErrorDetails: "Coupon limit reached." } },
    });
    expect(await saveMyCart(gw.client, saveArgs)).toMatchObject({
      ok: false,
      kind: "rejected",
      code: -1,
      details: "Coupon limit reached.",
    });
  });
});

describe("RemoveFromCart/{offerId}/{userToken}", () => {
  it("POSTs method only to the offer/token path", async () => {
    gw.server.reply("POST", "/RemoveFromCart/101/member-token", { json: { ErrorMessage: OK_BLOCK } });
    const result = await removeFromCart(gw.client, { offerId: 101, userToken: "member-token" });
    expectOneRequest(gw.server, { method: "POST", url: "/RemoveFromCart/101/member-token", body: { method: "POST" } });
    expect(result.ok).toBe(true);
  });
});
