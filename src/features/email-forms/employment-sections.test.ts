import { describe, expect, it } from "vitest";
import { refusalSummary, SECTIONS, sectionsOf } from "./employment-sections.ts";
import { employmentFields } from "./employment-fields.ts";

describe("employment sections", () => {
  const variants = [
    { ageQuestion: false, positionApplyForLabel: false },
    { ageQuestion: true, positionApplyForLabel: true },
  ];

  it("every answer of either variant is in exactly one section, in form order", () => {
    for (const variant of variants) {
      const fields = employmentFields(variant);
      const sections = sectionsOf(fields);
      expect(sections.map((s) => s.title)).toEqual(SECTIONS.map((s) => s.title));
      expect(sections.flatMap((s) => s.fields)).toEqual(fields);
    }
  });

  it("each section starts at its first key", () => {
    const sections = sectionsOf(employmentFields(variants[0]!));
    expect(sections.map((s) => s.fields[0]?.key)).toEqual(SECTIONS.map((s) => s.from));
  });
});

describe("refusalSummary (the alert after a refused submit)", () => {
  it("counts the answers to correct and quotes the first error", () => {
    expect(refusalSummary({ name: "The Name field is required", email: "x" }, 1)).toBe(
      "Please correct 2 answers: The Name field is required",
    );
    expect(refusalSummary({ captcha: "Please complete the captcha" }, 2)).toBe(
      "Please correct 1 answer: Please complete the captcha",
    );
  });

  it("says nothing before a refused submit or without errors", () => {
    expect(refusalSummary({ name: "The Name field is required" }, 0)).toBe("");
    expect(refusalSummary({}, 3)).toBe("");
  });
});
