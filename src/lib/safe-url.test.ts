import { describe, expect, it } from "vitest";
import { isLinkAddress, isSafeUrl, isStrictHostname, safeOrigin, safeUrl, urlParam } from "./safe-url.ts";

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

describe("strict hosts and origins", () => {
  // The URL parser accepts these hosts; a quote, $ or brace in an origin broke the CSP and nginx -t.
  it.each([
    'https://cdn"$host.example/logo.png',
    "https://cdn'x.example/",
    "https://a{b}.example/",
    "https://a;b.example/",
    "https://$host/",
  ])("drops %s, which the URL parser accepts", (url) => {
    expect(() => new URL(url)).not.toThrow();
    expect(safeUrl(url)).toBeNull();
    expect(safeOrigin(url)).toBeNull();
    expect(isLinkAddress(url)).toBe(false);
  });

  it("gives the origin of a plain http(s) URL, and nothing for paths or other schemes", () => {
    expect(safeOrigin("https://CDN.Example.com:8443/a?b#c")).toBe("https://cdn.example.com:8443");
    expect(safeOrigin("http://[::1]:8080/x")).toBe("http://[::1]:8080");
    expect(safeOrigin("/a.svg")).toBeNull();
    expect(safeOrigin("mailto:a@b.example")).toBeNull();
  });

  it.each([
    ["www.example.com", true],
    ["xn--nxasmq6b.example", true],
    ["127.0.0.1", true],
    ["[::1]", true],
    ["a..b", false],
    ["-a.example", false],
    ["a_b.example", false],
    ['cdn"$host.example', false],
    ["", false],
    [`${"a".repeat(64)}.example`, false],
  ] as const)("host %j is strict: %s", (host, ok) => {
    expect(isStrictHostname(host)).toBe(ok);
  });

  it("takes absolute http(s) URLs and same-site paths as link addresses", () => {
    expect(isLinkAddress("/a.svg")).toBe(true);
    expect(isLinkAddress("https://www.example.com/a.png")).toBe(true);
    expect(isLinkAddress("a.svg")).toBe(false);
    expect(isLinkAddress("//evil.example/a.png")).toBe(false);
    expect(isLinkAddress("mailto:a@b.example")).toBe(false);
  });

  it("reads a query parameter of a path or a URL without ever throwing", () => {
    expect(urlParam("/a.svg?name=Opening%20day", "name")).toBe("Opening day");
    expect(urlParam("https://x.example/p.png?name=A", "name")).toBe("A");
    expect(urlParam("/a.svg", "name")).toBeNull();
    expect(urlParam("http://[", "name")).toBeNull();
  });
});

describe("safeUrl's edges", () => {
  it("drops an http(s) URL with a user name or a password, even without the other", () => {
    for (const url of [
      "https://www.chain.example@evil.example/",
      "http://www.chain.example@evil.example/",
      "https://:secret@evil.example/",
    ]) {
      expect(safeUrl(url)).toBeNull();
      expect(safeOrigin(url)).toBeNull();
      expect(isLinkAddress(url)).toBe(false);
    }
  });
  it("checks the host of plain http URLs too", () => {
    expect(safeUrl('http://cdn"$host.example/logo.png')).toBeNull();
    expect(safeUrl("http://www.example.com/logo.png")).toBe("http://www.example.com/logo.png");
  });
  it("reads a scheme only at the start: a colon further on is part of a path", () => {
    expect(safeUrl("/recipes/step:2")).toBe("/recipes/step:2");
    expect(safeUrl("recipes?at=10:30")).toBe("recipes?at=10:30");
  });
  it("keeps URLs up to 2,048 characters", () => {
    const at = (length: number) => `https://www.example.com/${"a".repeat(length - 24)}`;
    expect(safeUrl(at(2048))).toBe(at(2048));
    expect(safeUrl(at(2049))).toBeNull();
  });
  it("takes a missing setting as no URL", () => {
    for (const missing of [null, undefined]) {
      expect(safeUrl(missing)).toBeNull();
      expect(isSafeUrl(missing)).toBe(false);
      expect(safeOrigin(missing)).toBeNull();
      expect(isLinkAddress(missing)).toBe(false);
    }
    expect(isSafeUrl("/coupons")).toBe(true);
  });
});

describe("strict host names' edges", () => {
  const host = (lastLabel: number) => `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(lastLabel)}`;
  it("allows 253 characters, not 254", () => {
    expect(host(61)).toHaveLength(253);
    expect(isStrictHostname(host(61))).toBe(true);
    expect(isStrictHostname(host(62))).toBe(false);
  });
  it.each([
    ["ab.example", true],
    ["a-b.example", true],
    [`${"a".repeat(63)}.example`, true],
    ["a-.example", false],
    ["example.a-", false],
    ["a b.example", false],
    ["x[::1]", false],
    ["[::1]x", false],
    ["[::1", false],
  ] as const)("host %j is strict: %s", (name, ok) => {
    expect(isStrictHostname(name)).toBe(ok);
  });
});

describe("origins and link addresses' edges", () => {
  it("gives no origin for a URL of another scheme that contains an http address", () => {
    expect(safeOrigin("mailto:https://evil.example")).toBeNull();
  });
  it("takes only http(s) URLs and paths that start with '/' as link addresses", () => {
    expect(isLinkAddress("http://www.example.com/a.png")).toBe(true);
    expect(isLinkAddress("go?to=https://www.example.com/")).toBe(false);
    expect(isLinkAddress("images/a.svg")).toBe(false);
  });
});
