import { describe, expect, it } from "vitest";
import { getClientStores, getClientStoresByClientApp, getStaticClientStores } from "./stores.ts";
import { OK_BLOCK, expectOneRequest, recordingGatewayPerTest } from "../test-support/test-server.ts";

const gw = recordingGatewayPerTest();

const wireStore = {
  ClientStoreId: "2",
  ClientStoreName: "Main Street",
  City: "Springfield",
  AddressLine1: "1 Main St",
  AddressLine2: "IL",
  StateName: "IL",
  ZipCode: 62701,
  StorePhoneNumber: "2175550100",
  StoreEmail: "main@example.com",
  StoreTimings: "Mon-Sat 7-10\nSun 8-8",
  StoreTimingLable: "Store Hours",
  StoreImage: null,
  SectionName: "",
  Latitude: "39.78",
  Longitude: -89.65,
  WeeklyAdStoreId: 20,
  storeNumber: "0002",
};
const storesReply = { json: { ErrorMessage: OK_BLOCK, GetClientStores: [wireStore] } };

describe("GetClientStores/1", () => {
  it("POSTs method only and parses stores, fixing the misspelt timing label", async () => {
    gw.server.reply("POST", "/GetClientStores/1", storesReply);
    const result = await getClientStores(gw.client);
    expectOneRequest(gw.server, { method: "POST", url: "/GetClientStores/1", body: { method: "POST" } });
    if (!result.ok) throw new Error(result.kind);
    expect(result.data.GetClientStores[0]).toStrictEqual({
      ClientStoreId: 2,
      ClientStoreName: "Main Street",
      City: "Springfield",
      AddressLine1: "1 Main St",
      AddressLine2: "IL",
      StateName: "IL",
      ZipCode: "62701",
      StorePhoneNumber: "2175550100",
      StoreEmail: "main@example.com",
      StoreTimings: "Mon-Sat 7-10\nSun 8-8",
      StoreTimingLabel: "Store Hours",
      StoreImage: "",
      SectionName: "",
      Latitude: 39.78,
      Longitude: -89.65,
      WeeklyAdStoreId: 20,
      StoreNumber: "0002",
    });
  });

  it("fails when a latitude is not a number", async () => {
    gw.server.reply("POST", "/GetClientStores/1", {
      json: { ErrorMessage: OK_BLOCK, GetClientStores: [{ ...wireStore, Latitude: "north" }] },
    });
    expect(await getClientStores(gw.client)).toMatchObject({ ok: false, kind: "invalid-response" });
  });
});

describe("GetclientStoresbyClientapp/{storeGroupId}/''", () => {
  it("POSTs method only with the literal '' last segment", async () => {
    gw.server.reply("POST", "/GetclientStoresbyClientapp/3/''", storesReply);
    const result = await getClientStoresByClientApp(gw.client, 3);
    expectOneRequest(gw.server, { method: "POST", url: "/GetclientStoresbyClientapp/3/''", body: { method: "POST" } });
    expect(result.ok).toBe(true);
  });
});

describe("GetStaticClientStores", () => {
  it("POSTs ClientDbName, ClientId, ClientStoreId 0 and an empty Token with the support domain", async () => {
    gw.server.reply("POST", "/GetStaticClientStores", storesReply);
    const result = await getStaticClientStores(gw.client, {
      ClientDbName: "db1",
      ClientId: 9,
      supportDomain: "support",
    });
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/GetStaticClientStores",
      domainname: "support",
      body: { ClientDbName: "db1", ClientId: 9, ClientStoreId: 0, Token: "", method: "POST" },
    });
    expect(result).toMatchObject({ ok: true, data: { GetClientStores: [{ ClientStoreId: 2 }] } });
  });
});
