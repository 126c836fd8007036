import { describe, expect, it } from "vitest";
import type { CspSources } from "./http-headers.ts";
import { cacheClassFor, contentSecurityPolicy, contentTypeFor, securityHeaders, unionSources } from "./http-headers.ts";

const sources = (over: Partial<CspSources> = {}): CspSources => ({
  connectSrc: ["http://localhost:8787"],
  imgSrc: ["http://localhost:8787"],
  frameSrc: [],
  scriptSrc: [],
  styleSrc: [],
  inlineScripts: ["sha256-abc="],
  ...over,
});

describe("contentSecurityPolicy", () => {
  it("allows self, the gateway for data and images, and hashed inline scripts only", () => {
    const csp = contentSecurityPolicy(sources());
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("connect-src 'self' http://localhost:8787");
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:8787");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
  it("never allows inline scripts or eval beyond the hashes, however many there are", () => {
    const many = Array.from({ length: 200 }, (_, i) => `sha256-${i}=`);
    const csp = contentSecurityPolicy(sources({ inlineScripts: many }));
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("'sha256-199='");
  });
});

describe("securityHeaders", () => {
  it("has every header the serving rules require", () => {
    expect(Object.keys(securityHeaders(sources())).sort()).toEqual([
      "Content-Security-Policy",
      "Cross-Origin-Opener-Policy",
      "Permissions-Policy",
      "Referrer-Policy",
      "X-Content-Type-Options",
      "X-Frame-Options",
    ]);
  });
  it("adds HSTS for production hosts only", () => {
    expect(securityHeaders(sources(), { hsts: true })["Strict-Transport-Security"]).toBe("max-age=63072000");
    expect(securityHeaders(sources())).not.toHaveProperty("Strict-Transport-Security");
  });
});

describe("unionSources", () => {
  it("merges origins and hashes without duplicates", () => {
    const merged = unionSources([
      sources(),
      sources({ connectSrc: ["https://gw.example"], inlineScripts: ["sha256-def="] }),
    ]);
    expect(merged.connectSrc).toEqual(["http://localhost:8787", "https://gw.example"]);
    expect(merged.inlineScripts).toEqual(["sha256-abc=", "sha256-def="]);
  });
});

describe("cache and content types", () => {
  it.each([
    ["/_assets/app.1a2b.js", "immutable"],
    ["/alpha/coupons/", "html"],
    ["/alpha/coupons/index.html", "html"],
    ["/favicon.svg", "file"],
  ])("%s → %s", (path, cls) => {
    expect(cacheClassFor(path)).toBe(cls);
  });
  it("names common types and falls back to octet-stream", () => {
    expect(contentTypeFor("a/b.JS")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeFor("x.woff2")).toBe("font/woff2");
    expect(contentTypeFor("x.unknown")).toBe("application/octet-stream");
  });
});
