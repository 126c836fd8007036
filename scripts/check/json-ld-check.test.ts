import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { loadTenants } from "../../src/tenant/load-tenants.server.ts";
import type { ReadyTenant } from "../../src/tenant/tenant.ts";
import { breadcrumbLd, memberProgramLd, organizationLd, serializeJsonLd } from "../../src/lib/json-ld.ts";
import { contactStores, storesJsonLd } from "../../src/shared/stores/stores.ts";
import { jsonLdProblems, pageJsonLdProblems, vocabulary } from "./json-ld-check.ts";

const TENANTS = fileURLToPath(new URL("../../tenants", import.meta.url));
const demo = (site: string): ReadyTenant => {
  const env = { GATEWAY_URL: "http://localhost:8787", FORM_RELAY_URL: "http://localhost:8790" };
  const [tenant] = loadTenants({ dir: TENANTS, only: [site], env });
  if (tenant?.status !== "ok") throw new Error(`${site} is not a ready demo chain`);
  return tenant;
};
const ld = (doc: object) => ({ "@context": "https://schema.org", ...doc });

describe("the vocabulary", () => {
  it("is a named schema.org release with the terms the storefront writes", () => {
    const vocab = vocabulary();
    expect(vocab.version).toBe("30.0");
    expect(vocab.source).toMatch(
      /^https:\/\/github\.com\/schemaorg\/schemaorg\/blob\/[0-9a-f]{40}\/data\/releases\/30\.0\//,
    );
    expect(vocab.types["GroceryStore"]).toEqual(["Store"]);
    expect(vocab.properties["hasMemberProgram"]).toEqual({ domain: ["Organization"], range: ["MemberProgram"] });
    expect(vocab.members["TierBenefitLoyaltyPoints"]).toEqual(["TierBenefitEnumeration"]);
  });
});

describe("the storefront's own documents", () => {
  it("the loyalty program under the Organization holds (freshmart declares two tiers)", () => {
    const tenant = demo("freshmart");
    const program = tenant.local.memberProgram;
    expect(program?.tiers).toHaveLength(2);
    const doc = organizationLd(tenant.data.STORE_NAME, tenant.primaryHost, tenant.data.LOGO_HEADER, program);
    expect(jsonLdProblems(doc)).toEqual([]);
    expect(doc["hasMemberProgram"]).toMatchObject({
      "@type": "MemberProgram",
      name: "Fresh Mart Rewards",
      url: "https://www.freshmart.example/loyalty/",
      hasTiers: [
        {
          "@type": "MemberProgramTier",
          name: "Member",
          hasTierBenefit: ["https://schema.org/TierBenefitLoyaltyPoints", "https://schema.org/TierBenefitLoyaltyPrice"],
          membershipPointsEarned: { "@type": "QuantitativeValue", value: 1 },
        },
        {
          name: "Gold",
          membershipPointsEarned: { value: 2 },
          hasTierRequirement: { "@type": "MonetaryAmount", value: 2500, currency: "USD" },
        },
      ],
    });
  });

  it("a breadcrumb names its pages by address (a URL stands for the page)", () => {
    const doc = breadcrumbLd("www.freshmart.example", [
      { label: "Home", route: "/" },
      { label: "Company Policies", route: "/company-policies" },
    ]);
    expect(jsonLdProblems(doc)).toEqual([]);
    const listItem = (item: unknown) => ld({ "@type": "ListItem", position: 1, item });
    expect(jsonLdProblems(listItem("Company Policies"))).toEqual(["$.item: item takes Thing, not text"]);
  });

  it("a chain that declared no program gets no program markup", () => {
    const tenant = demo("greenvalley");
    expect(tenant.local.memberProgram).toBeUndefined();
    const doc = organizationLd(tenant.data.STORE_NAME, tenant.primaryHost, tenant.data.LOGO_HEADER);
    expect(doc).not.toHaveProperty("hasMemberProgram");
    expect(jsonLdProblems(doc)).toEqual([]);
  });

  it("every store of the large chain with its declared services holds, in a page's script block", () => {
    const tenant = demo("harvestmarket");
    const stores = contactStores(tenant.stores, tenant.flags.excludedContactStoreIds);
    const json = storesJsonLd(
      stores,
      tenant.data.STORE_NAME,
      "https://harvest.example/contact/",
      tenant.local.storeServices,
    );
    const html = `<script type="application/ld+json">${json}</script>`;
    expect(pageJsonLdProblems(html)).toEqual([]);
    const first = (JSON.parse(json) as { "@graph": Record<string, unknown>[] })["@graph"][0];
    expect(first).toMatchObject({
      "@type": "GroceryStore",
      paymentAccepted: "SNAP/EBT, WIC",
      amenityFeature: [
        { "@type": "LocationFeatureSpecification", name: "Double Up Food Bucks", value: true },
        { "@type": "LocationFeatureSpecification", name: "Pharmacy", value: true },
        { "@type": "LocationFeatureSpecification", name: "Deli", value: true },
        { "@type": "LocationFeatureSpecification", name: "Money orders and wire transfers", value: true },
      ],
    });
  });

  it("a store without declared services claims none", () => {
    const tenant = demo("freshmart");
    const json = storesJsonLd(tenant.stores, tenant.data.STORE_NAME, "https://f.example/contact/");
    for (const store of (JSON.parse(json) as { "@graph": Record<string, unknown>[] })["@graph"]) {
      expect(store).not.toHaveProperty("paymentAccepted");
      expect(store).not.toHaveProperty("amenityFeature");
    }
    expect(jsonLdProblems(JSON.parse(json))).toEqual([]);
  });
});

