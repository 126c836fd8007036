import { describe, expect, it } from "vitest";
import { pathSegment } from "./slug.ts";
import { siteDataSchema } from "../tenant/tenant-schema.ts";
import { minimalSiteData } from "../test-support/test-fixtures.ts";
import { findPolicy, policyHref, policySlug, termsPath, textPolicies } from "./policies.ts";

const groups = siteDataSchema.parse({
  ...minimalSiteData(),
  COMPANY_POLICIES: [
    {
      name: "Privacy",
      policie: [
        { name: "Privacy Policy", url: "/company-policies/privacy-policy", is_text: true, text: "<p>P</p>" },
        { name: "Cookies", url: "https://e.example/c", is_text: false },
      ],
    },
    {
      name: "Legal",
      policie: [
        { name: "Terms", url: "terms-and-conditions", is_text: "true", text: "<p>T</p>" },
        { name: "Again", url: "privacy-policy", is_text: true },
      ],
    },
  ],
}).COMPANY_POLICIES;

describe("policies", () => {
  it("slugs policy urls with or without the /company-policies/ prefix", () => {
    expect(groups.flatMap((g) => g.policie).map(policySlug)).toEqual([
      "privacy-policy",
      pathSegment("https://e.example/c"),
      "terms-and-conditions",
      "privacy-policy",
    ]);
  });
  it("links text policies on the site and others externally", () => {
    expect(policyHref(groups[0]!.policie[0]!)).toEqual({ href: "/company-policies/privacy-policy", external: false });
    expect(policyHref(groups[0]!.policie[1]!)).toEqual({ href: "https://e.example/c", external: true });
  });
  it("finds a policy by url across groups, first match winning", () => {
    expect(textPolicies(groups).map((p) => p.name)).toEqual(["Privacy Policy", "Terms"]);
    expect(findPolicy(groups, "terms-and-conditions")?.text).toBe("<p>T</p>");
    expect(findPolicy(groups, "privacy-policy")?.name).toBe("Privacy Policy");
    expect(findPolicy(groups, "nope")).toBeUndefined();
  });
  it("gives the terms' page only to a chain that has it, so no form links to a page the chain lacks", () => {
    expect(termsPath(groups)).toBe("/company-policies/terms-and-conditions");
    expect(termsPath([groups[0]!])).toBeNull();
    expect(termsPath([])).toBeNull();
  });
});
