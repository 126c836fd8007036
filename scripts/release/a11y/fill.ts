/**
 * Writes each chain's accessibility report page from its checks' results: the results part of
 * `company-policies/web-accessibility/report/index.html` (the element marked `data-a11y-results`)
 * gets the results whose build id is this chain folder's, or the statement that the checks did not
 * run for this release when none are. Run after the checks (the browser suite's report spec, the
 * release's `--a11y`, `npm run a11y:report`). The page is replaced, never written through: a
 * release's chain folders are hard-linked to earlier releases'.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Parser } from "htmlparser2";
import { PRODUCT_VERSION, RESULTS_ATTRIBUTE, resultsHtml } from "#src/lib/a11y-report.ts";
import { chainBuildId, REPORT_FILE, REPORT_FILES } from "./build-id.ts";
import { axeRuleHelp } from "./axe-help.ts";
import { readResults } from "./results.ts";

/** What the step did for one chain. */
export type FillOutcome = {
  site: string;
  /** `checked`: results of this build shown; `not-run`: none for this build; `no-page`: the chain has no report page. */
  status: "checked" | "not-run" | "no-page";
  buildId: string;
  /** Which results were of this build. */
  sweep: boolean;
  tasks: boolean;
};

/**
 * Where the content of the element carrying `attribute` starts and ends in `html` (the end of its
 * start tag and the start of its end tag), found by a real HTML parser; null when there is none.
 */
export function elementContent(html: string, attribute: string): { start: number; end: number } | null {
  let depth = 0;
  let name = "";
  let start = -1;
  let found: { start: number; end: number } | null = null;
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        if (found !== null) return;
        if (start < 0 && attribute in attribs) {
          name = tag;
          start = parser.endIndex + 1;
          depth = 1;
        } else if (start >= 0 && tag === name) depth++;
      },
      onclosetag(tag) {
        if (found !== null || start < 0 || tag !== name) return;
        depth--;
        if (depth === 0) found = { start, end: parser.startIndex };
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return found;
}

/** The page with its results part replaced by `content`. */
export function withResults(html: string, content: string): string {
  const at = elementContent(html, RESULTS_ATTRIBUTE);
  if (at === null) throw new Error(`the report page has no element marked ${RESULTS_ATTRIBUTE}`);
  return `${html.slice(0, at.start)}${content}${html.slice(at.end)}`;
}

/** Writes one chain's report page from the results in `resultsDir` that are of its build. */
export function fillReport(distDir: string, site: string, resultsDir: string): FillOutcome {
  const siteDir = join(distDir, site);
  const pages = [...REPORT_FILES].filter(([, file]) => existsSync(join(siteDir, file)));
  const buildId = chainBuildId(siteDir);
  if (!existsSync(join(siteDir, REPORT_FILE))) return { site, status: "no-page", buildId, sweep: false, tasks: false };
  const sweep = readResults(resultsDir, site, "axe-sweep");
  const tasks = readResults(resultsDir, site, "key-tasks");
  const model = {
    buildId,
    productVersion: PRODUCT_VERSION,
    sweep: sweep?.buildId === buildId ? sweep : null,
    tasks: tasks?.buildId === buildId ? tasks : null,
  };
  // Each language's page in its language (the checks ran on the English pages; the results are the same).
  for (const [lang, file] of pages) {
    const page = join(siteDir, file);
    const html = withResults(readFileSync(page, "utf8"), resultsHtml(model, lang, axeRuleHelp(lang)));
    writeFileSync(`${page}.${process.pid}`, html);
    renameSync(`${page}.${process.pid}`, page);
  }
  const checked = model.sweep !== null || model.tasks !== null;
  return {
    site,
    status: checked ? "checked" : "not-run",
    buildId,
    sweep: model.sweep !== null,
    tasks: model.tasks !== null,
  };
}

/** Writes the report page of every chain of `sites`. */
export function fillReports(distDir: string, sites: readonly string[], resultsDir: string): FillOutcome[] {
  return sites.map((site) => fillReport(distDir, site, resultsDir));
}