describe("what the check refuses", () => {
  it("an unknown type or property, each named with its path", () => {
    expect(jsonLdProblems(ld({ "@type": "GrocerStore", name: "x" }))).toEqual(["$: unknown type GrocerStore"]);
    expect(jsonLdProblems(ld({ "@type": "GroceryStore", amenities: "x" }))).toEqual([
      "$.amenities: unknown property amenities",
    ]);
  });

  it("a property on a type it does not belong to", () => {
    expect(jsonLdProblems(ld({ "@type": "WebSite", paymentAccepted: "Cash" }))).toEqual([
      "$.paymentAccepted: paymentAccepted is not a property of WebSite (it belongs to LocalBusiness)",
    ]);
  });

  it("a value the property does not take: a made-up benefit, a node of the wrong type, text for a number", () => {
    const program = memberProgramLd(
      { name: "R", description: "D", tiers: [{ name: "Member", benefits: ["loyalty-points"] }] },
      "x.example",
    );
    const tiers = program["hasTiers"] as Record<string, unknown>[];
    tiers[0]!["hasTierBenefit"] = ["points"];
    expect(jsonLdProblems(ld({ "@type": "Organization", name: "x", hasMemberProgram: program }))).toEqual([
      "$.hasMemberProgram.hasTiers[0].hasTierBenefit[0]: hasTierBenefit takes TierBenefitEnumeration, not text",
    ]);
    expect(jsonLdProblems(ld({ "@type": "Organization", hasMemberProgram: { "@type": "Brand", name: "b" } }))).toEqual([
      "$.hasMemberProgram: Brand is not a value of hasMemberProgram (it takes MemberProgram)",
    ]);
    expect(jsonLdProblems(ld({ "@type": "GeoCoordinates", latitude: true }))).toEqual([
      "$.latitude: latitude takes Number or Text, not a boolean",
    ]);
  });

  it("a loyalty program without what Google requires of it", () => {
    expect(
      jsonLdProblems(ld({ "@type": "Organization", hasMemberProgram: { "@type": "MemberProgram", name: "R" } })),
    ).toEqual([
      "$.hasMemberProgram: MemberProgram needs description",
      "$.hasMemberProgram: MemberProgram needs hasTiers",
    ]);
  });

  it("any Offer: a coupon is not a product offer", () => {
    const coupon = { "@type": "Offer", name: "Save $1.00", price: 1, priceCurrency: "USD" };
    expect(jsonLdProblems(ld({ "@type": "Product", name: "Milk", offers: coupon }))).toEqual([
      "$.offers: Offer is not used: coupons are not product offers",
    ]);
  });

  it("a block that is not JSON, or without the schema.org context", () => {
    expect(pageJsonLdProblems('<script type="application/ld+json">{"@type":</script>')[0]).toMatch(
      /^JSON-LD block 1: not JSON/,
    );
    expect(jsonLdProblems({ "@context": "https://example.org", "@type": "Thing" })).toEqual([
      "$: @context is not https://schema.org",
    ]);
  });

  it("finds the blocks as the build writes them (escaped values included)", () => {
    const doc = organizationLd("A </script> & B", "a.example", undefined);
    const html = `<head><script type="application/ld+json">${serializeJsonLd(doc)}</script></head>`;
    expect(pageJsonLdProblems(html)).toEqual([]);
  });
});
