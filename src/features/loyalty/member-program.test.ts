import { describe, expect, it } from "vitest";
import { tierBenefitLines, tierRequirementLine } from "./member-program.ts";

describe("a loyalty tier in words", () => {
  it("says each benefit the chain listed, in its order, with the points per dollar it set", () => {
    expect(
      tierBenefitLines({ name: "Gold", benefits: ["member-prices", "loyalty-points"], pointsPerDollar: 2 }),
    ).toEqual(["Member prices", "Loyalty points: 2 points for every $1 spent"]);
    expect(tierBenefitLines({ name: "Member", benefits: ["loyalty-points"], pointsPerDollar: 1 })).toEqual([
      "Loyalty points: 1 point for every $1 spent",
    ]);
    expect(tierBenefitLines({ name: "Basic", benefits: ["loyalty-points", "free-shipping", "free-returns"] })).toEqual([
      "Loyalty points",
      "Free shipping",
      "Free returns",
    ]);
  });

  it("says what it takes to join only when the chain set it", () => {
    expect(tierRequirementLine({ name: "Gold", benefits: ["member-prices"], minimumSpend: 2500 })).toBe(
      "To join: spend $2500.00",
    );
    expect(tierRequirementLine({ name: "Club", benefits: ["member-prices"], requirement: "A paid membership" })).toBe(
      "To join: A paid membership",
    );
    expect(tierRequirementLine({ name: "Member", benefits: ["member-prices"] })).toBeNull();
  });

  it("says them in the page's language on a Spanish page; the chain's own words stay as set", () => {
    expect(
      tierBenefitLines({ name: "Gold", benefits: ["member-prices", "loyalty-points"], pointsPerDollar: 1 }, "es"),
    ).toEqual(["Precios para miembros", "Puntos de fidelidad: 1 punto por cada $1 gastado"]);
    expect(tierRequirementLine({ name: "Gold", benefits: ["member-prices"], minimumSpend: 2500 }, "es")).toBe(
      "Para unirse: gaste $2500.00",
    );
    expect(
      tierRequirementLine({ name: "Club", benefits: ["member-prices"], requirement: "A paid membership" }, "es"),
    ).toBe("Para unirse: A paid membership");
  });
});
