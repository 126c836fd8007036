import { describe, expect, it } from "vitest";
import { formatPhone, telHref } from "./phone.ts";

describe("formatPhone", () => {
  it("formats ten digits as (xxx) xxx-xxxx", () => {
    expect(formatPhone("5551234567")).toBe("(555) 123-4567");
    expect(formatPhone("555-123-4567")).toBe("(555) 123-4567");
    expect(formatPhone("+1 555 123 4567")).toBe("(555) 123-4567");
  });
  it("leaves other numbers as written", () => {
    expect(formatPhone(" 0800 123 ")).toBe("0800 123");
  });
});

describe("telHref", () => {
  it("keeps digits only", () => {
    expect(telHref("(555) 123-4567")).toBe("tel:5551234567");
    expect(telHref("+1 555 123 4567")).toBe("tel:+15551234567");
  });
});
