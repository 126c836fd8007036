/**
 * Every call of both specs' call tables, answered by the gateway and parsed with the client's own
 * response schema from src/api: the two sides cannot drift apart without this failing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import * as api from "#src/api/index.ts";
import { ALL_CALLS } from "./app.ts";
import { DEVICE, startTestGateway, type TestGateway } from "./test-helpers.ts";

let gw: TestGateway;
let member: Record<string, unknown>;
let token: string;
const SITE = "freshmart";
const GUEST = "guest-freshmart-7f3a9c";

beforeAll(async () => {
  gw = await startTestGateway();
  member = await gw.login(SITE, "demo@freshmart.example", "1234");
  token = String(member["UserToken"]);
});
afterAll(() => gw.close());

/** Parses with a client schema and fails the test with the issues when it does not parse. */
function parses(schema: z.ZodMiniType, answer: unknown): void {
  const result = z.safeParse(schema, answer);
  expect(result.error?.issues ?? []).toEqual([]);
}

describe("both call tables", () => {
  it("has a route for every call the specs name", () => {
    const names = new Set(ALL_CALLS.map((c) => c.name));
    const spec = [
      "GetCompanySettingsAndContactInfoByStoreGroup",
      "GetMyCartDetails",
      "GetMyCardAndSaveAmountInfo",
      "GetCategoriesForCoupons",
      "GetClientStores",
      "GetclientStoresbyClientapp",
      "WeeklyAdGallery",
      "GetWeeklyAdsByCustomer",
      "GetWeeklyAdsByStore",
      "GetDetailsForCoupons",
      "SaveMyCart",
      "RemoveFromCart",
      "SendEmail",
      "validateecomshopuser",
      "ValidateUser",
      "ForgotPassword",
      "ForgotPasswordV2",
      "Register",
      "NewRegister",
      "ValidateMemberNumber",
      "GetStaticClientStores",
      "ChangeUserName",
      "UpdateUserProfile",
      "DeleteUser",
      "ChangePassword",
      "GetLMRewards",
      "GetLMRewardsV2",
      "GetQualifiedRewardTiers",
      "GetQualifiedRewardTiersV2",
      "ViewPointsExpiryHistory",
      "CreatePointsBasedRewardCouponForMemberNumber",
      "GetUPCTierProducts",
    ];
    expect(spec.filter((name) => !names.has(name))).toEqual([]);
  });
});

describe("shopping calls parse with the client's schemas", () => {
  it("clientinfo and the domain map", async () => {
    parses(api.domainFileMapResponseSchema, await gw.get("clientinfo?FileName=domainFileMap", null));
    parses(api.clientInfoResponseSchema, await gw.get(`clientinfo?FileName=${SITE}`, SITE));
  });

  it("company settings, stores (three sources), categories (two variants)", async () => {
    const support = { ClientDbName: "RSA_FRESHMART", ClientId: 101 };
    parses(
      api.getCompanySettingsResponseSchema,
      await gw.post("GetCompanySettingsAndContactInfoByStoreGroup", SITE, {
        ClientAppName: "FreshMartWeb",
        ClientId: 101,
        StoreGroupId: 11,
        StoreId: 1,
      }),
    );
    parses(api.getClientStoresResponseSchema, await gw.post("GetClientStores/1", SITE));
    parses(api.getClientStoresResponseSchema, await gw.post("GetclientStoresbyClientapp/11/''", SITE));
    parses(
      api.getClientStoresResponseSchema,
      await gw.post("GetStaticClientStores", "support", { ...support, ClientStoreId: 0, Token: "" }),
    );
    parses(api.getCategoriesForCouponsResponseSchema, await gw.post(`GetCategoriesForCoupons/${token}`, SITE));
    const variant = await gw.post("GetCategoriesForCoupons", "support", { ...support, Token: "" });
    parses(api.getCategoriesForCouponsByClientResponseSchema, variant);
    expect((variant["Categories"] as unknown[]).length).toBeGreaterThan(5);
  });

  it("coupons, cart, card, weekly ads", async () => {
    const coupons = await gw.post(`GetDetailsForCoupons/0/${GUEST}/0`, SITE);
    parses(api.getDetailsForCouponsResponseSchema, coupons);
    parses(api.getMyCartDetailsResponseSchema, await gw.post(`GetMyCartDetails/${token}`, SITE));
    const card = await gw.get(`GetMyCardAndSaveAmountInfo/${token}`, SITE);
    parses(api.getMyCardAndSaveAmountInfoResponseSchema, card);
    expect(String(card["BarCodeUrl"])).toBe(`${gw.url}/images/barcode/400100012345.svg`);
    parses(api.weeklyAdGalleryResponseSchema, await gw.get(`WeeklyAdGallery/${GUEST}/1`, SITE));
    const none = await gw.get(`WeeklyAdGallery/${GUEST}/5`, SITE);
    expect(none["ErrorMessage"]).toMatchObject({ ErrorCode: -1, ErrorDetails: "No WeeklyAds available." });
    const support = { ClientDbName: "RSA_FRESHMART", ClientId: 101, Token: "" };
    parses(api.getWeeklyAdsResponseSchema, await gw.post("GetWeeklyAdsByStore", "support", support));
    const byCustomer = await gw.post("GetWeeklyAdsByCustomer", "support", { ...support, ClientStoreGroupId: 11 });
    parses(api.getWeeklyAdsResponseSchema, byCustomer);
    expect(String((byCustomer["WeeklyAds"] as { VALIDFROMDATE: string }[])[0]?.VALIDFROMDATE)).toMatch(
      /^\/Date\(\d+-0500\)\/$/,
    );
  });

  it("hand-off login answers the user record", async () => {
    const body = {
      MemberNumber: "400100012345",
      UserId: Number(member["UserId"]),
      UserToken: token,
      DeviceId: "3",
      CustomerId: 1,
      ...DEVICE,
    };
    const answer = await gw.post("validateecomshopuser", SITE, body);
    parses(api.validateEcomShopUserResponseSchema, answer);
    expect(answer).toMatchObject({ UserToken: token, FirstName: "Dana" });
  });
});

