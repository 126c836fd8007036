import { describe, expect, it } from "vitest";
import { cardStatusText, shouldCheckCard } from "./card-check.ts";

const TWELVE = { min: 12, max: 12 };

describe("when the card number is checked", () => {
  it("only once both entries match and have an allowed length", () => {
    expect(shouldCheckCard("400100000001", "400100000001", TWELVE)).toBe(true);
    expect(shouldCheckCard("400100000001", "400100000002", TWELVE)).toBe(false);
    expect(shouldCheckCard("40010000000", "40010000000", TWELVE)).toBe(false);
    expect(shouldCheckCard("4001000000011", "4001000000011", TWELVE)).toBe(false);
    expect(shouldCheckCard("4001000000011", "4001000000011", { min: 12, max: 13 })).toBe(true);
    expect(shouldCheckCard("", "", TWELVE)).toBe(false);
  });

  it("says what happened", () => {
    expect(cardStatusText("unchecked")).toBe("");
    expect(cardStatusText("valid")).toBe("Card number verified.");
  });
});
