/**
 * The chain's loyalty program (local.json `memberProgram`) in words on /loyalty: the page the
 * program's structured data points at, so what search engines read is what a shopper sees there.
 * Each tier says only what the chain set.
 */
import { formatUSD } from "../../lib/money.ts";
import type { MemberProgramSettings } from "../../tenant/local-settings-schema.ts";

type Tier = MemberProgramSettings["tiers"][number];

/** A tier's benefits in words, in the order the chain listed them. */
export function tierBenefitLines(tier: Tier): string[] {
  return tier.benefits.map((b) => {
    switch (b) {
      case "loyalty-points": {
        const n = tier.pointsPerDollar;
        if (n === undefined) return "Loyalty points";
        return `Loyalty points: ${n} ${n === 1 ? "point" : "points"} for every $1 spent`;
      }
      case "member-prices":
        return "Member prices";
      case "free-shipping":
        return "Free shipping";
      case "free-returns":
        return "Free returns";
    }
  });
}

/** What it takes to reach the tier, or null when the chain set nothing (joining is free). */
export function tierRequirementLine(tier: Tier): string | null {
  if (tier.requirement !== undefined) return `To join: ${tier.requirement}`;
  if (tier.minimumSpend !== undefined) return `To join: spend ${formatUSD(tier.minimumSpend)}`;
  return null;
}
