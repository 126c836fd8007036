import { describe, expect, it } from "vitest";
import { analyticsConfig, analyticsOrigins } from "./analytics.ts";
import { runtimeCspSources } from "./runtime-csp.ts";
import { testTenant } from "../test-support/test-tenant.ts";

describe("analytics", () => {
  it("loads nothing for a chain without analytics", () => {
    expect(analyticsConfig(undefined)).toBeNull();
    expect(analyticsConfig({ scripts: [] })).toBeNull();
    expect(runtimeCspSources(testTenant())).toBeUndefined();
  });

  it("keeps absolute http(s) scripts and a valid GA id only", () => {
    expect(analyticsConfig({ ga_id: "G-ABC123", scripts: ["https://cdn.example/a.js", "/local.js"] })).toEqual({
      gaId: "G-ABC123",
      scripts: ["https://cdn.example/a.js"],
    });
    expect(analyticsConfig({ ga_id: "nonsense<script>", scripts: [] })).toBeNull();
  });

  it("adds each script's origin to the chain's CSP, and GA's origins with a GA id", () => {
    const tenant = testTenant({
      ANALYTICS: { ga_id: "G-ABC123", scripts: ["https://cdn.example/a.js", "https://cdn.example/b.js"] },
    });
    const csp = runtimeCspSources(tenant);
    expect(csp?.scriptSrc).toEqual(["https://cdn.example", "https://www.googletagmanager.com"]);
    expect(csp?.connectSrc).toContain("https://www.google-analytics.com");
    expect(csp?.frameSrc).toEqual([]);
    expect(analyticsOrigins({ scripts: ["http://localhost:8787/scripts/analytics/x.js"] }).scriptSrc).toEqual([
      "http://localhost:8787",
    ]);
  });

  it("keeps one chain's analytics out of another chain's CSP", () => {
    const a = runtimeCspSources(testTenant({ ANALYTICS: { scripts: ["https://a.example/x.js"] } }, {}, "a"));
    const b = runtimeCspSources(testTenant({}, {}, "b"));
    expect(a?.scriptSrc).toEqual(["https://a.example"]);
    expect(b).toBeUndefined();
  });
});
