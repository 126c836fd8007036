import { describe, expect, it } from "vitest";
import { runtimeCspSources } from "./runtime-csp.ts";
import { testTenant } from "../test-support/test-tenant.ts";

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

describe("runtimeCspSources: map tiles and the form relay", () => {
  it("adds the tile origin to img-src and the relay origin to connect-src", () => {
    const tenant = testTenant({ MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png" });
    expect(runtimeCspSources(tenant)?.imgSrc).toEqual(["https://tiles.example"]);
    const sub = testTenant({ MAP_TILE_URL: "https://{s}.tile.example/{z}/{x}/{y}.png" });
    expect(runtimeCspSources(sub)?.imgSrc).toEqual([
      "https://a.tile.example",
      "https://b.tile.example",
      "https://c.tile.example",
    ]);
    const email = {
      contact_recipient: "c@acme.example",
      employment_recipient: "j@acme.example",
      newsletter_recipient: "n@acme.example",
      from_email: "f@acme.example",
      from_name: "Acme",
    };
    const relayed = { ...testTenant({ EMAIL: email }), formRelayUrl: "https://relay.example/forms" };
    expect(runtimeCspSources(relayed)?.connectSrc).toEqual(["https://relay.example"]);
    expect(runtimeCspSources({ ...relayed, formRelayUrl: null })).toBeUndefined();
  });
});
