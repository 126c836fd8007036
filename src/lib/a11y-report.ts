/**
 * The chain's accessibility report (/company-policies/web-accessibility/report): what its
 * accessibility checks found, never typed by hand. The browser suite's axe sweep and key-task
 * checks write results files that carry the identity of the build they ran on (a hash of the
 * chain's pages); after the checks a step writes those results into the report page of that same
 * build (scripts/release/a11y/fill.ts). A page whose build no check ran on says so instead of showing
 * older numbers. This module holds what the page and that step share: the results' shape, the key
 * tasks, and the results part of the page as escaped HTML.
 */
import pkg from "../../package.json" with { type: "json" };

/** The report's route under the chain's web-accessibility statement. */
export const A11Y_REPORT_ROUTE = "/company-policies/web-accessibility/report";
/** The standard the checks measure against. */
export const A11Y_STANDARD = "WCAG 2.2, level AA";
/** The storefront's version, as package.json names it. */
export const PRODUCT_VERSION: string = pkg.version;
/** The element of the page whose content is the results (the page holds exactly one). */
export const RESULTS_ATTRIBUTE = "data-a11y-results";
/** What the page says when no check ran on its build. */
export const NOT_RUN = "These checks did not run for this release.";

/** The tasks a shopper must be able to do by keyboard, every control named for a screen reader. */
export const KEY_TASKS = [
  { id: "find-store", name: "Find a store and today's hours" },
  { id: "weekly-ad", name: "Open this week's ad" },
  { id: "clip-coupon", name: "Find and clip a coupon" },
  { id: "show-card", name: "Show the card at the till" },
  { id: "sign-in", name: "Sign in" },
  { id: "contact-form", name: "Send the contact form" },
] as const;
/** A key task's id. */
export type KeyTaskId = (typeof KEY_TASKS)[number]["id"];

/** One axe violation as the report lists it. */
export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] };
/** One axe run: a page type in one state at one width. */
export type AxeCheck = {
  /** The part of the sweep that ran it (a page type's test, the lightbox …): a re-run replaces its checks. */
  part?: string;
  pageType: string;
  route: string;
  state: string;
  width: number;
  /** axe rules that ran (passed, failed, needing review or finding nothing to check). */
  rules: number;
  violations: AxeFinding[];
};
/** What the axe sweep of one chain wrote. */
export type SweepResults = {
  kind: "axe-sweep";
  site: string;
  buildId: string;
  productVersion: string;
  axeVersion: string;
  tags: string[];
  startedAt: string;
  updatedAt: string;
  /** The sweep's parts for the chain (page types, the lightbox, a toast), and those that completed. */
  planned: string[];
  finished: string[];
  checks: AxeCheck[];
};
/** One key task's outcome. */
export type TaskResult = {
  id: KeyTaskId;
  passed: boolean;
  /** What was checked, step by step, as a shopper would say it. */
  steps: string[];
  /** Why it failed, when it did. */
  failure?: string;
  /** Why it was not run for this chain (the chain has no such page), when it was not. */
  notApplicable?: string;
};
/** What the key-task checks of one chain wrote. */
export type TaskResults = {
  kind: "key-tasks";
  site: string;
  buildId: string;
  productVersion: string;
  startedAt: string;
  updatedAt: string;
  tasks: TaskResult[];
};

