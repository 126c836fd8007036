import { describe, expect, it } from "vitest";
import { isSafeUrl, safeUrl } from "./safe-url.ts";

describe("safeUrl", () => {
  it.each([
    "https://www.example.com/a?b=1#c",
    "http://example.com",
    "mailto:help@example.com",
    "tel:+18285550100",
    "/coupons",
    "/company-policies/privacy",
    "coupons/",
    "?store=2",
    "#top",
  ])("keeps %s", (url) => {
    expect(safeUrl(`  ${url} `)).toBe(url);
  });
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example",
    "https://user:pw@evil.example/",
    "https://",
    "ftp://files.example/x",
    "",
    "x".repeat(3000),
  ])("drops %s", (url) => {
    expect(safeUrl(url)).toBeNull();
    expect(isSafeUrl(url)).toBe(false);
  });
});
