import { describe, expect, it } from "vitest";
import { formatGatewayDate, formatUSDate, normalizeKeys, parseGatewayDate, readErrorBlock } from "./wire.ts";

const iso = (v: unknown): string | undefined => parseGatewayDate(v)?.toISOString();

describe("parseGatewayDate", () => {
  it("reads Microsoft JSON dates without an offset as UTC", () => {
    expect(iso("/Date(1700000000000)/")).toBe("2023-11-14T22:13:20.000Z");
  });

  it("moves Microsoft JSON dates with an offset to the writer's wall clock", () => {
    // 2023-11-15T02:00Z written by a -0500 server is 11/14 21:00 on its clock.
    expect(iso("/Date(1700013600000-0500)/")).toBe("2023-11-14T21:00:00.000Z");
    expect(iso("/Date(1700013600000+0530)/")).toBe("2023-11-15T07:30:00.000Z");
    expect(formatGatewayDate("/Date(1700013600000-0500)/")).toBe("11/14/2023");
    expect(formatGatewayDate("/Date(1700013600000)/")).toBe("11/15/2023");
  });

  it("accepts digit counts other than 13 and JSON-escaped slashes", () => {
    expect(iso("/Date(946684800000)/")).toBe("2000-01-01T00:00:00.000Z"); // 12 digits
    expect(iso("/Date(0)/")).toBe("1970-01-01T00:00:00.000Z");
    expect(iso("/Date(-86400000)/")).toBe("1969-12-31T00:00:00.000Z");
    expect(iso("\\/Date(946684800000-0000)\\/")).toBe("2000-01-01T00:00:00.000Z");
  });

  it("reads MM/dd/yyyy and MM/dd/yyyy HH:mm:ss as wall-clock UTC", () => {
    expect(iso("12/31/2023")).toBe("2023-12-31T00:00:00.000Z");
    expect(iso("01/02/2024 23:59:59")).toBe("2024-01-02T23:59:59.000Z");
    expect(iso("1/2/2024 3:05 PM")).toBe("2024-01-02T15:05:00.000Z");
    expect(iso("1/2/2024 12:05:00 AM")).toBe("2024-01-02T00:05:00.000Z");
  });

  it("reads ISO 8601 keeping the written date and time", () => {
    expect(iso("2024-03-10")).toBe("2024-03-10T00:00:00.000Z");
    expect(iso("2024-03-10T23:59:59")).toBe("2024-03-10T23:59:59.000Z");
    expect(iso("2024-03-10T23:59:59.5-05:00")).toBe("2024-03-10T23:59:59.500Z");
    expect(iso("2024-03-10T08:00:00Z")).toBe("2024-03-10T08:00:00.000Z");
  });

  it("reads epoch millisecond numbers and Date objects", () => {
    expect(iso(1700000000000)).toBe("2023-11-14T22:13:20.000Z");
    expect(iso(new Date(Date.UTC(2024, 0, 5)))).toBe("2024-01-05T00:00:00.000Z");
  });

  it.each([
    null,
    undefined,
    "",
    "garbage",
    "13/01/2024",
    "02/30/2024",
    "2024-02-30",
    "/Date(abc)/",
    "/Date(1)",
    NaN,
    Infinity,
    {},
    [],
    true,
    new Date("x"),
  ])("gives null for %s", (value) => {
    expect(parseGatewayDate(value)).toBeNull();
  });
});

describe("formatUSDate", () => {
  it("pads to MM/DD/YYYY from UTC fields", () => {
    expect(formatUSDate(new Date(Date.UTC(2024, 0, 5, 23, 30)))).toBe("01/05/2024");
    expect(formatUSDate(parseGatewayDate("12/31/2023 23:59:59"))).toBe("12/31/2023");
  });

  it("gives '' for null and invalid dates", () => {
    expect(formatUSDate(null)).toBe("");
    expect(formatUSDate(new Date(Number.NaN))).toBe("");
    expect(formatGatewayDate("nonsense")).toBe("");
  });
});

describe("readErrorBlock", () => {
  it.each([
    ["ErrorMessage", { ErrorCode: -1, ErrorDetails: "Clip limit reached" }],
    ["ErrorMesasge", { ErrorCode: -1, ErrorDetails: "Clip limit reached" }],
    ["errorMessage", { errorCode: -1, errorDetails: "Clip limit reached" }],
    ["errormesasge", { ERRORCODE: "-1", ErrorDetails: "Clip limit reached" }],
  ])("reads the block under %s", (key, block) => {
    expect(readErrorBlock({ [key]: block })).toEqual({ code: -1, details: "Clip limit reached" });
  });

  it("gives null when there is no block or no numeric code", () => {
    expect(readErrorBlock({ Specials: [] })).toBeNull();
    expect(readErrorBlock({ ErrorMessage: { ErrorDetails: "x" } })).toBeNull();
    expect(readErrorBlock({ ErrorMessage: { ErrorCode: "abc" } })).toBeNull();
    expect(readErrorBlock("text")).toBeNull();
    expect(readErrorBlock(null)).toBeNull();
  });

  it("reads a missing ErrorDetails as ''", () => {
    expect(readErrorBlock({ ErrorMessage: { ErrorCode: 1, ErrorDetails: null } })).toEqual({ code: 1, details: "" });
  });
});

describe("normalizeKeys", () => {
  const canonical = ["ProductId", "LMRewardID", "StoreTimingLabel", "ErrorMessage"];

  it("renames casing variants and known misspellings to the canonical names", () => {
    const out = normalizeKeys(
      { productId: 7, LMrewardID: 3, StoreTimingLable: "Hours", ErrorMesasge: { ErrorCode: 1 }, Extra: true },
      canonical,
    );
    expect(out).toEqual({
      ProductId: 7,
      LMRewardID: 3,
      StoreTimingLabel: "Hours",
      ErrorMessage: { ErrorCode: 1 },
      Extra: true,
    });
  });

  it("prefers the exact canonical key unless it is null", () => {
    expect(normalizeKeys({ productId: 1, ProductId: 2 }, canonical)).toEqual({ ProductId: 2 });
    expect(normalizeKeys({ ProductId: null, productid: 5 }, canonical)).toEqual({ ProductId: 5 });
  });

  it("never lets a __proto__ key through", () => {
    const out = normalizeKeys(JSON.parse('{"__proto__": {"ProductId": 9}, "lmrewardid": 1}'), canonical) as Record<
      string,
      unknown
    >;
    expect(out).toStrictEqual({ LMRewardID: 1 });
    expect(out["ProductId"]).toBeUndefined();
  });

  it("leaves non-objects alone", () => {
    expect(normalizeKeys([1, 2], canonical)).toEqual([1, 2]);
    expect(normalizeKeys(null, canonical)).toBeNull();
  });
});