/** What the results part of one chain's page is made from. */
export type ReportModel = {
  buildId: string;
  productVersion: string;
  /** The sweep's results when they are of this build, else null. */
  sweep: SweepResults | null;
  /** The key tasks' results when they are of this build, else null. */
  tasks: TaskResults | null;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text safe in HTML content and attribute values. */
const esc = (text: string | number): string => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A date as the page writes it ('November 28, 2026'), in UTC. */
function day(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The short form of a build id the page shows. */
export const shortBuildId = (id: string): string => id.slice(0, 12);

/** The page's statement when no check ran on this build (also what the page says before any step wrote results). */
export function notRunHtml(productVersion: string, buildId: string | null): string {
  const build = buildId === null ? "" : `, build ${esc(shortBuildId(buildId))}`;
  return (
    `<h2 id="a11y-results-title">Results of this release</h2>` +
    `<p class="a11y-not-run" data-a11y-not-run><strong>${esc(NOT_RUN)}</strong> ` +
    `Product version ${esc(productVersion)}${build}. Results of checks made on other builds are not shown, ` +
    `because those pages were not these.</p>`
  );
}

const sum = (checks: readonly AxeCheck[]) => checks.reduce((n, c) => n + c.violations.length, 0);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function factsHtml(model: ReportModel, sweep: SweepResults | null, tasks: TaskResults | null): string {
  const dates = [sweep?.updatedAt, tasks?.updatedAt].filter((d): d is string => d !== undefined).sort();
  const last = dates.at(-1) ?? new Date(0).toISOString();
  const tools = sweep === null ? "" : `<dt>Checked with</dt><dd>axe-core ${esc(sweep.axeVersion)} in Chromium</dd>`;
  return (
    `<dl class="a11y-facts">` +
    `<dt>Checked on</dt><dd><time datetime="${esc(last.slice(0, 10))}" data-a11y-date>${esc(day(last))}</time></dd>` +
    `<dt>Product version</dt><dd data-a11y-version>${esc(model.productVersion)} (build ${esc(shortBuildId(model.buildId))})</dd>` +
    `<dt>Standard</dt><dd>${esc(A11Y_STANDARD)}</dd>${tools}</dl>`
  );
}

function violationList(checks: readonly AxeCheck[]): string {
  const failing = checks.filter((c) => c.violations.length > 0);
  if (failing.length === 0) return "";
  const items = failing.flatMap((c) =>
    c.violations.map(
      (v) =>
        `<li data-a11y-violation><strong>${esc(v.rule)}</strong> (${esc(v.impact)}): ${esc(v.help)}. ` +
        `${esc(c.pageType)}, ${esc(c.state)}, ${c.width} px; elements: <code>${esc(v.targets.join(", "))}</code></li>`,
    ),
  );
  return `<h3>Violations found</h3><ul class="a11y-violations">${items.join("")}</ul>`;
}

function sweepHtml(sweep: SweepResults | null): string {
  const head = `<h2 id="a11y-axe-title">Automated checks (axe)</h2>`;
  if (sweep === null) return `${head}<p data-a11y-not-run>The automated checks did not run for this release.</p>`;
  const missing = sweep.planned.filter((p) => !sweep.finished.includes(p));
  const incomplete =
    missing.length === 0
      ? ""
      : `<p class="a11y-incomplete" data-a11y-incomplete>Not finished, so not checked in full: ${esc(missing.join(", "))}.</p>`;
  const pages = new Set(sweep.checks.map((c) => c.pageType)).size;
  const rows = sweep.checks.map(
    (c) =>
      `<tr data-a11y-check><th scope="row">${esc(c.pageType)}</th><td>${esc(c.state)}</td><td class="a11y-width">${c.width} px</td>` +
      `<td data-a11y-rules>${c.rules}</td><td data-a11y-count>${c.violations.length}</td></tr>`,
  );
  return (
    `${head}<p data-a11y-summary>${plural(sweep.checks.length, "check", "checks")} of ${plural(pages, "page type", "page types")} ` +
    `and their open states, at 390 and 1280 px wide: ${plural(sum(sweep.checks), "violation", "violations")}.</p>${incomplete}` +
    `<table class="a11y-table">` +
    `<caption id="a11y-axe-caption">Every axe run: page type, state, width, rules run and violations</caption>` +
    `<thead><tr><th scope="col">Page type</th><th scope="col">State</th><th scope="col">Width</th>` +
    `<th scope="col">Rules run</th><th scope="col">Violations</th></tr></thead><tbody>${rows.join("")}</tbody></table>` +
    violationList(sweep.checks)
  );
}

function tasksHtml(tasks: TaskResults | null): string {
  const head = `<h2 id="a11y-tasks-title">Key tasks by keyboard, with screen-reader names</h2>`;
  if (tasks === null) return `${head}<p data-a11y-not-run>The key-task checks did not run for this release.</p>`;
  const rows = KEY_TASKS.map((task) => {
    const found = tasks.tasks.find((t) => t.id === task.id);
    const outcome =
      found === undefined ? "not run" : found.notApplicable ? "not applicable" : found.passed ? "pass" : "fail";
    const detail =
      found === undefined
        ? "The check did not finish."
        : found.notApplicable
          ? found.notApplicable
          : `${found.steps.join("; ")}.${found.failure ? ` Failed: ${found.failure}` : ""}`;
    return (
      `<tr data-a11y-task="${esc(task.id)}"><th scope="row">${esc(task.name)}</th>` +
      `<td data-a11y-outcome>${outcome}</td><td>${esc(detail)}</td></tr>`
    );
  });
  return (
    `${head}<table class="a11y-table">` +
    `<caption id="a11y-tasks-caption">Each task done with the keyboard alone, each control found by its accessible name</caption>` +
    `<thead><tr><th scope="col">Task</th><th scope="col">Result</th><th scope="col">What was checked</th></tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table>`
  );
}

/**
 * The results part of a chain's report page for its build: the facts, every axe run and each key
 * task, or the statement that no check ran on this build when neither set of results is its own.
 */
export function resultsHtml(model: ReportModel): string {
  const { sweep, tasks } = model;
  if (sweep === null && tasks === null) return notRunHtml(model.productVersion, model.buildId);
  return (
    `<h2 id="a11y-results-title">Results of this release</h2>${factsHtml(model, sweep, tasks)}` +
    `<section aria-labelledby="a11y-axe-title">${sweepHtml(sweep)}</section>` +
    `<section aria-labelledby="a11y-tasks-title">${tasksHtml(tasks)}</section>`
  );
}
