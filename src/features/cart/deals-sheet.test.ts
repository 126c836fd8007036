import { describe, expect, it } from "vitest";
import { CALENDAR_BUTTON, asOfLine, calendarFileName, clippedColumn, usDay } from "./deals-sheet.ts";

const F = { locale: "en-US", timeZone: "UTC" };

describe("deals sheet texts", () => {
  it("writes expiry days as the coupons do (MM/DD/YYYY)", () => {
    expect(usDay("2026-12-31")).toBe("12/31/2026");
    expect(usDay("")).toBe("");
    expect(usDay("soon")).toBe("");
  });

  it("names the clip time, 'before {date}' for clips made elsewhere, a dash when unknown", () => {
    const at = Date.UTC(2026, 10, 28, 14, 5);
    expect(clippedColumn({ at }, F)).toBe("Nov 28, 2026, 2:05 PM");
    expect(clippedColumn({ at, before: true }, F)).toBe("before Nov 28, 2026");
    expect(clippedColumn(undefined, F)).toBe("—");
  });

  it("says whose sheet it is and when it was made", () => {
    expect(asOfLine("Fresh Mart", Date.UTC(2026, 10, 28, 14, 5), F)).toBe(
      "Fresh Mart: clipped coupons as of Nov 28, 2026, 2:05 PM",
    );
  });

  it("names the calendar file after the chain, with nothing a file name cannot hold", () => {
    expect(calendarFileName("freshmart")).toBe("freshmart-coupon-expiry.ics");
    expect(calendarFileName("../x y")).toBe("xy-coupon-expiry.ics");
    expect(CALENDAR_BUTTON).toBe("Add expiry dates to my calendar");
  });
});
