/**
 * The chain's loyalty program (local.json `memberProgram`) in words on /loyalty: the page the
 * program's structured data points at, so what search engines read is what a shopper sees there.
 * Each tier says only what the chain set, in the page's language (the program's and tiers' names and
 * a requirement the chain wrote are its own words, shown as set).
 */
import { fill, INTL_LOCALES, textsOf, type Language } from "../../lib/i18n/catalogue.ts";
import { formatUSD } from "../../lib/money.ts";
import type { MemberProgramSettings } from "../../tenant/local-settings-schema.ts";

type Tier = MemberProgramSettings["tiers"][number];

/** A tier's benefits in words, in the order the chain listed them. */
export function tierBenefitLines(tier: Tier, lang: Language = "en"): string[] {
  const t = textsOf(lang);
  return tier.benefits.map((b) => {
    switch (b) {
      case "loyalty-points": {
        const n = tier.pointsPerDollar;
        if (n === undefined) return t["loyalty.points"];
        return fill(t[n === 1 ? "loyalty.pointsOne" : "loyalty.pointsMany"], { n });
      }
      case "member-prices":
        return t["loyalty.memberPrices"];
      case "free-shipping":
        return t["loyalty.freeShipping"];
      case "free-returns":
        return t["loyalty.freeReturns"];
    }
  });
}

/** What it takes to reach the tier, or null when the chain set nothing (joining is free). */
export function tierRequirementLine(tier: Tier, lang: Language = "en"): string | null {
  const t = textsOf(lang);
  if (tier.requirement !== undefined) return fill(t["loyalty.toJoin"], { requirement: tier.requirement });
  if (tier.minimumSpend !== undefined)
    return fill(t["loyalty.toJoinSpend"], { amount: formatUSD(tier.minimumSpend, INTL_LOCALES[lang]) });
  return null;
}
