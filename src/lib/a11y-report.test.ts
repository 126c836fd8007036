import { describe, expect, it } from "vitest";
import { KEY_TASKS, notRunHtml, resultsHtml, type ReportModel } from "./a11y-report.ts";
import { en, type MessageKey } from "./i18n/en.ts";
import { es } from "./i18n/es.ts";

const MODEL: ReportModel = {
  buildId: "0123456789abcdef0123",
  productVersion: "1.4.0",
  sweep: {
    kind: "axe-sweep",
    site: "acme",
    buildId: "0123456789abcdef0123",
    productVersion: "1.4.0",
    axeVersion: "4.11.0",
    tags: ["wcag2a"],
    startedAt: "2026-11-28T10:00:00.000Z",
    updatedAt: "2026-11-28T10:05:00.000Z",
    planned: ["coupons", "cart"],
    finished: ["coupons"],
    checks: [
      {
        pageType: "coupons",
        route: "/coupons",
        state: "page",
        width: 390,
        rules: 91,
        violations: [
          { rule: "color-contrast", impact: "serious", help: "Elements must meet contrast", targets: ["p"] },
        ],
      },
    ],
  },
  tasks: {
    kind: "key-tasks",
    site: "acme",
    buildId: "0123456789abcdef0123",
    productVersion: "1.4.0",
    startedAt: "2026-11-28T10:00:00.000Z",
    updatedAt: "2026-11-28T10:06:00.000Z",
    tasks: [
      { id: "sign-in", passed: true, steps: ["Tab to the e-mail field"] },
      { id: "weekly-ad", passed: false, steps: ["Open the ad"], notApplicable: "The chain has no weekly ad" },
    ],
  },
};

/** `words` standing alone ('Result', not the start of 'Resultados'). */
const wholeWords = (words: string) =>
  new RegExp(`(?<![\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u");

/** The page's own words in `html` that are the English catalogue's results texts (placeholders cut off). */
function englishIn(html: string): string[] {
  const text = html.replace(/<[^>]+>/g, " ");
  return (Object.keys(en) as MessageKey[])
    .filter((key) => key.startsWith("a11yResults.") || key.startsWith("a11yReport.task."))
    .map((key) => en[key].split(/\{\w+\}/)[0]!.trim())
    .filter((words) => words.length > 3 && !/^axe-core/.test(words) && wholeWords(words).test(text));
}

describe("the accessibility report page's texts", () => {
  it("the catalogue names each key task as the checks' results do, in every language", () => {
    for (const task of KEY_TASKS) {
      const key = `a11yReport.task.${task.id}` as MessageKey;
      expect(en[key]).toBe(task.name);
      expect(es[key]).not.toBe(task.name);
    }
  });

  it("writes the results in English by default, as the spec's pages are", () => {
    const html = resultsHtml(MODEL);
    expect(html).toContain(`<h2 id="a11y-results-title">${en["a11yResults.title"]}</h2>`);
    expect(html).toContain("1 check of 1 page type and their open states, at 390 and 1280 px wide: 1 violation.");
    expect(html).toContain("November 28, 2026");
    expect(html).toContain("Elements must meet contrast");
    expect(englishIn(html).length).toBeGreaterThan(10);
  });

  it("writes the results of a Spanish page in Spanish: its frame, dates, counts and axe's help where axe has it", () => {
    const html = resultsHtml(MODEL, "es", { "color-contrast": "Los elementos deben tener suficiente contraste" });
    expect(englishIn(html)).toEqual([]);
    expect(html).toContain("28 de noviembre de 2026");
    expect(html).toContain("1 comprobación de 1 tipo de página");
    expect(html).toContain("Los elementos deben tener suficiente contraste");
    expect(html).not.toContain("Elements must meet contrast");
    expect(html).toContain(`<th scope="row">${es["a11yReport.task.sign-in"]}</th>`);
    // What the checks wrote stays as written: the steps, the page types and states.
    expect(html).toContain("Tab to the e-mail field");
  });

  it("says in the page's language that no check ran", () => {
    expect(notRunHtml("1.4.0", null, "es")).toContain(es["a11yResults.notRun"]);
    expect(englishIn(notRunHtml("1.4.0", "0123456789abcdef", "es"))).toEqual([]);
    expect(notRunHtml("1.4.0", "0123456789abcdef")).toContain("Product version 1.4.0, build 0123456789ab.");
  });
});
