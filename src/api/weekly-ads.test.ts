import { describe, expect, it } from "vitest";
import { getWeeklyAdGallery, getWeeklyAdsByCustomer, getWeeklyAdsByStore } from "./weekly-ads.ts";
import { OK_BLOCK, expectOneRequest, recordingGatewayPerTest } from "../test-support/test-server.ts";

const gw = recordingGatewayPerTest();

describe("WeeklyAdGallery/{token}/{storeId}", () => {
  it("GETs the token/store path and reads PageNumber sent as text or number", async () => {
    const gallery = {
      ErrorMessage: OK_BLOCK,
      AdStartDate: "11/12/2023",
      AdEndDate: "/Date(1700450000000-0500)/",
      GalleryItems: [
        { PageNumber: "1", URL: "https://img.example/p1.jpg", GalleryType: 1 },
        { pageNumber: 2, Url: "https://img.example/p2.jpg", GalleryType: "image" },
      ],
      PDFURL: "https://img.example/ad.pdf",
    };
    gw.server.reply("GET", "/WeeklyAdGallery/guest/1", { json: gallery });
    const result = await getWeeklyAdGallery(gw.client, { token: "guest", storeId: 1 });
    expectOneRequest(gw.server, { method: "GET", url: "/WeeklyAdGallery/guest/1" });
    if (!result.ok) throw new Error(result.kind);
    expect(result.data.GalleryItems).toStrictEqual([
      { PageNumber: 1, URL: "https://img.example/p1.jpg", GalleryType: "1" },
      { PageNumber: 2, URL: "https://img.example/p2.jpg", GalleryType: "image" },
    ]);
    expect(result.data.PDFURL).toBe("https://img.example/ad.pdf");
    expect(result.data.startsAt?.toISOString()).toBe("2023-11-12T00:00:00.000Z");
    expect(result.data.endsAt?.toISOString()).toBe("2023-11-19T22:13:20.000Z");
  });

  it("treats -1 'No WeeklyAds available.' as an empty gallery", async () => {
    gw.server.reply("GET", "/WeeklyAdGallery/guest/1", {
      json: { ErrorMessage: { ErrorCode: -1, ErrorDetails: "No WeeklyAds available." } },
    });
    const result = await getWeeklyAdGallery(gw.client, { token: "guest", storeId: 1 });
    expect(result).toMatchObject({ ok: true, data: { GalleryItems: [], PDFURL: "", startsAt: null } });
  });

  it("keeps other -1 answers as rejections", async () => {
    gw.server.reply("GET", "/WeeklyAdGallery/guest/9", {
      json: { ErrorMessage: { ErrorCode: -1, ErrorDetails: "Store not found" } },
    });
    const result = await getWeeklyAdGallery(gw.client, { token: "guest", storeId: 9 });
    expect(result).toMatchObject({ ok: false, kind: "rejected", details: "Store not found" });
  });
});

const ads = {
  ErrorMessage: OK_BLOCK,
  WeeklyAds: [
    {
      StoreId: "4",
      STORENAME: "Main Street",
      VALIDFROMDATE: "/Date(1699855200000-0600)/",
      EXPIRESON: "/Date(1700459999000-0600)/",
      PDFFILENAME: "https://img.example/ad.jpg",
      AddressLine1: "1 Main St",
    },
  ],
};

describe("GetWeeklyAdsByStore", () => {
  it("POSTs ClientDbName, ClientId and an empty Token with the support domain; parses the epoch dates", async () => {
    gw.server.reply("POST", "/GetWeeklyAdsByStore", { json: ads });
    const result = await getWeeklyAdsByStore(gw.client, { ClientDbName: "db1", ClientId: 9, supportDomain: "support" });
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/GetWeeklyAdsByStore",
      domainname: "support",
      body: { ClientDbName: "db1", ClientId: 9, Token: "", method: "POST" },
    });
    if (!result.ok) throw new Error(result.kind);
    const [ad] = result.data.WeeklyAds;
    expect(ad).toMatchObject({ STOREID: 4, STORENAME: "Main Street", ADDRESSLINE1: "1 Main St" });
    expect(ad?.validFromAt?.toISOString()).toBe("2023-11-13T00:00:00.000Z");
    expect(ad?.expiresAt?.toISOString()).toBe("2023-11-19T23:59:59.000Z");
  });
});

describe("GetWeeklyAdsByCustomer", () => {
  it("adds ClientStoreGroupId to the by-store body", async () => {
    gw.server.reply("POST", "/GetWeeklyAdsByCustomer", { json: ads });
    const result = await getWeeklyAdsByCustomer(gw.client, {
      ClientDbName: "db1",
      ClientId: 9,
      ClientStoreGroupId: 3,
      supportDomain: "support",
    });
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/GetWeeklyAdsByCustomer",
      domainname: "support",
      body: { ClientDbName: "db1", ClientId: 9, Token: "", ClientStoreGroupId: 3, method: "POST" },
    });
    expect(result.ok).toBe(true);
  });
});