describe("account and reward calls parse with the client's schemas", () => {
  it("login and the acknowledgement calls", async () => {
    parses(api.validateUserResponseSchema, member);
    parses(
      api.forgotPasswordResponseSchema,
      await gw.post("ForgotPasswordV2", "greenvalley", { UserName: "nobody@mail.example" }),
    );
    parses(api.validateMemberNumberResponseSchema, await gw.post("ValidateMemberNumber/400100000001", SITE));
  });

  it("points rewards: list, tiers, items, history, redeem", async () => {
    const rewards = await gw.post(`GetLMRewardsV2/${token}`, SITE);
    parses(api.getLMRewardsResponseSchema, rewards);
    expect(rewards["LMRewards"]).toEqual([
      expect.objectContaining({
        IsPointsBased: true,
        PurchasedAmountString: "1,250 pts",
        IsItQualifiedforReward: true,
      }),
    ]);
    const tiers = await gw.get(`GetQualifiedRewardTiersV2/${token}/400100012345/1`, SITE);
    parses(api.getQualifiedRewardTiersResponseSchema, tiers);
    expect(
      (tiers["QualifiedRewardTiers"] as { IsItQualifiedforReward: boolean }[]).map((t) => t.IsItQualifiedforReward),
    ).toEqual([true, true, false]);
    const items = await gw.get(`GetUPCTierProducts/${token}/1/12`, SITE);
    parses(api.getUPCTierProductsResponseSchema, items);
    expect(items["RewardTierProducts"]).toHaveLength(3);
    // Reward id first, tier id second: swapped ids find nothing.
    expect(await gw.get(`GetUPCTierProducts/${token}/12/1`, SITE)).toMatchObject({ RewardTierProducts: [] });

    const redeem = { MemberNumber: "400100012345", CouponValue: 5, RewardID: 1, TierID: 11, UserToken: token };
    const done = await gw.post("CreatePointsBasedRewardCouponForMemberNumber", SITE, redeem);
    parses(api.createPointsBasedRewardCouponForMemberNumberResponseSchema, done);
    expect(done["CouponId"]).toBe(0);
    const history = await gw.get(`ViewPointsExpiryHistory/${token}`, SITE);
    parses(api.viewPointsExpiryHistoryResponseSchema, history);
    expect(history["PointsExpiryInfo"]).toMatchObject({ PointsString: "750 pts" });
    expect(JSON.stringify(history["PointsHistoryInfo"])).toContain("-500 pts");
    const cart = (await gw.post(`GetMyCartDetails/${token}`, SITE))["MyCartInfo"] as { Title: string }[];
    expect(cart.map((c) => c.Title)).toContain("$5.00 Reward Coupon");

    const tooMuch = await gw.post("CreatePointsBasedRewardCouponForMemberNumber", SITE, {
      ...redeem,
      CouponValue: 25,
      TierID: 13,
    });
    expect(tooMuch["ErrorMessage"]).toMatchObject({ ErrorCode: -1 });
  });

  it("quantity and amount rewards", async () => {
    const user = await gw.login("greenvalley", "demo@greenvalley.example", "Green123");
    const rewards = await gw.post(`GetLMRewards/${String(user["UserToken"])}`, "greenvalley");
    parses(api.getLMRewardsResponseSchema, rewards);
    expect(rewards["LMRewards"]).toEqual([
      expect.objectContaining({ RewardTypeId: 1, PurchasedQty: 7, BuyQtyAmount: 10, IsItQualifiedforReward: false }),
      expect.objectContaining({
        RewardTypeId: 2,
        PurchasedAmount: 64.5,
        BuyQtyAmount: 100,
        PurchasedAmountString: "$64.50",
      }),
      expect.objectContaining({ RewardTypeId: 1, PurchasedQty: 5, BuyQtyAmount: 5, IsItQualifiedforReward: true }),
    ]);
  });

  it("the job list of the hiring service", async () => {
    const res = await fetch(`${gw.url}/jobs/hilltop-grocers`);
    const jobs = (await res.json()) as unknown;
    parses(api.jobListResponseSchema, jobs);
    expect(jobs).toEqual(expect.arrayContaining([expect.objectContaining({ title: "Cashier", city: "Asheville" })]));
    expect((await fetch(`${gw.url}/jobs/nobody`)).status).toBe(404);
  });
});
