import { describe, expect, it } from "vitest";
import {
  domainMapSchema,
  formatKeyPath,
  localSettingsSchema,
  parseTenantFile,
  siteDataSchema,
  siteKeySchema,
  TenantConfigError,
} from "./tenant-schema.ts";
import { emailSettings, minimalSiteData } from "../test-support/test-fixtures.ts";

const parseData = (extra: Record<string, unknown> = {}) =>
  parseTenantFile(siteDataSchema, { ...minimalSiteData(), ...extra }, "acme", "clientinfo.json", ["data"]);

/** The message a bad value produces, or "" when it parses. */
function errorOf(run: () => unknown): string {
  try {
    run();
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError);
    return (error as Error).message;
  }
}

describe("clientinfo data defaults (from the specs)", () => {
  const data = parseData();

  it("uses theme 1, the green header and the neighbourhood text", () => {
    expect(data.THEME).toBe(1);
    expect(data.HEADER_BG_COLOR).toBe("#318501");
    expect(data.NEIGHBORHOOD_TEXT).toBe("We are in your neighborhood");
  });

  it("leaves every switch off", () => {
    for (const key of [
      "ONLY_COUPONS",
      "BASIC_THEME",
      "BETA_SITE",
      "ALLOW_PASSWORD",
      "ALLOW_LINK_CARD_REGISTRATION",
      "IS_PHONE_NUMBER_REQUIRED",
      "ALLOW_EMPLOYMENT_SCREEN",
      "ALLOW_EMAIL_CHANGE",
      "ALLOW_USER_DELETE",
      "POINTS_API",
    ] as const) {
      expect(data[key], key).toBe(false);
    }
    expect(data.SHOP_TUTORIAL).toBe(0);
    expect(data.STORES_SOURCE).toBe("default");
    expect(data.WEEKLY_ADS_SOURCE).toBe("by-store");
    expect(data.MENU).toEqual([]);
  });

  it("reads theme 2 and ids sent as text", () => {
    const d = parseData({ THEME: "2", RSA_CLIENT_ID: "12" });
    expect(d.THEME).toBe(2);
    expect(d.RSA_CLIENT_ID).toBe(12);
  });

  it("rejects a theme that does not exist", () => {
    expect(errorOf(() => parseData({ THEME: 3 }))).toMatch(/^tenant "acme", clientinfo\.json: data\.THEME: /);
  });
});

describe("empty means unset wherever there is a default", () => {
  it.each(["", "  ", null])("%j takes the default", (blank) => {
    const d = parseData({
      HEADER_BG_COLOR: blank,
      NEIGHBORHOOD_TEXT: blank,
      THEME: blank,
      SHOP_TUTORIAL: blank,
      STORES_SOURCE: blank,
      MENU: blank,
      ABOUT: { show_counters: blank, brands: blank },
      EMAIL: { ...EMAIL, cc: blank },
    });
    expect(d.HEADER_BG_COLOR).toBe("#318501");
    expect(d.NEIGHBORHOOD_TEXT).toBe("We are in your neighborhood");
    expect(d.THEME).toBe(1);
    expect(d.SHOP_TUTORIAL).toBe(0);
    expect(d.STORES_SOURCE).toBe("default");
    expect(d.MENU).toEqual([]);
    expect(d.ABOUT).toMatchObject({ show_counters: false, brands: [] });
    expect(d.EMAIL?.cc).toBe("");
  });

  it("reads a blank flag whose default is on as on", () => {
    const d = parseData({ MENU: [{ menu_name: "Coupons", menu_url: "/coupons", menu_visible: "" }] });
    expect(d.MENU[0]?.menu_visible).toBe(true);
  });

  it("keeps a required key required: blank is still refused", () => {
    expect(errorOf(() => parseData({ GUEST_TOKEN: "" }))).toMatch(/data\.GUEST_TOKEN: expected a non-empty string/);
  });

  it("falls back to the SEO title for a missing or blank STORE_NAME", () => {
    const { STORE_NAME: _n, ...rest } = minimalSiteData();
    const d = parseTenantFile(
      siteDataSchema,
      { ...rest, SEO: { title: "Acme Market", description: "x" } },
      "acme",
      "clientinfo.json",
    );
    expect(d.STORE_NAME).toBe("Acme Market");
    expect(parseData({ STORE_NAME: " ", SEO: { title: "Acme Two", description: "x" } }).STORE_NAME).toBe("Acme Two");
  });
});

const EMAIL = emailSettings();

describe("flag spellings", () => {
  it.each([true, "true", "TRUE", " yes ", "Y", "1", 1, "on"])("%j is on", (value) => {
    expect(parseData({ ONLY_COUPONS: value }).ONLY_COUPONS).toBe(true);
  });

  it.each([false, "false", "0", 0, "no", "N", "", "off", null])(
    "%j is off (blank and null: the default, off)",
    (value) => {
      expect(parseData({ ONLY_COUPONS: value }).ONLY_COUPONS).toBe(false);
    },
  );

  it("names the key of a spelling it does not know", () => {
    expect(errorOf(() => parseData({ ALLOW_PASSWORD: "maybe" }))).toMatch(
      /^tenant "acme", clientinfo\.json: data\.ALLOW_PASSWORD: expected true or false, found "maybe" \(string\)$/,
    );
  });
});

