import { describe, expect, it } from "vitest";
import { shownDate } from "./dates.ts";

describe("shownDate", () => {
  it("keeps MM/DD/YYYY on English pages and writes the day first on Spanish ones", () => {
    expect(shownDate("03/15/2026", "en")).toBe("03/15/2026");
    expect(shownDate("03/15/2026", "es")).toBe("15/03/2026");
    // As es-US writes it.
    const esUS = new Intl.DateTimeFormat("es-US", {
      timeZone: "UTC",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    });
    expect(shownDate("03/15/2026", "es")).toBe(esUS.format(Date.UTC(2026, 2, 15)));
  });

  it("leaves an empty or unreadable date as it is", () => {
    expect(shownDate("", "es")).toBe("");
    expect(shownDate("soon", "es")).toBe("soon");
  });
});
