import { describe, expect, it } from "vitest";
import { runFigures } from "./run-figures.ts";

const node = (snippet: string) => ({ type: "node", snippet, selector: "img" });

describe("runFigures", () => {
  it("reads Lighthouse 12's report: score, LCP, benchmark index and the LCP element's audit", () => {
    const lhr = {
      lighthouseVersion: "12.6.1",
      categories: { performance: { score: 0.97 } },
      environment: { benchmarkIndex: 1180.5 },
      audits: {
        "largest-contentful-paint": { numericValue: 1234.5 },
        "total-blocking-time": { numericValue: 40 },
        "cumulative-layout-shift": { numericValue: 0.001 },
        "largest-contentful-paint-element": {
          details: { type: "list", items: [{ type: "table", items: [{ node: node('<img alt="page 1">') }] }] },
        },
      },
    };
    expect(runFigures(lhr)).toEqual({
      version: "12.6.1",
      performance: 0.97,
      lcp: 1234.5,
      tbt: 40,
      cls: 0.001,
      benchmarkIndex: 1180.5,
      lcpElement: '<img alt="page 1">',
    });
  });

  it("finds Lighthouse 13's LCP element in its insight, and shortens a long snippet", () => {
    const long = `<img sizes="(min-width: 54rem) 52rem" alt="${"x".repeat(80)}">`;
    const lhr = {
      lighthouseVersion: "13.5.0",
      categories: { performance: { score: 1 } },
      environment: { benchmarkIndex: 900 },
      audits: {
        "largest-contentful-paint": { numericValue: 800 },
        "lcp-breakdown-insight": { details: { type: "list", items: [{ type: "checklist" }, node(long)] } },
      },
    };
    const figures = runFigures(lhr);
    expect(figures.lcpElement).toHaveLength(68);
    expect(figures.lcpElement.startsWith('<img sizes="(min-width: 54rem) 52rem"')).toBe(true);
    expect(figures.performance).toBe(1);
  });

  it("gives NaN and an empty element for a report without them", () => {
    expect(runFigures({})).toMatchObject({ performance: Number.NaN, lcp: Number.NaN, lcpElement: "" });
  });
});
