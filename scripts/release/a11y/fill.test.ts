import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NOT_RUN, PRODUCT_VERSION, type SweepResults, type TaskResults } from "#src/lib/a11y-report.ts";
import { chainBuildId, REPORT_FILE } from "./build-id.ts";
import { es } from "#src/lib/i18n/es.ts";
import { elementContent, fillReport } from "./fill.ts";
import { readResults, resultsDirFor, writeResults } from "./results.ts";
import { resultProblems } from "./release-checks.ts";

let root: string;
let dist: string;
let results: string;
const site = "acme";

/** A chain folder as the build leaves it: two pages and the report page saying the checks did not run. */
function chainFolder(): void {
  const files: Record<string, string> = {
    "index.html": "<!doctype html><html><body><main>Home</main></body></html>",
    "coupons/index.html": "<!doctype html><html><body><main>Coupons</main></body></html>",
    [REPORT_FILE]:
      '<!doctype html><html><body><main><div><p>Intro</p><section class="a11y-results" data-a11y-results><h2>Results</h2><p>' +
      `${NOT_RUN}</p><section><div>nested</div></section></section><h2>Report a problem</h2></div></main></body></html>`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, site, path)), { recursive: true });
    writeFileSync(join(dist, site, path), text);
  }
}

const page = () => readFileSync(join(dist, site, REPORT_FILE), "utf8");

function sweep(buildId: string): SweepResults {
  return {
    kind: "axe-sweep",
    site,
    buildId,
    productVersion: PRODUCT_VERSION,
    axeVersion: "4.14.1",
    tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
    startedAt: "2026-11-28T10:00:00.000Z",
    updatedAt: "2026-11-28T10:05:00.000Z",
    planned: ["home", "coupons"],
    finished: ["home", "coupons"],
    checks: [
      { pageType: "home", route: "/acme/", state: "as loaded", width: 1280, rules: 61, violations: [] },
      {
        pageType: "coupons",
        route: "/acme/coupons/",
        state: "Quick View open",
        width: 390,
        rules: 58,
        violations: [{ rule: "color-contrast", impact: "serious", help: "Text <b>contrast</b>", targets: ["#x > .y"] }],
      },
    ],
  };
}

