import { describe, expect, it } from "vitest";
import { couponSchema } from "../../api/coupons.ts";
import { buildTenant } from "../../tenant/tenant-files.ts";
import { clientInfo } from "../../test-support/test-fixtures.ts";
import { HOME_DEALS_MAX, homeDeals, isCurrent, toDealView, type DealView } from "./home-deals.ts";

const deal = (id: number, expiresAt: number | null): DealView => ({
  id,
  title: `Deal ${id}`,
  description: "",
  image: "",
  expiresAt,
});
/** A wall-clock expiry: the UTC fields hold the gateway's date. */
const on = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h);
/** The visitor's clock at a local time. */
const local = (y: number, m: number, d: number, h = 0, mi = 0) => new Date(y, m - 1, d, h, mi);

describe("isCurrent", () => {
  it("keeps a deal through its whole expiry day and drops it at the next midnight", () => {
    const expires = deal(1, on(2026, 11, 30, 23));
    expect(isCurrent(expires, local(2026, 11, 30, 0, 5))).toBe(true);
    expect(isCurrent(expires, local(2026, 11, 30, 23, 59))).toBe(true);
    expect(isCurrent(expires, local(2026, 12, 1, 0, 0))).toBe(false);
  });
  it("keeps a deal without an expiry", () => {
    expect(isCurrent(deal(1, null), local(2030, 1, 1))).toBe(true);
  });
});

describe("homeDeals", () => {
  it("drops expired deals and shows at most eight, in the gateway's order", () => {
    const list = [deal(1, on(2026, 1, 1)), ...Array.from({ length: 10 }, (_, i) => deal(i + 2, on(2026, 12, 31)))];
    const shown = homeDeals(list, local(2026, 6, 1));
    expect(shown).toHaveLength(HOME_DEALS_MAX);
    expect(shown.map((d) => d.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe("toDealView", () => {
  it("keeps the card's title, description, image and wall-clock expiry", () => {
    const coupon = couponSchema.parse({
      SSNewsId: 7,
      Title: "Red Grapes",
      Details: "Save $3.00 on grapes.||Limit one.",
      ImagePath: "https://img.example/7.png",
      ValidFromDate: "/Date(1700000000000-0500)/",
      ExpiresOn: "12/31/2026",
      ProductName: "Grapes",
      PLUCode: "$3.00",
      NewsCategoryId: 1,
    });
    expect(toDealView(coupon)).toEqual({
      id: 7,
      title: expect.stringContaining("Red Grapes"),
      description: "Save $3.00 on grapes.",
      image: "https://img.example/7.png",
      expiresAt: on(2026, 12, 31),
    });
  });
});

describe("the pulled deals snapshot", () => {
  const build = (deals: unknown) =>
    buildTenant(
      "acme",
      {
        local: { hosts: ["www.acme.example"] },
        clientInfo: clientInfo("acme", {}),
        snapshots: { "deals.json": deals },
      },
      { domainMap: {} },
    );
  const special = { SSNewsId: 5, Title: "Grapes", Details: "", ImagePath: "", ExpiresOn: "12/31/2026" };

  it("gives the tenant its deals, dates parsed", () => {
    const tenant = build({ ErrorMessage: { ErrorCode: 1, ErrorDetails: "" }, Specials: [special] });
    expect(tenant.status === "ok" && tenant.deals.map((d) => [d.SSNewsId, d.expiresAt?.getTime()])).toEqual([
      [5, on(2026, 12, 31)],
    ]);
  });
  it("reads a failure code ('No coupons available') and a missing file as no deals", () => {
    const none = build({ ErrorMessage: { ErrorCode: -1, ErrorDetails: "No coupons available" }, Specials: [special] });
    expect(none.status === "ok" && none.deals).toEqual([]);
    const absent = build(undefined);
    expect(absent.status === "ok" && absent.deals).toEqual([]);
  });
  it("rejects a snapshot that breaks the coupon schema, naming the file", () => {
    expect(() => build({ ErrorMessage: { ErrorCode: 1, ErrorDetails: "" }, Specials: [{ Title: "no id" }] })).toThrow(
      /deals\.json/,
    );
  });
});
