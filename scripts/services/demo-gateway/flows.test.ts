/**
 * Member journeys through real HTTP: register → login → clip → cart → remove, link-card
 * registration, forgotten PIN, profile changes and deletion, and the per-chain refusals.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { code, details, startTestGateway, type TestGateway } from "./test-helpers.ts";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());
beforeEach(async () => {
  await fetch(`${gw.url}/__demo/reset`, { method: "POST" });
});

type Special = {
  SSNewsId: number;
  ProductCategoryId: number;
  Title: string;
  Details: string;
  Amount: number;
  ProductName: string;
  ValidFromDate: string;
  ExpiresOn: string;
  NCRPromotionCode: string;
  IsInNCRImpressions: boolean;
  IsInCart: boolean;
  CouponLimit: number;
};

const registration = (email: string, extra: object = {}) => ({
  UserName: email,
  Password: "5678",
  FirstName: "Pat",
  LastName: "Doe",
  DeviceType: "Web",
  DeviceId: "2",
  ZipCode: "62701",
  PhoneNumber: "",
  CustomerId: 1,
  ClientStoreId: 2,
  ClientId: 101,
  StoreGroupId: 11,
  ...extra,
});

async function specials(site: string, token: string, category = 0): Promise<Special[]> {
  return (await gw.post(`GetDetailsForCoupons/${category}/${token}/0`, site))["Specials"] as Special[];
}

function saveBody(c: Special, user: Record<string, unknown>) {
  return {
    OfferId: c.SSNewsId,
    CategoryId: c.ProductCategoryId,
    MemberNumber: String(user["MemberNumber"]),
    UserFirstName: String(user["FirstName"]),
    NCRPromotionCode: c.NCRPromotionCode,
    IsInNCRImpressions: c.IsInNCRImpressions,
    Title: c.Title,
    Details: c.Details,
    Amount: c.Amount,
    ProductName: c.ProductName,
    ValidFrom: c.ValidFromDate,
    ExpiresOn: c.ExpiresOn,
    UPC: "",
    UserToken: String(user["UserToken"]),
  };
}

describe("register, sign in, clip, cart, remove", () => {
  it("runs the whole journey and IsInCart follows the cart", async () => {
    expect(code(await gw.post("Register", "freshmart", registration("pat@mail.example")))).toBe(1);
    const user = await gw.login("freshmart", "pat@mail.example", "5678");
    expect(user["ErrorMesasge"]).toMatchObject({ ErrorCode: 1 });
    expect(user["ErrorMessage"]).toBeUndefined();
    expect(String(user["MemberNumber"])).toMatch(/^4001\d{8}$/);
    const token = String(user["UserToken"]);

    const list = await specials("freshmart", token);
    const coupon = list.find((c) => c.CouponLimit === 0 && !c.IsInCart);
    if (coupon === undefined) throw new Error("no clippable coupon");
    expect(code(await gw.post("SaveMyCart", "freshmart", saveBody(coupon, user)))).toBe(1);
    const again = await gw.post("SaveMyCart", "freshmart", saveBody(coupon, user));
    expect(code(again)).toBe(-1);
    expect(details(again)).toMatch(/already in your cart/);
    expect((await specials("freshmart", token)).find((c) => c.SSNewsId === coupon.SSNewsId)?.IsInCart).toBe(true);

    const cart = await gw.post(`GetMyCartDetails/${token}`, "freshmart");
    expect(cart["MyCartInfo"]).toEqual([expect.objectContaining({ OfferId: coupon.SSNewsId, Title: coupon.Title })]);
    expect(String((cart["MyCartInfo"] as { ExpiresOn: string }[])[0]?.ExpiresOn)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    expect(code(await gw.post(`RemoveFromCart/${coupon.SSNewsId}/${token}`, "freshmart"))).toBe(1);
    expect((await gw.post(`GetMyCartDetails/${token}`, "freshmart"))["MyCartInfo"]).toEqual([]);
    expect(code(await gw.post(`RemoveFromCart/${coupon.SSNewsId}/${token}`, "freshmart"))).toBe(-1);
  });

  it("refuses a coupon whose clip limit is used up", async () => {
    expect(code(await gw.post("Register", "freshmart", registration("lim@mail.example")))).toBe(1);
    const user = await gw.login("freshmart", "lim@mail.example", "5678");
    const limited = (await specials("freshmart", String(user["UserToken"]))).find((c) => c.CouponLimit === 1);
    if (limited === undefined) throw new Error("seed lacks the limit-1 coupon");
    const answer = await gw.post("SaveMyCart", "freshmart", saveBody(limited, user));
    expect(details(answer)).toMatch(/limit/i);
  });

  it("refuses a wrong PIN and a duplicate e-mail", async () => {
    const bad = await gw.login("freshmart", "demo@freshmart.example", "0000");
    expect(bad["ErrorMesasge"]).toMatchObject({ ErrorCode: -1 });
    const dup = await gw.post("Register", "freshmart", registration("DEMO@freshmart.example"));
    expect(details(dup)).toMatch(/already registered/);
  });

  it("requires a phone number and a password where the chain says so", async () => {
    const body = registration("new@mail.example", { ClientId: 102, StoreGroupId: 12, ClientStoreId: 1 });
    expect(details(await gw.post("Register", "greenvalley", body))).toMatch(/Password/);
    expect(details(await gw.post("Register", "greenvalley", { ...body, Password: "Valley99" }))).toMatch(/Phone/);
    expect(
      code(await gw.post("Register", "greenvalley", { ...body, Password: "Valley99", PhoneNumber: "3075550111" })),
    ).toBe(1);
  });
});

describe("link-card registration", () => {
  it("accepts an unregistered card once (ErrorCode 1, else -1 as the real gateway)", async () => {
    const cards = (await (await fetch(`${gw.url}/__demo/cards?site=freshmart`)).json()) as { cards: string[] };
    const card = cards.cards[0] ?? "";
    expect(code(await gw.post(`ValidateMemberNumber/${card}`, "freshmart"))).toBe(1);
    expect(code(await gw.post("ValidateMemberNumber/123", "freshmart"))).toBe(-1);
    const { ClientId: _c, StoreGroupId: _s, PhoneNumber: _p, ...base } = registration("card@mail.example");
    expect(code(await gw.post("NewRegister", "freshmart", { ...base, MemberNumber: card }))).toBe(1);
    expect(code(await gw.post(`ValidateMemberNumber/${card}`, "freshmart"))).toBe(-1);
    const user = await gw.login("freshmart", "card@mail.example", "5678");
    expect(user["MemberNumber"]).toBe(card);
  });
});

describe("account changes", () => {
  it("e-mails a new PIN for a forgotten one", async () => {
    expect(code(await gw.post("ForgotPassword", "freshmart", { UserName: "demo@freshmart.example" }))).toBe(1);
    const { emails } = (await (await fetch(`${gw.url}/__demo/emails?to=demo@freshmart.example`)).json()) as {
      emails: { body: string }[];
    };
    const pin = /<strong>(\d{4})<\/strong>/.exec(emails.at(-1)?.body ?? "")?.[1] ?? "";
    expect(pin).toMatch(/^\d{4}$/);
    expect(code(await gw.login("freshmart", "demo@freshmart.example", "1234"))).toBe(-1);
    expect(code(await gw.login("freshmart", "demo@freshmart.example", pin))).toBe(1);
  });

  it("changes e-mail and PIN where allowed, and ends the session", async () => {
    const user = await gw.login("freshmart", "demo@freshmart.example", "1234");
    const token = String(user["UserToken"]);
    expect(
      code(await gw.post("ChangeUserName", "freshmart", { UserName: "dana@mail.example", UserToken: token })),
    ).toBe(1);
    expect(code(await gw.post(`GetMyCartDetails/${token}`, "freshmart"))).toBe(-1001);
    const again = await gw.login("freshmart", "dana@mail.example", "1234");
    const body = { OldPassword: "1234", NewPassword: "9876", CustomerId: 1, UserToken: String(again["UserToken"]) };
    expect(details(await gw.post("ChangePassword", "freshmart", { ...body, OldPassword: "1111" }))).toMatch(/Old PIN/);
    expect(details(await gw.post("ChangePassword", "freshmart", body))).toBe("PIN changed successfully.");
  });

  it("refuses e-mail change and deletion where the chain does not allow them", async () => {
    const user = await gw.login("greenvalley", "demo@greenvalley.example", "Green123");
    const token = String(user["UserToken"]);
    expect(code(await gw.post("ChangeUserName", "greenvalley", { UserName: "x@mail.example", UserToken: token }))).toBe(
      -1,
    );
    const del = {
      MemberNumber: String(user["MemberNumber"]),
      UserDetailId: Number(user["UserDetailId"]),
      UserToken: token,
    };
    expect(code(await gw.post("DeleteUser", "greenvalley", del))).toBe(-1);
  });

  it("updates the profile and deletes the account", async () => {
    const user = await gw.login("freshmart", "demo@freshmart.example", "1234");
    const token = String(user["UserToken"]);
    const profile = {
      FirstName: "Danielle",
      LastName: "Miller",
      PhoneNumber: "2175550000",
      ClientStoreId: 3,
      UserToken: token,
    };
    expect(code(await gw.post("UpdateUserProfile", "freshmart", profile))).toBe(1);
    expect(await gw.login("freshmart", "demo@freshmart.example", "1234")).toMatchObject({
      FirstName: "Danielle",
      ClientStoreId: 3,
    });
    const del = {
      MemberNumber: String(user["MemberNumber"]),
      UserDetailId: Number(user["UserDetailId"]),
      UserToken: token,
    };
    expect(details(await gw.post("DeleteUser", "freshmart", del))).toBe("User deleted successfully");
    expect((await gw.login("freshmart", "demo@freshmart.example", "1234"))["ErrorMesasge"]).toMatchObject({
      ErrorCode: -1,
    });
  });
});
