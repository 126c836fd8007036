import { describe, expect, it } from "vitest";
import { getClientInfo, getDomainFileMap } from "./clientinfo.ts";
import { DEFAULT_MEMBER_CARD_LENGTH, getCompanySettings, sortedSocialLinks } from "./company.ts";
import { sendEmail } from "./email.ts";
import { getJobs } from "./jobs.ts";
import { OK_BLOCK, expectOneRequest, recordingGatewayPerTest } from "../test-support/test-server.ts";

const gw = recordingGatewayPerTest();

describe("clientinfo", () => {
  it("GETs the domain map without a domainname header", async () => {
    gw.server.reply("GET", "/clientinfo?FileName=domainFileMap", {
      json: { error: null, data: { "www.a.example": "site-a" } },
    });
    const result = await getDomainFileMap(gw.client);
    expectOneRequest(gw.server, { method: "GET", url: "/clientinfo?FileName=domainFileMap", domainname: null });
    expect(result).toEqual({ ok: true, data: { error: null, data: { "www.a.example": "site-a" } } });
  });

  it("GETs a site's file with the domainname header and keeps data/common loose", async () => {
    const info = { error: null, basename: "/", data: { THEME: 2, MENU: [] }, common: { x: 1 } };
    gw.server.reply("GET", "/clientinfo?FileName=site-a", { json: info });
    const result = await getClientInfo(gw.client, "site-a");
    expectOneRequest(gw.server, { method: "GET", url: "/clientinfo?FileName=site-a" });
    expect(result).toEqual({ ok: true, data: info });
  });

  it("turns an error text into a rejection carrying it", async () => {
    gw.server.reply("GET", "/clientinfo?FileName=nope", { json: { error: "File not found" } });
    expect(await getClientInfo(gw.client, "nope")).toMatchObject({
      ok: false,
      kind: "rejected",
      details: "File not found",
    });
  });

  it.each([false, "", "  ", null, undefined])("reads error %j as no error", async (error) => {
    const info = { error, basename: "/", data: { THEME: 2 }, common: {} };
    gw.server.reply("GET", "/clientinfo?FileName=site-a", { json: info });
    expect(await getClientInfo(gw.client, "site-a")).toMatchObject({ ok: true, data: { error: null } });
  });

  it("reads error true as an error", async () => {
    gw.server.reply("GET", "/clientinfo?FileName=site-a", { json: { error: true, basename: "/", data: {} } });
    expect(await getClientInfo(gw.client, "site-a")).toMatchObject({ ok: false, details: "error: true" });
  });

  it("fails when data is missing", async () => {
    gw.server.reply("GET", "/clientinfo?FileName=site-a", { json: { error: null, basename: "/" } });
    expect(await getClientInfo(gw.client, "site-a")).toMatchObject({ ok: false, kind: "invalid-response" });
  });
});

describe("GetCompanySettingsAndContactInfoByStoreGroup", () => {
  it("POSTs the four keys and parses settings and social links", async () => {
    const settings = {
      ErrorMessage: OK_BLOCK,
      CompanySettings: {
        SupportEmail: "help@example.com",
        StorePhoneNumber: "2175550100",
        StoreTimings: "Mon-Sun\n7-10",
        StoreTimingLable: "Hours",
        AllowLinkCardRegistration: "true",
        MemberCardMinLength: null,
        MemberCardMaxLength: "16",
        IsPhoneNumberMandatory: 1,
        logo: "logo.png",
        Unknown: 1,
      },
      SocialMediaSettings: [
        { Title: "Twitter", Value: "https://x.example", ImageURL: "", IsSocialMedia: true, SequenceNumber: 2 },
        { Title: "Facebook", Value: "https://fb.example", ImageURL: "", IsSocialMedia: true, SequenceNumber: "1" },
      ],
    };
    gw.server.reply("POST", "/GetCompanySettingsAndContactInfoByStoreGroup", { json: settings });
    const args = { ClientAppName: "web", ClientId: 9, StoreGroupId: 3, StoreId: 2 };
    const result = await getCompanySettings(gw.client, args);
    expectOneRequest(gw.server, {
      method: "POST",
      url: "/GetCompanySettingsAndContactInfoByStoreGroup",
      body: { ...args, method: "POST" },
    });
    if (!result.ok) throw new Error(result.kind);
    expect(result.data.CompanySettings).toMatchObject({
      SupportEmail: "help@example.com",
      StoreEmail: "",
      StoreTimingLabel: "Hours",
      AllowLinkCardRegistration: true,
      AllowNewRegistration: false,
      MemberCardMinLength: DEFAULT_MEMBER_CARD_LENGTH,
      MemberCardMaxLength: 16,
      IsPhoneNumberMandatory: true,
      Logo: "logo.png",
    });
    expect(sortedSocialLinks(result.data).map((s) => s.Title)).toEqual(["Facebook", "Twitter"]);
  });
});

describe("SendEmail", () => {
  it("POSTs exactly the spec's fields", async () => {
    const args = {
      EmailId: "owner@example.com",
      EmailSubject: "Enquiry for Subscribe",
      EmailBody: "<table><tr><td>Email</td><td>a@b.co</td></tr></table>",
      RSAClientId: 9,
      EnterpriseId: "E1",
      SecurityKey: "k",
      CCList: "",
      BccList: "",
      FromEmailId: "noreply@example.com",
      FromName: "Store",
    };
    gw.server.reply("POST", "/SendEmail", { json: { ErrorMessage: OK_BLOCK } });
    expect((await sendEmail(gw.client, args)).ok).toBe(true);
    expectOneRequest(gw.server, { method: "POST", url: "/SendEmail", body: { ...args, method: "POST" } });
  });
});

describe("job list", () => {
  it("GETs the absolute URL without the domainname header", async () => {
    const jobs = [{ title: "Cashier", city: "Springfield", job_hash: "abc123" }];
    gw.server.reply("GET", "/jobs/org-1", { json: jobs });
    const result = await getJobs(gw.client, `${gw.server.baseUrl}/jobs/org-1`);
    expectOneRequest(gw.server, { method: "GET", url: "/jobs/org-1", domainname: null });
    expect(result).toEqual({ ok: true, data: jobs });
  });

  it("refuses a non-http URL", async () => {
    expect(await getJobs(gw.client, "javascript:alert(1)")).toMatchObject({ ok: false, kind: "invalid-request" });
  });
});
