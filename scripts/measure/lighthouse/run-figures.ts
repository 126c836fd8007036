/**
 * The figures `lighthouse:pages` reads from one Lighthouse report (LHR), the same for Lighthouse 12
 * and 13: 13 moved the LCP element from its own audit into the LCP insights, so the element is the
 * first DOM node found in whichever of those audits the report has.
 */

/** One run's figures. */
export type RunFigures = {
  version: string;
  /** 0–1. */
  performance: number;
  /** Largest contentful paint, ms (simulated). */
  lcp: number;
  /** Total blocking time and cumulative layout shift (what else moves the score). */
  tbt: number;
  cls: number;
  /** Lighthouse's own CPU benchmark of the machine (higher is faster). */
  benchmarkIndex: number;
  /** The LCP element's tag and its first attributes, "" when the report names none. */
  lcpElement: string;
};

/** Audits that name the LCP element: Lighthouse 12's, then 13's insights. */
const ELEMENT_AUDITS = ["largest-contentful-paint-element", "lcp-breakdown-insight", "lcp-discovery-insight"];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null;

/** The first `{ type: "node" }` item below `value`. */
function firstNode(value: unknown): Json | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = firstNode(v);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(value)) return null;
  if (value["type"] === "node") return value;
  for (const v of Object.values(value)) {
    const found = firstNode(v);
    if (found) return found;
  }
  return null;
}

/** A node's snippet, shortened: its tag and the start of its attributes. */
function shortSnippet(node: Json | null): string {
  const snippet = typeof node?.["snippet"] === "string" ? node["snippet"] : "";
  return snippet.length > 70 ? `${snippet.slice(0, 67)}…` : snippet;
}

/** The figures of one report. */
export function runFigures(lhr: unknown): RunFigures {
  const report = isObject(lhr) ? lhr : {};
  const audits = isObject(report["audits"]) ? report["audits"] : {};
  const audit = (id: string): Json => (isObject(audits[id]) ? audits[id] : {});
  const categories = isObject(report["categories"]) ? report["categories"] : {};
  const performance = isObject(categories["performance"]) ? categories["performance"] : {};
  const environment = isObject(report["environment"]) ? report["environment"] : {};
  const element = ELEMENT_AUDITS.map((id) => firstNode(audit(id)["details"])).find((n) => n !== null) ?? null;
  return {
    version: String(report["lighthouseVersion"] ?? ""),
    performance: Number(performance["score"] ?? Number.NaN),
    lcp: Number(audit("largest-contentful-paint")["numericValue"] ?? Number.NaN),
    tbt: Number(audit("total-blocking-time")["numericValue"] ?? Number.NaN),
    cls: Number(audit("cumulative-layout-shift")["numericValue"] ?? Number.NaN),
    benchmarkIndex: Number(environment["benchmarkIndex"] ?? Number.NaN),
    lcpElement: shortSnippet(element),
  };
}
