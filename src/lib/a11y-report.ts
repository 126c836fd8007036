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
import { DEFAULT_LANGUAGE, type Language } from "../tenant/languages.ts";
import { fill, INTL_LOCALES, textsOf, type Catalogue } from "./i18n/catalogue.ts";
import { en } from "./i18n/en.ts";

/** The report's route under the chain's web-accessibility statement. */
export const A11Y_REPORT_ROUTE = "/company-policies/web-accessibility/report";
/** The storefront's version, as package.json names it. */
export const PRODUCT_VERSION: string = pkg.version;
/** The element of the page whose content is the results (the page holds exactly one). */
export const RESULTS_ATTRIBUTE = "data-a11y-results";
/** What the page says when no check ran on its build (in English). */
export const NOT_RUN = en["a11yResults.notRun"];

/** axe's help text of each rule in the page's language, by rule id (from axe-core's locale file). */
export type RuleHelp = Readonly<Record<string, string>>;

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

/** A date as the page writes it ('November 28, 2026'; '28 de noviembre de 2026'), in UTC. */
function day(iso: string, lang: Language): string {
  return new Date(iso).toLocaleDateString(INTL_LOCALES[lang], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The short form of a build id the page shows. */
export const shortBuildId = (id: string): string => id.slice(0, 12);

/**
 * The page's statement when no check ran on this build (also what the page says before any step
 * wrote results), in the page's language.
 */
export function notRunHtml(productVersion: string, buildId: string | null, lang: Language = DEFAULT_LANGUAGE): string {
  const t = textsOf(lang);
  const version =
    buildId === null
      ? fill(t["a11yResults.version"], { version: productVersion })
      : fill(t["a11yResults.versionBuild"], { version: productVersion, build: shortBuildId(buildId) });
  return (
    `<h2 id="a11y-results-title">${esc(t["a11yResults.title"])}</h2>` +
    `<p class="a11y-not-run" data-a11y-not-run><strong>${esc(t["a11yResults.notRun"])}</strong> ` +
    `${esc(version)}. ${esc(t["a11yResults.otherBuilds"])}</p>`
  );
}

const sum = (checks: readonly AxeCheck[]) => checks.reduce((n, c) => n + c.violations.length, 0);
/** '1 check', '3 checks' (the catalogue's two forms of a count). */
const count = (n: number, one: string, many: string) => fill(n === 1 ? one : many, { n });

function factsHtml(model: ReportModel, t: Catalogue, lang: Language): string {
  const { sweep, tasks } = model;
  const dates = [sweep?.updatedAt, tasks?.updatedAt].filter((d): d is string => d !== undefined).sort();
  const last = dates.at(-1) ?? new Date(0).toISOString();
  const tools =
    sweep === null
      ? ""
      : `<dt>${esc(t["a11yResults.checkedWith"])}</dt><dd>${esc(fill(t["a11yResults.tool"], { version: sweep.axeVersion }))}</dd>`;
  const version = fill(t["a11yResults.buildOf"], { version: model.productVersion, build: shortBuildId(model.buildId) });
  return (
    `<dl class="a11y-facts">` +
    `<dt>${esc(t["a11yResults.checkedOn"])}</dt><dd><time datetime="${esc(last.slice(0, 10))}" data-a11y-date>${esc(day(last, lang))}</time></dd>` +
    `<dt>${esc(t["a11yResults.productVersion"])}</dt><dd data-a11y-version>${esc(version)}</dd>` +
    `<dt>${esc(t["a11yResults.standard"])}</dt><dd>${esc(t["a11yReport.standardName"])}</dd>${tools}</dl>`
  );
}

/**
 * The violations, each with its rule's help as axe writes it in the page's language (`help`: the
 * rule's help by rule id from axe-core's locale; the recorded English otherwise). The page type,
 * state and elements are the checks' own names.
 */
function violationList(checks: readonly AxeCheck[], t: Catalogue, help: RuleHelp): string {
  const failing = checks.filter((c) => c.violations.length > 0);
  if (failing.length === 0) return "";
  const items = failing.flatMap((c) =>
    c.violations.map(
      (v) =>
        `<li data-a11y-violation><strong>${esc(v.rule)}</strong> (${esc(v.impact)}): ${esc(help[v.rule] ?? v.help)}. ` +
        `${esc(c.pageType)}, ${esc(c.state)}, ${c.width} px; ${esc(t["a11yResults.elements"])} <code>${esc(v.targets.join(", "))}</code></li>`,
    ),
  );
  return `<h3>${esc(t["a11yResults.violationsFound"])}</h3><ul class="a11y-violations">${items.join("")}</ul>`;
}

function sweepHtml(sweep: SweepResults | null, t: Catalogue, help: RuleHelp): string {
  const head = `<h2 id="a11y-axe-title">${esc(t["a11yResults.axeTitle"])}</h2>`;
  if (sweep === null) return `${head}<p data-a11y-not-run>${esc(t["a11yResults.axeNotRun"])}</p>`;
  const missing = sweep.planned.filter((p) => !sweep.finished.includes(p));
  const incomplete =
    missing.length === 0
      ? ""
      : `<p class="a11y-incomplete" data-a11y-incomplete>${esc(fill(t["a11yResults.incomplete"], { parts: missing.join(", ") }))}</p>`;
  const pages = new Set(sweep.checks.map((c) => c.pageType)).size;
  const rows = sweep.checks.map(
    (c) =>
      `<tr data-a11y-check><th scope="row">${esc(c.pageType)}</th><td>${esc(c.state)}</td><td class="a11y-width">${c.width} px</td>` +
      `<td data-a11y-rules>${c.rules}</td><td data-a11y-count>${c.violations.length}</td></tr>`,
  );
  const summary = fill(t["a11yResults.summary"], {
    checks: count(sweep.checks.length, t["a11yResults.checkOne"], t["a11yResults.checkMany"]),
    pages: count(pages, t["a11yResults.pageTypeOne"], t["a11yResults.pageTypeMany"]),
    violations: count(sum(sweep.checks), t["a11yResults.violationOne"], t["a11yResults.violationMany"]),
  });
  const headers = (["pageType", "state", "width", "rules", "violations"] as const).map(
    (key) => `<th scope="col">${esc(t[`a11yResults.${key}`])}</th>`,
  );
  return (
    `${head}<p data-a11y-summary>${esc(summary)}</p>${incomplete}` +
    `<table class="a11y-table">` +
    `<caption id="a11y-axe-caption">${esc(t["a11yResults.axeCaption"])}</caption>` +
    `<thead><tr>${headers.join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>` +
    violationList(sweep.checks, t, help)
  );
}

/** One key task's outcome word and what was checked (the checks' own steps, as they wrote them). */
function taskOutcome(found: TaskResult | undefined, t: Catalogue): { outcome: string; detail: string } {
  if (found === undefined) return { outcome: t["a11yResults.outcomeNotRun"], detail: t["a11yResults.unfinished"] };
  if (found.notApplicable) return { outcome: t["a11yResults.notApplicable"], detail: found.notApplicable };
  const failed = found.failure ? ` ${fill(t["a11yResults.failed"], { failure: found.failure })}` : "";
  return {
    outcome: found.passed ? t["a11yResults.pass"] : t["a11yResults.fail"],
    detail: `${found.steps.join("; ")}.${failed}`,
  };
}

function tasksHtml(tasks: TaskResults | null, t: Catalogue): string {
  const head = `<h2 id="a11y-tasks-title">${esc(t["a11yResults.tasksTitle"])}</h2>`;
  if (tasks === null) return `${head}<p data-a11y-not-run>${esc(t["a11yResults.tasksNotRun"])}</p>`;
  const rows = KEY_TASKS.map((task) => {
    const { outcome, detail } = taskOutcome(
      tasks.tasks.find((found) => found.id === task.id),
      t,
    );
    return (
      `<tr data-a11y-task="${esc(task.id)}"><th scope="row">${esc(t[`a11yReport.task.${task.id}`])}</th>` +
      `<td data-a11y-outcome>${esc(outcome)}</td><td>${esc(detail)}</td></tr>`
    );
  });
  const headers = (["task", "result", "whatChecked"] as const).map(
    (key) => `<th scope="col">${esc(t[`a11yResults.${key}`])}</th>`,
  );
  return (
    `${head}<table class="a11y-table">` +
    `<caption id="a11y-tasks-caption">${esc(t["a11yResults.tasksCaption"])}</caption>` +
    `<thead><tr>${headers.join("")}</tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table>`
  );
}

/**
 * The results part of a chain's report page for its build: the facts, every axe run and each key
 * task, or the statement that no check ran on this build when neither set of results is its own;
 * in the page's language (`lang`), with axe's rule help in it where axe-core has it (`help`).
 */
export function resultsHtml(model: ReportModel, lang: Language = DEFAULT_LANGUAGE, help: RuleHelp = {}): string {
  const { sweep, tasks } = model;
  if (sweep === null && tasks === null) return notRunHtml(model.productVersion, model.buildId, lang);
  const t = textsOf(lang);
  return (
    `<h2 id="a11y-results-title">${esc(t["a11yResults.title"])}</h2>${factsHtml(model, t, lang)}` +
    `<section aria-labelledby="a11y-axe-title">${sweepHtml(sweep, t, help)}</section>` +
    `<section aria-labelledby="a11y-tasks-title">${tasksHtml(tasks, t)}</section>`
  );
}
