import { AstroError } from "astro/errors";
import { describe, expect, it } from "vitest";
import { buildTenant } from "./tenant-files.ts";
import { TenantConfigError, allowedKeys, valueAt } from "./tenant-errors.ts";
import { domainMapSchema, localSettingsSchema, parseTenantFile, siteDataSchema } from "./tenant-schema.ts";
import { clientInfo, minimalSiteData } from "../test-support/test-fixtures.ts";

/** The error thrown by `run`, which must be a TenantConfigError. */
function thrown(run: () => unknown): TenantConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError);
    return error as TenantConfigError;
  }
  throw new Error("expected a TenantConfigError");
}

/** The message for clientinfo `data` with `extra` merged over a valid one (and `drop` left out). */
function dataError(extra: Record<string, unknown>, drop?: string): string {
  const data: Record<string, unknown> = { ...minimalSiteData(), ...extra };
  if (drop !== undefined) delete data[drop];
  return thrown(() => parseTenantFile(siteDataSchema, data, "acme", "clientinfo.json", ["data"])).message;
}

/** The message for a local.json value. */
const localError = (value: unknown) =>
  thrown(() => parseTenantFile(localSettingsSchema, value, "acme", "local.json")).message;

describe("tenant error messages name the chain, the file, the key path, what was expected and what was found", () => {
  it("bad enum value: lists the allowed values", () => {
    expect(dataError({ WEEKLY_ADS_SOURCE: "weekly" })).toMatchInlineSnapshot(
      `"tenant "acme", clientinfo.json: data.WEEKLY_ADS_SOURCE: expected one of "by-store" | "by-customer", found "weekly""`,
    );
  });

  it("bad value of a union of literals: lists the allowed values and shows the value as written", () => {
    expect(dataError({ THEME: 3 })).toMatchInlineSnapshot(
      `"tenant "acme", clientinfo.json: data.THEME: expected 1 | 2, found 3"`,
    );
    expect(dataError({ THEME: "blue" })).toMatchInlineSnapshot(
      `"tenant "acme", clientinfo.json: data.THEME: expected 1 | 2, found "blue""`,
    );
  });

  it("missing key", () => {
    expect(dataError({}, "GUEST_TOKEN")).toMatchInlineSnapshot(
      `"tenant "acme", clientinfo.json: data.GUEST_TOKEN: missing (expected a string)"`,
    );
    expect(dataError({ SEO: { title: "Acme" } })).toMatchInlineSnapshot(
      `"tenant "acme", clientinfo.json: data.SEO.description: missing (expected a string)"`,
    );
  });

  it("wrong type: the expected type, the value and its type", () => {
    expect(dataError({ RSA_CLIENT_ID: "twelve" })).toMatchInlineSnapshot(
      `"tenant "acme", clientinfo.json: data.RSA_CLIENT_ID: expected a number, found "twelve" (string)"`,
    );
    expect(dataError({ ALLOW_PASSWORD: "maybe" })).toMatchInlineSnapshot(
      `"tenant "acme", clientinfo.json: data.ALLOW_PASSWORD: expected true or false, found "maybe" (string)"`,
    );
    expect(localError([])).toMatchInlineSnapshot(
      `"tenant "acme", local.json: (root): expected an object, found [] (array)"`,
    );
  });

  it("bad URL: the schema's own wording of what is allowed", () => {
    expect(dataError({ LOGO_HEADER: "javascript:alert(1)" })).toMatchInlineSnapshot(
      `"tenant "acme", clientinfo.json: data.LOGO_HEADER: expected an http(s) URL with a plain host name, or a path starting with /, found "javascript:alert(1)""`,
    );
    expect(localError({ flags: { weeklyAdViewerUrl: "ftp://ads.example" } })).toMatchInlineSnapshot(
      `"tenant "acme", local.json: flags.weeklyAdViewerUrl: expected an http(s) URL with a plain host name, found "ftp://ads.example""`,
    );
  });

  it("nested path, inside lists", () => {
    const menu = [{ menu_name: "About", menu_url: "/about", submenu: [{ submenu_name: "Us", submenu_url: 7 }] }];
    expect(dataError({ MENU: menu })).toMatchInlineSnapshot(
      `"tenant "acme", clientinfo.json: data.MENU[0].submenu[0].submenu_url: expected a string, found 7 (number)"`,
    );
    const links = [
      { label: "A", url: "https://florist.example/a" },
      { label: "B", url: "mailto:b@florist.example" },
    ];
    expect(localError({ flags: { floralPage: { links } } })).toMatchInlineSnapshot(
      `"tenant "acme", local.json: flags.floralPage.links[1].url: expected an http(s) URL with a plain host name, found "mailto:b@florist.example""`,
    );
  });

  it("wrong number of items", () => {
    const links = [{ label: "A", url: "https://florist.example/a" }];
    expect(localError({ flags: { floralPage: { links } } })).toMatchInlineSnapshot(
      `"tenant "acme", local.json: flags.floralPage.links: expected exactly 2 items, found 1 item"`,
    );
  });

  it("loyalty tiers whose names would share an anchor on the loyalty page", () => {
    const tier = (name: string) => ({ name, benefits: ["member-prices"] });
    const memberProgram = { name: "Rewards", description: "Member prices.", tiers: [tier("Gold"), tier("gold!")] };
    expect(localError({ memberProgram })).toMatch(
      /^tenant "acme", local\.json: memberProgram\.tiers: tier names must differ in their letters and digits, found \[\{"name":"Gold"/,
    );
  });

  it("unknown key: the likely spelling, or the allowed keys", () => {
    expect(localError({ flags: { couponListWordng: true } })).toMatchInlineSnapshot(
      `"tenant "acme", local.json: flags: unknown key "couponListWordng" (did you mean "couponListWording"?)"`,
    );
    expect(localError({ colour: "red" })).toMatchInlineSnapshot(
      `"tenant "acme", local.json: (root): unknown key "colour" (allowed: $comment, deploy, hosts, primaryHost, betaHosts, gatewayUrl, formRelay, imageCdnTemplate, pictureHosts, storeServices, memberProgram, languages, flags)"`,
    );
  });

  it("languages: a known code, English first, each once", () => {
    expect(localError({ languages: ["en", "fr"] })).toMatchInlineSnapshot(
      `"tenant "acme", local.json: languages[1]: expected one of "en" | "es", found "fr""`,
    );
    expect(localError({ languages: ["es"] })).toMatchInlineSnapshot(
      `"tenant "acme", local.json: languages: expected "en" first: English is every chain's first language, found ["es"]"`,
    );
    expect(localError({ languages: ["en", "es", "es"] })).toMatchInlineSnapshot(
      `"tenant "acme", local.json: languages: expected each language once, found ["en","es","es"]"`,
    );
    expect(localError({ languages: "es" })).toMatchInlineSnapshot(
      `"tenant "acme", local.json: languages: expected a list, found "es" (string)"`,
    );
    expect(parseTenantFile(localSettingsSchema, {}, "acme", "local.json").languages).toEqual(["en"]);
    expect(parseTenantFile(localSettingsSchema, { languages: ["en", "es"] }, "acme", "local.json").languages).toEqual([
      "en",
      "es",
    ]);
  });

  it("keys that are not plain names are quoted", () => {
    const message = thrown(() =>
      parseTenantFile(domainMapSchema, { "www.acme.example": "coupons" }, "(domain map)", "domain-map.json"),
    ).message;
    expect(message).toMatchInlineSnapshot(
      `"tenant "(domain map)", domain-map.json: ["www.acme.example"]: this site key is a route name of the site, found "coupons""`,
    );
  });

  it("every problem of a file, one line each", () => {
    expect(dataError({ THEME: 5, HEADER_BG_COLOR: "green" }).split("\n")).toEqual([
      'tenant "acme", clientinfo.json: data.THEME: expected 1 | 2, found 5',
      'tenant "acme", clientinfo.json: data.HEADER_BG_COLOR: expected a hex colour such as #318501, found "green"',
    ]);
  });

  it("the build's loader reports local.json the same way", () => {
    const files = { local: { flags: { hideZipField: "no" } }, clientInfo: clientInfo("acme"), snapshots: {} };
    expect(thrown(() => buildTenant("acme", files, { domainMap: {} })).message).toBe(
      'tenant "acme", local.json: flags.hideZipField: expected true or false, found "no" (string)',
    );
  });
});

describe("TenantConfigError", () => {
  it("is an AstroError with a hint, so the build prints it as one", () => {
    const error = thrown(() => parseTenantFile(siteDataSchema, {}, "acme", "clientinfo.json", ["data"]));
    expect(error).toBeInstanceOf(AstroError);
    expect(error.name).toBe("TenantConfigError");
    expect(error.hint).toBe(
      "tenants/acme/clientinfo.json holds the gateway's answer as `npm run pull` saved it: correct the chain's settings at the gateway, then pull and build again.",
    );
    expect(thrown(() => parseTenantFile(localSettingsSchema, { hosts: 1 }, "acme", "local.json")).hint).toBe(
      "Correct tenants/acme/local.json (written by hand) and build again.",
    );
  });
});

describe("helpers", () => {
  it("valueAt finds the value as written, or says it is missing", () => {
    expect(valueAt({ a: [{ b: 0 }] }, ["a", 0, "b"])).toEqual({ value: 0 });
    expect(valueAt({ a: [] }, ["a", 0, "b"])).toBe("missing");
  });

  it("allowedKeys reads the keys of a strict object through defaults and optionals", () => {
    expect(allowedKeys(localSettingsSchema, ["flags", "employmentExtras"])).toEqual([
      "deliBakeryLink",
      "locationNote",
      "positionApplyForLabel",
      "ageQuestion",
    ]);
  });
});
