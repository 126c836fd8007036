/**
 * Structured data (schema.org JSON-LD) for search engines: Organization (with the chain's loyalty
 * program as MemberProgram when its local.json declares one) and WebSite on the home page,
 * BreadcrumbList wherever a breadcrumb is shown. Only what the chain set is said: no program, tier,
 * benefit or points figure is made up, and coupons are never marked as product offers. Values come from chain settings, so the JSON is
 * serialised for a `<script type="application/ld+json">` body where no value can end the element
 * or open a comment: `<`, `>` and `&` are written as \u escapes (still the same JSON data).
 */
import { canonicalUrl } from "./links.ts";
import type { MemberProgramSettings } from "../tenant/local-settings-schema.ts";

/** A JSON-LD document (schema.org vocabulary). */
export type JsonLd = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

/** One breadcrumb step: a label and its route (the current page last). */
export type LdCrumb = { label: string; route: string };

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON text safe as the body of an inline script: '</script>' and '<!--' cannot appear in it. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}

/** The chain as an Organization: its name, home address, logo and, when declared, its loyalty program. */
export function organizationLd(
  name: string,
  primaryHost: string,
  logo: string | undefined,
  program?: MemberProgramSettings,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: canonicalUrl(primaryHost, "/"),
    ...(logo ? { logo } : {}),
    ...(program ? { hasMemberProgram: memberProgramLd(program, primaryHost) } : {}),
  };
}

/** schema.org's TierBenefitEnumeration member for each benefit a chain can declare. */
const TIER_BENEFIT_TERMS: Record<MemberProgramSettings["tiers"][number]["benefits"][number], string> = {
  "loyalty-points": "https://schema.org/TierBenefitLoyaltyPoints",
  "member-prices": "https://schema.org/TierBenefitLoyaltyPrice",
  "free-shipping": "https://schema.org/TierBenefitLoyaltyShipping",
  "free-returns": "https://schema.org/TierBenefitLoyaltyReturns",
};

/** The loyalty page, where the program and each tier are shown (`features/loyalty`). */
export const LOYALTY_ROUTE = "/loyalty";

/**
 * A tier's element id on the loyalty page, the fragment of its `@id`: `tier-` and its name in
 * lower case, other characters as hyphens ('Gold Plus' → 'tier-gold-plus').
 */
export const tierAnchor = (name: string) =>
  `tier-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "tier"
  }`;

/**
 * The chain's loyalty program as schema.org MemberProgram (Google's loyalty-program markup: name,
 * description, at least one tier with its benefits), its address the chain's /loyalty page. Each
 * tier says only what local.json gives: points per dollar, a requirement in words or a minimum
 * spend in US dollars.
 */
export function memberProgramLd(program: MemberProgramSettings, primaryHost: string): Record<string, unknown> {
  const url = canonicalUrl(primaryHost, LOYALTY_ROUTE);
  return {
    "@type": "MemberProgram",
    name: program.name,
    description: program.description,
    url,
    hasTiers: program.tiers.map((t) => ({
      "@type": "MemberProgramTier",
      "@id": `${url}#${tierAnchor(t.name)}`,
      name: t.name,
      hasTierBenefit: t.benefits.map((b) => TIER_BENEFIT_TERMS[b]),
      ...(t.pointsPerDollar === undefined
        ? {}
        : {
            membershipPointsEarned: {
              "@type": "QuantitativeValue",
              value: t.pointsPerDollar,
              unitText: "points per US dollar spent",
            },
          }),
      ...(t.requirement === undefined ? {} : { hasTierRequirement: t.requirement }),
      ...(t.minimumSpend === undefined
        ? {}
        : { hasTierRequirement: { "@type": "MonetaryAmount", value: t.minimumSpend, currency: "USD" } }),
    })),
  };
}

/** The chain's site as a WebSite. */
export function websiteLd(name: string, primaryHost: string): JsonLd {
  return { "@context": "https://schema.org", "@type": "WebSite", name, url: canonicalUrl(primaryHost, "/") };
}

/** The breadcrumb trail Home / … / current as a BreadcrumbList of absolute addresses. */
export function breadcrumbLd(primaryHost: string, trail: readonly LdCrumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: canonicalUrl(primaryHost, c.route),
    })),
  };
}
