import { describe, expect, it } from "vitest";
import { testTenant } from "../../test-support/test-tenant.ts";
import { APP_ICONS, shortName, webManifest } from "./web-manifest.ts";

describe("webManifest", () => {
  it("names the chain, takes its header colour and lists the three icons, every address relative", () => {
    const manifest = webManifest(testTenant({ STORE_NAME: "Acme Fresh Foods", HEADER_BG_COLOR: "#123abc" }));
    expect(manifest).toEqual({
      name: "Acme Fresh Foods",
      short_name: "Acme Fresh Foods",
      description: "Acme Fresh Foods: digital coupons, your list and your card at the till.",
      start_url: "./",
      scope: "./",
      display: "standalone",
      theme_color: "#123abc",
      background_color: "#ffffff",
      icons: [
        { src: "icons/192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "icons/512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "icons/maskable.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    });
  });

  it("has no id: browsers resolve one against the origin, which chains in path mode share", () => {
    expect(webManifest(testTenant())).not.toHaveProperty("id");
  });

  it("gives two chains two different apps only through their own addresses (same relative scope)", () => {
    const a = webManifest(testTenant({ STORE_NAME: "A Mart" }, {}, "amart"));
    const b = webManifest(testTenant({ STORE_NAME: "B Mart" }, {}, "bmart"));
    // Resolved against each chain's manifest address, the scopes never overlap.
    expect(new URL(a.scope, "http://localhost/amart/manifest.webmanifest").href).toBe("http://localhost/amart/");
    expect(new URL(b.scope, "http://localhost/bmart/manifest.webmanifest").href).toBe("http://localhost/bmart/");
    expect(new URL(a.start_url, "https://www.amart.example/manifest.webmanifest").href).toBe(
      "https://www.amart.example/",
    );
  });

  it("lists the files the icon endpoint writes", () => {
    expect(APP_ICONS.map((i) => i.file)).toEqual(["icons/192.png", "icons/512.png", "icons/maskable.png"]);
  });
});

describe("shortName", () => {
  it.each([
    ["Fresh Mart", undefined, "Fresh Mart"],
    ["  Hilltop   Grocers ", undefined, "Hilltop Grocers"],
    ["Harvest Market", undefined, "Harvest Market"],
    ["Harvest Market", "Harvest Mkt", "Harvest Mkt"],
  ])("%j (own short name %j) → %j: the chain's own words, never cut mid-name", (name, own, short) => {
    expect(shortName(name, own)).toBe(short);
  });

  it("is the chain's APP_SHORT_NAME in the manifest", () => {
    const tenant = testTenant({ STORE_NAME: "Harvest Market", APP_SHORT_NAME: "Harvest Mkt" });
    expect(webManifest(tenant).short_name).toBe("Harvest Mkt");
  });
});
