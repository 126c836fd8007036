/**
 * The gateway's cross-cutting behaviour over real HTTP: chain selection, tokens, body validation,
 * CORS, faults and the e-mail log.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { code, details, startTestGateway, type TestGateway } from "./test-helpers.ts";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());
afterEach(async () => {
  await fetch(`${gw.url}/__demo/reset`, { method: "POST" });
});

const GUEST = { freshmart: "guest-freshmart-7f3a9c", greenvalley: "guest-greenvalley-41b8e2" };

describe("chain selection", () => {
  it("serves each chain's own data by the domainname header", async () => {
    const fresh = await gw.post("GetClientStores/1", "freshmart");
    const green = await gw.post("GetClientStores/1", "greenvalley");
    const names = (a: Record<string, unknown>) =>
      (a["GetClientStores"] as { ClientStoreName: string }[]).map((s) => s.ClientStoreName);
    expect(names(fresh)[0]).toBe("Fresh Mart Downtown");
    expect(names(green)[0]).toBe("Green Valley Riverton");
  });

  it("answers an unknown or missing domain with the error envelope", async () => {
    const unknown = await gw.post("GetClientStores/1", "nosuchchain");
    expect(code(unknown)).toBe(-1);
    expect(details(unknown)).toContain("nosuchchain");
    expect(code(await gw.post("GetClientStores/1", null))).toBe(-1);
  });

  it("maps hosts to site keys and serves clientinfo by FileName", async () => {
    const map = await gw.get("clientinfo?FileName=domainFileMap", null);
    expect(map["error"]).toBeNull();
    expect(map["data"]).toMatchObject({ "freshmart.localhost": "freshmart", "www.hilltop.example": "hilltop" });
    const info = await gw.get("clientinfo?FileName=greenvalley", "greenvalley");
    expect(info).toMatchObject({ error: null, basename: "/", data: { RSA_SUBDOMAIN: "greenvalley", THEME: 2 } });
    expect(JSON.stringify(info)).toContain(`${gw.url}/images/`);
    const missing = await gw.get("clientinfo?FileName=nosuchchain", null);
    expect(missing["error"]).toMatch(/nosuchchain/);
  });

  it("selects support-domain calls by ClientDbName", async () => {
    const body = { ClientDbName: "RSA_HILLTOP", ClientId: 105, ClientStoreId: 0, Token: "" };
    const stores = await gw.post("GetStaticClientStores", "support", body);
    expect(code(stores)).toBe(1);
    expect((stores["GetClientStores"] as unknown[]).length).toBe(5);
  });
});

describe("tokens", () => {
  it("rejects unknown tokens with -1001 'Your session has expired'", async () => {
    const answer = await gw.post("GetCategoriesForCoupons/not-a-token", "freshmart");
    expect(code(answer)).toBe(-1001);
    expect(details(answer)).toBe("Your session has expired");
  });

  it("lets the guest token browse but not clip, and hides members-only offers from guests", async () => {
    const cats = await gw.post(`GetCategoriesForCoupons/${GUEST.freshmart}`, "freshmart");
    const ids = (cats["GetProductCategories"] as { ProductCategoryId: number }[]).map((c) => c.ProductCategoryId);
    expect(ids).not.toContain(10001);
    expect(ids).toContain(10002);
    const card = await gw.get(`GetMyCardAndSaveAmountInfo/${GUEST.freshmart}`, "freshmart");
    expect(code(card)).toBe(-1001);
    // A guest token of one chain is no token at another.
    expect(code(await gw.post(`GetCategoriesForCoupons/${GUEST.freshmart}`, "greenvalley"))).toBe(-1001);
  });

  it("expires member sessions through the control endpoint", async () => {
    const user = await gw.login("freshmart", "demo@freshmart.example", "1234");
    const token = String(user["UserToken"]);
    expect(code(await gw.post(`GetMyCartDetails/${token}`, "freshmart"))).toBe(1);
    await fetch(`${gw.url}/__demo/expire-sessions`, { method: "POST", body: "{}" });
    expect(code(await gw.post(`GetMyCartDetails/${token}`, "freshmart"))).toBe(-1001);
  });
});

describe("body validation", () => {
  it("names the missing or wrong field", async () => {
    const missing = await gw.post("SaveMyCart", "freshmart", { OfferId: 100001 });
    expect(code(missing)).toBe(-1);
    expect(details(missing)).toContain("CategoryId: required field is missing");
    const wrongType = await gw.post("SaveMyCart", "freshmart", { OfferId: "100001" });
    expect(details(wrongType)).toContain("OfferId: expected number");
    const wrongValue = await gw.post(`GetClientStores/1`, "freshmart", { method: "GET" }, true);
    expect(details(wrongValue)).toBe('Invalid request. method: expected "POST"');
    const extra = await gw.post(`GetClientStores/1`, "freshmart", { Surprise: 1 });
    expect(details(extra)).toBe("Invalid request. Surprise: unexpected field");
    const notJson = await gw.post("ValidateUser", "freshmart", "{not json", true);
    expect(code(notJson)).toBe(-1);
    expect(details(notJson)).toMatch(/JSON/);
  });
});

describe("CORS", () => {
  it("answers preflights from preview origins with the domainname header allowed", async () => {
    const res = await fetch(`${gw.url}/SaveMyCart`, {
      method: "OPTIONS",
      headers: {
        origin: "http://freshmart.localhost:4321",
        "access-control-request-method": "POST",
        "access-control-request-headers": "domainname,content-type",
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://freshmart.localhost:4321");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("domainname");
  });

  it("does not allow other origins", async () => {
    const res = await fetch(`${gw.url}/clientinfo?FileName=freshmart`, { headers: { origin: "https://evil.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const ok = await fetch(`${gw.url}/clientinfo?FileName=freshmart`, { headers: { origin: "http://127.0.0.1:4321" } });
    expect(ok.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:4321");
    // A preview over TLS (the phone benchmark's HTTP/2 preview).
    const tls = await fetch(`${gw.url}/clientinfo?FileName=freshmart`, {
      headers: { origin: "https://localhost:4321" },
    });
    expect(tls.headers.get("access-control-allow-origin")).toBe("https://localhost:4321");
  });
});

describe("faults", () => {
  const arm = (fault: object) =>
    fetch(`${gw.url}/__demo/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(fault),
    });

  it("fails a call of one chain N times, then recovers", async () => {
    await arm({
      site: "freshmart",
      call: "GetClientStores",
      mode: "error",
      code: -1,
      details: "Store service down",
      times: 2,
    });
    expect(details(await gw.post("GetClientStores/1", "freshmart"))).toBe("Store service down");
    expect(code(await gw.post("GetClientStores/1", "greenvalley"))).toBe(1);
    expect(code(await gw.post("GetClientStores/1", "freshmart"))).toBe(-1);
    expect(code(await gw.post("GetClientStores/1", "freshmart"))).toBe(1);
  });

  it("sends a body that does not parse, drops the connection, or delays", async () => {
    await arm({ site: "freshmart", call: "clientinfo", mode: "malformed" });
    const res = await fetch(`${gw.url}/clientinfo?FileName=freshmart`);
    await expect(res.json()).rejects.toThrow();
    await arm({ site: "freshmart", call: "GetClientStores", mode: "network" });
    await expect(
      fetch(`${gw.url}/GetClientStores/1`, {
        method: "POST",
        headers: { domainname: "freshmart" },
        body: '{"method":"POST"}',
      }),
    ).rejects.toThrow();
    await arm({ call: "WeeklyAdGallery", mode: "delay", ms: 300 });
    const started = Date.now();
    await gw.get(`WeeklyAdGallery/${GUEST.freshmart}/1`, "freshmart");
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it("loses an answer: the call is carried out, the connection drops halfway through the answer", async () => {
    const token = String((await gw.login("freshmart", "demo@freshmart.example", "1234"))["UserToken"]);
    const cart = async () =>
      ((await gw.post(`GetMyCartDetails/${token}`, "freshmart"))["MyCartInfo"] as { OfferId: number }[]).map(
        (i) => i.OfferId,
      );
    const [first] = await cart();
    await arm({ site: "freshmart", call: "RemoveFromCart", mode: "lost", times: 1 });
    // The answer begins (status and headers), then the connection drops: its body never completes.
    const lost = await fetch(`${gw.url}/RemoveFromCart/${first}/${token}`, {
      method: "POST",
      headers: { domainname: "freshmart", "content-type": "application/json" },
      body: '{"method":"POST"}',
    });
    await expect(lost.text()).rejects.toThrow();
    expect(await cart()).not.toContain(first);
  });

  it("fires a fault for a share of the calls (rate), the same ones for the same seed; modes stack", async () => {
    const pattern = async (seed: number): Promise<string> => {
      await arm({ site: "greenvalley", call: "GetClientStores", mode: "error", details: "down", rate: 0.3, seed });
      let seen = "";
      for (let i = 0; i < 40; i += 1) seen += code(await gw.post("GetClientStores/1", "greenvalley")) === 1 ? "." : "x";
      return seen;
    };
    const first = await pattern(7);
    expect(await pattern(7)).toBe(first);
    const fired = first.replace(/\./g, "").length;
    expect(fired).toBeGreaterThanOrEqual(5);
    expect(fired).toBeLessThanOrEqual(20);
    // A delay armed beside the error keeps the error armed.
    await arm({ site: "greenvalley", call: "GetClientStores", mode: "delay", ms: 1, rate: 0.5 });
    const armed = (await (await fetch(`${gw.url}/__demo/faults`)).json()) as { faults: { fault: { mode: string } }[] };
    expect(armed.faults.map((f) => f.fault.mode)).toEqual(["error", "delay"]);
    await fetch(`${gw.url}/__demo/faults`, { method: "DELETE" });
    expect((await arm({ call: "SaveMyCart", mode: "lost", rate: 1.5 })).status).toBe(400);
  });

  it("takes a fault scoped to one shopper (match) only on that shopper's calls", async () => {
    const armed = async () =>
      ((await (await fetch(`${gw.url}/__demo/faults`)).json()) as { faults: { call: string; match: string | null }[] })
        .faults;
    const demo = String((await gw.login("freshmart", "demo@freshmart.example", "1234"))["UserToken"]);
    await arm({ site: "freshmart", call: "GetMyCartDetails", mode: "error", details: "Cart down", match: demo });
    // Another shopper's call of the same chain is answered as usual, and leaves the fault armed.
    expect(details(await gw.post(`GetMyCartDetails/${GUEST.freshmart}`, "freshmart"))).not.toBe("Cart down");
    expect(details(await gw.post(`GetMyCartDetails/${demo}`, "freshmart"))).toBe("Cart down");
    // In a body too: a SendEmail whose form names the shopper's address, once.
    await arm({
      site: "freshmart",
      call: "SendEmail",
      mode: "error",
      details: "Mail down",
      match: "a@shopper.example",
      times: 1,
    });
    const send = (from: string) => gw.post("SendEmail", "freshmart", { EmailBody: `<td>${from}</td>` });
    expect(details(await send("b@shopper.example"))).not.toBe("Mail down");
    expect((await armed()).map((f) => f.call)).toEqual(["getmycartdetails", "sendemail"]);
    expect(details(await send("a@shopper.example"))).toBe("Mail down");
    expect((await armed()).map((f) => f.call)).toEqual(["getmycartdetails"]);
    // Scoped faults for two shoppers stay armed side by side; an empty match is refused.
    await arm({ site: "freshmart", call: "SaveMyCart", mode: "delay", ms: 1, match: "one" });
    await arm({ site: "freshmart", call: "SaveMyCart", mode: "delay", ms: 1, match: "two" });
    expect((await armed()).map((f) => f.match)).toEqual([demo, "one", "two"]);
    expect((await arm({ call: "SaveMyCart", mode: "delay", ms: 1, match: "" })).status).toBe(400);
    await fetch(`${gw.url}/__demo/faults`, { method: "DELETE" });
  });

  it("clears every fault with DELETE", async () => {
    await arm({ site: "freshmart", call: "GetClientStores", mode: "error", code: -1, details: "down" });
    await fetch(`${gw.url}/__demo/faults`, { method: "DELETE" });
    expect(code(await gw.post("GetClientStores/1", "freshmart"))).toBe(1);
  });

  it("rejects a fault without a mode", async () => {
    expect((await arm({ call: "SaveMyCart", mode: "explode" })).status).toBe(400);
  });
});

describe("e-mail log", () => {
  it("lists sent e-mails, filtered by chain", async () => {
    const email = {
      EmailId: "contact@freshmart.example",
      EmailSubject: "Enquiry via Contact Us",
      EmailBody: "<table><tr><td>Hi</td></tr></table>",
      RSAClientId: 101,
      EnterpriseId: "101",
      SecurityKey: "demo-key-freshmart",
      CCList: "",
      BccList: "",
      FromEmailId: "shopper@mail.example",
      FromName: "Shopper",
    };
    expect(code(await gw.post("SendEmail", "freshmart", email))).toBe(1);
    expect(code(await gw.post("SendEmail", "freshmart", { ...email, SecurityKey: "wrong" }))).toBe(-1);
    const all = (await (await fetch(`${gw.url}/__demo/emails?site=freshmart`)).json()) as {
      emails: { subject: string; to: string }[];
    };
    expect(all.emails).toEqual([
      expect.objectContaining({ subject: "Enquiry via Contact Us", to: "contact@freshmart.example" }),
    ]);
    const other = (await (await fetch(`${gw.url}/__demo/emails?site=greenvalley`)).json()) as { emails: unknown[] };
    expect(other.emails).toEqual([]);
  });
});

describe("coupons added at the gateway (/__demo/coupons)", () => {
  const list = async (categoryId: number) =>
    (
      (await gw.post(`GetDetailsForCoupons/${categoryId}/${GUEST.freshmart}/0`, "freshmart"))["Specials"] as {
        SSNewsId: number;
        Title: string;
      }[]
    ).map((c) => c.Title);
  const count = async (categoryId: number) =>
    (
      (await gw.post(`GetCategoriesForCoupons/${GUEST.freshmart}`, "freshmart"))["GetProductCategories"] as {
        ProductCategoryId: number;
        NoOfCoupons: number;
      }[]
    ).find((c) => c.ProductCategoryId === categoryId)?.NoOfCoupons;
  const add = (body: unknown) =>
    fetch(`${gw.url}/__demo/coupons`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("offers a new coupon in All Coupons and its department, first when asked, counted, until a reset", async () => {
    const departments = (await gw.post(`GetCategoriesForCoupons/${GUEST.freshmart}`, "freshmart"))[
      "GetProductCategories"
    ] as { ProductCategoryId: number }[];
    const dept = departments.find((d) => d.ProductCategoryId < 10000)?.ProductCategoryId ?? 0;
    const before = await count(dept);
    const answer = (await (
      await add({ site: "freshmart", title: "Fresh figs", categoryId: dept, first: true })
    ).json()) as {
      coupon: { SSNewsId: number; Title: string; ProductCategoryId: number };
    };
    expect(answer.coupon).toMatchObject({ Title: "Fresh figs", ProductCategoryId: dept });
    expect((await list(0))[0]).toBe("Fresh figs");
    expect(await list(dept)).toContain("Fresh figs");
    expect(await count(dept)).toBe((before ?? 0) + 1);
    await fetch(`${gw.url}/__demo/reset`, { method: "POST" });
    expect(await list(0)).not.toContain("Fresh figs");
  });

  it("refuses an unknown chain or a coupon without a title", async () => {
    expect((await add({ site: "nowhere", title: "x" })).status).toBe(400);
    expect((await add({ site: "freshmart" })).status).toBe(400);
  });
});
