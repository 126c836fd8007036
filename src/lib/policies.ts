/**
 * Company policies (COMPANY_POLICIES): a policy flagged as text is a page under
 * /company-policies/{url}; any other opens its external url in a new tab.
 */
import type { SiteData } from "../tenant/tenant-schema.ts";
import { pathSegment } from "./slug.ts";

/** One policy group as configured. */
export type PolicyGroup = SiteData["COMPANY_POLICIES"][number];
/** One policy as configured. */
export type Policy = PolicyGroup["policie"][number];

/** The {page} of a text policy: its url without a /company-policies/ prefix, through the one slug rule ('' when empty). */
export function policySlug(policy: Policy): string {
  const raw = policy.url
    .trim()
    .replace(/^\/?company-policies\//, "")
    .replace(/^\/+|\/+$/g, "");
  return raw === "" ? "" : pathSegment(raw);
}

/** Where a policy link leads: a site route for text policies, the external url otherwise. */
export function policyHref(policy: Policy): { href: string; external: boolean } {
  return policy.is_text
    ? { href: `/company-policies/${policySlug(policy)}`, external: false }
    : { href: policy.url.trim(), external: true };
}

/** Text policies that get their own page, found by url across groups (first match wins). */
export function textPolicies(groups: readonly PolicyGroup[]): Policy[] {
  const seen = new Set<string>();
  return groups
    .flatMap((g) => g.policie)
    .filter((p) => p.is_text && policySlug(p) !== "" && policySlug(p) !== "web-accessibility")
    .filter((p) => !seen.has(policySlug(p)) && seen.add(policySlug(p)));
}

/** The policy shown at /company-policies/{page}, matching url across groups. */
export function findPolicy(groups: readonly PolicyGroup[], page: string): Policy | undefined {
  return textPolicies(groups).find((p) => policySlug(p) === page);
}

/** The {page} of the terms and conditions, which the registration forms link to. */
export const TERMS_SLUG = "terms-and-conditions";

/**
 * The site path of the chain's terms and conditions page, or null when its policies have none, so a
 * form names the terms without linking to a page the chain lacks.
 */
export function termsPath(groups: readonly PolicyGroup[]): string | null {
  return findPolicy(groups, TERMS_SLUG) === undefined ? null : `/company-policies/${TERMS_SLUG}`;
}