function tasks(buildId: string): TaskResults {
  return {
    kind: "key-tasks",
    site,
    buildId,
    productVersion: PRODUCT_VERSION,
    startedAt: "2026-11-28T10:00:00.000Z",
    updatedAt: "2026-11-28T10:06:00.000Z",
    tasks: [
      { id: "find-store", passed: true, steps: ["Tab to 'Locations'", "Enter"] },
      { id: "sign-in", passed: false, steps: ["Tab to 'Email'"], failure: "no name on the PIN field" },
    ],
  };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "a11y-fill-"));
  dist = join(root, "dist");
  results = resultsDirFor(dist, {});
  chainFolder();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the report step", () => {
  it("keeps results beside the build: dist's results in a11y-results/, or A11Y_RESULTS_DIR", () => {
    expect(results).toBe(join(root, "a11y-results"));
    expect(resultsDirFor(join(root, "build-0"), {})).toBe(join(root, "build-0.a11y-results"));
    expect(resultsDirFor(dist, { A11Y_RESULTS_DIR: "/srv/r" })).toBe("/srv/r");
  });

  it("finds the results element by a real parser, past nested elements of its own name", () => {
    const html = page();
    const at = elementContent(html, "data-a11y-results");
    expect(html.slice(at!.start, at!.end)).toBe(
      `<h2>Results</h2><p>${NOT_RUN}</p><section><div>nested</div></section>`,
    );
  });

  it("without results says the checks did not run, naming the version and the build", () => {
    const outcome = fillReport(dist, site, results);
    expect(outcome).toMatchObject({ status: "not-run", sweep: false, tasks: false });
    expect(page()).toContain(NOT_RUN);
    expect(page()).toContain(`Product version ${PRODUCT_VERSION}, build ${outcome.buildId.slice(0, 12)}`);
    expect(page()).toContain("<h2>Report a problem</h2>");
  });

  it("shows the results of this build: every check's rules and violations, each violation escaped, each task", () => {
    const id = chainBuildId(join(dist, site));
    writeResults(results, sweep(id));
    writeResults(results, tasks(id));
    expect(fillReport(dist, site, results)).toMatchObject({ status: "checked", buildId: id, sweep: true, tasks: true });
    const html = page();
    expect(html).not.toContain(NOT_RUN);
    expect(html.match(/<tr data-a11y-check>/g)).toHaveLength(2);
    expect(html).toContain("<td data-a11y-rules>58</td><td data-a11y-count>1</td>");
    expect(html).toContain("2 checks of 2 page types and their open states, at 390 and 1280 px wide: 1 violation.");
    expect(html).toContain("Text &lt;b&gt;contrast&lt;/b&gt;");
    expect(html).toContain('<time datetime="2026-11-28" data-a11y-date>November 28, 2026</time>');
    expect(html).toMatch(/<tr data-a11y-task="find-store">.*?<td data-a11y-outcome>pass<\/td>/);
    expect(html).toMatch(/<tr data-a11y-task="sign-in">.*?<td data-a11y-outcome>fail<\/td>.*?no name on the PIN field/);
    expect(html).toMatch(/<tr data-a11y-task="contact-form">.*?<td data-a11y-outcome>not run<\/td>/);
  });

  it("refuses stale results: a page changed since the checks ran turns the report back to 'did not run'", () => {
    const id = chainBuildId(join(dist, site));
    writeResults(results, sweep(id));
    fillReport(dist, site, results);
    expect(chainBuildId(join(dist, site)), "the report page is no part of the build id").toBe(id);
    writeFileSync(join(dist, site, "coupons/index.html"), "<!doctype html><html><body><main>New</main></body></html>");
    const outcome = fillReport(dist, site, results);
    expect(outcome.status).toBe("not-run");
    expect(outcome.buildId).not.toBe(id);
    expect(page()).toContain(NOT_RUN);
    expect(page()).not.toContain("data-a11y-check");
    expect(page()).not.toContain("color-contrast");
  });

  it("shows the part that ran on this build and says the other did not", () => {
    const id = chainBuildId(join(dist, site));
    writeResults(results, sweep(id));
    writeResults(results, tasks("another-build"));
    expect(fillReport(dist, site, results)).toMatchObject({ status: "checked", sweep: true, tasks: false });
    expect(page()).toContain("The key-task checks did not run for this release.");
    expect(page()).not.toContain("data-a11y-task");
  });

  it("says which parts of the sweep did not finish", () => {
    const id = chainBuildId(join(dist, site));
    writeResults(results, { ...sweep(id), planned: ["home", "coupons", "cart"], finished: ["home"] });
    fillReport(dist, site, results);
    expect(page()).toContain("Not finished, so not checked in full: coupons, cart.");
  });

  it("replaces the page instead of writing through a hard link (an earlier release keeps its page)", () => {
    const earlier = join(root, "earlier.html");
    linkSync(join(dist, site, REPORT_FILE), earlier);
    const before = readFileSync(earlier, "utf8");
    fillReport(dist, site, results);
    expect(readFileSync(earlier, "utf8")).toBe(before);
    expect(page()).not.toBe(before);
  });

  it("reads back what it wrote, and nothing of another chain or kind", () => {
    writeResults(results, sweep("x"));
    expect(readResults(results, site, "axe-sweep")?.checks).toHaveLength(2);
    expect(readResults(results, site, "key-tasks")).toBeNull();
    expect(readResults(results, "other", "axe-sweep")).toBeNull();
  });

  it("writes a two-language chain's Spanish report page in Spanish, outside the build id, with axe's Spanish help", () => {
    const spanishFile = join(dist, site, "es", REPORT_FILE);
    mkdirSync(dirname(spanishFile), { recursive: true });
    writeFileSync(spanishFile, page());
    const id = chainBuildId(join(dist, site));
    writeResults(results, sweep(id));
    writeResults(results, tasks(id));
    expect(fillReport(dist, site, results)).toMatchObject({ status: "checked", buildId: id });
    expect(chainBuildId(join(dist, site)), "the Spanish report page is no part of the build id either").toBe(id);
    const spanish = readFileSync(spanishFile, "utf8");
    expect(spanish).toContain(`<h2 id="a11y-results-title">${es["a11yResults.title"]}</h2>`);
    expect(spanish).toContain("2 comprobaciones de 2 tipos de página");
    expect(spanish).toContain("28 de noviembre de 2026");
    expect(spanish).toContain("Los elementos deben tener un contraste de colores suficiente");
    expect(spanish).toMatch(/<tr data-a11y-task="find-store">.*?<td data-a11y-outcome>correcto<\/td>/);
    expect(spanish).not.toContain("page types");
    expect(page()).toContain("2 checks of 2 page types");
  });

  it("leaves a chain without a report page alone", () => {
    rmSync(join(dist, site, REPORT_FILE));
    expect(fillReport(dist, site, results).status).toBe("no-page");
  });
});

describe("the release's reading of the results", () => {
  it("a chain without results, with a violation, an unfinished part or a failed task has problems; a clean one none", () => {
    expect(resultProblems(results, site)).toEqual(["accessibility checks did not run"]);
    writeResults(results, { ...sweep("b"), planned: ["home", "coupons", "cart"] });
    writeResults(results, tasks("b"));
    expect(resultProblems(results, site)).toEqual([
      "accessibility: coupons, Quick View open, 390 px: color-contrast (#x > .y)",
      "accessibility: the sweep did not finish cart",
      "accessibility: key task sign-in failed: no name on the PIN field",
    ]);
    const clean = sweep("b");
    clean.checks = clean.checks.map((c) => ({ ...c, violations: [] }));
    writeResults(results, clean);
    writeResults(results, { ...tasks("b"), tasks: [{ id: "find-store", passed: true, steps: [] }] });
    expect(resultProblems(results, site)).toEqual([]);
  });
});
