import { describe, expect, it } from "vitest";
import { runtimeCspSources } from "./runtime-csp.ts";
import { testTenant } from "./test-tenant.ts";

describe("runtimeCspSources", () => {
  it("allows reCAPTCHA's script and frame origins when the chain configures a site key", () => {
    const sources = runtimeCspSources(testTenant({ RECAPTCHA_SITE_KEY: "6Lc-site-key" }));
    expect(sources?.scriptSrc).toEqual(["https://www.google.com", "https://www.gstatic.com"]);
    expect(sources?.frameSrc).toContain("https://www.google.com");
  });

  it("adds nothing for a chain on the built-in check", () => {
    expect(runtimeCspSources(testTenant())).toBeUndefined();
    expect(runtimeCspSources(testTenant({ RECAPTCHA_SITE_KEY: "" }))).toBeUndefined();
  });
});
