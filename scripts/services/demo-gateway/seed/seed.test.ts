/**
 * The seed as the pull and the site will see it: every chain's clientinfo data validates against
 * the tenant schema, the large chain has its scale and variety, and nothing points off the machine.
 */
import { describe, expect, it } from "vitest";
import { siteDataSchema } from "#src/tenant/tenant-schema.ts";
import { serialise } from "../wire.ts";
import { buildChains } from "./index.ts";

const NOW = Date.UTC(2025, 5, 18, 15, 0, 0);
const chains = buildChains({ now: NOW });
const byName = (site: string) => {
  const chain = chains.find((c) => c.site === site);
  if (chain === undefined) throw new Error(`no chain ${site}`);
  return chain;
};

describe("every chain", () => {
  it.each(chains.map((c) => [c.site, c] as const))("%s: clientinfo data parses with siteDataSchema", (_site, chain) => {
    const data = JSON.parse(serialise(chain.data, "http://localhost:8787")) as unknown;
    const result = siteDataSchema.safeParse(data);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject({
      RSA_SUBDOMAIN: chain.site,
      GUEST_TOKEN: chain.guestToken,
      ALLOW_PASSWORD: chain.behaviour.passwordLogin,
      ALLOW_LINK_CARD_REGISTRATION: chain.behaviour.linkCardRegistration,
      IS_PHONE_NUMBER_REQUIRED: chain.behaviour.phoneRequired,
      ALLOW_EMAIL_CHANGE: chain.behaviour.emailChange,
      ALLOW_USER_DELETE: chain.behaviour.accountDeletion,
      POINTS_API: chain.behaviour.pointsApi,
    });
  });

  it.each(chains.filter((c) => c.site !== "hostile").map((c) => [c.site, c] as const))(
    "%s: 3+ stores, departments, dozens of coupons, a demo member",
    (_site, chain) => {
      expect(chain.stores.length).toBeGreaterThanOrEqual(3);
      expect(chain.departments.length).toBeGreaterThanOrEqual(5);
      expect(chain.coupons.length).toBeGreaterThanOrEqual(30);
      expect(chain.weeklyAds.length).toBeGreaterThan(0);
      expect(chain.members[0]?.email).toBe(`demo@${chain.site}.example`);
      expect(chain.members[0]?.clipped.length).toBeGreaterThan(0);
    },
  );

  it("has the hostile test chain without a demo member, with stores, departments and coupons", () => {
    const hostile = chains.find((c) => c.site === "hostile");
    expect(hostile?.members).toEqual([]);
    expect(hostile?.stores.length).toBeGreaterThanOrEqual(2);
    expect(hostile?.departments.map((d) => d.name)).toContain("..");
    expect(hostile?.coupons.length).toBeGreaterThanOrEqual(20);
  });

  it("is deterministic and never names an outside address", () => {
    const again = buildChains({ now: NOW });
    expect(JSON.stringify(again)).toBe(JSON.stringify(chains));
    // The hostile chain's hosts are under the reserved .example name (RFC 2606): they never resolve.
    const hosts = [...JSON.stringify(chains).matchAll(/(?:https?|ftp):\/\/([^/\s]*)/g)].map((m) => m[1] ?? "");
    expect(hosts.filter((host) => !host.endsWith(".example"))).toEqual([]);
  });

  it("gives each chain its own site key, client id and guest token", () => {
    for (const key of ["site", "clientId", "guestToken", "clientDbName"] as const) {
      expect(new Set(chains.map((c) => c[key])).size).toBe(chains.length);
    }
  });
});

describe("the chains' differences", () => {
  it("matches the documented configuration", () => {
    expect(byName("freshmart").data).toMatchObject({ THEME: 1, ALLOW_PASSWORD: false, POINTS_API: true });
    expect(byName("freshmart").data["HEADER_BG_COLOR"]).toBeUndefined();
    expect(byName("greenvalley").data).toMatchObject({
      THEME: 2,
      ALLOW_PASSWORD: true,
      IS_PHONE_NUMBER_REQUIRED: true,
      ALLOW_EMPLOYMENT_SCREEN: true,
    });
    expect(byName("greenvalley").data["COUPON_PAGE_DISCLAIMER_TEXT"]).toEqual(expect.any(String));
    expect(
      (byName("greenvalley").data["HOME_SLIDER"] as { slider_visible: boolean }[]).every((s) => !s.slider_visible),
    ).toBe(true);
    expect(byName("couponsonly").data).toMatchObject({ ONLY_COUPONS: true, THEME: 1 });
    expect(byName("hilltop").data).toMatchObject({ THEME: 2, ALLOW_PASSWORD: false });
    expect(byName("hilltop").stores.some((s) => s.ClientStoreId === 2)).toBe(true);
    expect(byName("hilltop").jobs?.jobs.length).toBeGreaterThan(3);
    expect(byName("harvestmarket").data).toMatchObject({
      ALLOW_PASSWORD: true,
      ALLOW_LINK_CARD_REGISTRATION: true,
      SHOP_TUTORIAL: 1,
      ALLOW_EMPLOYMENT_SCREEN: true,
    });
    const kinds = new Set(chains.flatMap((c) => c.rewards.map((r) => r.kind)));
    expect(kinds).toEqual(new Set(["points", "quantity", "amount"]));
  });
});

describe("the large chain", () => {
  const big = byName("harvestmarket");

  it("has 42+ stores grouped by section, with hours, phones, e-mails and coordinates", () => {
    expect(big.stores.length).toBeGreaterThanOrEqual(42);
    expect(new Set(big.stores.map((s) => s.SectionName)).size).toBeGreaterThan(3);
    for (const s of big.stores) {
      expect(s.StoreTimings).toContain("\n");
      expect(s.StorePhoneNumber).toMatch(/^\d{10}$/);
      expect(s.StoreEmail).toMatch(/@/);
      expect(Math.abs(s.Latitude)).toBeGreaterThan(1);
    }
  });

  it("has 2,000+ coupons over 25+ departments with awkward names", () => {
    expect(big.coupons.length).toBeGreaterThanOrEqual(2000);
    expect(big.departments.length).toBeGreaterThanOrEqual(25);
    const names = big.departments.map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(["Meat & Seafood", "Beer/Wine"]));
    expect(names.some((n) => n.includes(" "))).toBe(true);
  });

  it("covers every kind of coupon the storefront must render", () => {
    const c = big.coupons;
    expect(new Set(c.map((x) => x.newsCategoryId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 9]));
    for (const plu of ["$1.00", "$10.00", "25%", "100%"]) expect(c.some((x) => x.plu === plu)).toBe(true);
    expect(c.some((x) => x.title.length > 35)).toBe(true);
    expect(c.some((x) => x.details.includes("||"))).toBe(true);
    expect(c.some((x) => x.categoryId === 10001)).toBe(true);
    expect(c.some((x) => x.featured)).toBe(true);
    expect(c.every((x) => x.expires > NOW)).toBe(true);
  });

  it("has a current weekly ad for almost every store", () => {
    expect(big.weeklyAds.length).toBe(big.stores.length - 1);
    for (const ad of big.weeklyAds) {
      expect(ad.validFrom).toBeLessThanOrEqual(NOW);
      expect(ad.expires).toBeGreaterThan(NOW);
    }
  });
});