describe("error messages", () => {
  it("name tenant, file and the full key path", () => {
    const message = errorOf(() => parseData({ MENU: [{ menu_name: "Coupons", menu_url: 5 }] }));
    expect(message).toBe('tenant "acme", clientinfo.json: data.MENU[0].menu_url: expected a string, found 5 (number)');
  });

  it("list every issue, one per line", () => {
    const message = errorOf(() => parseData({ GUEST_TOKEN: "", HEADER_BG_COLOR: "green" }));
    expect(message.split("\n")).toEqual([
      'tenant "acme", clientinfo.json: data.GUEST_TOKEN: expected a non-empty string, found ""',
      'tenant "acme", clientinfo.json: data.HEADER_BG_COLOR: expected a hex colour such as #318501, found "green"',
    ]);
  });

  it("quote keys that are not plain names", () => {
    expect(formatKeyPath(["data", "www.acme.example"])).toBe('data["www.acme.example"]');
    expect(formatKeyPath([])).toBe("(root)");
  });
});

describe("local settings", () => {
  it("default to no hosts and every flag off", () => {
    const local = localSettingsSchema.parse({});
    expect(local.hosts).toEqual([]);
    expect(local.flags.couponListWording).toBe(false);
    expect(local.flags.seniorDiscountPage).toBe(false);
    expect(local.flags.excludedContactStoreIds).toEqual([]);
    expect(local.flags.floralPage).toBeUndefined();
    expect(local.flags.employmentExtras).toEqual({ positionApplyForLabel: false, ageQuestion: false });
  });

  it("reject a misspelt flag instead of ignoring it", () => {
    const message = errorOf(() =>
      parseTenantFile(localSettingsSchema, { flags: { couponListWordng: true } }, "acme", "local.json"),
    );
    expect(message).toMatch(
      /^tenant "acme", local\.json: flags: unknown key "couponListWordng" \(did you mean "couponListWording"\?\)$/,
    );
  });

  it("need exactly two florist links", () => {
    const one = { flags: { floralPage: { links: [{ label: "A", url: "https://www.example.com/a" }] } } };
    expect(errorOf(() => parseTenantFile(localSettingsSchema, one, "acme", "local.json"))).toMatch(
      /^tenant "acme", local\.json: flags\.floralPage\.links: /,
    );
  });

  it("take the stores' time zone as an IANA name, New York unless set", () => {
    expect(localSettingsSchema.parse({}).flags.storeTimeZone).toBe("America/New_York");
    expect(localSettingsSchema.parse({ flags: { storeTimeZone: "America/Chicago" } }).flags.storeTimeZone).toBe(
      "America/Chicago",
    );
    expect(
      errorOf(() =>
        parseTenantFile(localSettingsSchema, { flags: { storeTimeZone: "Central Time" } }, "acme", "local.json"),
      ),
    ).toMatch(/^tenant "acme", local\.json: flags\.storeTimeZone: expected an IANA time zone name/);
  });

  it("take the load cap as a whole number of 1 or more (none unless set), with an error naming chain, file and key", () => {
    expect(localSettingsSchema.parse({}).flags.clipLimit).toBeUndefined();
    expect(localSettingsSchema.parse({ flags: { clipLimit: 150 } }).flags.clipLimit).toBe(150);
    for (const clipLimit of [0, -3, 2.5, "150"]) {
      expect(
        errorOf(() => parseTenantFile(localSettingsSchema, { flags: { clipLimit } }, "acme", "local.json")),
      ).toMatch(/^tenant "acme", local\.json: flags\.clipLimit: /);
    }
  });

  it("say how to get a digital price without a phone: the chain's sentence, or the default", () => {
    expect(localSettingsSchema.parse({}).flags.noPhoneDealsText).toBe(
      "No smartphone? Ask at the service desk for these digital prices.",
    );
    const own = "Ask any cashier for the digital price.";
    expect(localSettingsSchema.parse({ flags: { noPhoneDealsText: own } }).flags.noPhoneDealsText).toBe(own);
    expect(
      errorOf(() => parseTenantFile(localSettingsSchema, { flags: { noPhoneDealsText: "  " } }, "acme", "local.json")),
    ).toMatch(/^tenant "acme", local\.json: flags\.noPhoneDealsText: expected a non-empty string/);
  });

  it("accept only lower-case host names", () => {
    expect(
      errorOf(() => parseTenantFile(localSettingsSchema, { hosts: ["https://Acme.example"] }, "acme", "local.json")),
    ).toMatch(/local\.json: hosts\[0\]: expected a lower-case host name/);
  });
});

describe("site keys", () => {
  it.each(["freshmart", "green-valley", "shop2"])("accepts %s", (key) => {
    expect(siteKeySchema.safeParse(key).success).toBe(true);
  });

  it.each(["coupons", "_assets", "error", "login", "Fresh", "-x", ""])("rejects %j", (key) => {
    expect(siteKeySchema.safeParse(key).success).toBe(false);
  });

  it("are checked in the domain map with the host as key path", () => {
    const message = errorOf(() =>
      parseTenantFile(domainMapSchema, { "www.acme.example": "coupons" }, "(domain map)", "domain-map.json"),
    );
    expect(message).toBe(
      'tenant "(domain map)", domain-map.json: ["www.acme.example"]: this site key is a route name of the site, found "coupons"',
    );
  });
});
